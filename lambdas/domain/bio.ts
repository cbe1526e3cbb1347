/**
 * The public-profile bio clean-up (000 §2): null, "none" or "none..." show blank; surrounding quotes
 * are stripped and the text is URL-decoded. The API answers the raw bio; the web applies this.
 */

const BLANK_BIOS = /^(null|none|none\.\.\.|undefined)$/i;

function stripQuotes(text: string): string {
  const match = /^(["'])([\s\S]*)\1$/.exec(text);
  return match ? (match[2] ?? '') : text;
}

function urlDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The bio as it is shown: '' for the blank values, unquoted and URL-decoded otherwise. */
export function cleanBio(bio: string | null | undefined): string {
  if (bio === null || bio === undefined) return '';
  const trimmed = bio.trim();
  if (BLANK_BIOS.test(trimmed)) return '';
  const cleaned = urlDecode(stripQuotes(trimmed)).trim();
  return BLANK_BIOS.test(cleaned) ? '' : cleaned;
}
