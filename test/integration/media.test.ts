/**
 * Media on the twin: the browser's presigned PUT to the S3 emulator (CORS from the twin's origin),
 * the object served back at /media/<key>, and S3's refusal of a body that does not match the
 * checksum signed into the URL.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const s3 = (requestChecksumCalculation: 'WHEN_REQUIRED' | 'WHEN_SUPPORTED') =>
  new S3Client({
    endpoint: info.urls.engines.s3,
    region: info.region,
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
    requestChecksumCalculation,
  });

const presign = (client: S3Client, key: string) =>
  getSignedUrl(
    client,
    new PutObjectCommand({ Bucket: info.mediaBucket, Key: key, ContentType: 'image/png' }),
    { expiresIn: 300 },
  );

it('accepts a presigned PUT from the twin’s pages and serves the object at /media/<key>', async () => {
  const client = s3('WHEN_REQUIRED');
  const key = `media/userprofileimages/test-${randomUUID()}.png`;
  const url = await presign(client, key);
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

  const preflight = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: info.urls.site,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  const upload = await fetch(url, {
    method: 'PUT',
    body: bytes,
    headers: { 'Content-Type': 'image/png', Origin: info.urls.site },
  });
  const served = await fetch(`${info.urls.site}/${key}`);
  client.destroy();

  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  expect(upload.status).toBe(200);
  expect(upload.headers.get('access-control-allow-origin')).toBe(info.urls.site);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
});

it('refuses, as S3 does, a body that does not match the checksum signed into the URL', async () => {
  // the SDK's default signs the CRC32 of the (empty) body it presigned with
  const client = s3('WHEN_SUPPORTED');
  const url = await presign(client, `media/userprofileimages/test-${randomUUID()}.png`);
  client.destroy();
  expect(new URL(url).searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');

  const upload = await fetch(url, {
    method: 'PUT',
    body: 'not empty',
    headers: { 'Content-Type': 'image/png' },
  });

  expect(upload.status).toBe(400);
  expect(await upload.text()).toContain('<Code>BadDigest</Code>');
});

it('answers a missing media object with 404', async () => {
  const response = await fetch(`${info.urls.media}/games/no-such-${randomUUID()}.png`);

  expect(response.status).toBe(404);
});
