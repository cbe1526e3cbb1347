/**
 * The address a request came from. On AWS, CloudFront fronts /api and puts the viewer's address in
 * X-Forwarded-For; the first hop is the client as it reported itself to the first proxy. Without the
 * header (the twin, direct calls) API Gateway's `identity.sourceIp` is the peer.
 *
 * The first hop can be written by the client itself, so it is fit for recording (contact messages)
 * and for light rate limits, not for security decisions.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

/** Stored when the address cannot be known (001 §4: the client sent '{ip}' when its lookup failed). */
export const UNKNOWN_ADDRESS = '{ip}';

function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}

/** The client's address, or undefined when neither the header nor the gateway names one. */
export function clientAddress(event: APIGatewayProxyEvent): string | undefined {
  const first = header(event, 'x-forwarded-for')?.split(',')[0]?.trim();
  if (first) return first.slice(0, 64);
  const source = event.requestContext?.identity?.sourceIp;
  return typeof source === 'string' && source.trim() !== '' ? source.trim() : undefined;
}

/** The value of a header, case-insensitively. */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  return header(event, name);
}
