/**
 * The login's half of the session rule (auth/session.ts): a sign-in made in the same second as a
 * revocation of the user's sessions, but after it, gets an `auth_time` that the rule refuses. The
 * login then waits for the first valid second and signs in again, so the tokens it answers always
 * work. This costs one strongly consistent read of the user's session item per login, and, only in
 * that second, up to a second of waiting and one more Cognito sign-in.
 */
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';
import { signIn, type AuthenticationResult } from './cognito';
import { isSessionCurrent, sessionStart } from './session';
import { unverifiedClaims } from './token-claims';

/** The data access a fresh sign-in calls. */
export type FreshSignInData = 'getSessionRevocation';

/** Cognito's clock may trail ours a little: sign in again this long after the valid second began. */
export const CLOCK_MARGIN_MS = 50;
/** A revocation that keeps landing as we sign in is another sign-out racing ours: it may win. */
const SIGN_IN_TRIES = 3;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Signs in with email and password; answers tokens whose session began after every revocation. */
export async function freshSignIn(
  email: string,
  password: string,
  deps: Deps<DataNeeds<FreshSignInData>>,
  wait: (ms: number) => Promise<void> = delay,
): Promise<AuthenticationResult> {
  for (let tries = 1; ; tries++) {
    const tokens = await signIn(email, password);
    const claims = unverifiedClaims(tokens.IdToken);
    if (typeof claims?.sub !== 'string' || tries === SIGN_IN_TRIES) return tokens;
    const revocation = await deps.data.getSessionRevocation(claims.sub);
    if (!revocation || isSessionCurrent(revocation, sessionStart(claims))) return tokens;
    await wait(revocation.tokensValidAfter * 1000 + CLOCK_MARGIN_MS - deps.clock.now().getTime());
  }
}
