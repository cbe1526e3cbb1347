/**
 * Answer compression as the deployed site gets it, so that what the twin sends over the wire is what
 * a player downloads:
 *
 * - The SPA (CloudFront's default behaviour: `compress` on, the CachingOptimized policy caching gzip
 *   and brotli): brotli when the viewer accepts `br`, else gzip when it accepts `gzip`, for the
 *   Content-Types CloudFront compresses and sizes of 1,000 to 10,000,000 bytes; HTTP/1.0 requests
 *   get the file as it is. A weak ETag passes unchanged, so one validator serves every encoding.
 *   Compressible answers carry `Vary: Accept-Encoding`, for the caches between edge and viewer.
 * - The REST API (/api: CachingDisabled, so CloudFront passes API Gateway's answer on): API Gateway
 *   gzips answers of at least REST_API_COMPRESSION.minBytes when the client accepts gzip.
 *
 * Static files are compressed once per file version and kept in memory (compressedFiles).
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { REST_API_COMPRESSION } from '../../contract/infrastructure';

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses files of these sizes only (bytes, both ends included). */
export const EDGE_COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 } as const;

/** The Content-Types CloudFront compresses (its documented list, media type only). */
const EDGE_COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'application/dash+xml',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/javascript',
  'application/json',
  'application/opentype',
  'application/otf',
  'application/pkcs7-mime',
  'application/protobuf',
  'application/rss+xml',
  'application/truetype',
  'application/ttf',
  'application/vnd.apple.mpegurl',
  'application/vnd.ms-fontobject',
  'application/xhtml+xml',
  'application/xml',
  'application/x-font-opentype',
  'application/x-font-truetype',
  'application/x-font-ttf',
  'application/x-httpd-cgi',
  'application/x-javascript',
  'application/x-mpegurl',
  'application/x-opentype',
  'application/x-otf',
  'application/x-perl',
  'application/x-ttf',
  'font/eot',
  'font/opentype',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/js',
  'text/plain',
  'text/richtext',
  'text/tab-separated-values',
  'text/xml',
  'text/x-component',
  'text/x-java-source',
  'text/x-script',
  'vnd.apple.mpegurl',
]);

/** The codings an Accept-Encoding header accepts (lower-cased; `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding && !(quality && Number(quality.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/** Whether CloudFront compresses a file of this Content-Type. */
export function isEdgeCompressible(contentType: string): boolean {
  return EDGE_COMPRESSIBLE_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}

/** The encoding CloudFront answers a file with, or undefined for the file as it is. */
export function edgeEncoding(
  request: { httpVersion: string; headers: { 'accept-encoding'?: string } },
  contentType: string,
  size: number,
): Encoding | undefined {
  if (request.httpVersion === '1.0' || !isEdgeCompressible(contentType)) return undefined;
  if (size < EDGE_COMPRESSIBLE_BYTES.min || size > EDGE_COMPRESSIBLE_BYTES.max) return undefined;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Whether API Gateway gzips an answer of `size` bytes for this Accept-Encoding. */
export function apiGzips(acceptEncoding: string | undefined, size: number): boolean {
  return size >= REST_API_COMPRESSION.minBytes && acceptedEncodings(acceptEncoding).has('gzip');
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/** Compresses off the event loop (zlib's thread pool). */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return compressors[encoding](body);
}

/**
 * Compressed copies of files, made on first request and kept per file version (its ETag): a rebuilt
 * file gets new copies, and a request never waits for a compression another one already started.
 */
export function compressedFiles(read: (file: string) => Promise<Buffer>) {
  const copies = new Map<string, { version: string; encodings: Map<Encoding, Promise<Buffer>> }>();
  return (file: string, version: string, encoding: Encoding): Promise<Buffer> => {
    let entry = copies.get(file);
    if (entry?.version !== version) {
      entry = { version, encodings: new Map() };
      copies.set(file, entry);
    }
    let copy = entry.encodings.get(encoding);
    if (!copy) {
      copy = read(file).then((body) => compress(body, encoding));
      const { encodings } = entry;
      copy.catch(() => encodings.delete(encoding));
      encodings.set(encoding, copy);
    }
    return copy;
  };
}
