/**
 * GET pjuserprofile/pjuserprofile/views/get?username — how often a user's profile was viewed (000 §7,
 * 001 §7 dashboard): queryResult [{ ProfileViewsCount }]; [] for an unknown or deactivated user.
 */
import type { OperationFor } from '../../http/service';

export const getProfileViews: OperationFor<'getProfileViews', 'getProfileByUserName'> = async ({
  query,
  deps,
}) => {
  const profile = await deps.data.getProfileByUserName(query.username);
  if (!profile?.active) return { queryResult: [] };
  return { queryResult: [{ ProfileViewsCount: profile.profileViewsCount }] };
};
