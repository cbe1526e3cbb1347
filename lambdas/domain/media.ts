/**
 * Media object keys: the folders, the default pictures, the Content-Types. Every key starts with
 * `media/` (MEDIA_PREFIX); the public URL of a key is model/media-url.ts `mediaUrl`.
 */
import { MEDIA_PREFIX } from '../model/media-url';

/** where user pictures live: media/userprofileimages/<file> */
export const PROFILE_IMAGES_FOLDER = 'media/userprofileimages';
export const GAME_IMAGES_FOLDER = 'media/games';
export const FLAG_IMAGES_FOLDER = 'media/flags';
/** the pictures shown when a user or game has none (000 §9); uploaded by the seeder */
export const DEFAULT_PROFILE_PICTURE_KEY = 'media/defaults/profile.svg';
export const DEFAULT_GAME_IMAGE_KEY = 'media/defaults/game.svg';

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
