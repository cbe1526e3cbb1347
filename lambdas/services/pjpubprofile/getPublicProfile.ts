/** GET pjpubprofile/pj/user?username — a public profile, as a list of at most one (000 §2, §7). */
import type { OperationFor } from '../../http/service';
import { presentPublicProfile } from '../../domain/public-profile';
import { englishReference } from '../../domain/reference';
import { findPublicUser } from './public-user';

export const getPublicProfile: OperationFor<'getPublicProfile', 'getProfileByUserName'> = async ({
  query,
  deps,
}) => {
  const profile = await findPublicUser(query.username, deps);
  return profile ? [presentPublicProfile(profile, deps.media, await englishReference())] : [];
};
