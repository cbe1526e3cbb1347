/**
 * The public URL of a media object key (the folders and defaults are domain/media.ts). Every key starts
 * with `media/`; MEDIA_BASE_URL serves the key minus `media` (`media/games/a.png` → `<base>/games/a.png`).
 * Here, below core, because every handler's dependencies build URLs (core/deps.ts `media.url`).
 */

export const MEDIA_PREFIX = 'media/';

/** The public URL of a media key; absolute URLs pass through unchanged. */
export function mediaUrl(baseUrl: string, key: string): string {
  if (/^https?:\/\//i.test(key)) return key;
  if (!key.startsWith(MEDIA_PREFIX)) throw new Error(`not a media key: ${key}`);
  return `${baseUrl.replace(/\/+$/, '')}/${key.slice(MEDIA_PREFIX.length)}`;
}
