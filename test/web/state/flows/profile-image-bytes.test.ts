import {
  checkProfileImageBytes,
  imageKindOfBytes,
} from '../../../../web/src/state/flows/profile-image-upload';
import { usernameIssue } from '../../../../web/src/lib/field-rules';
import { aFile, BYTES } from '../../profile-fixtures';

describe("the picture's first bytes (magic numbers)", () => {
  it.each([
    ['JPEG', BYTES.jpg, 'jpg'],
    ['PNG', BYTES.png, 'png'],
    ['WebP', BYTES.webp, 'webp'],
    ['text', BYTES.text, null],
    ['a RIFF that is not WebP (WAVE)', [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45], null],
    ['an empty head', [], null],
  ])('reads %s', (_, bytes, kind) => {
    expect(imageKindOfBytes(new Uint8Array(bytes))).toBe(kind);
  });

  it('refuses a text file named .png as content, and a GIF named .gif by its extension', async () => {
    expect(await checkProfileImageBytes(aFile('fake.png', BYTES.text))).toEqual({
      ok: false,
      reason: 'content',
    });
    expect(await checkProfileImageBytes(aFile('anim.gif', [0x47, 0x49, 0x46, 0x38]))).toEqual({
      ok: false,
      reason: 'extension',
    });
  });

  it('sends a JPEG saved as .png as what its bytes say, and a .jfif JPEG as .jpg', async () => {
    const renamed = await checkProfileImageBytes(aFile('photo.png', BYTES.jpg, 100));
    expect(renamed.ok && renamed.image).toEqual(
      expect.objectContaining({ extension: 'jpg', contentType: 'image/jpeg' }),
    );
    expect(renamed.ok && renamed.image.file.name).toBe('photo.jpg');
    expect(renamed.ok && renamed.image.file.size).toBe(100);

    const jfif = await checkProfileImageBytes(aFile('selfie.jfif', BYTES.jpg));
    expect(jfif.ok && [jfif.image.file.name, jfif.image.contentType]).toEqual(['selfie.jpg', 'image/jpeg']);
  });
});

describe('usernameIssue (000 §5: 4 to 20 letters, digits, _ or .)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'tooShort'],
    ['a'.repeat(21), 'tooLong'],
    ['a'.repeat(50), 'tooLong'],
    ['bad name', 'characters'],
    ['no-dash', 'characters'],
    ['Neon_Fox.7', null],
    ['ゲーマー太郎', null],
    ['a'.repeat(20), null],
  ])('%j gives %s', (name, issue) => {
    expect(usernameIssue(name)).toBe(issue);
  });
});
