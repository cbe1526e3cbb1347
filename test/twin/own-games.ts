/**
 * Games of the catalogue no seeded player plays, one set per twin file that needs a community made of
 * its own members only. The twin is shared by every integration and browser file, so two files taking
 * the same such game see each other's members: this table is the one place they are handed out.
 */
import { loadSeedGames, loadSeedUsers } from '../../lib/seed/data';

const OWNERS = ['community-lists', 'community-lists (second)', 'search', 'hidden-people'] as const;

/** The unplayed game that belongs to `owner` (a twin test file). */
export function ownGame(owner: (typeof OWNERS)[number]): number {
  const played = new Set(loadSeedUsers().flatMap((user) => user.games.map((game) => game.gameId)));
  const unplayed = loadSeedGames().filter((game) => !played.has(game.id));
  const game = unplayed[OWNERS.indexOf(owner)];
  if (!game) throw new Error(`the seed has too few unplayed games for ${owner}`);
  return game.id;
}
