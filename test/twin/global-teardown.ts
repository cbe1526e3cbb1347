/** Jest "twin" project global teardown: stops the twin (and its DynamoDB Local) and removes its data. */
import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const session = globalThis.playjoinTwinSession;
  if (!session) return;
  globalThis.playjoinTwinSession = undefined;
  await session.twin.stop();
  rmSync(session.dataDir, { recursive: true, force: true });
}
