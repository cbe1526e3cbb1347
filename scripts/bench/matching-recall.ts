/**
 * `npx tsx scripts/bench/matching-recall.ts [sizes…]`: the matching engine's quality at community
 * sizes (default 10,000, 30,000 and 100,000 players of lib/seed/generate/community.ts): recall@25 of
 * its `top` list against the exact brute-force ranking by the same scorer, over 200 viewers spread
 * over the community, and how many cards a rebuild reads (it must not grow with the community). The
 * pool is laid out in memory exactly as the table's indexes lay it out (lib/seed/generate/matching-pool.ts).
 */
import { syntheticCommunity } from '../../lib/seed/generate/community';
import { MemoryPool, measureRecall, syntheticCard } from '../../lib/seed/generate/matching-pool';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const VIEWERS = 200;

const { catalogue, player } = syntheticCommunity();
const genre = new Map(catalogue.map((game) => [game.gameId, game.genre]));
const largest = Math.max(...(sizes.length ? sizes : [100_000]));
const cards = Array.from({ length: largest }, (_, index) => syntheticCard(player(index)));

// the cost model of a profile change (docs/matching.md "Benchmark"): read units and ms by cards read
const units = (cards: number) => 35.2 + 0.0514 * cards;
const ms = (cards: number) => 199 + 0.16 * cards;
console.log(
  'players  largest game  recall@25  cards read (mean / p50 / p99 / max)  read units (p50 / p99 / max)  ms (p50 / p99 / max)  seconds',
);
const rows: { size: number; p50: number; p99: number; max: number }[] = [];
for (const size of sizes.length ? sizes : [10_000, 30_000, 100_000]) {
  const started = Date.now();
  const community = cards.slice(0, size);
  const pool = new MemoryPool(community);
  const top = Math.max(...catalogue.map((game) => pool.playersOf(game.gameId) ?? 0));
  const viewers = Array.from({ length: VIEWERS }, (_, i) => Math.floor((i * size) / VIEWERS));
  const report = measureRecall(pool, community, viewers, (id) => genre.get(id));
  const read = [report.p50Read, report.p99Read, report.maxRead];
  rows.push({ size, p50: report.p50Read, p99: report.p99Read, max: report.maxRead });
  console.log(
    `${String(size).padStart(7)}  ${String(top).padStart(12)}  ${report.recall.toFixed(3).padStart(9)}  ${`${Math.round(report.meanRead)} / ${read.join(' / ')}`.padStart(37)}  ${read
      .map((n) => units(n).toFixed(1))
      .join(' / ')
      .padStart(28)}  ${read
      .map((n) => ms(n).toFixed(0))
      .join(' / ')
      .padStart(20)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(7)}`,
  );
}
if (rows.length > 1) {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const ratio = (f: (n: number) => number) =>
    (['p50', 'p99', 'max'] as const).map((key) => (f(last[key]) / f(first[key])).toFixed(2)).join(' / ');
  console.log(
    `${last.size} / ${first.size}: read units ×${ratio(units)} (p50 / p99 / max), ms ×${ratio(ms)} (target ≤ 1.2)`,
  );
}
