/**
 * For every Lambda: its minified bundle size, and its cold module-load time next to the load time of
 * the bare AWS SDK clients the bundle contains, both measured in this run on this machine.
 *
 * Each handler is bundled with the options the CDK stack uses (lib/aws/functions.ts BUNDLING), and a
 * "bare" bundle is made from only the SDK client packages found in the handler bundle's inputs, each
 * client constructed once as handlers do at module scope. Load time is measured in fresh Node
 * processes (a cold start has no module cache), alternating handler and bare runs to spread noise.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { lambdaEntries } from '../../lib/contract';
import { BUNDLING } from '../../lib/aws/bundling';

const ROOT = resolve(__dirname, '..', '..');
/** Cold loads per bundle; the median is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** A bundle may load at most this much slower than the bare SDK clients it contains. */
export const LOAD_TARGET_RATIO = 1.1;

/** SDK client packages whose presence in a bundle we measure, with the class each exports. */
const SDK_CLIENTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'DynamoDBClient',
  '@aws-sdk/lib-dynamodb': '',
  '@aws-sdk/client-s3': 'S3Client',
  '@aws-sdk/client-cognito-identity-provider': 'CognitoIdentityProviderClient',
  '@aws-sdk/client-apigatewaymanagementapi': 'ApiGatewayManagementApiClient',
};

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
  clients: string[];
  loadMs: number;
  bareLoadMs: number;
  ratio: number;
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

function clientsIn(metafile: Metafile): string[] {
  return Object.keys(SDK_CLIENTS).filter((pkg) =>
    Object.keys(metafile.inputs).some((input) => input.includes(`node_modules/${pkg}/`)),
  );
}

/** The source of a bundle that loads only the given SDK packages and constructs each client once. */
function bareSource(clients: string[]): string {
  const lines = clients
    .filter((pkg) => SDK_CLIENTS[pkg])
    .map(
      (pkg, i) =>
        `import { ${SDK_CLIENTS[pkg]} as C${i} } from '${pkg}'; new C${i}({ region: 'us-east-1' });`,
    );
  if (clients.includes('@aws-sdk/lib-dynamodb')) {
    lines.push(
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
      "import { DynamoDBClient as D } from '@aws-sdk/client-dynamodb';",
      "DynamoDBDocumentClient.from(new D({ region: 'us-east-1' }));",
    );
  }
  return lines.join('\n') + '\nexport const loaded = true;\n';
}

/** Milliseconds to `require` a file in a fresh Node process. */
function coldLoad(file: string): number {
  const script =
    'const t=process.hrtime.bigint();require(process.argv[1]);process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))';
  const out = execFileSync(process.execPath, ['--no-warnings', '-e', script, file], {
    env: { ...process.env, ...BENCH_ENV, NODE_OPTIONS: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return Number(out);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function measureBundles(runs = RUNS): Promise<BundleFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'playjoin-bench-'));
  const figures: BundleFigures[] = [];
  try {
    for (const { name, entry } of lambdaEntries()) {
      const handlerFile = join(dir, `${name}.js`);
      const clients = clientsIn(await bundle(join(ROOT, entry), handlerFile));
      const bareFile = join(dir, `${name}.bare.js`);
      await bundle({ contents: bareSource(clients) }, bareFile);

      const handlerTimes: number[] = [];
      const bareTimes: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        handlerTimes.push(coldLoad(handlerFile));
        bareTimes.push(coldLoad(bareFile));
      }
      const loadMs = median(handlerTimes);
      const bareLoadMs = median(bareTimes);
      figures.push({
        name,
        bytes: statSync(handlerFile).size,
        clients: clients.map((c) => c.replace('@aws-sdk/', '')),
        loadMs,
        bareLoadMs,
        ratio: loadMs / bareLoadMs,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export function printBundles(figures: BundleFigures[]): boolean {
  console.info(`\nLambda bundles (minified; cold require, median of ${RUNS} fresh processes)`);
  console.info(
    [
      'bundle'.padEnd(22),
      'size'.padStart(9),
      'load ms'.padStart(8),
      'bare ms'.padStart(8),
      'ratio'.padStart(6),
      ' ok',
      '  SDK clients',
    ].join(' '),
  );
  let allOk = true;
  for (const f of figures) {
    const ok = f.ratio <= LOAD_TARGET_RATIO;
    allOk &&= ok;
    console.info(
      [
        f.name.padEnd(22),
        `${(f.bytes / 1024).toFixed(0)} KiB`.padStart(9),
        f.loadMs.toFixed(1).padStart(8),
        f.bareLoadMs.toFixed(1).padStart(8),
        f.ratio.toFixed(2).padStart(6),
        ok ? ' ✓ ' : ' ✗ ',
        ' ' + f.clients.join(', '),
      ].join(' '),
    );
  }
  console.info(
    `target: every bundle loads within ${Math.round((LOAD_TARGET_RATIO - 1) * 100)}% of its bare SDK clients`,
  );
  return allOk;
}
