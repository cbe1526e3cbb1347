/**
 * GET pjuserprofile/pjuserprofile/user?username&uuid — a profile by username as an array of one
 * (000 §7), in the spec's field names (responses.ts userProfile). The caller's own, or another
 * user's unless missing, deactivated or blocked either way (404 'no such user' for all of those:
 * services/visible-profile.ts).
 */
import { presentUserProfile } from '../../domain/profile-edit';
import { englishReference } from '../../domain/reference';
import type { OperationFor } from '../../http/service';
import { visibleProfile, type VisibleProfileData } from '../visible-profile';

export const getUserProfile: OperationFor<'getUserProfile', VisibleProfileData> = async ({
  caller,
  query,
  deps,
}) => {
  const profile = await visibleProfile(caller, query.username, deps);
  return [presentUserProfile(profile, deps.media, await englishReference())];
};
