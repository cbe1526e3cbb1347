/**
 * S3 engine: s3rver with its objects in `.local/s3`, the media bucket created with the stack's CORS
 * rule for browser uploads (lib/contract/infrastructure.ts MEDIA_UPLOAD_CORS) for the twin's origins.
 * Its endpoint (the handlers' AWS_ENDPOINT_URL_S3, hence the host of every presigned URL) is a
 * loopback address that a browser on this machine reaches directly; buckets are addressed path-style.
 * Objects are read through the twin's /media (same origin), as CloudFront serves them.
 *
 * A front on that endpoint does what S3 does and s3rver does not, before handing the request on:
 * - CORS preflights of the media bucket are answered as S3 answers them (the origin, the rule's
 *   methods, the requested headers, the max age; s3rver answers `*`).
 * - presigned URLs are verified (sigv4.ts): s3rver implements no Signature Version 4 check, so
 *   without this a PUT whose Content-Type or Content-Length differs from what was signed, or an
 *   expired URL, would be accepted; S3 answers 403 SignatureDoesNotMatch / AccessDenied. Requests the
 *   SDK signs in the Authorization header (the handlers', the seeder's) are not verified.
 * - flexible checksums, which s3rver predates: `aws-chunked` bodies (streamed uploads) are decoded,
 *   and a body whose CRC32/SHA-1/SHA-256 does not match the checksum the request carries (header,
 *   query of a presigned URL, or trailer) is refused with S3's `BadDigest`. A presigned PUT signed
 *   with the checksum of an empty body therefore fails here exactly as it fails on S3.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';
import { MEDIA_UPLOAD_CORS } from '../../contract/infrastructure';
import { readBody } from '../http-util';
import { escapeHtml } from '../mailbox';
import { freePort } from '../ports';
import { isPresignedV4, verifyPresignedV4 } from './sigv4';
import { LOCAL_CREDENTIALS, TWIN_HOST } from '../settings';

export interface S3EngineOptions {
  port: number;
  dataDir: string;
  bucket: string;
  /** origins allowed to PUT and GET cross-origin (the twin's pages) */
  allowedOrigins: readonly string[];
}

export interface S3Engine {
  /** the address the AWS SDK and presigned URLs use */
  endpoint: string;
  /** s3rver itself, for reads that need no checksum handling (the /media proxy) */
  internalEndpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/** The bucket's CORS configuration (the stack's rule for the given origins), in S3's XML. */
export function corsConfiguration(allowedOrigins: readonly string[]): string {
  const element = (name: string) => (value: string) => `<${name}>${escapeHtml(value)}</${name}>`;
  return (
    '<CORSConfiguration><CORSRule>' +
    allowedOrigins.map(element('AllowedOrigin')).join('') +
    MEDIA_UPLOAD_CORS.allowedMethods.map(element('AllowedMethod')).join('') +
    MEDIA_UPLOAD_CORS.allowedHeaders.map(element('AllowedHeader')).join('') +
    MEDIA_UPLOAD_CORS.exposedHeaders.map(element('ExposeHeader')).join('') +
    `<MaxAgeSeconds>${MEDIA_UPLOAD_CORS.maxAgeSeconds}</MaxAgeSeconds>` +
    '</CORSRule></CORSConfiguration>'
  );
}

export async function startS3(options: S3EngineOptions): Promise<S3Engine> {
  mkdirSync(options.dataDir, { recursive: true });
  // s3rver knows one key pair out of the box; the handlers sign with the twin's.
  DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const internalPort = await freePort();
  const s3rver = new S3rver({
    address: TWIN_HOST,
    port: internalPort,
    silent: true,
    directory: options.dataDir,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsConfiguration(options.allowedOrigins)] }],
  });
  await s3rver.run();
  const internal = { host: TWIN_HOST, port: internalPort };
  const allowed = new Set(options.allowedOrigins);
  const front = createServer((request, response) => {
    if (request.method === 'OPTIONS' && bucketOf(request) === options.bucket) {
      corsPreflight(request, response, allowed);
      return;
    }
    const refused = isPresignedV4(request) ? verifyPresignedV4(request, LOCAL_CREDENTIALS) : null;
    if (refused) {
      request.resume();
      sendS3Error(response, refused.status, refused.code, refused.message, request, allowed);
      return;
    }
    handleFront(request, response, internal, allowed).catch((error: unknown) => {
      if (!response.headersSent) sendS3Error(response, 500, 'InternalError', String(error), request, allowed);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port, TWIN_HOST, resolve);
  });
  return {
    endpoint: `http://${TWIN_HOST}:${options.port}`,
    internalEndpoint: `http://${TWIN_HOST}:${internalPort}`,
    bucket: options.bucket,
    stop: async () => {
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      s3rver.httpServer?.closeAllConnections();
      await s3rver.close();
    },
  };
}

