/**
 * Waiting for the twin's table stream to go quiet: the runner is idle (no batch in the handler, every
 * shard's last read empty) and the records delivered so far (the status page's
 * `streams.deliveredRecords`) stay the same for `quietMs`, several of the runner's poll intervals.
 * The twin tests wait for the seeding backlog this way (test/twin/seed-settled.ts: user games, cards,
 * match lists, spectate edges), so every stream-dependent test measures its own records, not the seed's,
 * even on a loaded machine; `npm run lighthouse` waits the same way so its runs measure an idle twin.
 */
import { setTimeout as sleep } from 'node:timers/promises';

interface StreamStatus {
  streams: { deliveredRecords: number; idle?: boolean };
}

export async function waitForStreamToSettle(
  statusUrl: string,
  { quietMs = 1500, timeoutMs = 150_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const delivered = async () => {
    const { streams } = (await (await fetch(statusUrl)).json()) as StreamStatus;
    // a batch in the handler, or records waiting in a shard, is not quiet however long it takes
    return streams.idle === false ? Number.NaN : streams.deliveredRecords;
  };
  let last = await delivered();
  for (;;) {
    await sleep(quietMs);
    const now = await delivered();
    if (now === last) return now;
    if (Date.now() > deadline)
      throw new Error(`the twin's stream was still delivering after ${timeoutMs} ms (${now} records)`);
    last = now;
  }
}
