/**
 * Builds the SPA (web/src/main.tsx) into dist/web with esbuild:
 *   dist/web/index.html             web/index.html with the hashed stylesheet, entry script and module preloads
 *   dist/web/assets/*-[hash].js|css the entry, its shared chunks and the lazily loaded chunks
 *   dist/web/assets/route-preload-[hash].js  the route preload (ROUTE_PRELOADS), loaded async by index.html
 *   dist/web/favicon.svg, images/   copied from web/public
 * and prints the sizes, with the gzipped size of the initial JS every page loads (entry + static imports)
 * and of the landing page's JS (that, its route chunk and the chunk's imports).
 *
 *   npx tsx scripts/build-web.ts [--outdir <dir>] [--no-minify] [--no-sourcemap]
 */
import { build, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FALLBACK_LANGUAGE, INTERFACE_LANGUAGES } from '../lib/contract/codes';
import { EARLY_CONFIG_GLOBAL, WEB_CONFIG_PATH, WEB_CONFIG_REQUEST } from '../lib/contract/web-config';
import { HOME_SEGMENT, PATHS, PUBLIC_SEGMENTS } from '../web/src/lib/paths';

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

/** The session storage key where the SPA keeps the interface language (web/src/locale/i18n.ts). */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const API_SHELL = 'web/src/app/ApiShell.tsx';
/**
 * The signed-in area's session module: lib/api.ts and the dashboard's preload import it dynamically, so
 * it is an entry of its own that a signed-in page would otherwise request only once its code has run.
 */
