/**
 * POST pjusergames/pjuserselectedgames/platform {uuid, gameId, platform} (ours: the game chat's 'What
 * platform are you playing this game on?', 000 §2; the path is not shown) — saves the platform of one
 * of the caller's games, the same field the profile editor's game details save (G6), with the same
 * codes (000 §3 Platform, validated by the route). One conditional `UpdateItem` (1 WCU, +1 when the
 * card's copy follows): affectedRows 1 when saved, 0 when the game is not one of the caller's (the
 * modal offers 'Add Game' then; nothing is written).
 */
import type { OperationFor } from '../../http/service';

export const setGamePlatformFromModal: OperationFor<
  'setGamePlatformFromModal',
  'setUserGamePlatform'
> = async ({ caller, body, deps }) => ({
  affectedRows: (await deps.data.setUserGamePlatform(caller.uuid, body.gameId, body.platform)) ? 1 : 0,
});
