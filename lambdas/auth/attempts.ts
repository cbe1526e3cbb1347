/**
 * Our own abuse limits on the pre-login calls, on top of Cognito's (which throttles and temporarily
 * locks out repeated failed sign-ins on AWS). A limited call takes a place in each of its windows
 * before anything else is asked, in one conditional write per window that checks and counts
 * (data/attempts.ts), so no window ever lets more than its `max` through, whatever the concurrency;
 * beyond that the call is refused with 429 until the window ends. See docs/architecture.md "Brute
 * force" and docs/data-model.md A16.
 *
 * **A stranger cannot lock a player out by knowing their email.** Guesses about an email (passwords,
 * signup and reset codes, requests for new codes) take two places:
 *
 * - the email *with the caller's address* (`pair`): the lock a guesser meets, 5 failures and then 429
 *   for the rest of the window; it only ever locks that address out of that email;
 * - the email *from any address* (`email`): a ceiling over every address that bounds what a guesser
 *   spread over many addresses gets (say 10 wrong passwords per 10 minutes, against Cognito), with a
 *   short window, so when strangers fill it the owner is slowed for minutes, never locked out for long.
 *
 * A failure that counts keeps both places, any other outcome gives them back, and a success closes
 * both windows. The reset code is the way back: a password reset that succeeds also closes the
 * sign-in windows of its email (that address's and the ceiling).
 *
 * Emailed codes (signup and password reset, `CODE_LIMITS`): a new code that Cognito accepts to send
 * opens a fresh code window for the address that asked (`sendNewCode`), so an owner's own earlier
 * mistakes never refuse the new code; the email's ceiling is not reopened by a new code (anyone can
 * ask for one), so guesses at an email's codes stay bounded by the ceiling whatever is requested:
 * at most 10 per 10 minutes, 60 an hour, against a 6-digit code. Requests for new codes are limited
 * the same two ways.
 *
 * Registration and contact messages are limited per client address and for everyone together
 * (`shared` limits: a flood from many addresses slows everyone briefly rather than reaching Cognito's
 * mail or the support inbox). Every such call counts; a call that fails on our side (5xx) gives its
 * places back, and a call refused by one window gives back what it took in the others, so a refusal
 * never leaves a half-counted call.
 *
 * The client is told where it stands: a counted failure carries `attemptsLeft` in its error body, a
 * refusal `retryAfterSeconds` (when the refusing window ends).
 */
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';
import { AppError, describeError } from '../core/errors';
import type { AttemptWindow } from '../data';
import { TooManyAttemptsError } from './errors';

export interface AttemptLimit {
  /** the rate-limit item's scope */
  scope: string;
  /** attempts allowed per window */
  max: number;
  windowSeconds: number;
  /** counts everyone's calls together (subject `ALL_SUBJECT`): its refusal says the site is busy */
  shared?: true;
}

/** One place a call takes: a limit and whose window it counts in. */
export interface LimitPlace {
  limit: AttemptLimit;
  subject: string;
}

const MINUTES = 60;

/** The data access the limits call. */
export type AttemptData = 'reserveAttempt' | 'releaseAttempt' | 'clearAttempts';
type AttemptDeps = Deps<DataNeeds<AttemptData>>;

/** The subject of a limit shared by everyone. */
export const ALL_SUBJECT = 'all';

