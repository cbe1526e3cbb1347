/**
 * Session revocation (issue 3: signing out, changing the password and deactivating end access within
 * five minutes at most; issue 7: exactly, even within the second of the sign-in). Two layers:
 *
 * 1. ID and access tokens live 5 minutes (Cognito's minimum, lib/aws/auth.ts TOKEN_VALIDITY), and
 *    `AdminUserGlobalSignOut` / `AdminDisableUser` revoke the refresh tokens, so no session outlives
 *    its current ID token by more than 5 minutes, whatever API Gateway's authorizer accepts.
 * 2. At once: a revocation at instant R stores `tokensValidAfter` V = floor(R) + 1 (epoch seconds),
 *    the first second whose sign-ins are valid, on the user's session item (data/sessions.ts, kept
 *    with or without a profile) and on the profile. A token is current when its session began at or
 *    after V: `auth_time >= V`. `auth_time` is when the user authenticated; every token refreshed
 *    from that sign-in keeps it (and its `origin_jti`), so a refresh cannot launder an old session.
 *    - Every token issued before R belongs to a session that began at or before R: auth_time <=
 *      floor(R) < V, refused, also within R's own second.
 *    - A sign-in after R but within R's second also gets auth_time = floor(R): the login therefore
 *      signs in once more when V has begun (auth/fresh-sign-in.ts), so every token it answers after
 *      a revocation has auth_time >= V. A token minted in that second outside the login (the pool's
 *      own endpoint) is refused: the rule fails closed, for one second at most.
 *    Every `cognito` REST call (http/service.ts) and every WebSocket connect (sockets/authorizer.ts)
 *    applies the rule to the caller's profile, which it loads anyway (one strongly consistent GetItem),
 *    or, for a caller without a profile yet, to their session item (one more). Connections already
 *    open are closed by the table's stream consumer when the profile change reaches it.
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

/**
 * When the token's session began (epoch seconds): its `auth_time`, which Cognito sets on every ID
 * token; a token without one is judged by its `iat`, never earlier than the sign-in.
 */
export function sessionStart(claims: Readonly<Record<string, unknown>>): number | undefined {
  return claimSeconds(claims.auth_time) ?? claimSeconds(claims.iat);
}

/** The `tokensValidAfter` a revocation at `now` stores: the first second whose sign-ins are valid. */
export function revocationTime(now: Date): number {
  return Math.floor(now.getTime() / 1000) + 1;
}

/** What the rule reads: a profile, or the session item of a user without one (always active). */
export type RevocationState = Pick<Profile, 'tokensValidAfter'> & Partial<Pick<Profile, 'active'>>;

/**
 * Whether a token whose session began at `startedAt` (epoch seconds) may still be used, given its
 * owner's profile or session item. Neither (no revocation ever): only the token's own expiry applies.
 */
export function isSessionCurrent(state: RevocationState | undefined, startedAt: number | undefined): boolean {
  if (!state) return true;
  if (state.active === false) return false;
  if (state.tokensValidAfter === null) return true;
  return startedAt !== undefined && startedAt >= state.tokensValidAfter;
}
