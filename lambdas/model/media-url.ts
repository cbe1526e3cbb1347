/**
 * The public URL of a media object key (the folders and defaults are domain/media.ts). Every key starts
 * with `media/`; MEDIA_BASE_URL serves the key minus `media` (`media/games/a.png` → `<base>/games/a.png`).
 * Here, below core, because every handler's dependencies build URLs (core/deps.ts `media.url`).
 */

export const MEDIA_PREFIX = 'media/';

/** Whether an absolute address lies under the media base (normalised, so `..` cannot climb out of it). */
function underBase(base: string, address: string): boolean {
  try {
    return new URL(address).href.startsWith(new URL(`${base}/`).href);
  } catch {
    return false;
  }
}

/**
 * The public URL of a media key. An absolute address is accepted only when it already lies under
 * the media base (a stored link written as a URL); anything else (another host, `data:`, `blob:`,
 * a key outside `media/` or climbing out of it) is refused: only objects we checked are served.
 */
export function mediaUrl(baseUrl: string, key: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(key)) {
    if (underBase(base, key)) return key;
    throw new Error(`not under the media base: ${key}`);
  }
  if (!key.startsWith(MEDIA_PREFIX)) throw new Error(`not a media key: ${key}`);
  const url = `${base}/${key.slice(MEDIA_PREFIX.length)}`;
  if (!underBase(base, url)) throw new Error(`not a media key: ${key}`);
  return url;
}
