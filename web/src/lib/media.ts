/**
 * Addresses of media objects (profile pictures, game covers, flags). Stored links are either absolute
 * URLs or `media/...` keys, which are served under the config's mediaBaseUrl.
 */

/** Shipped with the SPA (web/public), used when a picture is missing (000 §9). */
export const DEFAULT_PROFILE_PICTURE = '/images/default-profile.svg';
export const DEFAULT_GAME_IMAGE = '/images/default-game.svg';

const ABSOLUTE = /^(?:https?:)?\/\//i;
const INLINE = /^(?:data|blob):/i;

/** The address of a stored media link, or null when there is none. */
export function mediaUrl(link: string | null | undefined, mediaBaseUrl: string): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (ABSOLUTE.test(value) || INLINE.test(value)) return value;
  const key = value.replace(/^\/+/, '').replace(/^media\//, '');
  return `${mediaBaseUrl.replace(/\/+$/, '')}/${key}`;
}

/** The flag of a two-letter country code: `${mediaBaseUrl}/flags/<code>.svg`, or null for anything else. */
export function flagUrl(countryCode: string | null | undefined, mediaBaseUrl: string): string | null {
  const code = countryCode?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(code)) return null;
  return `${mediaBaseUrl.replace(/\/+$/, '')}/flags/${code.toLowerCase()}.svg`;
}
