/**
 * Builds the SPA (web/src/main.tsx) into dist/web with esbuild:
 *   dist/web/index.html             web/index.html with the hashed stylesheet, entry script and module preloads
 *   dist/web/assets/*-[hash].js|css the entry, its shared chunks and the lazily loaded chunks
 *   dist/web/favicon.svg, images/   copied from web/public
 * and prints the sizes, with the gzipped size of the landing page's initial JS (entry + static imports).
 *
 *   npx tsx scripts/build-web.ts [--outdir <dir>] [--no-minify] [--no-sourcemap]
 */
import { build, type Metafile } from 'esbuild';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..');
const WEB_DIR = path.join(ROOT, 'web');
const ENTRY = path.join(WEB_DIR, 'src', 'main.tsx');
const TEMPLATE = path.join(WEB_DIR, 'index.html');
const PUBLIC_DIR = path.join(WEB_DIR, 'public');

export const DEFAULT_OUTDIR = path.join(ROOT, 'dist', 'web');
/** Hashed build outputs live here, under the site root; index.html and web/public files sit at the root. */
export const ASSETS_DIR = 'assets';
/** Browsers the bundle targets: evergreen releases from 2023 on (ES2022, CSS nesting not required). */
const TARGETS = ['es2022', 'chrome111', 'edge111', 'firefox111', 'safari16.4'];

export interface BuildWebOptions {
  /** where to write the site; default dist/web (emptied first) */
  outdir?: string;
  /** minify JS and CSS; default true */
  minify?: boolean;
  /** write linked source maps; default true */
  sourcemap?: boolean;
}

export interface OutputSize {
  /** path relative to the outdir, e.g. `assets/main-ABC123.js` */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BuildWebResult {
  outdir: string;
  metafile: Metafile;
  /** the entry's script and stylesheet, relative to the outdir */
  entry: { js: string; css: string | null };
  /** the JS the landing page loads before it renders: the entry and everything it imports statically */
  initialJs: OutputSize[];
  initialJsGzipBytes: number;
  /** the source files (metafile inputs) bundled into the initial JS */
  initialInputs: string[];
  /** every JS and CSS output */
  outputs: OutputSize[];
}

/** Metafile paths are relative to the working directory; this makes them relative to the outdir, with `/`. */
function relativeToOutdir(metafilePath: string, outdir: string): string {
  return path.relative(outdir, path.resolve(ROOT, metafilePath)).split(path.sep).join('/');
}

/** The entry output and every output it reaches through static `import` statements. */
function staticGraph(metafile: Metafile, entryOutput: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryOutput);
  return [...seen];
}

async function sizeOf(file: string, outdir: string): Promise<OutputSize> {
  const content = await readFile(path.join(outdir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function renderIndexHtml(
  template: string,
  tags: { css: string | null; js: string; preloads: string[] },
): string {
  const url = (file: string) => `/${file}`;
  const head = [
    ...(tags.css ? [`<link rel="stylesheet" href="${url(tags.css)}" />`] : []),
    ...tags.preloads.map((file) => `<link rel="modulepreload" href="${url(file)}" />`),
    `<script type="module" src="${url(tags.js)}"></script>`,
  ];
  const end = template.lastIndexOf('</head>');
  if (end < 0) throw new Error('web/index.html has no </head>');
  return `${template.slice(0, end)}  ${head.join('\n    ')}\n  ${template.slice(end)}`;
}

export async function buildWeb(options: BuildWebOptions = {}): Promise<BuildWebResult> {
  const outdir = path.resolve(options.outdir ?? DEFAULT_OUTDIR);
  const minify = options.minify ?? true;
  await rm(outdir, { recursive: true, force: true });

  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: ENTRY },
    outdir: path.join(outdir, ASSETS_DIR),
    publicPath: `/${ASSETS_DIR}/`,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: TARGETS,
    minify,
    sourcemap: (options.sourcemap ?? true) ? 'linked' : false,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
    legalComments: 'linked',
    charset: 'utf8',
    logLevel: 'warning',
  });

  // dynamically imported modules are entry points in the metafile too: match the app's own entry
  const entryPoint = path.relative(ROOT, ENTRY).split(path.sep).join('/');
  const entryOutput = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint === entryPoint && file.endsWith('.js'),
  );
  if (!entryOutput) throw new Error('esbuild produced no entry script');
  const [entryFile, entryMeta] = entryOutput;

  const graph = staticGraph(metafile, entryFile);
  const js = relativeToOutdir(entryFile, outdir);
  const css = entryMeta.cssBundle ? relativeToOutdir(entryMeta.cssBundle, outdir) : null;
  const preloads = graph.filter((file) => file !== entryFile).map((file) => relativeToOutdir(file, outdir));

  await cp(PUBLIC_DIR, outdir, { recursive: true });
  const template = await readFile(TEMPLATE, 'utf8');
  await writeFile(path.join(outdir, 'index.html'), renderIndexHtml(template, { css, js, preloads }));

  const initialJs = await Promise.all(graph.map((file) => sizeOf(relativeToOutdir(file, outdir), outdir)));
  const outputs = await Promise.all(
    Object.keys(metafile.outputs)
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => sizeOf(relativeToOutdir(file, outdir), outdir)),
  );
  const initialInputs = [
    ...new Set(graph.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}))),
  ];

  return {
    outdir,
    metafile,
    entry: { js, css },
    initialJs,
    initialJsGzipBytes: initialJs.reduce((sum, output) => sum + output.gzipBytes, 0),
    initialInputs,
    outputs: outputs.sort((a, b) => b.bytes - a.bytes),
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The build summary printed by the CLI. */
export function formatReport(result: BuildWebResult): string {
  const width = Math.max(...result.outputs.map((output) => output.file.length));
  const initial = new Set(result.initialJs.map((output) => output.file));
  const lines = result.outputs.map(
    (output) =>
      `  ${output.file.padEnd(width)}  ${kB(output.bytes).padStart(9)}  ${kB(output.gzipBytes).padStart(9)} gzip` +
      (initial.has(output.file) ? '  (initial)' : ''),
  );
  return [
    `web build → ${path.relative(ROOT, result.outdir) || '.'}`,
    ...lines,
    `landing initial JS (entry + ${result.initialJs.length - 1} static imports): ` +
      `${kB(result.initialJs.reduce((sum, output) => sum + output.bytes, 0))}, ${kB(result.initialJsGzipBytes)} gzip`,
  ].join('\n');
}

function parseArgs(argv: string[]): BuildWebOptions {
  const options: BuildWebOptions = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--outdir') options.outdir = argv[++index];
    else if (arg === '--no-minify') options.minify = false;
    else if (arg === '--no-sourcemap') options.sourcemap = false;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

if (require.main === module) {
  buildWeb(parseArgs(process.argv.slice(2)))
    .then((result) => console.log(formatReport(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
