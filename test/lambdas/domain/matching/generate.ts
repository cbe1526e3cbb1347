/**
 * Random players for the matching property tests, from a seeded generator so a failure names the seed
 * that reproduces it. Games come from a pool of 40 ids whose genre is fixed by the id (as the
 * catalogue fixes it), with details drawn from the whole code tables, "no answer" codes included.
 */
import type { GameFacts, MatchFacts } from '../../../../lambdas/domain/matching';
import { MATCH_FLAG_ITEMS, type MatchFlagItem } from '../../../../lib/contract/responses';

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof seeded>;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const int = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

export const GENRES = ['Shooter', 'Role-playing', 'Strategy', 'Sports', 'Racing', 'Fighting', 'Puzzle'];
export const GAME_POOL = Array.from({ length: 40 }, (_, index) => index + 1);
export const genreOfGame = (gameId: number): string => GENRES[gameId % GENRES.length]!;
export const gameName = (gameId: number): string => `Game ${String(gameId).padStart(2, '0')}`;

export function aGameFacts(random: Random, gameId: number): GameFacts {
  return {
    gameId,
    genre: genreOfGame(gameId),
    platform: int(random, 1, 7),
    skillLevel: int(random, 1, 5),
    frequency: int(random, 1, 5),
    rating: int(random, 1, 6),
  };
}

const noFlags = (): Record<MatchFlagItem, number> =>
  Object.fromEntries(MATCH_FLAG_ITEMS.map((item) => [item, 0])) as Record<MatchFlagItem, number>;

/** A random player named `id` playing some of `pool` (up to `maxGames`). */
export function aPlayer(
  random: Random,
  id: string,
  { pool = GAME_POOL, maxGames = 12 }: { pool?: readonly number[]; maxGames?: number } = {},
): MatchFacts {
  const count = int(random, 0, Math.min(maxGames, pool.length));
  const games = [...pool]
    .sort(() => random() - 0.5)
    .slice(0, count)
    .map((gameId) => aGameFacts(random, gameId));
  const flags = noFlags();
  for (const item of MATCH_FLAG_ITEMS) flags[item] = random() < 0.4 ? 1 : 0;
  return {
    id,
    gameStyle: int(random, 0, 2),
    flags,
    platforms: [2, 3, 4, 5, 6, 7].filter(() => random() < 0.35),
    games,
  };
}

/** A player with nothing on and no games. */
export function blankPlayer(id: string, overrides: Partial<MatchFacts> = {}): MatchFacts {
  return { id, gameStyle: 0, flags: noFlags(), platforms: [], games: [], ...overrides };
}

export function flagsOn(...items: MatchFlagItem[]): Record<MatchFlagItem, number> {
  const flags = noFlags();
  for (const item of items) flags[item] = 1;
  return flags;
}

/** Runs `check` on `runs` seeded cases, naming the seed of a failing one. */
export function forSeeds(runs: number, check: (random: Random, seed: number) => void): void {
  for (let seed = 1; seed <= runs; seed++) {
    try {
      check(seeded(seed), seed);
    } catch (error) {
      throw new Error(`seed ${seed}: ${(error as Error).message}`, { cause: error });
    }
  }
}
