import { flagUrl, mediaUrl } from '../../../web/src/lib/media';

describe('mediaUrl', () => {
  it('serves media keys under the media base URL', () => {
    expect(mediaUrl('media/userprofileimages/abc.png', 'https://cdn.test/media')).toBe(
      'https://cdn.test/media/userprofileimages/abc.png',
    );
    expect(mediaUrl('/userprofileimages/abc.png', 'https://cdn.test/media/')).toBe(
      'https://cdn.test/media/userprofileimages/abc.png',
    );
  });

  it('keeps an absolute address only under the media base', () => {
    expect(mediaUrl('https://cdn.test/media/games/1.svg', 'https://cdn.test/media')).toBe(
      'https://cdn.test/media/games/1.svg',
    );
    expect(mediaUrl('https://img.test/a.png', 'https://cdn.test/media')).toBeNull();
    expect(mediaUrl('https://cdn.test/mediaevil/a.png', 'https://cdn.test/media')).toBeNull();
    expect(mediaUrl('https://cdn.test/media/../index.html', 'https://cdn.test/media')).toBeNull();
  });

  it.each([
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'blob:https://cdn.test/1234',
    'javascript:alert(1)',
    '//img.test/a.png',
    'media/../index.html',
    '../index.html',
    'media/%2e%2e/index.html',
    'uploads/userprofileimages/abc.png',
  ])('refuses %s', (link) => {
    expect(mediaUrl(link, 'https://cdn.test/media')).toBeNull();
  });

  it('reports missing addresses as null', () => {
    expect(mediaUrl('', 'https://cdn.test/media')).toBeNull();
    expect(mediaUrl('   ', 'https://cdn.test/media')).toBeNull();
    expect(mediaUrl(null, 'https://cdn.test/media')).toBeNull();
  });
});

describe('flagUrl', () => {
  it('builds the lower-case flag address of a two-letter code', () => {
    expect(flagUrl('JP', 'http://localhost:3000/media')).toBe('http://localhost:3000/media/flags/jp.svg');
  });

  it('has no flag for anything but two letters', () => {
    expect(flagUrl('', 'https://cdn.test')).toBeNull();
    expect(flagUrl('USA', 'https://cdn.test')).toBeNull();
    expect(flagUrl('../x', 'https://cdn.test')).toBeNull();
  });
});
