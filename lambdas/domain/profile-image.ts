/**
 * Profile picture keys (000 §5, §7, 001 §7): an upload goes to the unserved
 * `uploads/userprofileimages/<uuid>-<random id>.<ext>`, where .jpeg and .jfif become .jpg. The caller
 * names an uploaded picture by its key, its file name or its upload URL; only files under the
 * caller's own `<uuid>-` prefix are accepted. Once checked, a picture is published under a new key,
 * `media/userprofileimages/<uuid>-<random id>.<ext>` (media/picture-check.ts).
 */
import { UPLOAD_FOLDERS } from '../../lib/contract/infrastructure';
import { mediaKey, PROFILE_IMAGES_FOLDER } from './media';

/** The stored extension of an accepted upload type (001 §5: .jpeg and .jfif become .jpg). */
export function profileImageExtension(fileType: string): string {
  const extension = fileType.toLowerCase().replace(/^\./, '');
  return extension === 'jpeg' || extension === 'jfif' ? 'jpg' : extension;
}

/** Where profile picture uploads wait to be checked (nothing serves `uploads/`). */
export const PROFILE_UPLOADS_FOLDER = UPLOAD_FOLDERS.profilePictures;

const fileNameOf = (uuid: string, fileType: string, randomId: string) =>
  `${uuid}-${randomId}.${profileImageExtension(fileType)}`;

/** The key a new upload of the caller goes to. */
export function newProfileImageUploadKey(uuid: string, fileType: string, randomId: string): string {
  return `${PROFILE_UPLOADS_FOLDER}/${fileNameOf(uuid, fileType, randomId)}`;
}

/** The served key a checked picture of the caller is published under. */
export function newProfileImageKey(uuid: string, fileType: string, randomId: string): string {
  return mediaKey(PROFILE_IMAGES_FOLDER, fileNameOf(uuid, fileType, randomId));
}

const STORED_EXTENSIONS = ['jpg', 'png', 'webp'];
const FOLDER_NAME = PROFILE_IMAGES_FOLDER.split('/').pop() as string;

/**
 * The upload key of the caller's picture that `reference` names (a key, a file name, or a URL whose
 * path ends in `userprofileimages/<file>`), or undefined when it names anything else.
 */
export function ownProfileImageKey(reference: string, uuid: string): string | undefined {
  const path = reference.trim().split(/[?#]/)[0] ?? '';
  const segments = path.split('/');
  const fileName = segments.pop() ?? '';
  const folder = segments.pop();
  if (folder !== undefined && folder !== FOLDER_NAME) return undefined;
  const match = /^([0-9a-f-]{36})-[A-Za-z0-9_-]{6,64}\.([a-z]+)$/.exec(fileName);
  if (!match || match[1] !== uuid.toLowerCase() || !STORED_EXTENSIONS.includes(match[2] ?? ''))
    return undefined;
  return `${PROFILE_UPLOADS_FOLDER}/${fileName}`;
}
