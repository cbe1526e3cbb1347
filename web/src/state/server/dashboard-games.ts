/**
 * The games of the dashboard and the community page (000 §3 "Selected game", "Popular game",
 * "Recommended game", §7 "Games"): the caller's selected games with their match, community and chat
 * counts (`listSelectedGames`, pjuserselectedgames), the popular games (`listPopularGames`,
 * getpopulargames), the games recommended to the caller (`listRecommendedGames`, pjgamerecommend)
 * and which of the caller's games are trending (`listTrendingFlags`, the dashboard's trending flag).
 * Read-only; every game maps to the one shape a game tile shows (`GameTileGame`).
 */
import type { AnswerOf } from '../../../../lib/contract/manifest';
import type { Game } from '../../../../lib/contract/responses';
import type { GameModalGame } from '../game-modal';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

export type SelectedGame = AnswerOf<'listSelectedGames'>['games'][number];
export type PopularGame = AnswerOf<'listPopularGames'>['games'][number];

/** A game as a tile shows it: what the game modal opens with, plus the counts the tile can show. */
export interface GameTileGame extends GameModalGame {
  /** the caller's matches among its players, when known */
  matchCount?: number;
  /** how many play it, when known */
  playerCount?: number;
}

export const selectedGamesKey = (uuid: string) => apiKey('listSelectedGames', { uuid });
export const popularGamesKey = (uuid: string) => apiKey('listPopularGames', { uuid });
export const recommendedGamesKey = (uuid: string) => apiKey('listRecommendedGames', { userId: uuid });
export const trendingFlagsKey = (uuid: string) => apiKey('listTrendingFlags', { uuid });

export const fromSelectedGame = (game: SelectedGame): GameTileGame => ({
  gameId: game.gameId,
  gameDescription: game.gameDescription,
  image: game.image,
  imageThumbnail: game.imageThumbnail,
  matchCount: game.matchGameCount,
  playerCount: game.commGameCount,
});

export const fromPopularGame = (game: PopularGame): GameTileGame => ({
  gameId: game.GameId,
  gameDescription: game.Description,
  image: game.GameImageSrc,
  imageThumbnail: game.GameImageThumbSrc,
  matchCount: game.matchGameCount,
  playerCount: game.GameCount,
});

export const fromCatalogueGame = (game: Game): GameTileGame => ({
  gameId: game.Id,
  gameDescription: game.Description,
  image: game.GameImageSrc,
  imageThumbnail: game.GameImageThumbSrc,
});

/** The caller's selected games, as the server orders them. */
export function useSelectedGames(uuid: string) {
  const answer = useApi('listSelectedGames', { uuid });
  return { ...answer, games: answer.data?.games };
}

/** The popular games, most played first as the server orders them. */
export function usePopularGames(uuid: string) {
  const answer = useApi('listPopularGames', { uuid });
  return { ...answer, games: answer.data?.games };
}

/** The games recommended to the caller. */
export function useRecommendedGames(uuid: string) {
  return useApi('listRecommendedGames', { userId: uuid });
}

/** The ids of the caller's games that are trending now (empty while unknown). */
export function useTrendingFlags(uuid: string) {
  const answer = useApi('listTrendingFlags', { uuid });
  const trending = new Set(
    (answer.data ?? []).filter((flag) => flag.Trending === 1).map((flag) => flag.GameId),
  );
  return { ...answer, trending };
}
