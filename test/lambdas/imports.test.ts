/**
 * What the Lambdas import decides their cold start (scripts/bench): these modules cost milliseconds
 * at load for nothing a handler needs, so the handler code never imports them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const LAMBDAS = join(ROOT, 'lambdas');

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

const FORBIDDEN: [RegExp, string][] = [
  [/^zod$/, 'classic zod: about 450 KiB; the contract uses zod/mini'],
  [/^zod\/v4$/, 'classic zod: about 450 KiB; the contract uses zod/mini'],
  [
    /^lib\/contract(\/index)?$/,
    'the contract index builds every field schema (schemas.ts); import its modules',
  ],
  [/^lib\/contract\/schemas$/, 'ready-built field schemas; the Lambdas use the lazy rules (rules.ts)'],
  [
    /^lib\/reference(\/index)?$/,
    'all five languages of the reference lists; use lambdas/domain/reference.ts',
  ],
  [/^@aws-lambda-powertools\/logger$/, 'about 3 ms of cold start; lambdas/log.ts writes the same lines'],
];

describe('Lambda imports', () => {
  const files = sources(LAMBDAS);

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
});
