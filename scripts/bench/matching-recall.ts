/**
 * `npx tsx scripts/bench/matching-recall.ts [sizes…]`: the matching engine's quality at community
 * sizes (default 10,000, 30,000 and 100,000 players of lib/seed/generate/community.ts), over 200 viewers
 * spread over the community:
 * - a rebuild (a new player, a change of games, style or checklist): recall@25 of its `top` list against
 *   the exact brute-force ranking by the same scorer, and how many cards it reads;
 * - an update (the benchmark's profile change: the skill level of one game): recall@25 of the updated
 *   `top` against the exact ranking of the changed card, the cards it reads by probe and by key, and
 *   what that costs by the cost model fitted to `npm run bench:matching` (docs/matching.md), with the
 *   growth of each figure from the first size to the last.
 * The pool is laid out in memory exactly as the table's indexes lay it out (lib/seed/generate/matching-pool.ts),
 * and the engine's own code runs over it.
 */
import { syntheticCommunity } from '../../lib/seed/generate/community';
import {
  MemoryMatchData,
  MemoryPool,
  measureRecall,
  measureUpdates,
  quantile,
  syntheticCard,
  withNextSkill,
} from '../../lib/seed/generate/matching-pool';
import { Random } from '../../lib/seed/generate/prng';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const VIEWERS = 200;

/**
 * The cost of an update on DynamoDB, fitted by `npm run bench:matching` (2026-11-29, docs/matching.md
 * "Benchmark"): read units and ms by the cards it reads by probe and by key.
 */
const COST = {
  units: { fixed: 3.6, perCard: -0.0125, perFetched: 1.1489 },
  ms: { fixed: 53, perCard: 0.1747, perFetched: 3.977 },
};
const cost = (line: (typeof COST)['units'], cards: number, fetched: number) =>
  line.fixed + line.perCard * cards + line.perFetched * fetched;

async function main() {
  const { catalogue, player } = syntheticCommunity();
  const genre = new Map(catalogue.map((game) => [game.gameId, game.genre]));
  const genreOf = (id: number) => genre.get(id);
  const largest = Math.max(...(sizes.length ? sizes : [100_000]));
  const cards = Array.from({ length: largest }, (_, index) => syntheticCard(player(index)));
  const spread = (values: readonly number[]) =>
    [quantile(values, 0.5), quantile(values, 0.99), Math.max(0, ...values)].map((n) => Math.round(n));

  const rows: { size: number; units: number[]; ms: number[] }[] = [];
  for (const size of sizes.length ? sizes : [10_000, 30_000, 100_000]) {
    const started = Date.now();
    const community = cards.slice(0, size);
    const pool = new MemoryPool(community);
    const top = Math.max(...catalogue.map((game) => pool.playersOf(game.gameId) ?? 0));
    const viewers = Array.from({ length: VIEWERS }, (_, i) => Math.floor((i * size) / VIEWERS));
    const rebuilt = measureRecall(pool, community, viewers, genreOf);
    const random = new Random(`bench-changes#${size}`);
    const changes = viewers.map((index) => {
      const before = community[index]!;
      return { before, after: withNextSkill(before, random.int(0, before.games.length - 1)) };
    });
    const updates = await measureUpdates(
      new MemoryMatchData(pool, community, catalogue),
      pool,
      changes,
      genreOf,
    );
    const perUpdate = (line: (typeof COST)['units']) =>
      updates.map((update) => cost(line, update.read, update.fetched));
    const units = spread(perUpdate(COST.units));
    const ms = spread(perUpdate(COST.ms));
    rows.push({ size, units, ms });
    const recallAfter = updates.reduce((sum, update) => sum + update.recall, 0) / updates.length;
    console.log(`\n${size.toLocaleString('en')} players (largest game ${top.toLocaleString('en')}):`);
    console.log(
      `  rebuild: recall@25 ${rebuilt.recall.toFixed(3)}; cards read p50 / p99 / max ${rebuilt.p50Read} / ${rebuilt.p99Read} / ${rebuilt.maxRead}`,
    );
    console.log(
      `  update after a skill change: recall@25 ${recallAfter.toFixed(3)}; cards by probe ${spread(updates.map((u) => u.read)).join(' / ')}; by key ${spread(updates.map((u) => u.fetched)).join(' / ')}; read units ${units.join(' / ')}; ms ${ms.join(' / ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  if (rows.length > 1) {
    const first = rows[0]!;
    const last = rows.at(-1)!;
    const ratio = (pick: (row: (typeof rows)[number]) => number[]) =>
      pick(last)
        .map((value, index) => (value / pick(first)[index]!).toFixed(2))
        .join(' / ');
    console.log(
      `\nupdate, ${last.size} / ${first.size}: read units ×${ratio((row) => row.units)} (p50 / p99 / max), ms ×${ratio((row) => row.ms)} (target ≤ 1.2)`,
    );
  }
}

void main();
