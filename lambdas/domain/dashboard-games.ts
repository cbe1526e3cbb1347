/**
 * The games of the dashboard and the community page (000 §2, §3 "Selected game", "Popular game",
 * "Recommended game"; docs/data-model.md G8–G10), from the caller's user games and the catalogue. Pure:
 * no AWS here.
 *
 * - Selected games: the caller's games still in the catalogue, by name, with `matchGameCount` as the
 *   user-game item stores it (the matching engine keeps it), `commGameCount` = the game's players
 *   (`gameCount`) and `gameCount` = its chat messages (`messageCount`), as 000 §3 names them.
 * - Popular games: the catalogue's games with at least one player, most players first (then by name),
 *   at most POPULAR_GAMES_MAX; `selectedGame` 1 and the caller's `matchGameCount` for the caller's own.
 * - Recommended games (the spec does not show the fields; the contract answers catalogue games,
 *   000 §3 "Game"): games of the genres of the caller's games that the caller does not play, most
 *   players first (then by name), at most RECOMMENDED_GAMES_MAX; none for a caller without games.
 */
import type * as v from 'valibot';
import type * as answers from '../../lib/contract/responses';
import { PAGE_SIZES } from '../../lib/contract/constants';
import type { Game, UserGame } from '../data';
import { DEFAULT_GAME_IMAGE_KEY } from './media';
import { presentGame, type MediaUrls } from './present';

type SelectedGame = v.InferOutput<ReturnType<typeof answers.selectedGame>>;
type PopularGame = v.InferOutput<ReturnType<typeof answers.popularGame>>;

/** The most games the popular games call answers (the community carousel and its View all). */
export const POPULAR_GAMES_MAX = PAGE_SIZES.max;
/** The most games the recommended games call answers (the dashboard carousel). */
export const RECOMMENDED_GAMES_MAX = PAGE_SIZES.list;

const byName = (a: Game, b: Game) =>
  a.description.localeCompare(b.description, 'en', { sensitivity: 'base' });
const byPlayers = (a: Game, b: Game) => b.gameCount - a.gameCount || byName(a, b) || a.gameId - b.gameId;
const whole = (count: number) => Math.max(0, Math.trunc(count));

function images(game: Game, media: MediaUrls) {
  const image = game.imageKey ?? DEFAULT_GAME_IMAGE_KEY;
  return { image: media.url(image), thumb: media.url(game.thumbKey ?? image) };
}

export function selectedGames(
  userGames: readonly UserGame[],
  catalogue: ReadonlyMap<number, Game>,
  media: MediaUrls,
): SelectedGame[] {
  return userGames
    .flatMap((entry) => {
      const game = catalogue.get(entry.gameId);
      return game ? [{ entry, game }] : [];
    })
    .sort((a, b) => byName(a.game, b.game) || a.game.gameId - b.game.gameId)
    .map(({ entry, game }) => {
      const { image, thumb } = images(game, media);
      return {
        gameId: game.gameId,
        gameDescription: game.description,
        image,
        imageThumbnail: thumb,
        matchGameCount: whole(entry.matchGameCount),
        commGameCount: whole(game.gameCount),
        gameCount: whole(game.messageCount),
      };
    });
}

export function popularGames(
  catalogue: readonly Game[],
  userGames: readonly UserGame[],
  media: MediaUrls,
): PopularGame[] {
  const mine = new Map(userGames.map((entry) => [entry.gameId, entry]));
  return catalogue
    .filter((game) => game.gameCount > 0)
    .sort(byPlayers)
    .slice(0, POPULAR_GAMES_MAX)
    .map((game) => {
      const { image, thumb } = images(game, media);
      const entry = mine.get(game.gameId);
      return {
        GameCount: whole(game.gameCount),
        matchGameCount: whole(entry?.matchGameCount ?? 0),
        GameId: game.gameId,
        Description: game.description,
        GameImageSrc: image,
        GameImageThumbSrc: thumb,
        selectedGame: entry ? 1 : 0,
      };
    });
}

export function recommendedGames(
  catalogue: readonly Game[],
  userGames: readonly UserGame[],
  media: MediaUrls,
): answers.Game[] {
  const byId = new Map(catalogue.map((game) => [game.gameId, game]));
  const mine = new Set(userGames.map((entry) => entry.gameId));
  const genres = new Set(
    [...mine].flatMap((gameId) => {
      const genre = byId.get(gameId)?.genre.trim();
      return genre ? [genre] : [];
    }),
  );
  if (genres.size === 0) return [];
  return catalogue
    .filter((game) => !mine.has(game.gameId) && genres.has(game.genre.trim()))
    .sort(byPlayers)
    .slice(0, RECOMMENDED_GAMES_MAX)
    .map((game) => presentGame(game, media));
}
