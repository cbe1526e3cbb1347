/**
 * POST pjuserprofile/pjuserprofile/views/post {uuid, username} — records that the caller viewed the
 * named user's profile (000 §5, §7; A14): at most once per viewer per UTC day (affectedRows 1 for the
 * day's first view, 0 after), never for your own profile (0, nothing written). Refused across a block
 * either way (403 Blocked); an unknown or deactivated user, or a caller without a profile yet, is 404.
 * The count is kept by the stream handler (streams/reactions/profile-views.ts) and read back by
 * getProfileViews.
 */
import {
  PROFILE_VIEW_TTL_DAYS,
  activeTarget,
  expiresAfterDay,
  refuseBlocked,
  utcDay,
} from '../../domain/social';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const recordProfileView: OperationFor<
  'recordProfileView',
  'getProfileByUserName' | 'isBlockedEitherWay' | 'putProfileView'
> = async ({ caller, body, deps }) => {
  // the caller's own profile, already read by the session check: no edge or view from a user without one
  if (!(await caller.profile())?.active) throw new NotFoundError('the caller has no profile yet');
  const viewed = activeTarget(await deps.data.getProfileByUserName(body.username));
  if (viewed.uuid === caller.uuid) return { affectedRows: 0 };
  refuseBlocked(await deps.data.isBlockedEitherWay(caller.uuid, viewed.uuid), 'view');
  const now = deps.clock.now();
  const day = utcDay(now);
  const recorded = await deps.data.putProfileView({
    viewedUuid: viewed.uuid,
    viewerUuid: caller.uuid,
    day,
    createdAt: now.toISOString(),
    expiresAt: expiresAfterDay(day, PROFILE_VIEW_TTL_DAYS),
  });
  return { affectedRows: recorded ? 1 : 0 };
};
