import '../env';
import { presignUpload, UPLOAD_URL_TTL_SECONDS } from '../../../lambdas/media/uploads';

describe('presignUpload', () => {
  it('signs a PUT of the key for 5 minutes, binding the Content-Type and the exact Content-Length', async () => {
    const url = new URL(await presignUpload('media/userprofileimages/a-b.jpg', 'image/jpeg', 123_456));

    expect(url.hostname).toBe('playjoin-media-test.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/media/userprofileimages/a-b.jpg');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_TTL_SECONDS));
    expect(UPLOAD_URL_TTL_SECONDS).toBe(300);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('x-id')).toBe('PutObject');
  });

  it('signs no body checksum (S3 would refuse every real upload against an empty-body CRC)', async () => {
    const url = new URL(await presignUpload('media/userprofileimages/a-b.png', 'image/png', 10));

    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual(
      [],
    );
  });
});
