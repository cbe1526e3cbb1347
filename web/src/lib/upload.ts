/**
 * Uploads a file to a presigned address with a PUT (000 §7: profile images), reporting progress.
 * `fetch` has no upload progress, so this uses XMLHttpRequest and its `upload` progress events.
 * The Content-Type must be the one the address was signed for; the browser sets Content-Length
 * from the blob's size (it is a forbidden header for scripts), so the blob must be the signed size.
 */

export interface UploadProgress {
  /** bytes sent so far */
  loaded: number;
  /** bytes to send in all */
  total: number;
}

export interface UploadOptions {
  /** the exact Content-Type the address was signed for, e.g. `image/jpeg` */
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The storage answered with a non-2xx status (expired or refused address, wrong type or size). */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(readonly status: number) {
    super(`upload refused with HTTP ${status}`);
  }
}

/** The upload never got an answer (offline, DNS, CORS, timeout). */
export class UploadNetworkError extends Error {
  override name = 'UploadNetworkError';
}

/** The caller aborted the upload through its signal. */
export class UploadAbortedError extends Error {
  override name = 'UploadAbortedError';
}

/** PUTs `body` to `url`; resolves once the storage accepted it (2xx). */
export function putWithProgress(url: string, body: Blob, options: UploadOptions): Promise<void> {
  const { contentType, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError('upload aborted'));
      return;
    }
    const request = new XMLHttpRequest();
    const onAbortSignal = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.addEventListener('progress', (event) => {
      const total = event.lengthComputable ? event.total : body.size;
      onProgress?.({ loaded: Math.min(event.loaded, total), total });
    });
    request.addEventListener('load', () => {
      settle();
      if (request.status >= 200 && request.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size });
        resolve();
      } else {
        reject(new UploadError(request.status));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new UploadNetworkError('upload failed'));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new UploadNetworkError('upload timed out'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new UploadAbortedError('upload aborted'));
    });
    signal?.addEventListener('abort', onAbortSignal);
    onProgress?.({ loaded: 0, total: body.size });
    request.send(body);
  });
}
