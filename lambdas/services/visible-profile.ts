/**
 * The profile a signed-in caller reads by username (000 §7 "Spectating and profile": user, games,
 * game attributes, platforms): their own (the profile the session check loaded, no further read), or
 * another user's unless it is missing, deactivated, or either of the two blocked the other. All of
 * those answer the same 404 'no such user', so a blocked or blocking user learns nothing.
 * Cost: own 0 RCU; another user's 1 RCU (A2) + 1 RCU (both block keys in one BatchGetItem).
 */
import type { Profile } from '../data';
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';
import { NotFoundError } from '../core/errors';
import { sameUserName } from '../../lib/contract/user-names';
import type { Caller } from '../http/service';

export type VisibleProfileData = 'getProfileByUserName' | 'isBlockedEitherWay';

export const NO_SUCH_USER = 'no such user';

export async function visibleProfile(
  caller: Caller,
  userName: string,
  deps: Deps<DataNeeds<VisibleProfileData>>,
): Promise<Profile> {
  const own = await caller.profile();
  if (own && sameUserName(own.userName, userName)) return own;
  const profile = await deps.data.getProfileByUserName(userName);
  // a reservation read a moment before a rename may name a profile that no longer has the name
  if (
    !profile ||
    !profile.active ||
    profile.uuid === caller.uuid ||
    !sameUserName(profile.userName, userName)
  )
    throw new NotFoundError(NO_SUCH_USER);
  if (await deps.data.isBlockedEitherWay(caller.uuid, profile.uuid)) throw new NotFoundError(NO_SUCH_USER);
  return profile;
}
