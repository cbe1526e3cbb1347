/**
 * POST pjusersettings/pjusersettings/bio/update {uuid, bio} — saves the caller's bio (000 §7), at most
 * LIMITS.bioMax characters (route), trimmed; a blank bio is stored as null (no bio). The display
 * clean-up stays on the reading side. A7: one UpdateItem (1 WCU); 404 before the profile exists.
 */
import { storedBio } from '../../domain/profile-edit';
import type { OperationFor } from '../../http/service';
import { updateOwnProfile } from '../own-profile';

export const updateBio: OperationFor<'updateBio', 'updateProfile'> = async ({ caller, body, deps }) =>
  updateOwnProfile(caller.uuid, { bio: storedBio(body.bio) }, deps);
