/**
 * GET pjusermatches/percentmatch/trendingflags?uuid (ours: the dashboard's trending flag, 000 §1;
 * docs/data-model.md G11) — for each of the caller's games in the catalogue, whether it trends: the
 * players it gained over the last 7 UTC days (today included) reach 5 % of its players
 * (`gameCount`), and are at least one. The week's new players are summed from the game's daily trend
 * buckets (`GAME#<gameId>/TREND#<day>`, kept by the stream from user games added: one Query of at most
 * 7 small items a game, 0.5 RCU), in parallel; the caller's games are one Query of their partition
 * (0.5 RCU); `gameCount` comes from the catalogue (cached). A game with no players yet cannot trend
 * and is not read. Cost: 0.5 + 0.5 RCU per game the caller plays (≤ MAX_GAMES_PER_USER), never more
 * with the number of players. Answers [{ GameId, Trending }] by game id.
 */
import { sumGameTrend } from '../../data/community-lists';
import { listGames } from '../../data/games';
import { listUserGames } from '../../data/user-games';
import type { DataNeeds } from '../../core/deps';
import { isTrendingGame, trendWindow } from '../../domain/community';
import type { OperationFor } from '../../http/service';

type Needs = 'listUserGames' | 'listGames' | 'sumGameTrend';
const data: DataNeeds<Needs> = { listUserGames, listGames, sumGameTrend };

export const listTrendingFlags: OperationFor<'listTrendingFlags'> = async (context) => {
  const { caller, deps } = { ...context, deps: { ...context.deps, data: { ...context.deps.data, ...data } } };
  const now = deps.clock.now();
  const [mine, games] = await Promise.all([
    deps.data.listUserGames(caller.uuid),
    deps.data.listGames(now.getTime()),
  ]);
  const catalogue = new Map(games.map((game) => [game.gameId, game]));
  const window = trendWindow(now);
  const held = [...new Set(mine.map((game) => game.gameId))]
    .filter((gameId) => catalogue.has(gameId))
    .sort((a, b) => a - b);
  return Promise.all(
    held.map(async (gameId) => {
      const players = Math.max(0, catalogue.get(gameId)?.gameCount ?? 0);
      const week = players > 0 ? await deps.data.sumGameTrend(gameId, window.from, window.to) : 0;
      return { GameId: gameId, Trending: isTrendingGame(week, players) ? (1 as const) : (0 as const) };
    }),
  );
};
