/**
 * Session revocation (issue 3: signing out, changing the password and deactivating end access within
 * five minutes at most). Two layers:
 *
 * 1. ID and access tokens live 5 minutes (Cognito's minimum, lib/aws/auth.ts TOKEN_VALIDITY), and
 *    `AdminUserGlobalSignOut` / `AdminDisableUser` revoke the refresh tokens, so no session outlives
 *    its current ID token by more than 5 minutes, whatever API Gateway's authorizer accepts.
 * 2. At once: the profile keeps `tokensValidAfter` (epoch seconds). Every `cognito` REST call
 *    (http/service.ts) and every WebSocket connect (sockets/authorizer.ts) refuses an ID token issued
 *    before it, and a deactivated profile; the caller's profile is loaded anyway (memoized), so this
 *    costs one strongly consistent GetItem per call. Connections already open are closed by the
 *    table's stream consumer when the profile change reaches it (streams/index.ts).
 */
import type { Profile } from '../data';

const JAVA_DATE = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}$/;

/**
 * A time claim in epoch seconds. JWTs carry numbers; API Gateway's Cognito authorizer hands every
 * claim on as a string, and renders `iat`/`exp` as Java dates ("Sat Nov 21 02:30:11 UTC 2026").
 */
export function claimSeconds(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.floor(Number(text));
  if (JAVA_DATE.test(text)) {
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? undefined : Math.floor(parsed / 1000);
  }
  return undefined;
}

/** The seconds value to store so that tokens issued from `now` on stay valid. */
export function revocationTime(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

/**
 * Whether a token issued at `issuedAt` (epoch seconds) may still be used by the owner of `profile`.
 * No profile yet (signup in progress): only the token's own expiry applies.
 */
export function isSessionCurrent(
  profile: Pick<Profile, 'active' | 'tokensValidAfter'> | undefined,
  issuedAt: number | undefined,
): boolean {
  if (!profile) return true;
  if (!profile.active) return false;
  if (profile.tokensValidAfter === null) return true;
  return issuedAt !== undefined && issuedAt >= profile.tokensValidAfter;
}
