/**
 * POST pjinvitetoplay/pjinvitetoplayupdateaccept {usernameFrom, usernameTo, gameId, gameDescription,
 * accepted} — the caller (usernameTo, checked against the token) accepts the latest invite usernameFrom
 * sent them for that game (000 §4 "Invite to play"; docs/data-model.md I2). After it both sides see it
 * accepted: the caller's invite (status TO) and the sender's list (status FROM). Accepting again
 * changes nothing and answers `affectedRows: 0` (idempotent). Refused: `accepted` 0 (400: an accept
 * cannot be taken back), no such invite (404; also an unknown or closed sender, an invite the
 * caller's preferences kept from them, or one past its 90 days), a block either way (403 Blocked).
 * `gameDescription` is not read. Cost: ≈ 2.5 RCU (name and profile 1, blocks 1, the invite 0.5)
 * + 3 WCU, besides the session read.
 */
import { BadRequestError, NotFoundError } from '../../core/errors';
import { sameUserName } from '../../../lib/contract/user-names';
import { activeTarget, refuseBlocked } from '../../domain/social';
import type { OperationFor } from '../../http/service';

export const acceptInvite: OperationFor<
  'acceptInvite',
  'getProfileByUserName' | 'isBlockedEitherWay' | 'getLatestInvite' | 'markInviteAccepted'
> = async ({ caller, body, deps }) => {
  if (body.accepted !== 1) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.accepted', message: 'only 1: an accepted invite stays accepted' }],
    });
  }
  if (sameUserName(body.usernameFrom, body.usernameTo)) throw new NotFoundError('no such invite');
  const sender = activeTarget(await deps.data.getProfileByUserName(body.usernameFrom));
  const now = deps.clock.now();
  const [blocked, invite] = await Promise.all([
    deps.data.isBlockedEitherWay(caller.uuid, sender.uuid),
    deps.data.getLatestInvite(caller.uuid, sender.uuid, body.gameId, now),
  ]);
  refuseBlocked(blocked, 'accept an invite from');
  if (!invite) throw new NotFoundError('no such invite');
  if (invite.accepted === 1) return { affectedRows: 0 };
  const outcome = await deps.data.markInviteAccepted(invite, now);
  if (outcome === 'missing') throw new NotFoundError('no such invite');
  return { affectedRows: outcome === 'accepted' ? 1 : 0 };
};
