/**
 * For every Lambda: its minified bundle size, and its cold module-load time next to the load time of
 * the bare AWS SDK code it loads at start-up, both measured in this run on this machine.
 *
 * Each handler is bundled with the options the CDK stack uses (lib/aws/bundling.ts BUNDLING), and a
 * "bare" bundle is made from only the SDK code the handler loads when its module loads: each of its
 * SDK clients constructed once, as handlers do at module scope, plus the SDK exports its own modules
 * import and the bundle keeps (the commands it sends: in SDK v3 a client carries none). The
 * difference between the two is the cost of our code. A client the handler reaches only through a
 * dynamic `import()` (esbuild's CommonJS output inlines that module and runs its body on first use)
 * is listed as lazy and left out of the bare bundle: the handler does not load it at start-up, so
 * counting it would flatter the ratio. Its code is still parsed with the bundle, which the ratio
 * does count.
 *
 * Load time is measured in fresh Node processes (a cold start has no module cache), alternating
 * handler and bare runs to spread noise. Each run reports the wall time and the CPU time (user +
 * system) of the `require`; the ratio is taken on CPU time, the work the load does, which other
 * processes on the machine barely move: on a shared 2-core machine (load average 5 to 7) the
 * wall-time medians of the same bare bundles ranged from 28 to 185 ms within one run while their
 * CPU-time medians stayed between 28 and 38 ms. On an idle machine the two agree: loading a module
 * is single-threaded work on one file. The ratio is the median of the paired ratios (each handler
 * load over the bare load run right after it), so a burst of load on the machine weighs on both
 * sides of a pair rather than on one median; the table prints their interquartile range beside it,
 * the noise a reader should allow (about ±0.03 here). `BENCH_RUNS` sets the runs per bundle,
 * `BENCH_ONLY` a comma-separated list of bundles.
 *
 * What a load costs is mostly the parsing of the bundle's bytes, run or not: on the bench machine
 * about 0.03 to 0.05 ms of CPU per KiB (a lazily required 430 KiB module cost 11.5 ms unrun, 12.6 ms
 * run). So the table prints `ours`, the bytes a bundle holds beyond its bare SDK code, and the way to
 * a faster load is fewer bytes, not later evaluation.
 *
 * The bench also fails a bundle that contains zod (the contract validates with valibot, whose
 * functions tree-shake one by one: lib/contract/validation.ts; zod/mini kept ~38 KiB in each bundle);
 * or the whole route manifest, another service's route module or the whole data layer (lambdas/data/index.ts):
 * each service bundles its own routes and the data modules its operations use. `BENCH_INPUTS=1`
 * prints each bundle's own modules with the bytes they left in the output.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { SERVICES, lambdaEntries } from '../../lib/contract/handlers';
import { BUNDLING } from '../../lib/aws/bundling';

const ROOT = resolve(__dirname, '..', '..');
/** Cold loads per bundle; the median is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** Only these bundles, when set (comma-separated names, e.g. `BENCH_ONLY=pjgame,streams`). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
/** A bundle may load at most this much slower than the bare SDK clients it contains. */
export const LOAD_TARGET_RATIO = 1.1;

/** SDK packages whose presence in a bundle we measure, with the bare statement that loads each as handlers do. */
const SDK_CLIENTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb':
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; new DynamoDBClient({ region: 'us-east-1' });",
  '@aws-sdk/lib-dynamodb': [
    "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    "import { DynamoDBClient as DocumentBase } from '@aws-sdk/client-dynamodb';",
    "DynamoDBDocumentClient.from(new DocumentBase({ region: 'us-east-1' }));",
  ].join('\n'),
  '@aws-sdk/client-s3':
    "import { S3Client } from '@aws-sdk/client-s3'; new S3Client({ region: 'us-east-1' });",
  '@aws-sdk/s3-request-presigner':
    "import { getSignedUrl } from '@aws-sdk/s3-request-presigner'; globalThis.presign = getSignedUrl;",
  '@aws-sdk/client-cognito-identity-provider':
    "import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'; new CognitoIdentityProviderClient({ region: 'us-east-1' });",
  '@aws-sdk/client-apigatewaymanagementapi':
    "import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi'; new ApiGatewayManagementApiClient({ region: 'us-east-1' });",
};

