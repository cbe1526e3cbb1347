/**
 * POST pjusersettings/pjusersettings/image — points the caller's profile picture at an image they
 * uploaded with the address of GET pjuserimages/pjuserimages (000 §7). `imageFile` names it by key,
 * file name or URL; anything outside the caller's own `userprofileimages/<uuid>-` files is 400.
 * Stores the key; answers the picture's public address.
 */
import { ownProfileImageKey } from '../../domain/profile-image';
import { BadRequestError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { updateOwnProfile } from '../own-profile';

export const setProfileImage: OperationFor<'setProfileImage', 'updateProfile'> = async ({
  caller,
  body,
  deps,
}) => {
  const key = ownProfileImageKey(body.imageFile, caller.uuid);
  if (!key) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.imageFile', message: 'must name an image the caller uploaded' }],
    });
  }
  await updateOwnProfile(caller.uuid, { profilePicKey: key }, deps);
  return { ProfilePicLink: deps.media.url(key) };
};
