/**
 * GET pjuserblock/pjuserblock/reportinguser?uuid — the active users the caller blocked (001 §2
 * settings "Blocked list"): [{ UserName, ProfilePicLink }] by name. Ids first, profiles in one batch,
 * deactivated users dropped.
 */
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';
import type { OperationFor } from '../../http/service';

export const listBlockedUsers: OperationFor<'listBlockedUsers', 'getProfiles' | 'listBlockedUuids'> = async ({
  caller,
  deps,
}) => {
  const uuids = await deps.data.listBlockedUuids(caller.uuid);
  if (uuids.length === 0) return [];
  const profiles = await deps.data.getProfiles(uuids);
  return profiles
    .filter((profile) => profile.active)
    .sort((a, b) => a.userName.localeCompare(b.userName, 'en', { sensitivity: 'base' }))
    .map((profile) => ({
      UserName: profile.userName,
      ProfilePicLink: deps.media.url(profile.profilePicKey ?? DEFAULT_PROFILE_PICTURE_KEY),
    }));
};
