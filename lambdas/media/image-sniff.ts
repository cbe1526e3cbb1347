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

/**
 * The chronicle's media types (000 §5, §9: images jpeg, jpg, png, gif; videos mp4, mov, webm), by
 * their first bytes. Same reasoning as above for not using `file-type`; the signatures:
 * - GIF (GIF87a/GIF89a spec): "GIF87a" or "GIF89a"
 * - MP4 and QuickTime (ISO/IEC 14496-12 and Apple's QTFF): a box of type "ftyp" at byte 4, whose major
 *   brand "qt  " is QuickTime and any other an MP4 family file
 * - WebM (Matroska/EBML): the EBML magic 1A 45 DF A3, and the DocType "webm" in the header
 */
export type ChronicleMediaType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'video/mp4' | 'video/quicktime' | 'video/webm';

/** How many leading bytes the chronicle sniff reads (the EBML header's DocType lies within them). */
export const MEDIA_SNIFF_BYTES = 64;

const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const FTYP = ascii('ftyp');
const QT_BRAND = ascii('qt  ');
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const WEBM = ascii('webm');

const contains = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.some((_, at) => startsWith(bytes, signature, at));

/** The chronicle media type the bytes begin with, or undefined for anything else. */
export function sniffChronicleMediaType(bytes: Uint8Array): ChronicleMediaType | undefined {
  const picture = sniffPictureType(bytes);
  if (picture === 'image/png' || picture === 'image/jpeg') return picture;
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, FTYP, 4)) return startsWith(bytes, QT_BRAND, 8) ? 'video/quicktime' : 'video/mp4';
  if (startsWith(bytes, EBML) && contains(bytes.subarray(0, MEDIA_SNIFF_BYTES), WEBM)) return 'video/webm';
  return undefined;
}
