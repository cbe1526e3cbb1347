/**
 * GET pjuserimages/pjuserimages?filetype&uuid&filesize — a presigned PUT address, as text, for a new
 * profile picture of the caller (000 §7): `uploads/userprofileimages/<uuid>-<random id>.<ext>` (.jpeg
 * and .jfif become .jpg; nothing serves uploads/), bound to the type's Content-Type and to exactly
 * `filesize` bytes (at most 5 MB, schema), valid 5 minutes (media/uploads.ts). Then POST
 * pjusersettings/pjusersettings/image (or createUser at signup) checks it and publishes it under a
 * new media/ key (media/picture-check.ts).
 */
import { randomBytes } from 'node:crypto';
import { contentTypeOf } from '../../domain/media';
import { newProfileImageUploadKey } from '../../domain/profile-image';
import { text } from '../../http/responses';
import type { OperationFor } from '../../http/service';
import { presignUpload } from '../../media/uploads';

export const getProfileImageUploadUrl: OperationFor<'getProfileImageUploadUrl'> = async ({
  caller,
  query,
}) => {
  const key = newProfileImageUploadKey(caller.uuid, query.filetype, randomBytes(12).toString('base64url'));
  return text(await presignUpload(key, contentTypeOf(key), query.filesize));
};