/** The bucket a path-style request names. */
function bucketOf(request: IncomingMessage): string {
  return decodeURIComponent((request.url ?? '/').split('?')[0]!.split('/')[1] ?? '');
}

const CORS_REFUSED =
  'This CORS request is not allowed. This is usually because the evalution of Origin, request method / ' +
  "Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.";

/**
 * A browser's preflight of the media bucket, answered as S3 answers it under the bucket's rule
 * (s3rver always answers `Access-Control-Allow-Origin: *` and leaves out the max age): the origin
 * itself, the rule's methods, the requested headers, the exposed headers and the max age.
 */
function corsPreflight(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): void {
  const origin = request.headers.origin;
  const method = request.headers['access-control-request-method'];
  if (!origin) {
    sendS3Error(
      response,
      400,
      'BadRequest',
      'Insufficient information. Origin request header needed.',
      request,
      allowedOrigins,
    );
    return;
  }
  if (!method) {
    sendS3Error(
      response,
      400,
      'BadRequest',
      'Invalid Access-Control-Request-Method: null',
      request,
      allowedOrigins,
    );
    return;
  }
  const requested = String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const headersAllowed = (MEDIA_UPLOAD_CORS.allowedHeaders as readonly string[]).includes('*')
    ? true
    : requested.every((name) =>
        MEDIA_UPLOAD_CORS.allowedHeaders.some((allowed) => allowed.toLowerCase() === name),
      );
  if (
    !allowedOrigins.has(origin) ||
    !(MEDIA_UPLOAD_CORS.allowedMethods as readonly string[]).includes(method) ||
    !headersAllowed
  ) {
    sendS3Error(response, 403, 'AccessForbidden', CORS_REFUSED, request, new Set());
    return;
  }
  const headers: OutgoingHttpHeaders = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': MEDIA_UPLOAD_CORS.allowedMethods.join(', '),
    'access-control-expose-headers': MEDIA_UPLOAD_CORS.exposedHeaders.join(', '),
    'access-control-max-age': String(MEDIA_UPLOAD_CORS.maxAgeSeconds),
    'access-control-allow-credentials': 'true',
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    'content-length': '0',
  };
  if (requested.length) headers['access-control-allow-headers'] = requested.join(', ');
  response.writeHead(200, headers).end();
}

type ChecksumAlgorithm = 'crc32' | 'sha1' | 'sha256';
const CHECKSUM_NAMES: Record<ChecksumAlgorithm, string> = { crc32: 'CRC32', sha1: 'SHA1', sha256: 'SHA256' };

function computeChecksum(algorithm: ChecksumAlgorithm, body: Buffer): string {
  if (algorithm === 'crc32') {
    const digest = Buffer.alloc(4);
    digest.writeUInt32BE(crc32(body) >>> 0);
    return digest.toString('base64');
  }
  return createHash(algorithm).update(body).digest('base64');
}

