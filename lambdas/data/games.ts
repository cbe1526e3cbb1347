/**
 * The games catalogue. See docs/data-model.md G1–G3.
 */
import type * as v from 'valibot';
import { GameEntity, type Game } from './entities';
import { batchGet, batchWrite, queryIndexPartition } from './client';

export type GameInput = v.InferInput<typeof GameEntity.schema>;

/** How long a warm container reuses the catalogue it read. */
export const CATALOGUE_CACHE_MS = 60_000;
let cached: { at: number; games: Game[] } | undefined;

/** The whole catalogue, by game id (cached for CATALOGUE_CACHE_MS per container). */
export async function listGames(now: number = Date.now()): Promise<Game[]> {
  if (cached && now - cached.at < CATALOGUE_CACHE_MS) return cached.games;
  const items = await queryIndexPartition(GameEntity.gsi1, GameEntity.gsi1.partition({}));
  const games = items.map((item) => GameEntity.parse(item)).sort((a, b) => a.gameId - b.gameId);
  cached = { at: now, games };
  return games;
}

/** Forgets the cached catalogue (tests, and after writing games). */
export function clearCatalogueCache(): void {
  cached = undefined;
}

/** Games by id, in the order asked; unknown ids are left out. */
export async function getGames(gameIds: readonly number[]): Promise<Game[]> {
  const unique = [...new Set(gameIds)];
  const items = await batchGet(unique.map((gameId) => GameEntity.key({ gameId })));
  const byId = new Map(items.map((item) => GameEntity.parse(item)).map((game) => [game.gameId, game]));
  return unique.flatMap((gameId) => byId.get(gameId) ?? []);
}

/** Stores catalogue games (insert or replace) in batches of 25. */
export async function putGames(games: readonly GameInput[]): Promise<void> {
  await batchWrite(games.map((game) => ({ PutRequest: { Item: GameEntity.item(game) } })));
  clearCatalogueCache();
}
