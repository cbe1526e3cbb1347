/**
 * GET pjhubhome/pjhubspecstatus?uuid&username — whether the caller spectates the named user (000 §7;
 * S2): specStatus 1 or 0 (0 for yourself). A user blocked either way is hidden as an unknown one
 * (404), as is a deactivated one.
 */
import { activeTarget, hideBlocked } from '../../domain/social';
import type { OperationFor } from '../../http/service';

export const getSpectateStatus: OperationFor<
  'getSpectateStatus',
  'getProfileByUserName' | 'isBlockedEitherWay' | 'isSpectating'
> = async ({ caller, query, deps }) => {
  const target = activeTarget(await deps.data.getProfileByUserName(query.username));
  if (target.uuid === caller.uuid) return { specStatus: 0 };
  const [blocked, spectating] = await Promise.all([
    deps.data.isBlockedEitherWay(caller.uuid, target.uuid),
    deps.data.isSpectating(caller.uuid, target.uuid),
  ]);
  hideBlocked(blocked);
  return { specStatus: spectating ? 1 : 0 };
};
