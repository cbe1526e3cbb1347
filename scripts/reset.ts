/**
 * `npm run reset`: removes the twin's data folder (`.local/`) so the next `npm start` begins afresh
 * and seeds again. Refuses while a twin uses the folder or something answers on the twin's port.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { portInUse } from '../lib/local/ports';
import { DEFAULT_DATA_DIR, DEFAULT_TWIN_PORT, REPO_ROOT, dataPaths } from '../lib/local/settings';
import { runningTwinPid } from '../lib/local/twin';

async function main(): Promise<void> {
  const dataDir = path.resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
  const port = Number(process.env.PORT ?? DEFAULT_TWIN_PORT);
  const pid = runningTwinPid(dataPaths(dataDir));
  if (pid !== null) {
    throw new Error(`a twin (pid ${pid}) is running with ${dataDir}: stop it (Ctrl-C) before resetting`);
  }
  if (await portInUse(port)) {
    throw new Error(
      `something answers on port ${port} (a twin started elsewhere?): stop it before resetting`,
    );
  }
  if (!existsSync(dataDir)) {
    console.info(`nothing to reset: ${path.relative(REPO_ROOT, dataDir) || dataDir} does not exist`);
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.info(`removed ${dataDir}; the next npm start seeds afresh`);
}

main().catch((error: unknown) => {
  console.error(`reset refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
