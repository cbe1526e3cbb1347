/**
 * Lints code snippets with the repository's own ESLint config, as if they lived at the given paths:
 * the layer tests (test/web/layers.test.ts, test/lambdas/layers.test.ts) show each import rule
 * refusing a violation, so `npm test` (which runs `eslint .`) fails on one.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

export interface Case {
  /** where the snippet claims to live */
  file: string;
  code: string;
}

export interface Finding {
  ruleId: string | null;
  message: string;
}

// ESLint loads its ES-module config with import(), which jest's module system cannot run: the
// snippets are linted in one plain node process with the repository's own config.
const LINT_SCRIPT = `
  import { ESLint } from 'eslint';
  const cases = JSON.parse(await new Response(process.stdin).text());
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = [];
  for (const { file, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath: file });
    results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  process.stdout.write(JSON.stringify(results));
`;

export function lintAll(cases: Case[]): Finding[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Finding[][];
}

export const staticImport = (from: string) =>
  `import { thing } from '${from}';\nexport const value = thing;\n`;
export const typeImport = (from: string) =>
  `import type { Thing } from '${from}';\nexport type Value = Thing;\n`;
export const lazyImport = (from: string) => `export const load = () => import('${from}');\n`;

/** [what, file, code, the rule that refuses it (null: allowed)] */
export type LayerCase = [string, string, string, string | null];

/** One test per case: the snippet at that path is refused by exactly its rule, or allowed. */
export function describeLayerRules(title: string, cases: LayerCase[]): void {
  let findings: Finding[][];

  beforeAll(() => {
    findings = lintAll(cases.map(([, file, code]) => ({ file, code })));
  }, 60_000);

  describe(title, () => {
    it.each(cases.map((testCase, index) => [...testCase, index] as const))(
      '%s: %s',
      (_what, _file, _code, rule, index) => {
        const ruleIds = findings[index]!.map((finding) => finding.ruleId);

        if (rule) expect(ruleIds).toEqual([rule]);
        else expect(ruleIds).toEqual([]);
      },
    );
  });
}
