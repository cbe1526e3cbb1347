/**
 * GET pjusermatches/percentmatch/trendingflags?uuid (ours: the dashboard's trending flag, 000 §1;
 * docs/data-model.md G11) — for each of the caller's games in the catalogue, whether it trends: the
 * players it gained over the last 7 UTC days (today included) reach 5 % of its players
 * (`gameCount`), and are at least one. The week's new players come from the per-day joins the stream
 * copies onto each catalogue game (`recentJoins`, from the game's daily trend buckets), so the
 * catalogue (cached per container) answers for every game; the caller's games are one Query of their
 * partition (0.5 RCU). Cost: 0.5 RCU, never more with the number of games or players. Answers
 * [{ GameId, Trending }] by game id.
 */
import { isTrendingGame, joinsWithin, trendWindow } from '../../domain/community';
import type { OperationFor } from '../../http/service';

export const listTrendingFlags: OperationFor<'listTrendingFlags', 'listUserGames' | 'listGames'> = async ({
  caller,
  deps,
}) => {
  const now = deps.clock.now();
  const [mine, games] = await Promise.all([
    deps.data.listUserGames(caller.uuid),
    deps.data.listGames(now.getTime()),
  ]);
  const catalogue = new Map(games.map((game) => [game.gameId, game]));
  const window = trendWindow(now);
  return [...new Set(mine.map((game) => game.gameId))]
    .flatMap((gameId) => {
      const game = catalogue.get(gameId);
      return game ? [game] : [];
    })
    .sort((a, b) => a.gameId - b.gameId)
    .map((game) => ({
      GameId: game.gameId,
      Trending: isTrendingGame(joinsWithin(game.recentJoins, window), Math.max(0, game.gameCount))
        ? (1 as const)
        : (0 as const),
    }));
};
