/**
 * POST pjinvitetoplay/pjinvitetoplaypreferences {uuid, whoMayInvite, mutedGameIds} — stores who may
 * invite the caller and the games whose invites they muted (ours, issue 11; docs/data-model.md I5),
 * on their profile. Muted games are kept once each and must be catalogue games (400 naming the others).
 * They apply to invites sent from then on: a refused invite is not an error to its sender, it simply
 * never arrives (domain/invites.ts). 404 for a caller without a profile yet.
 * Cost: 1 WCU (+ the catalogue, cached, when games are muted).
 */
import { NotFoundError } from '../../core/errors';
import { mutedGamesToStore } from '../../domain/invites';
import type { OperationFor } from '../../http/service';

export const saveInvitePreferences: OperationFor<
  'saveInvitePreferences',
  'listGames' | 'setInvitePreferences'
> = async ({ caller, body, deps }) => {
  const catalogue =
    body.mutedGameIds.length === 0
      ? new Set<number>()
      : new Set((await deps.data.listGames(deps.clock.now().getTime())).map((game) => game.gameId));
  const saved = await deps.data.setInvitePreferences(caller.uuid, {
    whoMayInvite: body.whoMayInvite,
    mutedInviteGameIds: mutedGamesToStore(body.mutedGameIds, catalogue),
  });
  if (!saved) throw new NotFoundError('the caller has no profile yet');
  return { affectedRows: 1 };
};
