/**
 * S3 engine: s3rver with its objects in `.local/s3`, the media bucket created with a CORS rule that
 * lets the twin's pages PUT to presigned URLs and GET objects, as the stack's bucket does for the
 * site's origin.
 *
 * s3rver predates the AWS SDK v3's flexible checksums, so a small front on the public port does what
 * S3 does with them before handing the request on: it decodes `aws-chunked` bodies (streamed
 * uploads) and refuses a body whose CRC32/SHA-1/SHA-256 does not match the checksum the request
 * carries (header, query of a presigned URL, or trailer) with S3's `BadDigest`. A presigned PUT
 * signed with the checksum of an empty body therefore fails here exactly as it fails on S3.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';
import { readBody } from '../http-util';
import { escapeHtml } from '../mailbox';
import { freePort } from '../ports';
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

/** The bucket's CORS configuration, in S3's XML. */
export function corsConfiguration(allowedOrigins: readonly string[]): string {
  const origins = allowedOrigins
    .map((origin) => `<AllowedOrigin>${escapeHtml(origin)}</AllowedOrigin>`)
    .join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    origins +
    '<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod>' +
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>' +
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
    headers['access-control-expose-headers'] = 'ETag';
  }
  response.writeHead(status, headers);
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeHtml(message)}</Message></Error>`,
  );
}
