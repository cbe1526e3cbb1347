import {
  putWithProgress,
  UploadAbortedError,
  UploadError,
  UploadNetworkError,
} from '../../../../web/src/lib/upload';
import { checkProfileImage, keyOfUploadUrl } from '../../../../web/src/state/flows/profile-image-upload';
import { FakeXhr, installFakeXhr, restoreXhr, UPLOAD_KEY, UPLOAD_URL } from './harness';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));

beforeEach(() => {
  installFakeXhr();
});
afterEach(() => {
  restoreXhr();
  jest.resetAllMocks();
});

const blob = (size: number, type = 'image/png') => new Blob([new Uint8Array(size)], { type });

describe('putWithProgress (lib/upload.ts)', () => {
  it('PUTs the blob with the signed Content-Type and reports progress until the storage accepts it', async () => {
    const body = blob(200);
    const progress = jest.fn();

    const done = putWithProgress(UPLOAD_URL, body, { contentType: 'image/jpeg', onProgress: progress });
    const request = FakeXhr.requests[0]!;
    request.progress(80, 200);
    request.respond(200);
    await done;

    expect(request.method).toBe('PUT');
    expect(request.url).toBe(UPLOAD_URL);
    expect(request.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(request.body).toBe(body);
    expect(progress.mock.calls.map(([value]) => value)).toEqual([
      { loaded: 0, total: 200 },
      { loaded: 80, total: 200 },
      { loaded: 200, total: 200 },
    ]);
  });

  it('rejects with UploadError on a refused PUT', async () => {
    const done = putWithProgress(UPLOAD_URL, blob(10), { contentType: 'image/png' });
    FakeXhr.requests[0]!.respond(403);

    await expect(done).rejects.toEqual(expect.objectContaining({ name: 'UploadError', status: 403 }));
    await expect(done).rejects.toBeInstanceOf(UploadError);
  });

  it('rejects with UploadNetworkError when there is no answer', async () => {
    const done = putWithProgress(UPLOAD_URL, blob(10), { contentType: 'image/png' });
    FakeXhr.requests[0]!.fail();

    await expect(done).rejects.toBeInstanceOf(UploadNetworkError);
  });

  it('aborts through its signal, and sends nothing for an already aborted one', async () => {
    const controller = new AbortController();
    const done = putWithProgress(UPLOAD_URL, blob(10), {
      contentType: 'image/png',
      signal: controller.signal,
    });
    const abort = jest.spyOn(FakeXhr.requests[0]!, 'abort');

    controller.abort();

    await expect(done).rejects.toBeInstanceOf(UploadAbortedError);
    expect(abort).toHaveBeenCalledTimes(1);
    await expect(
      putWithProgress(UPLOAD_URL, blob(10), { contentType: 'image/png', signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadAbortedError);
    expect(FakeXhr.requests).toHaveLength(1);
  });
});

describe('profile image rules (000 §5, 001 §5)', () => {
  it.each([
    ['a.jpg', 'jpg', 'image/jpeg', 'a.jpg'],
    ['a.JPEG', 'jpg', 'image/jpeg', 'a.jpg'],
    ['photo.jfif', 'jpg', 'image/jpeg', 'photo.jpg'],
    ['b.png', 'png', 'image/png', 'b.png'],
    ['c.webp', 'webp', 'image/webp', 'c.webp'],
  ])('accepts %s as .%s (%s)', (name, extension, contentType, storedName) => {
    const check = checkProfileImage(new File(['x'], name));

    expect(check).toEqual({ ok: true, image: expect.objectContaining({ extension, contentType }) });
    expect(check.ok && check.image.file.name).toBe(storedName);
    expect(check.ok && check.image.file.type).toBe(contentType);
  });

  it.each(['a.gif', 'a.svg', 'jpg', 'a.', 'a.jpg.exe'])('refuses %s by its extension', (name) => {
    expect(checkProfileImage(new File(['x'], name))).toEqual({ ok: false, reason: 'extension' });
  });

  it('refuses an empty file and one over 5 MB', () => {
    const big = new File(['x'], 'big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });

    expect(checkProfileImage(big)).toEqual({ ok: false, reason: 'size' });
    expect(checkProfileImage(new File([], 'empty.png'))).toEqual({ ok: false, reason: 'size' });
  });

  it.each([
    [UPLOAD_URL, UPLOAD_KEY],
    [`http://localhost:3000/s3/playjoin-media/${UPLOAD_KEY}?X-Amz-Expires=300`, UPLOAD_KEY],
    [
      'https://bucket.s3.amazonaws.com/uploads/userprofileimages/a%2Db.png?sig=1',
      'uploads/userprofileimages/a-b.png',
    ],
    ['https://bucket.s3.amazonaws.com/media/games/a.png', null],
    // a served picture is not an upload: only uploads/ addresses are PUT to
    ['https://bucket.s3.amazonaws.com/media/userprofileimages/a-b.png', null],
    ['not a url', null],
  ])('finds the upload key in %s', (url, key) => {
    expect(keyOfUploadUrl(url)).toBe(key);
  });
});
