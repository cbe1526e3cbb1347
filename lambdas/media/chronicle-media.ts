/**
 * The check an uploaded chronicle file passes before a post shows it (issue 11: "the server checks
 * what the browser claims"), and its publication. As for pictures (picture-check.ts), the server
 * reads the object itself:
 * 1. HeadObject: it exists (404 MediaNotUploaded), its size is at most LIMITS.chronicleMediaMaxBytes
 *    (413 MediaTooLarge) and at least a signature's length;
 * 2. GetObject of its first MEDIA_SNIFF_BYTES bytes (Range): a JPEG, PNG, GIF, MP4, QuickTime or WebM
 *    (400 NotAllowedMedia), of the type it was uploaded as (MP4 and QuickTime, one container family,
 *    may stand for each other);
 * all on a copy no upload address can write (uploads.ts `takeUpload`), then CopyObject of that copy to
 * the published key (media/chronicle/<postId>.<ext>) and DeleteObject of it: what is published is
 * exactly what was checked. A refused upload is deleted. Uploads never posted expire by the bucket's
 * uploads/ rule (1 day). Cost: two small S3 reads, two copies, two deletes; no table access.
 */
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { LIMITS } from '../../lib/contract/constants';
import { bucketConfig } from '../core/config';
import { BadRequestError, NotFoundError, PayloadTooLargeError, defineErrorType } from '../core/errors';
import { MEDIA_SNIFF_BYTES, sniffChronicleMediaType, type ChronicleMediaType } from './image-sniff';
import { discardObject, publishUpload, s3, takeUpload } from './uploads';

/** The uploaded bytes are not an allowed image or video, or not of the type uploaded as. */
export class NotAllowedMediaError extends BadRequestError {}
defineErrorType(NotAllowedMediaError, 'NotAllowedMedia');
/** The upload is larger than 50 MB. */
export class MediaTooLargeError extends PayloadTooLargeError {}
defineErrorType(MediaTooLargeError, 'MediaTooLarge');
/** Nothing was uploaded under the key. */
export class MediaNotUploadedError extends NotFoundError {}
defineErrorType(MediaNotUploadedError, 'MediaNotUploaded');

/** No allowed file is shorter than this (the shortest signature read: ftyp at 4–8, GIF's 6). */
const MIN_MEDIA_BYTES = 12;

const VIDEO_FAMILY = new Set(['video/mp4', 'video/quicktime']);
const sameType = (stored: string, sniffed: ChronicleMediaType) =>
  stored === sniffed || (VIDEO_FAMILY.has(stored) && VIDEO_FAMILY.has(sniffed));

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

const discard = discardObject;

export interface CheckedMedia {
  /** the type it was uploaded (and will be served) as */
  contentType: string;
  size: number;
}

/**
 * Takes the upload at `uploadKey` out of its address's reach and checks it as described above;
 * answers what was checked and where it is held; throws the errors above (the object deleted when refused).
 */
export async function checkChronicleUpload(uploadKey: string): Promise<CheckedMedia & { heldKey: string }> {
  const key = await takeUpload(
    uploadKey,
    (cause) => new MediaNotUploadedError('no file was uploaded under that name', { cause }),
  );
  return { ...(await checkHeld(key)), heldKey: key };
}

async function checkHeld(key: string): Promise<CheckedMedia> {
  const Bucket = bucketConfig().bucket;
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
  } catch (error) {
    if (isMissing(error))
      throw new MediaNotUploadedError('no file was uploaded under that name', { cause: error });
    throw error;
  }
  const size = head.ContentLength ?? 0;
  if (size > LIMITS.chronicleMediaMaxBytes) {
    await discard(key);
    throw new MediaTooLargeError(`the file is larger than the 50 MB maximum (${size} bytes)`);
  }
  const refuse = async (message: string) => {
    await discard(key);
    return new NotAllowedMediaError(message);
  };
  if (size < MIN_MEDIA_BYTES) throw await refuse('the uploaded file is not an allowed image or video');
  const start = await s3().send(
    new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${MEDIA_SNIFF_BYTES - 1}` }),
  );
  const bytes = start.Body ? await start.Body.transformToByteArray() : new Uint8Array();
  const sniffed = sniffChronicleMediaType(bytes);
  if (!sniffed)
    throw await refuse('the uploaded file is not a jpeg, png or gif image or an mp4, mov or webm video');
  const stored = (head.ContentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!sameType(stored, sniffed)) {
    throw await refuse(`the uploaded file is ${sniffed} but was uploaded as ${stored || 'an unknown type'}`);
  }
  return { contentType: stored, size };
}

/** Publishes a checked upload (held at `from`) at `to`, served with `contentType`, and removes it. */
export const publishChronicleUpload = publishUpload;
