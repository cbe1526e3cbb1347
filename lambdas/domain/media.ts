/**
 * Media object keys and the public URLs they are served at. Every key starts with `media/`;
 * MEDIA_BASE_URL serves the key minus `media` (`media/games/a.png` → `<base>/games/a.png`).
 */

export const MEDIA_PREFIX = 'media/';
/** where user pictures live: media/userprofileimages/<file> */
export const PROFILE_IMAGES_FOLDER = 'media/userprofileimages';
export const GAME_IMAGES_FOLDER = 'media/games';
export const FLAG_IMAGES_FOLDER = 'media/flags';
/** the pictures shown when a user or game has none (000 §9); uploaded by the seeder */
export const DEFAULT_PROFILE_PICTURE_KEY = 'media/defaults/profile.svg';
export const DEFAULT_GAME_IMAGE_KEY = 'media/defaults/game.svg';

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

/** The key of an object in a media folder. */
export function mediaKey(folder: string, fileName: string): string {
  if (!folder.startsWith(MEDIA_PREFIX.slice(0, -1))) throw new Error(`not a media folder: ${folder}`);
  if (fileName.includes('/') || fileName.includes('..'))
    throw new Error(`not a plain file name: ${fileName}`);
  return `${folder}/${fileName}`;
}

/**
 * Content-Types by extension. A Map, not an object literal: the extension comes from a file name, and
 * `types['constructor']` on an object would answer Object's constructor instead of "not known".
 */
const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['svg', 'image/svg+xml'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['jfif', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['mp4', 'video/mp4'],
  ['mov', 'video/quicktime'],
  ['webm', 'video/webm'],
]);

/** The Content-Type of a media file, by extension. */
export function contentTypeOf(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES.get(extension) ?? 'application/octet-stream';
}
