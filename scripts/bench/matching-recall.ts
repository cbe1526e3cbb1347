/**
 * `npx tsx scripts/bench/matching-recall.ts [sizes…]`: the matching engine's quality at community
 * sizes (default 10,000, 30,000 and 100,000 players of lib/seed/generate/community.ts), over 200 viewers
 * spread over the community:
 * - a rebuild (a new player, a change of games, style or checklist): recall@25 of its `top` list against
 *   the exact brute-force ranking by the same scorer, and how many cards it reads;
 * - an update (the benchmark's profile change: the skill level of one game): recall@25 of the updated
 *   `top` against the exact ranking of the changed card, and the cards it reads by probe, from the
 *   listed players' records and by key, with the growth of each count from the first size to the last
 *   (their read units and time are measured on DynamoDB by `npm run bench:matching`).
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

async function main() {
  const { catalogue, player } = syntheticCommunity();
  const genre = new Map(catalogue.map((game) => [game.gameId, game.genre]));
  const genreOf = (id: number) => genre.get(id);
  const largest = Math.max(...(sizes.length ? sizes : [100_000]));
  const cards = Array.from({ length: largest }, (_, index) => syntheticCard(player(index)));
  const spread = (values: readonly number[]) =>
    [quantile(values, 0.5), quantile(values, 0.99), Math.max(0, ...values)].map((n) => Math.round(n));

  const rows: { size: number; probed: number[]; recorded: number[] }[] = [];
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
    const probed = spread(updates.map((update) => update.read));
    const recorded = spread(updates.map((update) => update.recorded));
    rows.push({ size, probed, recorded });
    const recallAfter = updates.reduce((sum, update) => sum + update.recall, 0) / updates.length;
    console.log(`\n${size.toLocaleString('en')} players (largest game ${top.toLocaleString('en')}):`);
    console.log(
      `  rebuild: recall@25 ${rebuilt.recall.toFixed(3)}; cards read p50 / p99 / max ${rebuilt.p50Read} / ${rebuilt.p99Read} / ${rebuilt.maxRead}`,
    );
    console.log(
      `  update after a skill change: recall@25 ${recallAfter.toFixed(3)}; cards by probe ${probed.join(' / ')}; recorded cards ${recorded.join(' / ')}; by key ${spread(updates.map((u) => u.fetched)).join(' / ')} (p50 / p99 / max; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
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
      `\nupdate, ${last.size} / ${first.size}: cards by probe ×${ratio((row) => row.probed)}, recorded cards ×${ratio((row) => row.recorded)} (p50 / p99 / max)`,
    );
  }
}

void main();
