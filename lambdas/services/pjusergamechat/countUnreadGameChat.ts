/**
 * GET pjusergamechat/getgamecountunreadbyuser?userId — unread chat per game of the caller (000 §3
 * "Unread chat per game"; docs/data-model.md H5): for each of their games, the game's message count
 * minus the count they had seen when they last had its room open. A room never opened counts all its
 * messages. One query of the caller's games (≈ 1 RCU) and one BatchGet of those games' counters
 * (0.5 RCU each, fresh: the catalogue's one-minute cache would hold a new message back), whatever the
 * size of the rooms. Games with nothing unread are left out.
 */
import type { OperationFor } from '../../http/service';

export const countUnreadGameChat: OperationFor<'countUnreadGameChat', 'listUserGames' | 'getGames'> = async ({
  caller,
  deps,
}) => {
  const games = await deps.data.listUserGames(caller.uuid);
  const rooms = await deps.data.getGames(games.map((game) => game.gameId));
  const counts = new Map(rooms.map((game) => [game.gameId, game.messageCount]));
  const body = games.flatMap((game) => {
    const count = Math.max(0, (counts.get(game.gameId) ?? 0) - (game.chatSeenCount ?? 0));
    return count > 0 ? [{ gameId: game.gameId, count }] : [];
  });
  return { gameCountUnread: { body } };
};
