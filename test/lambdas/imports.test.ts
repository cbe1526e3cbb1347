/**
 * What the Lambdas import decides their cold start (scripts/bench): these modules cost milliseconds
 * at load for nothing a handler needs, so the handler code never imports them. Validation is
 * valibot's (lib/contract/validation.ts says why), imported as a namespace so a bundle keeps only the
 * functions it calls; zod is gone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const LAMBDAS = join(ROOT, 'lambdas');
const LIB = join(ROOT, 'lib');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier of a file (static and dynamic imports, re-exports), relative ones resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) =>
    specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)) : specifier,
  );
}

/**
 * The import and export statements of a file that name valibot, as written. Statements start a line,
 * so examples inside comments (` * \`import ...\``) are not counted.
 */
function valibotStatements(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = [...text.matchAll(/^[ \t]*(?:import|export)\b[^;]*?'valibot(?:\/[^']*)?'/gm)];
  const dynamic = [...text.matchAll(/import\s*\(\s*'valibot(?:\/[^']*)?'/g)];
  return [...statements, ...dynamic].map((match) => match[0].trim());
}

/** `import * as v from 'valibot'` or `import type * as v from 'valibot'`. */
const NAMESPACE_IMPORT = /^import\s+(?:type\s+)?\*\s+as\s+[\w$]+\s+from\s+'valibot'$/;

const FORBIDDEN: [RegExp, string][] = [
  [
    /^lib\/contract(\/index)?$/,
    'the contract index builds every field schema (schemas.ts); import its modules',
  ],
  [/^lib\/contract\/schemas$/, 'ready-built field schemas; the Lambdas use the lazy rules (rules.ts)'],
  [
    /^lib\/reference(\/index)?$/,
    'all five languages of the reference lists; use lambdas/domain/reference.ts',
  ],
  [/^@aws-lambda-powertools\/logger$/, 'about 3 ms of cold start; lambdas/core/log.ts writes the same lines'],
];

describe('Lambda imports', () => {
  const files = sources(LAMBDAS);
  const withLib = [...files, ...sources(LIB)];

  it('finds the handler sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('never import modules that cost cold start for nothing', () => {
    const offending = files.flatMap((file) =>
      importsOf(file).flatMap((specifier) =>
        FORBIDDEN.filter(([pattern]) => pattern.test(specifier)).map(
          ([, why]) => `${relative(ROOT, file)} imports ${specifier}: ${why}`,
        ),
      ),
    );

    expect(offending).toEqual([]);
  });

  it('never import zod, in the Lambdas or in lib', () => {
    const offending = withLib.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => /^zod(\/|$)/.test(specifier))
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );

    expect(offending).toEqual([]);
  });

  it('import valibot only as a namespace', () => {
    const offending = withLib.flatMap((file) =>
      valibotStatements(file)
        .filter((statement) => !NAMESPACE_IMPORT.test(statement))
        .map((statement) => `${relative(ROOT, file)}: ${statement}`),
    );

    expect(withLib.some((file) => valibotStatements(file).length > 0)).toBe(true);
    expect(offending).toEqual([]);
  });
});