/** Print each bundle's own (non-node_modules) inputs with their bytes in the output, when set. */
const PRINT_INPUTS = process.env.BENCH_INPUTS === '1';

/** Inputs that must never reach a Lambda bundle. */
const FORBIDDEN_INPUTS: Record<string, string> = {
  'node_modules/zod/': 'zod (the contract validates with valibot)',
  'lib/contract/manifest.ts': 'the whole route manifest (import lib/contract/routes/<service>)',
};

/**
 * What a bundle must not hold: the whole data layer (every Lambda, REST, socket or stream, gets only the
 * data modules it calls), and, for a REST service, another service's route module (each bundles its own,
 * lib/contract/routes/<service>.ts).
 */
function foreignInputs(name: string, inputs: string[]): string[] {
  const dataLayer = inputs.includes('lambdas/data/index.ts')
    ? ['the whole data layer (pass only the data modules the handler uses)']
    : [];
  if (!SERVICES.includes(name)) return dataLayer;
  return inputs
    .map((input) => /^lib\/contract\/routes\/([\w-]+)\.ts$/.exec(input)?.[1])
    .filter((module): module is string => module !== undefined && module !== 'shared' && module !== name)
    .map((module) => `routes of ${module}`)
    .concat(dataLayer);
}

/** Our own modules in the bundle and the bytes each left in the output, largest first. */
function ownInputs(metafile: Metafile): string {
  const output = Object.values(metafile.outputs)[0];
  return Object.entries(output?.inputs ?? {})
    .filter(([file, input]) => !file.includes('node_modules/') && input.bytesInOutput > 0)
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
    .map(([file, input]) => `    ${String(input.bytesInOutput).padStart(7)}  ${file}`)
    .join('\n');
}

/** The configuration a deployed function has, with placeholder values (nothing is called). */
const BENCH_ENV = {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'bench-table',
  MEDIA_BUCKET: 'bench-media',
  MEDIA_BASE_URL: 'https://bench.example/media',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'benchclient',
  POWERTOOLS_SERVICE_NAME: 'bench',
  LOG_LEVEL: 'WARN',
};

export interface BundleFigures {
  name: string;
  bytes: number;
  /** size of the bare bundle: the SDK code alone */
  bareBytes: number;
  /** SDK packages loaded with the module */
  clients: string[];
  /** SDK packages in the bundle that load only on first use (dynamic import) */
  lazyClients: string[];
  /** medians, CPU time of the require */
  loadMs: number;
  bareLoadMs: number;
  /** median of the paired ratios (handler run / the bare run after it), CPU time */
  ratio: number;
  /** first and third quartiles of the paired ratios */
  ratioSpread: [number, number];
  /** medians, wall time of the require */
  wallLoadMs: number;
  wallBareLoadMs: number;
  /** forbidden inputs found in the bundle */
  forbidden: string[];
}

async function bundle(entry: string | { contents: string }, outfile: string): Promise<Metafile> {
  const input: BuildOptions =
    typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: ROOT, loader: 'js' } };
  const result = await build({
    ...BUNDLING,
    mainFields: [...BUNDLING.mainFields],
    ...input,
    outfile,
    bundle: true,
    platform: 'node',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });
  if (!result.metafile) throw new Error(`esbuild gave no metafile for ${outfile}`);
  return result.metafile;
}

const packageOf = (input: string, pkg: string) => input.includes(`node_modules/${pkg}/`);

/** The inputs evaluated when the bundle loads: reachable from the entry without a dynamic import. */
function loadedAtStart(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const input = pending.pop()!;
    if (seen.has(input)) continue;
    seen.add(input);
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import' && !imported.external) pending.push(imported.path);
    }
  }
  return seen;
}

/**
 * The SDK packages of a bundle: those loaded with the module, and those only imported dynamically;
 * and the named SDK exports (commands, helpers) the bundle's own modules import at load.
 */
