import { SNIFF_BYTES, sniffPictureType } from '../../../lambdas/media/image-sniff';
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
