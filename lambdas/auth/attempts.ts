/**
 * Our own brute-force limits on the pre-login calls, on top of Cognito's (which throttles and
 * temporarily locks out repeated failed sign-ins on AWS). Failures are counted per email in a window
 * that opens with the first failure; at the limit the call is refused with 429 before Cognito is
 * asked, until the window ends; a success closes the window. Anonymous account lookups are counted
 * per client address, every call. See docs/data-model.md A16.
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
export type AttemptData = 'getAttemptWindow' | 'countAttempt' | 'clearAttempts';
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

/**
 * Refuses (429) when the subject already reached the limit; answers whether a window is open (so a
 * success knows whether there is anything to clear).
 */
export async function assertAttemptsLeft(
  limit: AttemptLimit,
  subject: string,
  deps: AttemptDeps,
): Promise<boolean> {
  const window = await deps.data.getAttemptWindow(limit.scope, subject, deps.clock.now());
  if (window && window.count >= limit.max) refuse(limit);
  return window !== undefined;
}

/** Counts a failure. */
export async function countFailure(limit: AttemptLimit, subject: string, deps: AttemptDeps): Promise<void> {
  await deps.data.countAttempt(limit.scope, subject, deps.clock.now(), limit.windowSeconds);
}

/** Closes the subject's window after a success. */
export async function clearFailures(limit: AttemptLimit, subject: string, deps: AttemptDeps): Promise<void> {
  await deps.data.clearAttempts(limit.scope, subject);
}

/** Counts one call and refuses it (429) beyond the limit. */
export async function countCall(limit: AttemptLimit, subject: string, deps: AttemptDeps): Promise<void> {
  const count = await deps.data.countAttempt(limit.scope, subject, deps.clock.now(), limit.windowSeconds);
  if (count > limit.max) refuse(limit);
}

/**
 * Runs `attempt` under a per-subject failure limit: refused at the limit; a failure of one of the
 * `counted` classes is counted and rethrown; a success clears the window.
 */
export async function withFailureLimit<T>(
  limit: AttemptLimit,
  subject: string,
  deps: AttemptDeps,
  counted: readonly (abstract new (...args: never[]) => Error)[],
  attempt: () => Promise<T>,
): Promise<T> {
  const open = await assertAttemptsLeft(limit, subject, deps);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (counted.some((failure) => error instanceof failure)) await countFailure(limit, subject, deps);
    throw error;
  }
  if (open) await clearFailures(limit, subject, deps);
  return result;
}
