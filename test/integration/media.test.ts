/**
 * Media on the twin: the browser's presigned PUT to the S3 emulator (CORS from the twin's origin),
 * the object served back at /media/<key>, and S3's refusals: a body that does not match the checksum
 * signed into the URL, an expired, forged or retargeted URL, an unknown key, a preflight from
 * another origin.
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

describe('presigned URLs, verified as S3 verifies them', () => {
  const key = () => `media/userprofileimages/test-${randomUUID()}.png`;
  const put = (url: string, body = 'x') =>
    fetch(url, { method: 'PUT', body, headers: { 'Content-Type': 'image/png' } });
  const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];

  it('refuses an expired URL with 403 AccessDenied', async () => {
    const client = s3('WHEN_REQUIRED');
    const url = await getSignedUrl(
      client,
      new PutObjectCommand({ Bucket: info.mediaBucket, Key: key(), ContentType: 'image/png' }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) },
    );
    client.destroy();

    const upload = await put(url);

    expect(upload.status).toBe(403);
    await expect(errorCode(upload)).resolves.toBe('AccessDenied');
  });

  it('refuses a URL signed with another secret, or for another key than the one it names', async () => {
    const wrongSecret = new S3Client({
      endpoint: info.urls.engines.s3,
      region: info.region,
      forcePathStyle: true,
      credentials: { accessKeyId: LOCAL_CREDENTIALS.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    const forged = await presign(wrongSecret, key());
    wrongSecret.destroy();
    const client = s3('WHEN_REQUIRED');
    const signed = await presign(client, key());
    client.destroy();
    const retargeted = signed.replace('/userprofileimages/test-', '/userprofileimages/other-');

    for (const url of [forged, retargeted]) {
      const upload = await put(url);
      expect(upload.status).toBe(403);
      await expect(errorCode(upload)).resolves.toBe('SignatureDoesNotMatch');
    }
  });

  it('refuses an unknown access key with 403 InvalidAccessKeyId', async () => {
    const stranger = new S3Client({
      endpoint: info.urls.engines.s3,
      region: info.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIASTRANGER', secretAccessKey: LOCAL_CREDENTIALS.secretAccessKey },
    });
    const url = await presign(stranger, key());
    stranger.destroy();

    const upload = await put(url);

    expect(upload.status).toBe(403);
    await expect(errorCode(upload)).resolves.toBe('InvalidAccessKeyId');
  });
});

describe('the bucket’s CORS rule (the stack’s, for the twin’s origins)', () => {
  const preflight = (origin: string, method = 'PUT') =>
    fetch(`${info.urls.engines.s3}/${info.mediaBucket}/media/userprofileimages/any.png`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('allows a PUT from either address of the twin, naming the origin as S3 does', async () => {
    const port = new URL(info.urls.site).port;
    for (const origin of [info.urls.site, `http://127.0.0.1:${port}`]) {
      const answer = await preflight(origin);

      expect(answer.status).toBe(200);
      expect(Object.fromEntries(answer.headers)).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'PUT',
        'access-control-allow-headers': 'content-type',
        'access-control-expose-headers': 'ETag',
        'access-control-max-age': '3000',
      });
    }
  });

  it('refuses another origin, or a method the rule does not allow, with 403', async () => {
    await expect(preflight('http://evil.example')).resolves.toHaveProperty('status', 403);
    await expect(preflight(info.urls.site, 'DELETE')).resolves.toHaveProperty('status', 403);
  });
});
