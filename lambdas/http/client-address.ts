/**
 * The address a request came from, taken only from what the edge sets and the client cannot write:
 *
 * 1. `CloudFront-Viewer-Address` (`ip:port`, IPv6 too: `2001:db8::1:443`), which CloudFront sets
 *    from the viewer's TCP connection and forwards on /api (lib/aws/website.ts names the origin
 *    request policy that includes it). The port is dropped; a value that is not an address after
 *    that did not come from CloudFront and is ignored.
 * 2. Else API Gateway's `identity.sourceIp`: the peer that connected to the API. Behind CloudFront
 *    that is CloudFront itself, which is why it only answers when the viewer header is absent, that
 *    is on calls made to the API's own endpoint, where it is the caller.
 *
 * X-Forwarded-For is never read: CloudFront appends to whatever the viewer sent, so its first entry
 * is the client's own claim, and rotating it escaped the per-address limit of anonymous verify.
 * The twin's gateway sets the same header from its socket (lib/local/gateway/rest.ts).
 *
 * What remains forgeable: a caller of the API's own endpoint (not through CloudFront) can send any
 * CloudFront-Viewer-Address. Closing that needs a secret that CloudFront adds to origin requests and
 * the API checks; until then the per-address limits hold for everyone who goes through the site.
 */
import { isIP } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '../../lib/contract/infrastructure';

/** Stored when the address cannot be known (001 §4: the client sent '{ip}' when its lookup failed). */
export const UNKNOWN_ADDRESS = '{ip}';

function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}

/** The address part of `ip:port` (`[v6]:port` accepted too), or undefined when it is not an address. */
export function viewerIp(value: string): string | undefined {
  const trimmed = value.trim();
  const colon = trimmed.lastIndexOf(':');
  if (colon <= 0 || !/^\d{1,5}$/.test(trimmed.slice(colon + 1))) return undefined;
  const host = trimmed.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

/** The client's address (see the module comment), or undefined when neither source names one. */
export function clientAddress(event: APIGatewayProxyEvent): string | undefined {
  const viewer = header(event, VIEWER_ADDRESS_HEADER);
  const fromEdge = viewer === undefined ? undefined : viewerIp(viewer);
  if (fromEdge) return fromEdge;
  const source = event.requestContext?.identity?.sourceIp;
  return typeof source === 'string' && source.trim() !== '' ? source.trim() : undefined;
}

/** The value of a header, case-insensitively. */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  return header(event, name);
}
