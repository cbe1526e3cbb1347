import { contentTypeOf, mediaKey } from '../../../lambdas/domain/media';
import { mediaUrl } from '../../../lambdas/model/media-url';

describe('media keys and URLs', () => {
  it('serves a media key at the base URL without the media prefix', () => {
    expect(mediaUrl('https://cdn.example.test/media', 'media/games/1.svg')).toBe(
      'https://cdn.example.test/media/games/1.svg',
    );
    expect(mediaUrl('http://localhost:3000/media/', 'media/flags/us.svg')).toBe(
      'http://localhost:3000/media/flags/us.svg',
    );
  });

  it('keeps an absolute address only under the media base', () => {
    expect(mediaUrl('https://cdn.test/media', 'https://cdn.test/media/games/1.svg')).toBe(
      'https://cdn.test/media/games/1.svg',
    );
    expect(() => mediaUrl('https://cdn.test/media', 'https://elsewhere.test/a.png')).toThrow(/media base/);
    expect(() => mediaUrl('https://cdn.test/media', 'https://cdn.test/mediaevil/a.png')).toThrow(
      /media base/,
    );
    expect(() => mediaUrl('https://cdn.test/media', 'https://cdn.test/media/../site/a.png')).toThrow(
      /media base/,
    );
    expect(() => mediaUrl('https://cdn.test/media', 'HTTPS://cdn.test.evil/media/a.png')).toThrow(
      /media base/,
    );
  });

  it.each([
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'blob:https://cdn.test/1234',
    'javascript:alert(1)',
    '//elsewhere.test/a.png',
    'games/1.svg',
    'media/../index.html',
    'media/%2e%2e/index.html',
  ])('refuses %s', (key) => {
    expect(() => mediaUrl('https://cdn.test/media', key)).toThrow();
  });

  it('builds keys from plain file names only', () => {
    expect(mediaKey('media/games', '7.svg')).toBe('media/games/7.svg');
    expect(() => mediaKey('media/games', '../secret')).toThrow();
    expect(() => mediaKey('uploads', 'a.png')).toThrow();
  });

  it.each([
    ['a.svg', 'image/svg+xml'],
    ['a.PNG', 'image/png'],
    ['a.jfif', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['clip.mov', 'video/quicktime'],
    ['a.bin', 'application/octet-stream'],
    ['a.constructor', 'application/octet-stream'],
    ['a.__proto__', 'application/octet-stream'],
  ])('types %s as %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});
