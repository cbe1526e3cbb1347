/**
 * Where the session's tokens are kept and how a token is read, apart from the token provider
 * (session-tokens.ts) so that the public pages can tell a live session (live-session.ts) without
 * loading the provider: this module is in every page's initial JS.
 */
import type { JWT } from 'aws-amplify/auth';
import { SESSION_KEY_PREFIX } from './session-values';

/** Storage keys of the tokens; the ID token is the spec's `idToken` session value (001 §3). */
export const TOKEN_KEYS = {
  idToken: `${SESSION_KEY_PREFIX}idToken`,
  accessToken: `${SESSION_KEY_PREFIX}accessToken`,
  refreshToken: `${SESSION_KEY_PREFIX}refreshToken`,
  /** server clock minus this browser's clock, in ms, measured from the access token's `iat` */
  clockDrift: `${SESSION_KEY_PREFIX}clockDrift`,
} as const;

/** A token that is not a decodable JWT. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A JWT as Amplify represents it: the decoded payload and the raw string. The signature is not checked here (the API does). */
export function decodeJwt(token: string): JWT {
  const [, payload] = token.split('.');
  if (!payload) throw new InvalidTokenError('not a JWT');
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(payload));
  } catch (cause) {
    throw new InvalidTokenError('JWT payload is not JSON', { cause });
  }
  if (!claims || typeof claims !== 'object') throw new InvalidTokenError('JWT payload is not an object');
  return { payload: claims as JWT['payload'], toString: () => token };
}
