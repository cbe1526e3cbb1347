/**
 * POST pjusersettings/pjusersettings/games/delete {uuid, games} — removes games from the caller's
 * profile (000 §7); a game the caller does not have is passed over. The deletes are idempotent, so a
 * retried call is harmless; the stream handler counts the players out of each game's community.
 * Answers { affectedRows: games removed }. Cost: G4 (≤ 2 RCU) + 1–2 WCU a removed game.
 */
import type { OperationFor } from '../../http/service';

export const removeGames: OperationFor<'removeGames', 'listUserGames' | 'deleteUserGames'> = async ({
  caller,
  body,
  deps,
}) => {
  const named = new Set(body.games);
  const present = (await deps.data.listUserGames(caller.uuid))
    .map((entry) => entry.gameId)
    .filter((gameId) => named.has(gameId));
  if (present.length > 0) await deps.data.deleteUserGames(caller.uuid, present);
  return { affectedRows: present.length };
};
