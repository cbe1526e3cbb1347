/**
 * The repository's import graph, resolved by the TypeScript compiler as tsc resolves it, with the
 * two measures test/scripts/import-graph.test.ts keeps at their targets: the import circles anywhere in
 * the sources, and the imports in lambdas/ that run from a lower layer up to a higher one.
 * `npx tsx scripts/import-graph.ts` prints both.
 *
 * Built on the compiler API rather than a graph library (madge, dependency-cruiser): the compiler
 * is already here, resolves exactly what tsc and esbuild resolve (tsconfig paths, `.js` to `.ts`,
 * folders to their index), and sees type-only imports and `import()` alike, with nothing to install.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The folders whose sources the graph covers. */
export const GRAPH_ROOTS = ['lambdas', 'lib', 'web/src', 'scripts', 'bin'] as const;

const SOURCE = /\.(?:ts|tsx|mts|cts)$/;

/** One edge: `from` imports `to` (paths relative to the repository, with forward slashes). */
export interface ImportEdge {
  from: string;
  to: string;
}

export type ImportGraph = Map<string, string[]>;

function sourcesUnder(root: string, folder: string): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every source file under the roots, mapped to the repository files it imports (any kind of import). */
export function importGraph(root: string, roots: readonly string[] = GRAPH_ROOTS): ImportGraph {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => readFileSync(path, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const toRepo = (path: string) => relative(root, path).split(sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of roots.flatMap((folder) => sourcesUnder(root, folder))) {
    const absolute = join(root, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, absolute, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = toRepo(resolved.resolvedFileName);
      if (!target.startsWith('..') && !target.endsWith('.d.ts')) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * The import circles: each strongly connected group of files (Tarjan), as its sorted member list.
 * A file importing itself counts as a circle of one.
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(members.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/**
 * The layers of lambdas/, top to bottom: the transports, then the rules (domain, with the adapters
 * auth, media and push beside it), then data, then core, then model (the pure shapes and key functions domain and data
 * share). lib/contract lies beneath all of them (outside lambdas/). docs/architecture.md "Layers".
 */
export const LAMBDA_LAYERS: readonly (readonly string[])[] = [
  ['services', 'sockets', 'streams', 'http'],
  ['domain', 'auth', 'media', 'push'],
  ['data'],
  ['core'],
  ['model'],
];

/** A lambdas/ file's depth in LAMBDA_LAYERS (0 is the top), or undefined outside lambdas/. */
export function lambdaLayerOf(file: string): number | undefined {
  const [top, folder] = file.split('/');
  if (top !== 'lambdas' || folder === undefined) return undefined;
  const depth = LAMBDA_LAYERS.findIndex((folders) => folders.includes(folder));
  return depth < 0 ? undefined : depth;
}

/** The imports in lambdas/ that go from a lower layer up to a higher one. */
export function upwardImports(graph: ImportGraph): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, targets] of graph) {
    const fromDepth = lambdaLayerOf(from);
    if (fromDepth === undefined) continue;
    for (const to of targets) {
      const toDepth = lambdaLayerOf(to);
      if (toDepth !== undefined && toDepth < fromDepth) edges.push({ from, to });
    }
  }
  return edges;
}

if (require.main === module) {
  const graph = importGraph(join(__dirname, '..'));
  const circles = importCircles(graph);
  const upward = upwardImports(graph);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`${graph.size} files, ${edges} imports`);
  console.log(`${circles.length} import circles (${circles.flat().length} files)`);
  for (const circle of circles) console.log(`  ${circle.join(' ')}`);
  console.log(`${upward.length} upward imports in lambdas/`);
  for (const { from, to } of upward) console.log(`  ${from} → ${to}`);
}