export const ATTEMPT_LIMITS = {
  /** wrong passwords per email and client address (login): the lock */
  signIn: { scope: 'sign-in', max: 5, windowSeconds: 15 * MINUTES },
  /** wrong passwords per email from any address: the ceiling, short so that it slows */
  signInEmail: { scope: 'sign-in-email', max: 10, windowSeconds: 10 * MINUTES },
  /** wrong signup codes per email and address; each accepted resend opens a fresh window */
  signUpCode: { scope: 'signup-code', max: 5, windowSeconds: 15 * MINUTES },
  /** wrong signup codes per email from any address (not reopened by a resend) */
  signUpCodeEmail: { scope: 'signup-code-email', max: 10, windowSeconds: 10 * MINUTES },
  /** signup code resends per email and address */
  signUpCodeResend: { scope: 'signup-code-resend', max: 5, windowSeconds: 60 * MINUTES },
  /** signup code resends per email from any address */
  signUpCodeResendEmail: { scope: 'signup-code-resend-email', max: 5, windowSeconds: 15 * MINUTES },
  /** wrong password-reset codes per email and address; each reset code sent opens a fresh window */
  resetCode: { scope: 'reset-code', max: 5, windowSeconds: 15 * MINUTES },
  /** wrong password-reset codes per email from any address (not reopened by a new code) */
  resetCodeEmail: { scope: 'reset-code-email', max: 10, windowSeconds: 10 * MINUTES },
  /** password-reset code requests per email and address, the first one included */
  resetCodeRequest: { scope: 'reset-code-request', max: 5, windowSeconds: 60 * MINUTES },
  /** password-reset code requests per email from any address */
  resetCodeRequestEmail: { scope: 'reset-code-request-email', max: 5, windowSeconds: 15 * MINUTES },
  /** anonymous existence checks (pjuser/user/verify without the owner's token) per client address */
  accountLookup: { scope: 'account-lookup', max: 30, windowSeconds: 15 * MINUTES },
  /** registrations per client address */
  registration: { scope: 'registration', max: 10, windowSeconds: 60 * MINUTES },
  /** registrations from everyone: each one mails a code (the first knob to raise on a busy day) */
  registrationAll: { scope: 'registration-all', max: 300, windowSeconds: MINUTES, shared: true },
  /** contact messages per client address */
  contact: { scope: 'contact', max: 10, windowSeconds: 60 * MINUTES },
  /** contact messages from everyone: each one lands in the support inbox */
  contactAll: { scope: 'contact-all', max: 60, windowSeconds: MINUTES, shared: true },
} as const satisfies Record<string, AttemptLimit>;

/** The two limits of guesses about an email: with the caller's address (the lock), and from any (the ceiling). */
export interface EmailLimits {
  pair: AttemptLimit;
  email: AttemptLimit;
}

export const SIGN_IN_LIMITS = {
  pair: ATTEMPT_LIMITS.signIn,
  email: ATTEMPT_LIMITS.signInEmail,
} as const satisfies EmailLimits;

/** An emailed code's limits: wrong codes, and requests for new codes. */
export interface CodeLimits {
  code: EmailLimits;
  requests: EmailLimits;
}

export const CODE_LIMITS = {
  signUp: {
    code: { pair: ATTEMPT_LIMITS.signUpCode, email: ATTEMPT_LIMITS.signUpCodeEmail },
    requests: { pair: ATTEMPT_LIMITS.signUpCodeResend, email: ATTEMPT_LIMITS.signUpCodeResendEmail },
  },
  passwordReset: {
    code: { pair: ATTEMPT_LIMITS.resetCode, email: ATTEMPT_LIMITS.resetCodeEmail },
    requests: { pair: ATTEMPT_LIMITS.resetCodeRequest, email: ATTEMPT_LIMITS.resetCodeRequestEmail },
  },
} as const satisfies Record<string, CodeLimits>;

/** The subject of a per-email limit: the address, lower-cased. */
export const emailSubject = (email: string) => email.trim().toLowerCase();

/** The places a guess about `email` from `address` takes: the pair's window, then the email's. */
export function emailPlaces(limits: EmailLimits, email: string, address: string): LimitPlace[] {
  const subject = emailSubject(email);
  return [
    { limit: limits.pair, subject: `${subject} ${address}` },
    { limit: limits.email, subject },
  ];
}

/** The places a call from `address` takes under a per-address limit and a shared one. */
export function addressPlaces(perAddress: AttemptLimit, shared: AttemptLimit, address: string): LimitPlace[] {
  return [
    { limit: perAddress, subject: address },
    { limit: shared, subject: ALL_SUBJECT },
  ];
}

/** Refuses the call (429), saying when the refusing window ends (the whole window when it is not known). */
function refuse(limit: AttemptLimit, expiresAt: number | undefined, now: Date): never {
  const left = expiresAt === undefined ? limit.windowSeconds : expiresAt - Math.floor(now.getTime() / 1000);
  const retryAfterSeconds = Math.min(limit.windowSeconds, Math.max(1, left));
  const minutes = Math.ceil(retryAfterSeconds / MINUTES);
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  throw new TooManyAttemptsError(
    limit.shared
      ? `Sorry, we are receiving too many requests right now. ${wait}`
      : `Sorry, there have been too many attempts. ${wait}`,
    { attempts: { attemptsLeft: 0, retryAfterSeconds } },
  );
}

interface Taken {
  place: LimitPlace;
  window: AttemptWindow;
}

