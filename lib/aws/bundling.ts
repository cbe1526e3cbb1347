/**
 * How every Lambda is bundled. `BUNDLING` holds the esbuild options that decide what a bundle contains;
 * scripts/bench bundles with them too, so the benchmark measures exactly what is deployed.
 *
 * `lambdaCode` is the asset of one function. The first function whose asset is staged (only when the
 * synth bundles: `cdk synth`, `cdk deploy`; the unit tests skip bundling) bundles every Lambda of
 * lib/contract/handlers.ts in ONE esbuild call, which parses each shared module once and spreads the
 * work over every core; each function's asset then copies its own output. One `NodejsFunction` per
 * handler ran esbuild 39 times, one after another, each time parsing the same SDK and contract code
 * (`cdk synth` took about 3.5 minutes on 2 cores; see docs/architecture.md "Bundling").
 *
 * Why not Docker and why CommonJS: see lib/aws/functions.ts.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions } from 'esbuild';
import { lambdaEntries } from '../contract/handlers';
import { ENGLISH_SOURCE_DIR, LAMBDA_REFERENCE_DIR, REFERENCE_FILES } from '../reference/files';

export const BUNDLING = {
  format: 'cjs',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
} as const;

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The full options of a deployed bundle: BUNDLING, everything bundled (the SDK v3 included, so the code
 * runs the SDK version it was tested with), source maps without sources (NODE_OPTIONS
 * --enable-source-maps maps stack traces back to our files).
 */
export const LAMBDA_BUILD_OPTIONS: BuildOptions = {
  ...BUNDLING,
  mainFields: [...BUNDLING.mainFields],
  bundle: true,
  platform: 'node',
  sourcemap: true,
  sourcesContent: false,
  tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
  absWorkingDir: PROJECT_ROOT,
  logLevel: 'warning',
};

/** Every Lambda entry (relative to the project root) → the folder holding its bundle. */
let bundles: Map<string, string> | undefined;

/**
 * Bundles every entry of lambdaEntries() at once into a fresh temporary folder (one sub-folder per
 * Lambda: index.js, index.js.map and the English reference lists read on first use,
 * lib/reference/files.ts). Runs once per process.
 */
export function bundleAllLambdas(): ReadonlyMap<string, string> {
  if (bundles) return bundles;
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'playjoin-lambdas-'));
  const entries = lambdaEntries();
  const started = Date.now();
  buildSync({
    ...LAMBDA_BUILD_OPTIONS,
    entryPoints: Object.fromEntries(entries.map(({ name, entry }) => [`${name}/index`, entry])),
    outdir,
  });
  const built = new Map<string, string>();
  for (const { name, entry } of entries) {
    const dir = path.join(outdir, name);
    const references = path.join(dir, LAMBDA_REFERENCE_DIR);
    fs.mkdirSync(references, { recursive: true });
    for (const file of REFERENCE_FILES) {
      fs.copyFileSync(
        path.join(PROJECT_ROOT, ENGLISH_SOURCE_DIR, `${file}.json`),
        path.join(references, `${file}.json`),
      );
    }
    built.set(entry, dir);
  }
  process.stderr.write(`Bundled ${entries.length} Lambdas in one esbuild run: ${Date.now() - started} ms\n`);
  bundles = built;
  return built;
}

/** Hands CDK the prebuilt bundle of one entry: the local bundling step copies it into the asset folder. */
class PrebuiltBundle implements ILocalBundling {
  /** part of the asset's cache key, so two functions never share a bundle */
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    const dir = bundleAllLambdas().get(this.entry);
    if (!dir) {
      throw new Error(
        `${this.entry} is not a Lambda entry of lib/contract/handlers.ts lambdaEntries(); add it there`,
      );
    }
    fs.cpSync(dir, outputDir, { recursive: true });
    return true;
  }
}

/**
 * The code asset of the Lambda whose entry is `entry` (absolute path). Its hash is the bundle's
 * content, so a deploy uploads only the functions whose output changed.
 */
export function lambdaCode(entry: string): lambda.Code {
  const relative = path.relative(PROJECT_ROOT, entry);
  return lambda.Code.fromAsset(path.dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // never used: the local step always bundles (it throws rather than fall back to Docker)
      image: DockerImage.fromRegistry('playjoin-local-bundling-only'),
      local: new PrebuiltBundle(relative),
    },
  });
}
