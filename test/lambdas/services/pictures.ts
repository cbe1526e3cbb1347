/**
 * The media bucket as the picture check (lambdas/media/picture-check.ts) meets it in unit tests: an
 * uploaded object's head (size, Content-Type) and its first bytes, on a stubbed S3 client.
 */
import { mockClient } from 'aws-sdk-client-mock';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  NoSuchKey,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';

/** The first bytes of a real PNG, JPEG and WebP, and of a text file. */
export const BYTES = {
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  webp: Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBP')]),
  text: Uint8Array.from(Buffer.from('hello, I am no picture')),
};

/** Stubs S3 (reset after each test). */
export function mockMediaBucket() {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
  return s3;
}

/** The key an upload is held under while it is checked (lambdas/media/uploads.ts takeUpload). */
export const HELD_KEY = expect.stringMatching(/^uploads\/checking\/[A-Za-z0-9_-]{22}$/) as unknown as string;

/** The copies made: each one's source and destination key (and the type a publication serves). */
export function copies(s3: ReturnType<typeof mockMediaBucket>) {
  return s3.commandCalls(CopyObjectCommand).map((call) => {
    const { CopySource, Key, ContentType } = call.args[0].input;
    return {
      from: CopySource!.replace(/^playjoin-media-test\//, ''),
      to: Key,
      ...(ContentType ? { ContentType } : {}),
    };
  });
}

/** The keys deleted, in order. */
export const deletions = (s3: ReturnType<typeof mockMediaBucket>) =>
  s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

/**
 * The object under any key: `bytes` stored as `contentType`, `size` bytes long; or none (`null`).
 * Copies succeed (the held copy is what the check reads), or find nothing to copy.
 */
export function givenUpload(
  s3: ReturnType<typeof mockMediaBucket>,
  upload: { bytes: Uint8Array; contentType: string; size?: number } | null,
): void {
  s3.on(DeleteObjectCommand).resolves({});
  if (!upload) {
    s3.on(CopyObjectCommand).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }),
    );
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: {} }));
    return;
  }
  s3.on(CopyObjectCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({ ContentLength: upload.size ?? 2048, ContentType: upload.contentType });
  s3.on(GetObjectCommand).resolves({
    Body: { transformToByteArray: async () => upload.bytes } as never,
  });
}
