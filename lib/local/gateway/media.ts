/**
 * /media/<key> as CloudFront's /media/* behaviour serves it: the object `media/<key>` of the media
 * bucket, streamed from the S3 emulator with its type, length, ETag and caching headers; conditional
 * and range requests pass through.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';

const FORWARDED_REQUEST_HEADERS = [
  'range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-encoding',
  'content-disposition',
];

export function mediaProxy(
  s3Endpoint: string,
  bucket: string,
): (request: IncomingMessage, response: ServerResponse) => void {
  const upstream = new URL(s3Endpoint);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // /media/<key> → /<bucket>/media/<key>; the key stays URL-encoded as the client sent it
    const keyPath = (request.url ?? '/').split('?')[0]!;
    if (/(^|\/)(\.|%2e){2}(\/|$)/i.test(keyPath)) {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad key');
      return;
    }
    const objectPath = `/${bucket}${keyPath}`;
    const headers: OutgoingHttpHeaders = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: objectPath, headers },
      (answer) => {
        const forwarded: OutgoingHttpHeaders = {};
        for (const name of FORWARDED_RESPONSE_HEADERS) {
          const value = answer.headers[name];
          if (value !== undefined) forwarded[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, forwarded);
        answer.pipe(response);
      },
    );
    proxied.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(error));
      else response.destroy();
    });
    proxied.end();
  };
}
