/**
 * POST pjusergames/pjuserselectedgames/add {uuid, gameId} (ours: the game modal's 'Add Game' button,
 * 000 §2; the path is not shown in 000 §7) — adds one catalogue game to the caller's games with the
 * rules of the profile editor (pjusersettings games/insert, G5): the spec's defaults for a new entry
 * (NEW_GAME_ENTRY_DEFAULTS), at most MAX_GAMES_PER_USER games (400), an unknown game 400 naming it, a
 * game the caller already has left as it is (affectedRows 0). One conditional write; when a concurrent
 * add got there first the call reads again and retries once, so a repeat is harmless.
 * Cost: the catalogue (cached) + G4 (0.5 RCU) + 2 WCU (+1 for the community index).
 */
import { BadRequestError, NotFoundError } from '../../core/errors';
import { UserGameExistsError } from '../../data/user-games';
import { newGameEntries } from '../../domain/profile-edit';
import type { OperationFor } from '../../http/service';

export const addGameFromModal: OperationFor<
  'addGameFromModal',
  'listGames' | 'listUserGames' | 'insertUserGames'
> = async ({ caller, body, deps }) => {
  const profile = await caller.profile();
  if (!profile) throw new NotFoundError('the caller has no profile yet');
  const games = await deps.data.listGames(deps.clock.now().getTime());
  if (!games.some((game) => game.gameId === body.gameId)) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.gameId', message: `unknown game: ${body.gameId}` }],
    });
  }
  for (let attempt = 1; ; attempt += 1) {
    const entries = newGameEntries(
      profile,
      await deps.data.listUserGames(caller.uuid),
      [body.gameId],
      deps.clock.now(),
    );
    try {
      await deps.data.insertUserGames(entries);
      return { affectedRows: entries.length };
    } catch (error) {
      if (!(error instanceof UserGameExistsError) || attempt >= 2) throw error;
    }
  }
};
