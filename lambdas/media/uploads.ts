/**
 * Presigned uploads into the media bucket. The browser PUTs the file straight to S3 (000 §7); the
 * address binds the key, the Content-Type and, when the client announces it, the exact Content-Length
 * (signed headers, so S3 refuses a PUT whose headers differ), and expires after
 * UPLOAD_URL_TTL_SECONDS. A presigned PUT cannot carry a size range, so the maximum is enforced by
 * signing the announced size, and in any case on the uploaded object before it is used
 * (picture-check.ts).
 *
 * The client is created once per container; it never computes a body checksum for the URL (the SDK's
 * default would sign the CRC32 of an empty body, and S3 would refuse every real upload).
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

/**
 * A presigned PUT address for one object of `contentType`, and of exactly `contentLength` bytes when
 * the client announced its size (then S3 refuses any other length). Without it the size is checked on
 * the uploaded object before it is used (media/picture-check.ts).
 */
export async function presignUpload(
  key: string,
  contentType: string,
  contentLength?: number,
): Promise<string> {
  const sized = contentLength !== undefined;
  return getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: bucketConfig().bucket,
      Key: key,
      ContentType: contentType,
      ...(sized ? { ContentLength: contentLength } : {}),
    }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signableHeaders: new Set(sized ? ['content-type', 'content-length'] : ['content-type']),
    },
  );
}
