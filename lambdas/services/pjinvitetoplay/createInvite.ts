/**
 * POST pjinvitetoplay/pjinvitetoplaycreate {usernameFrom, usernameTo, gameId, gameDescription} — the
 * caller (usernameFrom, checked against the token) invites a player to play one of the caller's games
 * (000 §4 "Invite to play", §5; docs/data-model.md I1). Answers `{type: 'created'}`, or `{type: 'dup'}`
 * when the caller already invited them for that game this UTC day (domain/invites.ts says why UTC).
 * Refused: yourself (400 CannotInviteYourself), an unknown or closed recipient (404), a game that is
 * not one of the caller's (400 NotYourGame; `gameDescription` is not trusted: lists show the
 * catalogue's name), a block either way (403 Blocked). An invite the recipient's preferences refuse
 * (who may invite them, muted games) answers exactly as a delivered one but is stored undelivered,
 * so they never see it and the caller cannot probe their settings.
 * Cost: ≈ 2.5 RCU (name and profile 1, the caller's game 0.5, blocks 1; + 0.5 when the recipient
 * accepts only people they spectate) + 2 WCU (1 when undelivered or dup), besides the session read.
 */
import {
  CannotInviteYourselfError,
  NotYourGameError,
  invitePreferencesOf,
  newInvite,
  reachesRecipient,
  refuseSelfInvite,
} from '../../domain/invites';
import { sameUserName } from '../../../lib/contract/user-names';
import { activeTarget, refuseBlocked } from '../../domain/social';
import type { OperationFor } from '../../http/service';

export const createInvite: OperationFor<
  'createInvite',
  'getProfileByUserName' | 'getUserGame' | 'isBlockedEitherWay' | 'isSpectating' | 'putInvite'
> = async ({ caller, body, deps }) => {
  if (sameUserName(body.usernameFrom, body.usernameTo)) {
    throw new CannotInviteYourselfError('you cannot invite yourself');
  }
  const [found, ownGame] = await Promise.all([
    deps.data.getProfileByUserName(body.usernameTo),
    deps.data.getUserGame(caller.uuid, body.gameId),
  ]);
  const recipient = activeTarget(found);
  refuseSelfInvite(caller.uuid, recipient.uuid);
  if (!ownGame) throw new NotYourGameError('you can only invite to play one of your games');
  refuseBlocked(await deps.data.isBlockedEitherWay(caller.uuid, recipient.uuid), 'invite');
  const delivered = await reachesRecipient(invitePreferencesOf(recipient), body.gameId, () =>
    deps.data.isSpectating(recipient.uuid, caller.uuid),
  );
  const type = await deps.data.putInvite(
    newInvite({
      fromUuid: caller.uuid,
      toUuid: recipient.uuid,
      gameId: body.gameId,
      delivered,
      now: deps.clock.now(),
    }),
  );
  return { type };
};
