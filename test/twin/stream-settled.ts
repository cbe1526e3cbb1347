/**
 * Waiting for the twin's table stream to go quiet: the records delivered so far (the status page's
 * `streams.deliveredRecords`) stay the same for `quietMs`, several of the runner's poll intervals.
 * The global setup waits for the seeding backlog this way (several hundred records: user games,
 * spectate edges, profiles), so every stream-dependent test measures its own records, not the seed's,
 * even on a loaded machine.
 */
import { setTimeout as sleep } from 'node:timers/promises';

interface StreamStatus {
  streams: { deliveredRecords: number };
}

export async function waitForStreamToSettle(
  statusUrl: string,
  { quietMs = 1500, timeoutMs = 150_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const delivered = async () =>
    ((await (await fetch(statusUrl)).json()) as StreamStatus).streams.deliveredRecords;
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
