// The repository's import graph (scripts/import-graph.ts): no import circle anywhere in the sources,
// and at most MAX_UPWARD imports in lambdas/ that run from a lower layer up to a higher one. The
// measure itself is proved on a small tree built here, so a graph that missed an import kind would fail.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  importCircles,
  importGraph,
  lambdaLayerOf,
  upwardImports,
  type ImportGraph,
} from '../../scripts/import-graph';

/** The ceiling (#24); the tree holds none today. */
const MAX_UPWARD = 2;

describe('the repository', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = importGraph(join(__dirname, '../..'));
  });

  it('reads every source folder', () => {
    const folders = new Set([...graph.keys()].map((file) => file.split('/').slice(0, 2).join('/')));
    for (const folder of [
      'lambdas/data',
      'lambdas/domain',
      'lib/contract',
      'web/src',
      'scripts/bench',
      'bin/playjoin.ts',
    ])
      expect(folders).toContain(folder);
    expect(graph.get('lambdas/data/index.ts')).toContain('lambdas/data/profiles.ts');
  });

  it('has no import circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it(`has at most ${MAX_UPWARD} upward imports in lambdas/`, () => {
    const upward = upwardImports(graph).map(({ from, to }) => `${from} → ${to}`);
    expect(upward.length <= MAX_UPWARD ? [] : upward).toEqual([]);
  });
});

describe('the measure', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
    );
    // a circle through a type-only import, closed by a lazy import()
    write('lambdas/data/cards.ts', "import type { Rule } from '../domain/rules';\nexport const card = 1;\n");
    write(
      'lambdas/domain/rules.ts',
      "export type Rule = number;\nexport const load = () => import('./index');\n",
    );
    write('lambdas/domain/index.ts', "export * from '../data/cards';\n");
    // core reaching up to data through a folder index; a package and a missing file are not edges
    write(
      'lambdas/core/deps.ts',
      "import type * as data from '../data';\nimport 'valibot';\nimport './gone';\n",
    );
    write('lambdas/data/index.ts', "export * from './cards';\n");
    write('lambdas/services/list.ts', "import { card } from '../data';\nexport const n = card;\n");
    write('lib/contract/a.ts', "import { b } from './b';\nexport const a = b;\n");
    write('lib/contract/b.ts', 'export const b = 1;\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a circle through type-only imports, re-exports and import()', () => {
    const graph = importGraph(root, ['lambdas', 'lib']);
    expect(importCircles(graph)).toEqual([
      ['lambdas/data/cards.ts', 'lambdas/domain/index.ts', 'lambdas/domain/rules.ts'],
    ]);
  });

  it('counts the imports that go up a layer, and only those', () => {
    const graph = importGraph(root, ['lambdas', 'lib']);
    expect(graph.get('lambdas/core/deps.ts')).toEqual(['lambdas/data/index.ts']);
    expect(upwardImports(graph)).toEqual([
      { from: 'lambdas/core/deps.ts', to: 'lambdas/data/index.ts' },
      { from: 'lambdas/data/cards.ts', to: 'lambdas/domain/rules.ts' },
    ]);
  });

  it('places each lambdas folder in its layer', () => {
    expect(lambdaLayerOf('lambdas/streams/index.ts')).toBe(0);
    expect(lambdaLayerOf('lambdas/auth/session.ts')).toBe(1);
    expect(lambdaLayerOf('lambdas/data/cards.ts')).toBe(2);
    expect(lambdaLayerOf('lambdas/model/matching.ts')).toBe(4);
    expect(lambdaLayerOf('lib/contract/codes.ts')).toBeUndefined();
  });
});
