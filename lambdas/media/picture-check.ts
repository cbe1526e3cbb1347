/**
 * The check an uploaded object passes before it becomes anyone's profile picture (000 §5: jpeg, jpg,
 * png or webp, at most 5 MB), for the profile editor (pjusersettings image) and signup (pjuser
 * create) alike. A presigned PUT binds a Content-Type and a length, but not what the bytes are: a
 * text file renamed fake.png uploads as image/png. So the server reads the object itself:
 * 1. HeadObject: it exists (404 otherwise), its size is at most LIMITS.profileImageMaxBytes (413) and
 *    at least SNIFF_BYTES (400: no picture is smaller);
 * 2. GetObject of its first SNIFF_BYTES bytes (Range): they are a JPEG, PNG or WebP (400 NotAnImage);
 * 3. the type the bytes show is the type the object is stored and served with (400 otherwise: a
 *    JPEG uploaded as .png would be served as image/png), so every stored picture's Content-Type
 *    matches its bytes.
 * A refused object is deleted, so it can never be served or chosen later.
 *
 * `acceptUploadedPicture` runs the check on a copy that no upload address can write (uploads.ts
 * `takeUpload`), then publishes that copy under a new `media/userprofileimages/` key: what is served
 * is exactly what was checked, and an upload is never served from where it was uploaded.
 * Cost: two small S3 reads, two copies and two deletes; no table access.
 */
import { GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey } from '@aws-sdk/client-s3';
import { LIMITS } from '../../lib/contract/constants';
import { randomBytes } from 'node:crypto';
import { bucketConfig } from '../core/config';
import { newProfileImageKey } from '../domain/profile-image';
import { BadRequestError, NotFoundError, PayloadTooLargeError, defineErrorType } from '../core/errors';
import { SNIFF_BYTES, sniffPictureType, type PictureType } from './image-sniff';
import { discardObject, publishUpload, s3, takeUpload } from './uploads';

/** The uploaded object's bytes are not a JPEG, PNG or WebP image, or not of the type it was uploaded as. */
export class NotAnImageError extends BadRequestError {}
defineErrorType(NotAnImageError, 'NotAnImage');
/** The uploaded object is larger than a profile picture may be. */
export class PictureTooLargeError extends PayloadTooLargeError {}
defineErrorType(PictureTooLargeError, 'PictureTooLarge');
/** No object was uploaded under the key. */
export class PictureNotUploadedError extends NotFoundError {}
defineErrorType(PictureNotUploadedError, 'PictureNotUploaded');

/** No JPEG, PNG or WebP is shorter than this (a PNG's signature and header alone are 33 bytes). */
const MIN_PICTURE_BYTES = SNIFF_BYTES;

const TYPE_NAMES: Record<PictureType, string> = {
  'image/jpeg': 'a JPEG',
  'image/png': 'a PNG',
  'image/webp': 'a WebP',
};

const discard = discardObject;

/** The stored extension of each picture type. */
const EXTENSIONS: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'));

/**
 * Checks the uploaded object at `key` as described above; answers its (sniffed) type, or throws
 * NotAnImageError / PictureTooLargeError (the object deleted) or PictureNotUploadedError.
 */
export async function checkUploadedPicture(key: string): Promise<PictureType> {
  const Bucket = bucketConfig().bucket;
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
  } catch (error) {
    if (isMissing(error))
      throw new PictureNotUploadedError('no picture was uploaded under that name', { cause: error });
    throw error;
  }
  const size = head.ContentLength ?? 0;
  if (size > LIMITS.profileImageMaxBytes) {
    await discard(key);
    throw new PictureTooLargeError(`the picture is larger than the 5 MB maximum (${size} bytes)`);
  }
  // smaller than any signature (an empty object would also make the ranged read fail with 416)
  if (size < MIN_PICTURE_BYTES) {
    await discard(key);
    throw new NotAnImageError('the uploaded file is not a JPEG, PNG or WebP image');
  }
  const start = await s3().send(
    new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
  );
  const bytes = start.Body ? await start.Body.transformToByteArray() : new Uint8Array();
  const sniffed = sniffPictureType(bytes);
  if (!sniffed) {
    await discard(key);
    throw new NotAnImageError('the uploaded file is not a JPEG, PNG or WebP image');
  }
  const stored = (head.ContentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (stored !== sniffed) {
    await discard(key);
    throw new NotAnImageError(
      `the uploaded file is ${TYPE_NAMES[sniffed]} image but was uploaded as ${stored || 'an unknown type'}`,
    );
  }
  return sniffed;
}

/**
 * Takes the caller's upload at `uploadKey` out of its address's reach, checks it (as above) and
 * publishes it under a new key of `uuid`'s pictures; answers that key. Throws PictureNotUploadedError,
 * NotAnImageError or PictureTooLargeError (nothing published, the upload deleted).
 */
export async function acceptUploadedPicture(uploadKey: string, uuid: string): Promise<string> {
  const held = await takeUpload(
    uploadKey,
    (cause) => new PictureNotUploadedError('no picture was uploaded under that name', { cause }),
  );
  const type = await checkUploadedPicture(held);
  const key = newProfileImageKey(uuid, EXTENSIONS[type], randomBytes(12).toString('base64url'));
  await publishUpload(held, key, type);
  return key;
}
