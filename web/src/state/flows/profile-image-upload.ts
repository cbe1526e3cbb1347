/**
 * A new profile picture (000 §5, §7; 001 §5): the file rules (jpeg, jpg, png, webp or jfif by its
 * extension, at most 5 MB; .jpeg and .jfif become .jpg), then `getProfileImageUploadUrl`
 * {filetype, uuid, filesize} for a presigned PUT address (into the unserved uploads/ area) bound to the type and size, then the PUT
 * with upload progress (lib/upload.ts). `checkProfileImageBytes` adds the file's magic number to the
 * rules, so a renamed text file is refused before anything is sent. The uploaded object's key is what createUser's ProfilePicLink
 * (signup) or setProfileImage (settings) name; the server checks it and publishes it under a media/ key.
 */
import { LIMITS } from '../../../../lib/contract/constants';
import { ApiError, ApiNetworkError, callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { putWithProgress, UploadAbortedError, UploadError, type UploadProgress } from '../../lib/upload';

export type StoredExtension = 'jpg' | 'png' | 'webp';

const CONTENT_TYPES: Record<StoredExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A file that passed the rules, renamed to its stored extension. */
export interface PreparedImage {
  file: File;
  extension: StoredExtension;
  contentType: string;
}

export type ImageCheck = { ok: true; image: PreparedImage } | { ok: false; reason: 'extension' | 'size' };

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** 001 §5: .jpeg and .jfif become .jpg; the other accepted extensions stay. */
export function storedExtension(extension: string): StoredExtension | null {
  if (!(LIMITS.profileImageExtensions as readonly string[]).includes(extension)) return null;
  return extension === 'jpeg' || extension === 'jfif' ? 'jpg' : (extension as StoredExtension);
}

/** Checks a chosen file against the rules; an accepted one comes back renamed to its stored extension. */
export function checkProfileImage(file: File): ImageCheck {
  const extension = extensionOf(file.name);
  const stored = storedExtension(extension);
  if (!stored) return { ok: false, reason: 'extension' };
  if (file.size > LIMITS.profileImageMaxBytes || file.size === 0) return { ok: false, reason: 'size' };
  const contentType = CONTENT_TYPES[stored];
  const name = `${file.name.slice(0, file.name.length - extension.length)}${stored}`;
  const renamed =
    name === file.name && file.type === contentType ? file : new File([file], name, { type: contentType });
  return { ok: true, image: { file: renamed, extension: stored, contentType } };
}

// ── The file's own bytes ─────────────────────────────────────────────────────

/** How many leading bytes tell the three accepted image kinds apart. */
const SNIFF_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

/**
 * The image kind a file's first bytes (its magic number) say it is: JPEG `FF D8 FF`, PNG
 * `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF....WEBP`; null for anything else (a text file renamed
 * `fake.png`). The extension only says what the file claims to be; the server checks the stored
 * object's bytes again before it becomes a picture.
 */
export function imageKindOfBytes(bytes: Uint8Array): StoredExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

function readLeadingBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

export type ImageBytesCheck =
  { ok: true; image: PreparedImage } | { ok: false; reason: 'extension' | 'size' | 'content' | 'unreadable' };

/**
 * The name and size rules (checkProfileImage), then the file's first bytes: a file that is not a JPEG,
 * PNG or WebP image is refused ('content') before anything is uploaded. A real image whose extension
 * names another accepted kind (a JPEG saved as .png) is sent as what its bytes say, so the stored
 * object's type always matches its content.
 */
export async function checkProfileImageBytes(file: File): Promise<ImageBytesCheck> {
  const named = checkProfileImage(file);
  if (!named.ok) return named;
  let bytes: Uint8Array;
  try {
    bytes = await readLeadingBytes(file, SNIFF_BYTES);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const kind = imageKindOfBytes(bytes);
  if (!kind) return { ok: false, reason: 'content' };
  if (kind === named.image.extension) return named;
  const contentType = CONTENT_TYPES[kind];
  const name = `${named.image.file.name.slice(0, -named.image.extension.length)}${kind}`;
  return {
    ok: true,
    image: { file: new File([file], name, { type: contentType }), extension: kind, contentType },
  };
}

/**
 * The upload key in a presigned address (`…/uploads/userprofileimages/<file>?X-Amz-…`), path- or
 * host-style: what createUser and setProfileImage name; they publish the checked picture elsewhere.
 */
export function keyOfUploadUrl(url: string): string | null {
  try {
    const path = decodeURIComponent(new URL(url).pathname);
    return /(?:^|\/)(uploads\/userprofileimages\/[^/]+)$/.exec(path)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Why an upload failed: the server refused the file, the storage refused the PUT, or no connection. */
export type UploadFailure = 'rejected' | 'upload' | 'network' | 'aborted';

/** Where an upload failed: getting the presigned address, or sending the file to it. */
export type UploadStage = 'address' | 'transfer';

export class ProfileImageUploadError extends Error {
  override name = 'ProfileImageUploadError';
  constructor(
    readonly failure: UploadFailure,
    options?: ErrorOptions,
    readonly stage: UploadStage = 'transfer',
  ) {
    super(`profile image upload failed: ${failure}`, options);
  }
}

/** Uploads `image` for the user `uuid`; resolves with the stored object's key. */
export async function uploadProfileImage(
  image: PreparedImage,
  uuid: string,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  let url: string;
  try {
    url = await callApi(
      'getProfileImageUploadUrl',
      { filetype: image.extension, uuid, filesize: image.file.size },
      { signal: options.signal },
    );
  } catch (error) {
    if (options.signal?.aborted) throw new ProfileImageUploadError('aborted', { cause: error }, 'address');
    if (error instanceof ApiError && error.status === 400) {
      throw new ProfileImageUploadError('rejected', { cause: error }, 'address');
    }
    if (!(error instanceof ApiNetworkError || (error instanceof ApiError && error.status < 500))) {
      report(error, { where: 'api:getProfileImageUploadUrl' });
    }
    throw new ProfileImageUploadError('network', { cause: error }, 'address');
  }
  const key = keyOfUploadUrl(url);
  if (!key) {
    const error = new ProfileImageUploadError('upload', undefined, 'address');
    report(error, { where: 'upload:profileImage', reason: 'no media key in the upload address' });
    throw error;
  }
  try {
    await putWithProgress(url, image.file, {
      contentType: image.contentType,
      onProgress: options.onProgress,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof UploadAbortedError) throw new ProfileImageUploadError('aborted', { cause: error });
    if (error instanceof UploadError) {
      report(error, { where: 'upload:profileImage', status: error.status });
      throw new ProfileImageUploadError('upload', { cause: error });
    }
    throw new ProfileImageUploadError('network', { cause: error });
  }
  return key;
}
