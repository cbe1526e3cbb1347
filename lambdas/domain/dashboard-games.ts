/**
 * The games of the dashboard and the community page (000 §2, §3 "Selected game", "Popular game",
 * "Recommended game"; docs/data-model.md G8–G10), from the caller's user games and the catalogue. Pure:
 * no AWS here.
 *
 * - Selected games: the caller's games still in the catalogue, by name, with `matchGameCount` = how many
 *   matches the caller's list of the game holds (the per-game counts the matching engine keeps on the
 *   list of all matches, the same figures pjmatchescountbygame answers), `commGameCount` = the game's
 *   players (`gameCount`) and `gameCount` = its chat messages (`messageCount`), as 000 §3 names them.
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

/** A player's match count per game (`gameCounts` of their list of all matches); none before it is built. */
export type MatchCounts = Readonly<Record<string, number>>;
const matchesIn = (counts: MatchCounts, gameId: number) => whole(counts[String(gameId)] ?? 0);

function images(game: Game, media: MediaUrls) {
  const image = game.imageKey ?? DEFAULT_GAME_IMAGE_KEY;
  return { image: media.url(image), thumb: media.url(game.thumbKey ?? image) };
}

export function selectedGames(
  userGames: readonly UserGame[],
  catalogue: ReadonlyMap<number, Game>,
  matchCounts: MatchCounts,
  media: MediaUrls,
): SelectedGame[] {
  return userGames
    .flatMap((entry) => {
      const game = catalogue.get(entry.gameId);
      return game ? [game] : [];
    })
    .sort((a, b) => byName(a, b) || a.gameId - b.gameId)
    .map((game) => {
      const { image, thumb } = images(game, media);
      return {
        gameId: game.gameId,
        gameDescription: game.description,
        image,
        imageThumbnail: thumb,
        matchGameCount: matchesIn(matchCounts, game.gameId),
        commGameCount: whole(game.gameCount),
        gameCount: whole(game.messageCount),
      };
    });
}

export function popularGames(
  catalogue: readonly Game[],
  userGames: readonly UserGame[],
  matchCounts: MatchCounts,
  media: MediaUrls,
): PopularGame[] {
  const mine = new Set(userGames.map((entry) => entry.gameId));
  return catalogue
    .filter((game) => game.gameCount > 0)
    .sort(byPlayers)
    .slice(0, POPULAR_GAMES_MAX)
    .map((game) => {
      const { image, thumb } = images(game, media);
      const selected = mine.has(game.gameId);
      return {
        GameCount: whole(game.gameCount),
        matchGameCount: selected ? matchesIn(matchCounts, game.gameId) : 0,
        GameId: game.gameId,
        Description: game.description,
        GameImageSrc: image,
        GameImageThumbSrc: thumb,
        selectedGame: selected ? 1 : 0,
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
