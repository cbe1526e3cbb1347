/**
 * Jest "twin" project global setup: builds the web app when needed and starts ONE twin for the
 * integration and browser tests, on free ports, with DynamoDB in memory and a temporary data folder,
 * seeded. The twin runs in its own process (lib/local/spawn.ts); its info goes to the tests through
 * TWIN_URL and the JSON file named by TWIN_INFO_FILE. The seed's stream backlog is not waited for here:
 * test/twin/seed-settled.ts waits for it before the first twin file, while the other projects run
 * (test/sequencer.js). A missing Java fails here with a message naming the Debian package to install;
 * nothing is skipped.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertJavaInstalled } from '../../lib/local/engines/dynamodb';
import { createLog } from '../../lib/local/log';
import type { SpawnedTwin } from '../../lib/local/spawn';
import { spawnTwin } from '../../lib/local/spawn';
import { ensureWebBuilt } from '../../lib/local/web-build';

export interface TwinTestSession {
  twin: SpawnedTwin;
  dataDir: string;
  infoFile: string;
}

declare global {
  var playjoinTwinSession: TwinTestSession | undefined;
}

export default async function globalSetup(): Promise<void> {
  assertJavaInstalled();
  // tests run on the local Node; the SDK's notice about Lambda's newer runtime is noise here
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  await ensureWebBuilt(createLog(false), { required: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playjoin-twin-'));
  const started = Date.now();
  const twin = await spawnTwin({ port: 0, dataDir, inMemory: true, quiet: true, seed: true });
  const infoFile = path.join(dataDir, 'twin-info.json');
  writeFileSync(infoFile, JSON.stringify(twin.info, null, 2));
  process.env.TWIN_URL = twin.info.urls.site;
  process.env.TWIN_INFO_FILE = infoFile;
  globalThis.playjoinTwinSession = { twin, dataDir, infoFile };
  console.info(
    `\n[twin] ${twin.info.urls.site} ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(seed: ${twin.info.seed.status}; its stream records are applied while the other tests run)`,
  );
}
