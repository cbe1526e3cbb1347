/** POST pjupdategender/pjupdategender — sets the caller's gender (001 §2 settings; codes of 001 §3). */
import type { OperationFor } from '../../http/service';
import { updateOwnProfile } from '../own-profile';

export const updateGender: OperationFor<'updateGender', 'updateProfile'> = async ({ caller, body, deps }) =>
  updateOwnProfile(caller.uuid, { genderId: body.gender }, deps);
