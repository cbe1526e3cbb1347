/**
 * Keeps dist/web current for the twin: builds the SPA (scripts/build-web.ts) when its output is
 * missing or older than any web source.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TwinLog } from './log';
import { REPO_ROOT } from './settings';

export const WEB_ROOT = path.join(REPO_ROOT, 'dist', 'web');
export const WEB_BUILD_SCRIPT = path.join(REPO_ROOT, 'scripts', 'build-web.ts');
/** what the bundle is made of (the SPA imports the contract and the reference lists) */
const WEB_SOURCES = ['web', 'lib/contract', 'lib/reference', 'scripts/build-web.ts'].map((source) =>
  path.join(REPO_ROOT, source),
);

export type WebBuildState = 'fresh' | 'stale' | 'missing' | 'no-build-script';

function newestMtime(entry: string): number {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function webBuildState(): WebBuildState {
  if (!existsSync(WEB_BUILD_SCRIPT)) return 'no-build-script';
  const index = path.join(WEB_ROOT, 'index.html');
  if (!existsSync(index)) return 'missing';
  const built = statSync(index).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(source) > built) ? 'stale' : 'fresh';
}

/**
 * Builds the SPA when needed; answers what it found. When the build fails, an earlier build is
 * served with a warning; with no earlier build it throws (with the build's output) when `required`,
 * else warns (the site then shows its "not built" page while the API keeps working).
 */
export async function ensureWebBuilt(log: TwinLog, options: { required: boolean }): Promise<WebBuildState> {
  const state = webBuildState();
  if (state === 'no-build-script') {
    const message = `${path.relative(REPO_ROOT, WEB_BUILD_SCRIPT)} does not exist: cannot build the web app`;
    if (options.required && !existsSync(path.join(WEB_ROOT, 'index.html'))) throw new Error(message);
    log.warn(message);
    return state;
  }
  if (state === 'fresh') return state;
  log.info(
    state === 'missing'
      ? 'building the web app (dist/web is missing)…'
      : 'rebuilding the web app (sources changed)…',
  );
  const started = Date.now();
  try {
    await runBuild();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (state === 'stale') {
      log.warn(`${message}\nserving the previous build of dist/web`);
      return state;
    }
    if (options.required) throw error;
    log.warn(message);
    return state;
  }
  log.info(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return state;
}

function runBuild(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), WEB_BUILD_SCRIPT], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`the web build failed (exit ${code}):\n${Buffer.concat(output).toString().trim()}`),
          ),
    );
  });
}
