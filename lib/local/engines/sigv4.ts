/**
 * Verifies a presigned S3 URL (Signature Version 4 in the query string) the way S3 does, which s3rver
 * does not (it accepts any V4 signature): the signature over the method, path, query and the signed
 * headers (so a PUT whose Content-Type or Content-Length differs from what was signed is refused),
 * the credential's key, and the expiry. Answers S3's error, or null when the request may go on.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

/** The most a presigned URL may live (7 days). */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

const refusal = (status: number, code: string, message: string): S3Refusal => ({ status, code, message });

/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeQueryPart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch {
    return text;
  }
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** "20261121T023011Z" → epoch milliseconds, or NaN. */
function amzDateMs(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
}

/** Whether the request carries a query-string (presigned) Signature Version 4. */
export function isPresignedV4(request: IncomingMessage): boolean {
  return /[?&]X-Amz-Algorithm=AWS4-HMAC-SHA256(&|$)/i.test(request.url ?? '');
}

export function verifyPresignedV4(
  request: IncomingMessage,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now: number = Date.now(),
): S3Refusal | null {
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const pairs = (queryStart < 0 ? '' : url.slice(queryStart + 1))
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0
        ? [decodeQueryPart(pair), '']
        : [decodeQueryPart(pair.slice(0, equals)), decodeQueryPart(pair.slice(equals + 1))];
    }) as Array<[string, string]>;
  const param = (name: string) => pairs.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

  const credential = param('X-Amz-Credential') ?? '';
  const amzDate = param('X-Amz-Date') ?? '';
  const expires = Number(param('X-Amz-Expires'));
  const signedHeaders = param('X-Amz-SignedHeaders') ?? '';
  const signature = param('X-Amz-Signature') ?? '';
  const [accessKeyId, date, region, service, terminal] = credential.split('/');
  const signedAt = amzDateMs(amzDate);
  if (!accessKeyId || !date || !region || !service || terminal !== 'aws4_request' || !signature) {
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, ' +
        'X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (Number.isNaN(signedAt) || !Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return refusal(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Expires must be less than a week (in seconds) that is 604800',
    );
  }
  if (accessKeyId !== credentials.accessKeyId) {
    return refusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (now > signedAt + expires * 1000) return refusal(403, 'AccessDenied', 'Request has expired');

  const names = signedHeaders.split(';').filter(Boolean);
  const canonicalHeaders = names
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = pairs
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonicalRequest = [
    request.method ?? 'GET',
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const key = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${credentials.secretAccessKey}`,
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return null;
}
