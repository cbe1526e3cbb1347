/**
 * Presigned uploads into the media bucket's `uploads/` area, which nothing serves. The browser PUTs
 * the file straight to S3 (000 §7); the address binds the key, the Content-Type and the exact
 * Content-Length the client announced (signed headers, so S3 refuses a PUT whose headers differ), and
 * expires after UPLOAD_URL_TTL_SECONDS. A presigned PUT cannot carry a size range, so the route's
 * schema caps the announced size, and the uploaded object is checked again before it is used.
 *
 * Using an upload (`takeUpload`, then `publishUpload`): the address stays writable for minutes after
 * it was used, so an object that was checked could be replaced under the same key. So the upload is
 * first copied to a key of its own that no address can write (`uploads/checking/<random>`) and
 * deleted; the copy is what gets checked and then copied to a new `media/` key, the only place
 * anything is served from. Whatever is PUT to the old address later is never read, and expires with
 * the bucket's uploads/ rule.
 *
 * The client is created once per container; it never computes a body checksum for the URL (the SDK's
 * default would sign the CRC32 of an empty body, and S3 would refuse every real upload).
 */
import { randomBytes } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_FOLDERS } from '../../lib/contract/infrastructure';
import { bucketConfig } from '../core/config';

/** 000 §7: the upload address is used at once. */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;

let client: S3Client | undefined;
/** The media bucket's S3 client, created once per container. */
export function s3(): S3Client {
  client ??= new S3Client({
    forcePathStyle: bucketConfig().forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return client;
}

/** Where an upload is held while it is checked: no presigned address can write there. */
const CHECKING_FOLDER = UPLOAD_FOLDERS.checking;

/**
 * A presigned PUT address for one object of `contentType` and of exactly `contentLength` bytes (S3
 * refuses any other type or length).
 */
export async function presignUpload(
  key: string,
  contentType: string,
  contentLength: number,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: bucketConfig().bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Deletes an object (a refused upload, or one that was copied on). */
export async function discardObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucketConfig().bucket, Key: key }));
}

/**
 * Takes the upload at `key` out of its presigned address's reach: copies it (type and all) to a new
 * key under CHECKING_FOLDER and deletes it; answers the new key. `notUploaded` is thrown when nothing
 * was uploaded there.
 */
export async function takeUpload(key: string, notUploaded: (cause: unknown) => Error): Promise<string> {
  const Bucket = bucketConfig().bucket;
  const held = `${CHECKING_FOLDER}/${randomBytes(16).toString('base64url')}`;
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket,
        Key: held,
        CopySource: copySource(Bucket, key),
        MetadataDirective: 'COPY',
      }),
    );
  } catch (error) {
    if (isMissing(error)) throw notUploaded(error);
    throw error;
  }
  await discardObject(key);
  return held;
}

/** Publishes a checked object at `to` (served with `contentType`) and removes it from `from`. */
export async function publishUpload(from: string, to: string, contentType: string): Promise<void> {
  const Bucket = bucketConfig().bucket;
  await s3().send(
    new CopyObjectCommand({
      Bucket,
      Key: to,
      CopySource: copySource(Bucket, from),
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
  await discardObject(from);
}
