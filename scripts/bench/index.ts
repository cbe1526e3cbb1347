/**
 * `npm run bench`: prints the figures the foundation's targets are checked against.
 * - every Lambda bundle's size and cold load time next to its bare SDK clients (target: ≤ 10% slower);
 * - the local gateway's added latency per request over a bare Node HTTP server (target: ≤ 1 ms median);
 * - the chronicle's feed pages, concurrent likes and write units (chronicle.ts; first page ≤ 30 RCU).
 * Exits non-zero when a target is missed, so a regression is visible; it is not part of `npm test`.
 */
import { measureBundles, printBundles } from './bundles';
import { measureChronicle, printChronicle } from './chronicle';
import { measureGateway, printGateway } from './gateway';

async function main(): Promise<void> {
  const only = process.argv[2];
  let ok = true;
  if (!only || only === 'bundles') ok = printBundles(await measureBundles()) && ok;
  if (!only || only === 'gateway') ok = printGateway(await measureGateway()) && ok;
  if (!only || only === 'chronicle') ok = printChronicle(await measureChronicle()) && ok;
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
