/**
 * `npx cdk synth` end to end, offline, with every Lambda bundled by esbuild: the same command an
 * operator runs before `cdk deploy`. The other CDK tests skip bundling to stay fast.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGLISH_SOURCE_DIR, LAMBDA_REFERENCE_DIR, REFERENCE_FILES } from '../../../lib/reference/files';

const outdir = mkdtempSync(join(tmpdir(), 'playjoin-synth-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const SYNTH_TIMEOUT_MS = 600_000;

it(
  'synthesizes the dev stage (the default) offline without AWS credentials and bundles every function',
  () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      AWS_ACCESS_KEY_ID: '',
      AWS_SECRET_ACCESS_KEY: '',
      AWS_PROFILE: 'none',
      CI: 'true',
    };
    delete env.CDK_DEFAULT_ACCOUNT;
    delete env.CDK_DEFAULT_REGION;

    execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', outdir], {
      env,
      stdio: 'pipe',
      // about a minute alone; several when it shares 2 cores with the other tests and the twin's seed
      timeout: SYNTH_TIMEOUT_MS,
    });

    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string }>;
    };
    expect(Object.values(manifest.artifacts).some((a) => a.type === 'aws:cloudformation:stack')).toBe(true);
    const assets = JSON.parse(readFileSync(join(outdir, 'PlayJoin-dev.assets.json'), 'utf8')) as {
      files: Record<string, { source: { path: string; packaging: string } }>;
    };
    const bundles = Object.values(assets.files).filter((f) => f.source.packaging === 'zip');
    const bundled = bundles.filter((f) => existsSync(join(outdir, f.source.path, 'index.js')));
    expect(bundled.length).toBeGreaterThanOrEqual(38);
    // the English reference lists ride beside each of our bundles (lib/reference/files.ts); ours are the
    // ones with a source map (CDK's own provider functions ship none)
    const ours = bundled.filter((f) => existsSync(join(outdir, f.source.path, 'index.js.map')));
    expect(ours.length).toBeGreaterThanOrEqual(38);
    for (const bundle of ours) {
      for (const name of REFERENCE_FILES) {
        const file = join(outdir, bundle.source.path, LAMBDA_REFERENCE_DIR, `${name}.json`);
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
          JSON.parse(readFileSync(join(ENGLISH_SOURCE_DIR, `${name}.json`), 'utf8')),
        );
      }
    }
  },
  SYNTH_TIMEOUT_MS + 10_000,
);
