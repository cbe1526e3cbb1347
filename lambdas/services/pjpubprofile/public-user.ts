/**
 * The owner of a public profile (000 §2): a reserved word is a 404; an unknown or deactivated
 * user is undefined, which the operations answer as [] so the web redirects to /profile-not-available.
 */
import { isReservedWord } from '../../../lib/contract/codes';
import type { Profile } from '../../data';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import { NotFoundError } from '../../core/errors';

export async function findPublicUser(
  userName: string,
  deps: Deps<DataNeeds<'getProfileByUserName'>>,
): Promise<Profile | undefined> {
  if (isReservedWord(userName)) throw new NotFoundError(`"${userName}" is not a profile name`);
  const profile = await deps.data.getProfileByUserName(userName);
  return profile?.active ? profile : undefined;
}