function clientsIn(
  metafile: Metafile,
  entry: string,
): { eager: string[]; lazy: string[]; imports: Map<string, Set<string>> } {
  const inputs = Object.keys(metafile.inputs);
  if (!metafile.inputs[entry]) throw new Error(`${entry} is not an input of its own bundle`);
  const atStart = [...loadedAtStart(metafile, entry)];
  const imports = keptByBundle(
    sdkImportsOf(atStart.filter((input) => !input.includes('node_modules/'))),
    metafile,
  );
  const present = Object.keys(SDK_CLIENTS).filter((pkg) => inputs.some((input) => packageOf(input, pkg)));
  const eager = present.filter((pkg) => atStart.some((input) => packageOf(input, pkg)));
  return { eager, lazy: present.filter((pkg) => !eager.includes(pkg)), imports };
}

/** `import { A, B as C, type D } from '@aws-sdk/…'` in our sources: package → the value names. */
function sdkImportsOf(sources: string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const statement = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@aws-sdk\/[^']+)'/g;
  for (const source of sources) {
    for (const [, typeOnly, names, pkg] of readFileSync(join(ROOT, source), 'utf8').matchAll(statement)) {
      if (typeOnly || !names || !pkg) continue;
      for (const name of names.split(',').map((part) => part.trim())) {
        if (name === '' || name.startsWith('type ')) continue;
        const set = found.get(pkg) ?? new Set<string>();
        set.add(name.split(/\s+as\s+/)[0]!);
        found.set(pkg, set);
      }
    }
  }
  return found;
}

/**
 * The imports whose code the bundle kept: an export that has a module of its own (a command:
 * `dist-es/commands/GetCommand.js`) is dropped when tree-shaking left that module out of the output.
 */
function keptByBundle(imports: Map<string, Set<string>>, metafile: Metafile): Map<string, Set<string>> {
  const output = Object.values(metafile.outputs)[0];
  const emitted = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  const scanned = Object.keys(metafile.inputs);
  const kept = new Map<string, Set<string>>();
  for (const [pkg, names] of imports) {
    const own = (files: string[], name: string) =>
      files.some((file) => packageOf(file, pkg) && file.endsWith(`/${name}.js`));
    const survivors = [...names].filter((name) => !own(scanned, name) || own(emitted, name));
    if (survivors.length > 0) kept.set(pkg, new Set(survivors));
  }
  return kept;
}

/**
 * The source of a bundle with only the SDK code the handler loads at start-up: each of its clients
 * constructed once, and every SDK export its own modules import (the commands it sends), kept alive.
 */
function bareSource(clients: string[], imports: Map<string, Set<string>>): string {
  const kept: string[] = [];
  const lines = clients.map((pkg) => SDK_CLIENTS[pkg]!);
  for (const [pkg, names] of imports) {
    const aliases = [...names].map((name) => {
      kept.push(`Sdk${kept.length}`);
      return `${name} as Sdk${kept.length - 1}`;
    });
    lines.push(`import { ${aliases.join(', ')} } from '${pkg}';`);
  }
  lines.push(`globalThis.benchKeep = [${kept.join(', ')}];`, 'export const loaded = true;');
  return lines.join('\n') + '\n';
}

/** Wall and CPU milliseconds to `require` a file in a fresh Node process. */
function coldLoad(file: string): { wallMs: number; cpuMs: number } {
  const script = [
    'const c=process.cpuUsage(),t=process.hrtime.bigint();',
    'require(process.argv[1]);',
    'const w=Number(process.hrtime.bigint()-t)/1e6,u=process.cpuUsage(c);',
    'process.stdout.write(JSON.stringify([w,(u.user+u.system)/1e3]))',
  ].join('');
  const out = execFileSync(process.execPath, ['--no-warnings', '-e', script, file], {
    env: { ...process.env, ...BENCH_ENV, NODE_OPTIONS: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [wallMs, cpuMs] = JSON.parse(out) as [number, number];
  return { wallMs, cpuMs };
}

/** The value below which a share `q` of `values` lies (nearest rank). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
};
const median = (values: number[]) => quantile(values, 0.5);

export async function measureBundles(runs = RUNS): Promise<BundleFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'playjoin-bench-'));
  const figures: BundleFigures[] = [];
  try {
    for (const { name, entry } of lambdaEntries().filter((lambda) => !ONLY || ONLY.includes(lambda.name))) {
      const handlerFile = join(dir, `${name}.js`);
      const metafile = await bundle(join(ROOT, entry), handlerFile);
      const { eager, lazy, imports } = clientsIn(metafile, relative(ROOT, join(ROOT, entry)));
      const inputs = Object.keys(metafile.inputs);
      const forbidden = [
        ...Object.entries(FORBIDDEN_INPUTS)
          .filter(([input]) => inputs.some((file) => file.includes(input)))
          .map(([, why]) => why),
        ...foreignInputs(name, inputs),
      ];
      if (PRINT_INPUTS) console.info(`${name}: our inputs (bytes in output)\n${ownInputs(metafile)}`);
      const bareFile = join(dir, `${name}.bare.js`);
      await bundle({ contents: bareSource(eager, imports) }, bareFile);

      const handler: { wallMs: number; cpuMs: number }[] = [];
      const bare: { wallMs: number; cpuMs: number }[] = [];
      for (let i = 0; i < runs; i += 1) {
        handler.push(coldLoad(handlerFile));
        bare.push(coldLoad(bareFile));
      }
      const pairedRatios = handler.map((run, i) => run.cpuMs / bare[i]!.cpuMs);
      const loadMs = median(handler.map((run) => run.cpuMs));
      const bareLoadMs = median(bare.map((run) => run.cpuMs));
      figures.push({
        name,
        bytes: statSync(handlerFile).size,
        bareBytes: statSync(bareFile).size,
        clients: eager.map(shortName),
        lazyClients: lazy.map(shortName),
        loadMs,
        bareLoadMs,
        ratio: median(pairedRatios),
        ratioSpread: [quantile(pairedRatios, 0.25), quantile(pairedRatios, 0.75)],
        wallLoadMs: median(handler.map((run) => run.wallMs)),
        wallBareLoadMs: median(bare.map((run) => run.wallMs)),
        forbidden,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

const shortName = (pkg: string) => pkg.replace('@aws-sdk/', '');

export function printBundles(figures: BundleFigures[]): boolean {
  console.info(
    `\nLambda bundles (minified; cold require, median of ${RUNS} fresh processes; ratio: median of paired CPU-time ratios)`,
  );
  console.info(
    [
      'bundle'.padEnd(22),
      'size'.padStart(9),
      'ours'.padStart(8),
      'load ms'.padStart(8),
      'bare ms'.padStart(8),
      'ratio'.padStart(6),
      'IQR'.padStart(10),
      ' ok',
      'wall ms'.padStart(8),
      'wall bare'.padStart(9),
      '  SDK clients at load (lazy)',
    ].join(' '),
  );
  let allOk = true;
  for (const f of figures) {
    const ok = f.ratio <= LOAD_TARGET_RATIO && f.forbidden.length === 0;
    allOk &&= ok;
    const lazy = f.lazyClients.length > 0 ? ` (lazy: ${f.lazyClients.join(', ')})` : '';
    const forbidden = f.forbidden.length > 0 ? `  FORBIDDEN: ${f.forbidden.join(', ')}` : '';
    console.info(
      [
        f.name.padEnd(22),
        `${(f.bytes / 1024).toFixed(0)} KiB`.padStart(9),
        `+${((f.bytes - f.bareBytes) / 1024).toFixed(0)} KiB`.padStart(8),
        f.loadMs.toFixed(1).padStart(8),
        f.bareLoadMs.toFixed(1).padStart(8),
        f.ratio.toFixed(2).padStart(6),
        `${f.ratioSpread[0].toFixed(2)}–${f.ratioSpread[1].toFixed(2)}`.padStart(10),
        ok ? ' ✓ ' : ' ✗ ',
        f.wallLoadMs.toFixed(1).padStart(8),
        f.wallBareLoadMs.toFixed(1).padStart(9),
        ' ' + f.clients.join(', ') + lazy + forbidden,
      ].join(' '),
    );
  }
  console.info(
    `target: every bundle loads within ${Math.round((LOAD_TARGET_RATIO - 1) * 100)}% of the bare SDK clients it loads, and holds no zod, whole manifest or whole data layer`,
  );
  return allOk;
}
