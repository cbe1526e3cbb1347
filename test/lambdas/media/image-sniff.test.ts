import { SNIFF_BYTES, sniffChronicleMediaType, sniffPictureType } from '../../../lambdas/media/image-sniff';
import { BYTES } from '../services/pictures';

describe('sniffPictureType', () => {
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffPictureType(BYTES.jpeg)).toBe('image/jpeg');
    expect(sniffPictureType(BYTES.png)).toBe('image/png');
    expect(sniffPictureType(BYTES.webp)).toBe('image/webp');
  });

  it('refuses text, other images and truncated signatures', () => {
    const gif = Uint8Array.from(Buffer.from('GIF89a......'));
    const svg = Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const riffWave = Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WAVE')]);

    for (const bytes of [
      BYTES.text,
      gif,
      svg,
      riffWave,
      BYTES.png.slice(0, 7),
      BYTES.jpeg.slice(0, 2),
      new Uint8Array(),
    ]) {
      expect(sniffPictureType(bytes)).toBeUndefined();
    }
    expect(SNIFF_BYTES).toBe(BYTES.webp.length);
  });
});

describe('sniffChronicleMediaType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

  it.each([
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['an MP4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['a QuickTime movie', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]), 'video/quicktime'],
    [
      'a WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm'),
      'video/webm',
    ],
    ['a Matroska that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska'), undefined],
    ['a WebP (not a chronicle type)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBP'), undefined],
    ['text', bytes('hello there, no media'), undefined],
  ])('%s', (_, input, expected) => {
    expect(sniffChronicleMediaType(input)).toBe(expected);
  });
});
