/**
 * Twin project setup, run before each integration or browser file: waits until the twin's stream has
 * worked through the seed's backlog (user games, cards, match lists, spectate edges…), so every
 * stream-dependent test measures its own records, not the seed's. The global setup starts the twin
 * without waiting for this (test/sequencer.js runs the other projects meanwhile); the first file to find
 * the stream quiet leaves a marker beside the twin's info file, and later files skip the wait.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import { twinInfo } from './urls';

const SEED_WAIT_MS = 600_000;

beforeAll(async () => {
  const marker = path.join(path.dirname(process.env.TWIN_INFO_FILE!), 'seed-settled');
  if (existsSync(marker)) return;
  const records = await waitForStreamToSettle(twinInfo().urls.status, { timeoutMs: SEED_WAIT_MS });
  writeFileSync(marker, `${records}\n`);
}, SEED_WAIT_MS + 10_000);