const SESSION = 'web/src/lib/session.ts';
/** Single path segments that are pages of their own, not usernames. */
const PAGE_SEGMENTS = [
  ...Object.values(PUBLIC_SEGMENTS),
  PATHS.signup.slice(1),
  PATHS.profileNotAvailable.slice(1),
  HOME_SEGMENT,
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a visit that opens on a route needs first, besides the main chunk: the route's lazily loaded
 * sources (their chunks and the chunks those import), and for a page inside the API shell its runtime
 * config (fetched by the preload itself, and taken by web/src/lib/config.ts). index.html's route
 * preload matches the path against these in order and adds module preloads for the first match, and
 * for the strings of the interface language the SPA will detect, so those download alongside the main
 * chunk instead of after it has run (one round trip and one download less on the critical path).
 */
export const ROUTE_PRELOADS: ReadonlyArray<{ route: string; pattern: RegExp; sources: string[] }> = [
  { route: 'landing', pattern: /^\/$/, sources: ['web/src/screens/Landing/LandingScreen.tsx'] },
  {
    route: 'dashboard',
    pattern: new RegExp(`^/${HOME_SEGMENT}/user-home/?$`),
    sources: [
      API_SHELL,
      SESSION,
      'web/src/screens/Home/index.ts',
      'web/src/app/signed-in-frame.tsx',
      'web/src/screens/Dashboard/index.ts',
    ],
  },
  {
    route: 'community',
    pattern: new RegExp(`^/${HOME_SEGMENT}/user-community/?$`),
    sources: [
      API_SHELL,
      SESSION,
      'web/src/screens/Home/index.ts',
      'web/src/app/signed-in-frame.tsx',
      'web/src/screens/Community/index.ts',
    ],
  },
  {
    route: 'chronicle',
    pattern: new RegExp(`^/${HOME_SEGMENT}/user-posts/?$`),
    sources: [
      API_SHELL,
      SESSION,
      'web/src/screens/Home/index.ts',
      'web/src/app/signed-in-frame.tsx',
      'web/src/screens/Chronicle/index.ts',
    ],
  },
  {
    route: 'home',
    pattern: new RegExp(`^/${HOME_SEGMENT}/`),
    sources: [API_SHELL, SESSION, 'web/src/screens/Home/index.ts', 'web/src/app/signed-in-frame.tsx'],
  },
  {
    route: 'profile',
    pattern: new RegExp(`^/(?!(?:${PAGE_SEGMENTS.map(escapeRegExp).join('|')})/?$)[^/]+/?$`),
    sources: [API_SHELL, 'web/src/screens/PublicProfile/PublicProfileScreen.tsx'],
  },
];

/** The source of each interface language's strings (a chunk of its own, loaded by web/src/locale/i18n.ts). */
const localeSource = (language: string) => `web/src/locale/resources/${language}.json`;

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
  /** the JS every page loads before it renders: the entry and everything it imports statically */
  initialJs: OutputSize[];
  initialJsGzipBytes: number;
  /** the JS the landing page loads before it renders: the initial JS and the landing's route preloads */
  landingJs: OutputSize[];
  landingJsGzipBytes: number;
  /** the source files (metafile inputs) bundled into the initial JS */
  initialInputs: string[];
  /** every JS and CSS output */
  outputs: OutputSize[];
  /** the route preload script, relative to the outdir */
  routePreload: string;
  /** per ROUTE_PRELOADS route, and per interface language (`locale:<code>`), the files it preloads */
  preloads: Record<string, string[]>;
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

/**
 * The files a lazily imported source needs that the page does not already load: its output chunk and
 * that chunk's static imports, less the initial JS. Throws when the source is not a lazy entry (a renamed
 * screen must fail the build, not silently stop being preloaded).
 */
function lazyFiles(metafile: Metafile, source: string, initial: ReadonlySet<string>): string[] {
  const output = Object.entries(metafile.outputs).find(
    ([file, meta]) => meta.entryPoint === source && file.endsWith('.js'),
  );
  if (!output) throw new Error(`route preload: ${source} is not loaded lazily (no chunk of its own)`);
  return staticGraph(metafile, output[0]).filter((file) => !initial.has(file));
}

/**
 * The route preload: a tiny module, loaded async from index.html (the CSP allows no inline script),
 * that runs as soon as it arrives, before the main chunk has downloaded.
 */
export function routePreloadScript(
  routes: Array<{ pattern: RegExp; files: string[]; config: boolean }>,
  locales: Record<string, string[]>,
  fallback: string,
): string {
  const table = JSON.stringify(routes.map((route) => [route.pattern.source, route.files, route.config]));
  return `// route preload (scripts/build-web.ts): module preloads for the page this visit opens on and its language
const add = (href) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
};
const path = location.pathname;
const route = ${table}.find(([pattern]) => new RegExp(pattern).test(path));
if (route) route[1].forEach(add);
// a page that calls the API starts its config now; web/src/lib/config.ts takes this fetch
if (route && route[2]) {
  const early = fetch(${JSON.stringify(WEB_CONFIG_PATH)}, ${JSON.stringify(WEB_CONFIG_REQUEST)});
  early.catch(() => {});
  window[${JSON.stringify(EARLY_CONFIG_GLOBAL)}] = early;
}
const locales = ${JSON.stringify(locales)};
let stored = null;
try {
  stored = sessionStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
} catch {}
const language = [stored, ...(navigator.languages || []), navigator.language]
  .filter(Boolean)
  .map((tag) => tag.split('-')[0])
  .find((code) => code in locales);
(locales[language || ${JSON.stringify(fallback)}] || []).forEach(add);
`;
}

function renderIndexHtml(
  template: string,
  tags: { css: string | null; js: string; preloads: string[]; routePreload: string },
): string {
  const url = (file: string) => `/${file}`;
  const head = [
    ...(tags.css ? [`<link rel="stylesheet" href="${url(tags.css)}" />`] : []),
    `<script type="module" async src="${url(tags.routePreload)}"></script>`,
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

  const initial = new Set(graph);
  const url = (file: string) => `/${relativeToOutdir(file, outdir)}`;
  const routeFiles = ROUTE_PRELOADS.map((route) => ({
    route: route.route,
    pattern: route.pattern,
    files: [...new Set(route.sources.flatMap((source) => lazyFiles(metafile, source, initial)))].map(url),
    // the pages inside the API shell wait for the runtime config: the preload starts its fetch
    config: route.sources.includes(API_SHELL),
  }));
  const locales = Object.fromEntries(
    INTERFACE_LANGUAGES.map((language) => [
      language,
      lazyFiles(metafile, localeSource(language), initial).map(url),
    ]),
  );
  const preloadSource = routePreloadScript(routeFiles, locales, FALLBACK_LANGUAGE);
  const preloadHash = createHash('sha256').update(preloadSource).digest('hex').slice(0, 8).toUpperCase();
  const routePreload = `${ASSETS_DIR}/route-preload-${preloadHash}.js`;
  await writeFile(path.join(outdir, routePreload), preloadSource);

  await cp(PUBLIC_DIR, outdir, { recursive: true });
  const template = await readFile(TEMPLATE, 'utf8');
  await writeFile(
    path.join(outdir, 'index.html'),
    renderIndexHtml(template, { css, js, preloads, routePreload }),
  );

  const initialJs = await Promise.all(graph.map((file) => sizeOf(relativeToOutdir(file, outdir), outdir)));
  const landingRoute = routeFiles.find((route) => route.route === 'landing')?.files ?? [];
  const landingJs = [
    ...initialJs,
    ...(await Promise.all(landingRoute.map((file) => sizeOf(file.slice(1), outdir)))),
  ];
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
    landingJs,
    landingJsGzipBytes: landingJs.reduce((sum, output) => sum + output.gzipBytes, 0),
    initialInputs,
    outputs: outputs.sort((a, b) => b.bytes - a.bytes),
    routePreload,
    preloads: {
      ...Object.fromEntries(routeFiles.map((route) => [route.route, route.files])),
      ...Object.fromEntries(
        Object.entries(locales).map(([language, files]) => [`locale:${language}`, files]),
      ),
    },
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
  const total = (outputs: OutputSize[]) => kB(outputs.reduce((sum, output) => sum + output.bytes, 0));
  return [
    `web build → ${path.relative(ROOT, result.outdir) || '.'}`,
    ...lines,
    `initial JS of every page (entry + ${result.initialJs.length - 1} static imports): ` +
      `${total(result.initialJs)}, ${kB(result.initialJsGzipBytes)} gzip`,
    `landing page JS (initial + ${result.landingJs.length - result.initialJs.length} route chunks): ` +
      `${total(result.landingJs)}, ${kB(result.landingJsGzipBytes)} gzip`,
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
