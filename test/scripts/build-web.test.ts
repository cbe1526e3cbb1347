import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb, formatReport, type BuildWebResult } from '../../scripts/build-web';

/** Budget of the landing page's initial JS (entry + static imports), gzipped: React, the router and i18next. */
const LANDING_JS_BUDGET_GZIP = 115 * 1024;

/** Source files that must never reach the landing page's initial JS. */
const HEAVY_INPUTS = [
  /node_modules\/valibot\//,
  /node_modules\/(aws-amplify|@aws-amplify)\//,
  /node_modules\/swr\//,
  /^lib\/contract\/(routes|schemas|responses|web-config|index)\.ts$/,
  /^web\/src\/lib\/(api|config|session)\.ts$/,
];

let outdir: string;
let result: BuildWebResult;

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'playjoin-web-'));
  result = await buildWeb({ outdir, minify: true, sourcemap: false });
});
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

describe('buildWeb', () => {
  it('writes content-hashed scripts and stylesheets under assets/', () => {
    expect(result.entry.js).toMatch(/^assets\/main-[A-Z0-9]{8}\.js$/);
    expect(result.entry.css).toMatch(/^assets\/main-[A-Z0-9]{8}\.css$/);
    expect(result.outputs.length).toBeGreaterThan(3);
    for (const output of result.outputs) {
      expect(output.file).toMatch(/^assets\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/);
      expect(existsSync(path.join(outdir, output.file))).toBe(true);
    }
  });

  it('generates index.html with the stylesheet, the module preloads of the static imports and the entry script', () => {
    const html = readFileSync(path.join(outdir, 'index.html'), 'utf8');

    expect(html).toContain(`<link rel="stylesheet" href="/${result.entry.css}" />`);
    expect(html).toContain(`<script type="module" src="/${result.entry.js}"></script>`);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)" \/>/g)].map(
      (match) => match[1],
    );
    expect(preloads.sort()).toEqual(
      result.initialJs
        .map((output) => output.file)
        .filter((file) => file !== result.entry.js)
        .sort(),
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf(result.entry.js)).toBeLessThan(html.indexOf('</head>'));
  });

  it('ships the display font self-hosted: one bold latin Rajdhani woff2, swapped, and no other font', () => {
    const css = readFileSync(path.join(outdir, result.entry.css!), 'utf8');
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];

    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatch(/font-family:\s*"?Rajdhani"?/);
    expect(faces[0]).toMatch(/font-weight:\s*700/);
    expect(faces[0]).toMatch(/font-display:\s*swap/);
    const font = faces[0]!.match(/url\("?\/(assets\/rajdhani-latin-700-normal-[A-Z0-9]{8}\.woff2)"?\)/)?.[1];
    expect(font).toBeDefined();
    const bytes = readFileSync(path.join(outdir, font!));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThan(20 * 1024);
    // the fonts named but never shipped are gone from the stylesheet
    expect(css).not.toMatch(/Orbitron|'Inter'|"Inter"|\bInter,/);
  });

  it('copies the static assets: favicon, default profile picture and default game image', () => {
    for (const file of ['favicon.svg', 'images/default-profile.svg', 'images/default-game.svg']) {
      expect(readFileSync(path.join(outdir, file), 'utf8')).toContain('<svg');
    }
  });

  it('keeps valibot, Amplify, swr and the route manifest out of the landing page’s initial JS', () => {
    const heavy = result.initialInputs.filter((input) => HEAVY_INPUTS.some((pattern) => pattern.test(input)));

    expect(heavy).toEqual([]);
    expect(result.initialInputs).toContain('web/src/screens/Landing/LandingScreen.tsx');
  });

  it('still bundles them, in chunks loaded later (so the check above can fail)', () => {
    const lazyInputs = Object.entries(result.metafile.outputs)
      .filter(([file]) => !result.initialJs.some((output) => file.endsWith(output.file)))
      .flatMap(([, output]) => Object.keys(output.inputs));

    for (const pattern of HEAVY_INPUTS.slice(0, 4)) {
      expect(lazyInputs.some((input) => pattern.test(input))).toBe(true);
    }
  });

  it('keeps the landing page’s initial JS within its gzip budget and reports it', () => {
    expect(result.initialJsGzipBytes).toBeGreaterThan(0);
    expect(result.initialJsGzipBytes).toBeLessThan(LANDING_JS_BUDGET_GZIP);
    expect(formatReport(result)).toMatch(/landing initial JS \(entry \+ \d+ static imports\): .* kB gzip/);
  });
});