/** Gives back every place taken. */
async function releaseAll(taken: readonly Taken[], deps: AttemptDeps): Promise<void> {
  await Promise.all(
    taken.map(({ place, window }) => deps.data.releaseAttempt(place.limit.scope, place.subject, window)),
  );
}

/**
 * Takes a place in each window in turn, the narrowest first (the pair before the email's ceiling, the
 * address before everyone's), or refuses the call (429) at the first window with none left; then the
 * places taken before it are given back, so a refused call counts nowhere. In turn rather than at once:
 * only calls that passed the narrow window compete for the wide one, so a burst from one address takes
 * exactly the narrow window's places (5 of 40 wrong codes reach Cognito, never fewer) and leaves the
 * shared ceiling to everyone else. One more conditional write's latency (a few ms) per limited call.
 */
async function reserveAll(places: readonly LimitPlace[], deps: AttemptDeps): Promise<Taken[]> {
  const now = deps.clock.now();
  const taken: Taken[] = [];
  for (const place of places) {
    const window = await deps.data.reserveAttempt(place.limit.scope, place.subject, now, place.limit);
    if ('full' in window) {
      await releaseAll(taken, deps);
      refuse(place.limit, window.expiresAt, now);
    }
    taken.push({ place, window });
  }
  return taken;
}

/** Closes the windows: a success (or a reset) forgets earlier failures. */
export async function restartWindows(
  places: readonly LimitPlace[],
  deps: Deps<DataNeeds<'clearAttempts'>>,
): Promise<void> {
  await Promise.all(places.map((place) => deps.data.clearAttempts(place.limit.scope, place.subject)));
}

/** Whether a failure is ours (a 5xx, or not an error we raised on purpose): the call did not happen. */
const failedOnOurSide = (error: unknown) =>
  !(error instanceof AppError) || describeError(error).statusCode >= 500;

/**
 * Counts one call in every window and refuses it (429) beyond any; `run` then makes it. A call that
 * fails on our side (5xx) gives its places back; every other outcome keeps them.
 */
export async function withCallLimit<T>(
  places: readonly LimitPlace[],
  deps: AttemptDeps,
  run: () => Promise<T>,
): Promise<T> {
  const taken = await reserveAll(places, deps);
  try {
    return await run();
  } catch (error) {
    if (failedOnOurSide(error)) await releaseAll(taken, deps);
    throw error;
  }
}

/** Counts one call in every window and refuses it (429) beyond any. */
export async function countCalls(places: readonly LimitPlace[], deps: AttemptDeps): Promise<void> {
  await reserveAll(places, deps);
}

/** Counts one call in the subject's window and refuses it (429) beyond the limit. */
export async function countCall(limit: AttemptLimit, subject: string, deps: AttemptDeps): Promise<void> {
  await countCalls([{ limit, subject }], deps);
}

/**
 * Runs `attempt` under failure limits: refused when a window is full; a failure of one of the
 * `counted` classes keeps its places and is rethrown with the attempts it has left; any other
 * failure gives the places back; a success closes the windows.
 */
export async function withFailureLimit<T>(
  places: readonly LimitPlace[],
  deps: AttemptDeps,
  counted: readonly (abstract new (...args: never[]) => Error)[],
  attempt: () => Promise<T>,
): Promise<T> {
  const taken = await reserveAll(places, deps);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!counted.some((failure) => error instanceof failure)) {
      await releaseAll(taken, deps);
    } else if (error instanceof AppError) {
      const left = taken.map(({ place, window }) => place.limit.max - window.count);
      error.attempts = { attemptsLeft: Math.max(0, Math.min(...left)) };
    }
    throw error;
  }
  await restartWindows(places, deps);
  return result;
}

/**
 * Has a new code for `email` sent under the request limits: the request counts (refused with 429
 * beyond either limit, before `send`); when `send` succeeds the code gets a fresh window for the
 * address that asked, so it works at once whatever that address got wrong before. The email's code
 * ceiling stays as it was (a stranger may ask too). A failed `send` keeps the code windows as they were.
 */
export async function sendNewCode<T>(
  limits: CodeLimits,
  email: string,
  address: string,
  deps: AttemptDeps,
  send: () => Promise<T>,
): Promise<T> {
  await countCalls(emailPlaces(limits.requests, email, address), deps);
  const sent = await send();
  await restartWindows(emailPlaces(limits.code, email, address).slice(0, 1), deps);
  return sent;
}
