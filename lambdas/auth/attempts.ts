/**
 * Our own brute-force limits on the pre-login calls, on top of Cognito's (which throttles and
 * temporarily locks out repeated failed sign-ins on AWS). Each attempt takes a place in its subject's
 * window (per email) before Cognito is asked, in one conditional write that checks and counts
 * (data/attempts.ts), so at most `max` attempts per window ever reach Cognito, whatever the
 * concurrency; beyond that the call is refused with 429 until the window ends. A failure that counts
 * keeps its place, any other outcome gives it back, and a success closes the window. Anonymous
 * account lookups take a place per client address, every call. See docs/data-model.md A16.
 */
import type { DataNeeds, Deps } from '../core/deps';
import { TooManyAttemptsError } from './errors';

export interface AttemptLimit {
  /** the rate-limit item's scope */
  scope: string;
  /** attempts allowed per window */
  max: number;
  windowSeconds: number;
}

const MINUTES = 60;

/** The data access the limits call. */
export type AttemptData = 'reserveAttempt' | 'releaseAttempt' | 'clearAttempts';
type AttemptDeps = Deps<DataNeeds<AttemptData>>;

export const ATTEMPT_LIMITS = {
  /** wrong passwords per email (login) */
  signIn: { scope: 'sign-in', max: 5, windowSeconds: 15 * MINUTES },
  /** wrong signup codes per email */
  signUpCode: { scope: 'signup-code', max: 5, windowSeconds: 15 * MINUTES },
  /** wrong password-reset codes per email */
  resetCode: { scope: 'reset-code', max: 5, windowSeconds: 15 * MINUTES },
  /** anonymous existence checks (pjuser/user/verify without the owner's token) per client address */
  accountLookup: { scope: 'account-lookup', max: 30, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, AttemptLimit>;

/** The subject of a per-email limit: the address, lower-cased. */
export const emailSubject = (email: string) => email.trim().toLowerCase();

function refuse(limit: AttemptLimit): never {
  throw new TooManyAttemptsError(
    `too many attempts: wait up to ${Math.ceil(limit.windowSeconds / MINUTES)} minutes and try again`,
  );
}

/** Takes a place in the subject's window, or refuses the call (429) when none is left. */
async function reserve(limit: AttemptLimit, subject: string, deps: AttemptDeps) {
  const window = await deps.data.reserveAttempt(limit.scope, subject, deps.clock.now(), limit);
  return window ?? refuse(limit);
}

/** Counts one call and refuses it (429) beyond the limit. */
export async function countCall(limit: AttemptLimit, subject: string, deps: AttemptDeps): Promise<void> {
  await reserve(limit, subject, deps);
}

/**
 * Runs `attempt` under a per-subject failure limit: refused when the window is full; a failure of
 * one of the `counted` classes keeps its place and is rethrown; any other failure gives the place
 * back; a success closes the window.
 */
export async function withFailureLimit<T>(
  limit: AttemptLimit,
  subject: string,
  deps: AttemptDeps,
  counted: readonly (abstract new (...args: never[]) => Error)[],
  attempt: () => Promise<T>,
): Promise<T> {
  const window = await reserve(limit, subject, deps);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!counted.some((failure) => error instanceof failure))
      await deps.data.releaseAttempt(limit.scope, subject, window);
    throw error;
  }
  await deps.data.clearAttempts(limit.scope, subject);
  return result;
}
