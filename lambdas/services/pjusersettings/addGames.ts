/**
 * POST pjusersettings/pjusersettings/games/insert {uuid, games} — adds catalogue games to the caller's
 * profile (000 §7) with the spec's defaults for a new entry (NEW_GAME_ENTRY_DEFAULTS: platform 1,
 * skill 4, frequency 1, rating 1). Games the caller already has keep their details; an unknown game id
 * is 400 naming it; more than MAX_GAMES_PER_USER games in all is 400. The new games are written in
 * one transaction, each only if still absent; when a concurrent add got there first the call reads
 * again and retries once, so nothing is half written and a repeat is harmless.
 * Answers { affectedRows: games added }. Cost: G4 (≤ 2 RCU) + G3 (0.5 RCU a game) + 2 WCU a new game.
 */
import { BadRequestError, NotFoundError } from '../../core/errors';
import { UserGameExistsError } from '../../data/user-games';
import { newGameEntries } from '../../domain/profile-edit';
import type { OperationFor } from '../../http/service';

export const addGames: OperationFor<'addGames', 'getGames' | 'listUserGames' | 'insertUserGames'> = async ({
  caller,
  body,
  deps,
}) => {
  const profile = await caller.profile();
  if (!profile) throw new NotFoundError('the caller has no profile yet');
  const requested = [...new Set(body.games)];
  const known = new Set((await deps.data.getGames(requested)).map((game) => game.gameId));
  const unknown = requested.filter((gameId) => !known.has(gameId));
  if (unknown.length > 0) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.games', message: `unknown games: ${unknown.join(', ')}` }],
    });
  }
  for (let attempt = 1; ; attempt += 1) {
    const entries = newGameEntries(
      profile,
      await deps.data.listUserGames(caller.uuid),
      requested,
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
