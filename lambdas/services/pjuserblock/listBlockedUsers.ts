/**
 * GET pjuserblock/pjuserblock/reportinguser?uuid — the active users the caller blocked (001 §2
 * settings "Blocked list"): [{ UserName, ProfilePicLink }] by name. Ids first, then the people
 * pipeline (domain/people.ts) keeping the people the caller blocked, then present.
 */
import { listPeople } from '../../domain/people';
import type { OperationFor } from '../../http/service';
import { pictureUrl } from '../../domain/views';

export const listBlockedUsers: OperationFor<'listBlockedUsers', 'getProfiles' | 'listBlockedUuids'> = async ({
  caller,
  deps,
}) => {
  const uuids = await deps.data.listBlockedUuids(caller.uuid);
  const people = await listPeople(uuids, { viewer: caller.uuid, blocked: 'keep' }, deps.data);
  return people
    .map(({ profile }) => profile)
    .sort((a, b) => a.userName.localeCompare(b.userName, 'en', { sensitivity: 'base' }))
    .map((profile) => ({
      UserName: profile.userName,
      ProfilePicLink: pictureUrl(deps.media, profile.profilePicKey),
    }));
};
