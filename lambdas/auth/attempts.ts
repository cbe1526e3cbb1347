/**
 * Our own brute-force limits on the pre-login calls, on top of Cognito's (which throttles and
 * temporarily locks out repeated failed sign-ins on AWS). Each attempt takes a place in its subject's
 * window (per email) before Cognito is asked, in one conditional write that checks and counts
 * (data/attempts.ts), so at most `max` attempts per window ever reach Cognito, whatever the
 * concurrency; beyond that the call is refused with 429 until the window ends. A failure that counts
 * keeps its place, any other outcome gives it back, and a success closes the window. Anonymous
 * account lookups take a place per client address, every call. See docs/data-model.md A16.
 *
 * The client is told where it stands: a counted failure carries `attemptsLeft` in its error body, a
 * refusal `retryAfterSeconds` (when the window ends).
 *
 * Emailed codes (signup and password reset, `CODE_LIMITS`): a wrong code counts in the email's code
 * window; a new code that Cognito accepts to send opens a fresh window for it (`sendNewCode`), so the
 * new code is never refused for the old one's failures. Requests for new codes are themselves limited
 * per email (every call counts, before Cognito), so asking again cannot beat the code limit: signup at
 * most 5 + 5 × 5 = 30 guesses an hour (the registration's code plus 5 resends), password reset at most
 * 5 × 5 = 25 (every request counts, the first one too), against a 6-digit code (about 1 in 33 000 of
 * the code space); Cognito's own sending limits apply too. A request Cognito refuses keeps the code
 * window as it was.
 */
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';
import { AppError } from '../core/errors';
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
  /** wrong signup codes per email; each accepted resend opens a fresh window */
  signUpCode: { scope: 'signup-code', max: 5, windowSeconds: 15 * MINUTES },
  /** signup code resends per email (each one opens a fresh code window, so they are limited too) */
  signUpCodeResend: { scope: 'signup-code-resend', max: 5, windowSeconds: 60 * MINUTES },
  /** wrong password-reset codes per email; each reset code sent opens a fresh window */
  resetCode: { scope: 'reset-code', max: 5, windowSeconds: 15 * MINUTES },
  /** password-reset code requests per email, the first one included (each sent code opens a fresh window) */
  resetCodeRequest: { scope: 'reset-code-request', max: 5, windowSeconds: 60 * MINUTES },
  /** anonymous existence checks (pjuser/user/verify without the owner's token) per client address */
  accountLookup: { scope: 'account-lookup', max: 30, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, AttemptLimit>;

/** An emailed code's two limits: wrong codes per code window, and requests for new codes. */
export interface CodeLimits {
  code: AttemptLimit;
  requests: AttemptLimit;
}

export const CODE_LIMITS = {
  signUp: { code: ATTEMPT_LIMITS.signUpCode, requests: ATTEMPT_LIMITS.signUpCodeResend },
  passwordReset: { code: ATTEMPT_LIMITS.resetCode, requests: ATTEMPT_LIMITS.resetCodeRequest },
} as const satisfies Record<string, CodeLimits>;

/** The subject of a per-email limit: the address, lower-cased. */
export const emailSubject = (email: string) => email.trim().toLowerCase();

/** Refuses the call (429), saying when the full window ends (the whole window when it is not known). */
function refuse(limit: AttemptLimit, expiresAt: number | undefined, now: Date): never {
  const left = expiresAt === undefined ? limit.windowSeconds : expiresAt - Math.floor(now.getTime() / 1000);
  const retryAfterSeconds = Math.min(limit.windowSeconds, Math.max(1, left));
  const minutes = Math.ceil(retryAfterSeconds / MINUTES);
  throw new TooManyAttemptsError(
    `too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    { attempts: { attemptsLeft: 0, retryAfterSeconds } },
  );
}

/** Takes a place in the subject's window, or refuses the call (429) when none is left. */
async function reserve(limit: AttemptLimit, subject: string, deps: AttemptDeps) {
  const now = deps.clock.now();
  const window = await deps.data.reserveAttempt(limit.scope, subject, now, limit);
  return 'full' in window ? refuse(limit, window.expiresAt, now) : window;
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
    if (!counted.some((failure) => error instanceof failure)) {
      await deps.data.releaseAttempt(limit.scope, subject, window);
    } else if (error instanceof AppError) {
      error.attempts = { attemptsLeft: Math.max(0, limit.max - window.count) };
    }
    throw error;
  }
  await deps.data.clearAttempts(limit.scope, subject);
  return result;
}

/** Opens a fresh window for the subject (a new code was sent: the old one's failures no longer count). */
export async function restartWindow(
  limit: AttemptLimit,
  subject: string,
  deps: Deps<DataNeeds<'clearAttempts'>>,
): Promise<void> {
  await deps.data.clearAttempts(limit.scope, subject);
}

/**
 * Has a new code sent under the request limit: the request counts (refused with 429 beyond the
 * limit, before `send`); when `send` succeeds the code gets a fresh window, so it works at once
 * whatever failed before it. A failed `send` keeps the code window as it was.
 */
export async function sendNewCode<T>(
  limits: CodeLimits,
  subject: string,
  deps: AttemptDeps,
  send: () => Promise<T>,
): Promise<T> {
  await countCall(limits.requests, subject, deps);
  const sent = await send();
  await restartWindow(limits.code, subject, deps);
  return sent;
}
