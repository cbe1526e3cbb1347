/**
 * POST pjusersettings/pjusersettings/image — points the caller's profile picture at an image they
 * uploaded with the address of GET pjuserimages/pjuserimages (000 §7). `imageFile` names it by key,
 * file name or URL; anything outside the caller's own `userprofileimages/<uuid>-` files is 400.
 * Before it becomes the picture the uploaded object itself is checked (media/picture-check.ts): at
 * most 5 MB (413), bytes of a JPEG, PNG or WebP stored with that type (400 NotAnImage), else it is
 * deleted; an accepted one is published under a new media/ key. Stores that key; answers the
 * picture's public address.
 */
import { ownProfileImageKey } from '../../domain/profile-image';
import { BadRequestError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { acceptUploadedPicture } from '../../media/picture-check';
import { updateOwnProfile } from '../own-profile';

export const setProfileImage: OperationFor<'setProfileImage', 'updateProfile'> = async ({
  caller,
  body,
  deps,
}) => {
  const uploadKey = ownProfileImageKey(body.imageFile, caller.uuid);
  if (!uploadKey) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.imageFile', message: 'must name an image the caller uploaded' }],
    });
  }
  const key = await acceptUploadedPicture(uploadKey, caller.uuid);
  await updateOwnProfile(caller.uuid, { profilePicKey: key }, deps);
  return { ProfilePicLink: deps.media.url(key) };
};
