/**
 * What an uploaded picture really is, by its first bytes (magic numbers): JPEG, PNG or WebP, the
 * types a profile picture may be (000 §5, §9), or undefined for anything else.
 *
 * Why a dozen lines here rather than a library: `file-type` (the well-kept one) has been ESM-only
 * since v17, which neither our CommonJS Lambda bundles nor the jest/swc setup load without extra
 * machinery, and its older CommonJS line is unmaintained; it also recognises 100+ formats, of which
 * we accept three. The three signatures are fixed by their formats' specifications:
 * - JPEG (ITU T.81): FF D8 FF (SOI then the first marker)
 * - PNG (RFC 2083 / ISO 15948): 89 50 4E 47 0D 0A 1A 0A
 * - WebP (RIFF container): "RIFF" <4-byte size> "WEBP"
 */

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

/** How many leading bytes sniffing needs (the longest signature, WebP's 12). */
export const SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The picture type the bytes begin with, or undefined when they are not a JPEG, PNG or WebP. */
export function sniffPictureType(bytes: Uint8Array): PictureType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}
