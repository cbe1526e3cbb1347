/**
 * Addresses of media objects (profile pictures, game covers, flags). Stored links are either absolute
 * URLs or `media/...` keys, which are served under the config's mediaBaseUrl.
 */

/** Shipped with the SPA (web/public), used when a picture is missing (000 §9). */
export const DEFAULT_PROFILE_PICTURE = '/images/default-profile.svg';
export const DEFAULT_GAME_IMAGE = '/images/default-game.svg';

/** An address with a scheme (`https:`, `data:`, `blob:`, `javascript:`…) or a protocol-relative one. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The address of a stored media link, or null when there is none or it is not under the media base:
 * a `media/...` key (or a path below the base) is served under `mediaBaseUrl`; an absolute address
 * passes only when it already lies under that base. Another host, `data:` and `blob:` never do, so no
 * stored link shows anything but objects the server checked. (A picture being chosen in the browser
 * shows its own `blob:` preview directly, never through here.)
 */
export function mediaUrl(link: string | null | undefined, mediaBaseUrl: string): string | null {
  const value = link?.trim();
  if (!value) return null;
  // an upload waiting to be checked is never served
  if (/^\/*uploads\//.test(value)) return null;
  const base = `${mediaBaseUrl.replace(/\/+$/, '')}/`;
  const address = ABSOLUTE.test(value)
    ? value
    : `${base}${value.replace(/^\/+/, '').replace(/^media\//, '')}`;
  try {
    const origin = typeof location === 'undefined' ? undefined : location.href;
    return new URL(address, origin).href.startsWith(new URL(base, origin).href) ? address : null;
  } catch {
    return null;
  }
}

/** The flag of a two-letter country code: `${mediaBaseUrl}/flags/<code>.svg`, or null for anything else. */
export function flagUrl(countryCode: string | null | undefined, mediaBaseUrl: string): string | null {
  const code = countryCode?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(code)) return null;
  return `${mediaBaseUrl.replace(/\/+$/, '')}/flags/${code.toLowerCase()}.svg`;
}
