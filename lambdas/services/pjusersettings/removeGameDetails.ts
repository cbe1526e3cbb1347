/**
 * POST pjusersettings/pjusersettings/skilllevel/delete {uuid, games} — "deletes" the per-game details
 * of the named games (000 §7). The spec's store kept details apart from the games, so the editor's
 * save removes a game and then its details; here the details live on the user-game item and leave
 * with it. So this call puts the details of the named games the caller still has back to a new
 * entry's defaults (NEW_GAME_ENTRY_DEFAULTS), and passes over games already removed: the save's
 * order (games removed, then details) works, and a player can also clear one game's details.
 * One conditional UpdateItem a game, each idempotent. Answers { affectedRows: games reset }.
 */
import type { OperationFor } from '../../http/service';

export const removeGameDetails: OperationFor<'removeGameDetails', 'resetUserGameDetails'> = async ({
  caller,
  body,
  deps,
}) => ({ affectedRows: await deps.data.resetUserGameDetails(caller.uuid, body.games) });
