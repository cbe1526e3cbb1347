/**
 * Posting to the chronicle (000 §4 "Post upload", §5 "Chronicle post", §7): with media, a presigned
 * address first (`getChronicleUploadUrl` {fileName, fileType, fileSize}: S3 takes exactly that size), then the file sent there by PUT with
 * its type and upload progress (lib/upload.ts), then the post (`createChroniclePost` {uuid, message,
 * mediaURL, mentioned}) naming the uploaded object's key. A failure says where it happened: the media
 * (000 §8 errorMsg2: the address or the upload) or the post itself.
 */
import { ApiError, ApiNetworkError, callApi } from '../../lib/api';
import { mentionsToPost } from '../../lib/chat-text';
import { mediaReferenceOfUploadUrl, type ChronicleMedia } from '../../lib/chronicle-text';
import { report } from '../../lib/errors';
import { putWithProgress, UploadAbortedError, UploadError, type UploadProgress } from '../../lib/upload';
import type { ChroniclePost } from '../server/chronicle';

/** The contract's longest file name. */
const FILE_NAME_MAX = 200;

/** Where posting failed: the media (address or upload), or the post. */
export class ChroniclePostError extends Error {
  override name = 'ChroniclePostError';
  constructor(
    readonly stage: 'media' | 'post',
    readonly aborted = false,
    options?: ErrorOptions,
  ) {
    super(`chronicle post failed at ${stage}`, options);
  }
}

/** Whether a failure is worth a report (not a refusal, not a lost connection). */
const unexpected = (error: unknown) =>
  !(error instanceof ApiNetworkError || (error instanceof ApiError && error.status < 500));

/** A file name the contract accepts: at most 200 characters, its end (and extension) kept. */
export function uploadFileName(name: string): string {
  return name.length <= FILE_NAME_MAX ? name : name.slice(-FILE_NAME_MAX);
}

/** Uploads the media; resolves with the key the post names. */
export async function uploadChronicleMedia(
  media: ChronicleMedia,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  let url: string;
  try {
    ({ url } = await callApi(
      'getChronicleUploadUrl',
      { fileName: uploadFileName(media.file.name), fileType: media.contentType, fileSize: media.file.size },
      { signal: options.signal },
    ));
  } catch (error) {
    if (options.signal?.aborted) throw new ChroniclePostError('media', true, { cause: error });
    if (unexpected(error)) report(error, { where: 'api:getChronicleUploadUrl' });
    throw new ChroniclePostError('media', false, { cause: error });
  }
  const key = mediaReferenceOfUploadUrl(url);
  if (!key) {
    const error = new ChroniclePostError('media');
    report(error, { where: 'upload:chronicle', reason: 'unreadable upload address' });
    throw error;
  }
  try {
    await putWithProgress(url, media.file, {
      contentType: media.contentType,
      onProgress: options.onProgress,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof UploadAbortedError) throw new ChroniclePostError('media', true, { cause: error });
    if (error instanceof UploadError) report(error, { where: 'upload:chronicle', status: error.status });
    throw new ChroniclePostError('media', false, { cause: error });
  }
  return key;
}

export interface NewChroniclePost {
  uuid: string;
  /** the caller's username: not tagged in their own post */
  ownUserName: string | null;
  message: string;
  media: ChronicleMedia | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Uploads the media (if any), then creates the post; resolves with the post as the server holds it. */
export async function publishChroniclePost(input: NewChroniclePost): Promise<ChroniclePost> {
  const mediaURL = input.media
    ? await uploadChronicleMedia(input.media, { onProgress: input.onProgress, signal: input.signal })
    : null;
  try {
    return await callApi('createChroniclePost', {
      uuid: input.uuid,
      message: input.message,
      mediaURL,
      mentioned: mentionsToPost(input.message, input.ownUserName ?? ''),
    });
  } catch (error) {
    if (unexpected(error)) report(error, { where: 'api:createChroniclePost' });
    throw new ChroniclePostError('post', false, { cause: error });
  }
}
