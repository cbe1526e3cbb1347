/**
 * POST pjuserprofile/pjuserprofile/userhub {username, uuid, active} — the caller spectates (active 1)
 * or stops spectating (active 0) the named user (000 §4 "Spectate", §7; S1), answering the new
 * specStatus. Both are idempotent: spectating twice keeps the first edge, unspectating without an edge
 * answers 0. Refused: yourself (400 CannotTargetSelf: spectateModal errorMsg1), a user blocked either
 * way (403 Blocked; the write itself re-checks the block in its transaction, so a block landing at
 * the same moment cannot leave an edge), an unknown or deactivated user, or a caller without a profile
 * yet (404). The stream handler counts the edge (streams/reactions/spectate-counters.ts).
 */
import { CannotTargetSelfError } from '../../auth/errors';
import { activeTarget, refuseBlocked } from '../../domain/social';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const spectateUser: OperationFor<
  'spectateUser',
  'getProfileByUserName' | 'isBlockedEitherWay' | 'putSpectate' | 'deleteSpectate'
> = async ({ caller, body, deps }) => {
  // the caller's own profile, already read by the session check: no edge or view from a user without one
  if (!(await caller.profile())?.active) throw new NotFoundError('the caller has no profile yet');
  const target = activeTarget(await deps.data.getProfileByUserName(body.username));
  if (target.uuid === caller.uuid) throw new CannotTargetSelfError('you cannot spectate yourself');
  refuseBlocked(await deps.data.isBlockedEitherWay(caller.uuid, target.uuid), 'spectate');
  if (body.active === 0) {
    await deps.data.deleteSpectate(caller.uuid, target.uuid);
    return { specStatus: 0 };
  }
  const outcome = await deps.data.putSpectate({
    spectatorUuid: caller.uuid,
    targetUuid: target.uuid,
    createdAt: deps.clock.now().toISOString(),
  });
  refuseBlocked(outcome === 'blocked', 'spectate');
  return { specStatus: 1 };
};
