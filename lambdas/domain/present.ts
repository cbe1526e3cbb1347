/**
 * Presenters: stored items → the contract's answer shapes (lib/contract/responses/), in the
 * spec's field names. Public profiles: public-profile.ts (it needs the reference lists).
 */
import type * as answers from '../../lib/contract/responses';
import type { Game } from '../data';
import { DEFAULT_GAME_IMAGE_KEY } from './media';

export interface MediaUrls {
  url(key: string): string;
}

/** A game's picture and thumbnail URLs; the default game picture for a game without one (or unknown). */
export function gameImages(
  game: Pick<Game, 'imageKey' | 'thumbKey'> | undefined,
  media: MediaUrls,
): { GameImageSrc: string; GameImageThumbSrc: string } {
  const image = game?.imageKey ?? DEFAULT_GAME_IMAGE_KEY;
  return { GameImageSrc: media.url(image), GameImageThumbSrc: media.url(game?.thumbKey ?? image) };
}

/** A catalogue game (000 §3 "Game"). */
export function presentGame(game: Game, media: MediaUrls): answers.Game {
  return {
    Id: game.gameId,
    Description: game.description,
    GameType: game.type,
    GameRating: game.contentRating,
    GameGenre: game.genre,
    ...gameImages(game, media),
  };
}

/** Sorts by description, case- and accent-insensitively. */
export function byDescription<T extends { Description: string }>(a: T, b: T): number {
  return a.Description.localeCompare(b.Description, 'en', { sensitivity: 'base' });
}