/** The checksum a request declares in a header or presigned query parameter (names are case-insensitive). */
function declaredChecksum(
  query: URLSearchParams,
  headers: IncomingHttpHeaders | Record<string, string>,
): { algorithm: ChecksumAlgorithm; value: string } | null {
  const declared = new Map<string, string>();
  for (const [name, value] of query) declared.set(name.toLowerCase(), value);
  for (const [name, value] of Object.entries(headers))
    if (typeof value === 'string') declared.set(name.toLowerCase(), value);
  for (const algorithm of Object.keys(CHECKSUM_NAMES) as ChecksumAlgorithm[]) {
    const value = declared.get(`x-amz-checksum-${algorithm}`);
    if (value) return { algorithm, value };
  }
  return null;
}

/** Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n…0\r\n<trailers>\r\n\r\n`. */
export function decodeAwsChunked(encoded: Buffer): { body: Buffer; trailers: Record<string, string> } {
  const chunks: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = encoded.indexOf('\r\n', offset);
    if (lineEnd < 0) throw new Error('malformed aws-chunked body: chunk header without CRLF');
    const size = parseInt(encoded.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (Number.isNaN(size)) throw new Error('malformed aws-chunked body: chunk size is not hexadecimal');
    offset = lineEnd + 2;
    if (size === 0) break;
    chunks.push(encoded.subarray(offset, offset + size));
    offset += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of encoded.subarray(offset).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { body: Buffer.concat(chunks), trailers };
}

async function handleFront(
  request: IncomingMessage,
  response: ServerResponse,
  internal: { host: string; port: number },
  allowedOrigins: ReadonlySet<string>,
): Promise<void> {
  const query = new URL(request.url ?? '/', 'http://s3.local').searchParams;
  const encoding = String(request.headers['content-encoding'] ?? '');
  const chunked = encoding.includes('aws-chunked');
  const writes = request.method === 'PUT' || request.method === 'POST';
  const checksum = writes ? declaredChecksum(query, request.headers) : null;
  if (!chunked && !checksum) {
    forward(request, response, internal, request.headers, request);
    return;
  }
  let body = await readBody(request);
  let expected = checksum;
  const headers: OutgoingHttpHeaders = { ...request.headers };
  if (chunked) {
    const decoded = decodeAwsChunked(body);
    body = decoded.body;
    expected ??= declaredChecksum(new URLSearchParams(), decoded.trailers);
    const remaining = encoding
      .split(',')
      .map((token) => token.trim())
      .filter((token) => token && token !== 'aws-chunked');
    if (remaining.length) headers['content-encoding'] = remaining.join(', ');
    else delete headers['content-encoding'];
    delete headers['x-amz-decoded-content-length'];
    delete headers['x-amz-trailer'];
    delete headers['transfer-encoding'];
    headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
  }
  if (expected && computeChecksum(expected.algorithm, body) !== expected.value) {
    const name = CHECKSUM_NAMES[expected.algorithm];
    sendS3Error(
      response,
      400,
      'BadDigest',
      `The ${name} you specified did not match the calculated checksum.`,
      request,
      allowedOrigins,
    );
    return;
  }
  headers['content-length'] = String(body.length);
  forward(request, response, internal, headers, body);
}

function forward(
  request: IncomingMessage,
  response: ServerResponse,
  internal: { host: string; port: number },
  headers: OutgoingHttpHeaders,
  body: IncomingMessage | Buffer,
): void {
  const upstream = httpRequest(
    { host: internal.host, port: internal.port, method: request.method, path: request.url, headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502).end(String(error));
    else response.destroy();
  });
  if (Buffer.isBuffer(body)) upstream.end(body);
  else body.pipe(upstream);
}

function sendS3Error(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  request: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
): void {
  const origin = request.headers.origin;
  const headers: OutgoingHttpHeaders = { 'content-type': 'application/xml' };
  if (origin && allowedOrigins.has(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-expose-headers'] = MEDIA_UPLOAD_CORS.exposedHeaders.join(',');
  }
  response.writeHead(status, headers);
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeHtml(message)}</Message></Error>`,
  );
}
