/**
 * The account part of signup (001 §4, §7, §8): registration, the existing-email branches, the email
 * code and its resend. No token is sent on any of these calls (001 §6). Each function answers an
 * outcome the screen words; unexpected failures are reported once, none is thrown.
 *
 *   register (POST pjuserregistration/pjregistration) → the code step
 *   409 UsernameExistsException → verifyUser (anonymous) and, on its `Active`:
 *     1  an active account: 'exists' (log in, or contact support to reactivate)
 *     -1 no profile yet: sign in with the given credentials → the username step
 *        (403 UserNotConfirmed → the code step)
 *     0  a disabled account: 'disabled' (support by email)
 *   confirmSignUpCode (JSON string SUCCESS; 409 AlreadyConfirmed counts as confirmed; a wrong code
 *     says the attempts left, a 429 when to try again)
 *   resendSignUpCode (a sent code opens a fresh attempt window; a 429 says when to ask again)
 */
import { ApiError, ApiNetworkError, callApi } from '../../lib/api';
import {
  IncorrectCredentialsError,
  signIn,
  TooManyRequestsError,
  UserDisabledError,
  UserNotConfirmedError,
  type SignedIn,
} from '../../lib/auth';
import { attemptLimitsOf, type AttemptLimits } from '../../lib/attempt-limits';
import { report } from '../../lib/errors';

/** The error `type`s of the account calls (lambdas/auth/errors.ts) this module branches on. */
export const ACCOUNT_ERROR_TYPES = {
  usernameExists: 'UsernameExistsException',
  alreadyConfirmed: 'AlreadyConfirmed',
  codeMismatch: 'CodeMismatch',
  expiredCode: 'ExpiredCode',
} as const;

export interface Credentials {
  email: string;
  password: string;
}

export type RegisterOutcome =
  /** a code was emailed: the code step */
  | { kind: 'registered' }
  /** an unfinished signup of this email, now signed in: the username step */
  | { kind: 'resumed'; signedIn: SignedIn }
  /** an unfinished signup whose email is not confirmed: the code step */
  | { kind: 'unconfirmed' }
  | { kind: 'exists' }
  | { kind: 'disabled' }
  | { kind: 'tooManyRequests' }
  | { kind: 'failed' };

const isType = (error: unknown, type: string) => error instanceof ApiError && error.body?.type === type;

/** Reports what a retry or the user cannot explain (network failures and 4xx answers are expected). */
function reportUnexpected(error: unknown, where: string): void {
  if (error instanceof ApiNetworkError) return;
  if (error instanceof ApiError && error.status < 500) return;
  report(error, { where });
}

/** Signs in with the credentials of an existing account that has no profile yet. */
async function resumeExisting(credentials: Credentials): Promise<RegisterOutcome> {
  try {
    return { kind: 'resumed', signedIn: await signIn(credentials.email, credentials.password) };
  } catch (error) {
    if (error instanceof UserNotConfirmedError) return { kind: 'unconfirmed' };
    // a wrong password for an existing email: that account is not this visitor's to resume
    if (error instanceof IncorrectCredentialsError) return { kind: 'exists' };
    if (error instanceof UserDisabledError) return { kind: 'disabled' };
    if (error instanceof TooManyRequestsError) return { kind: 'tooManyRequests' };
    return { kind: 'failed' };
  }
}

/** 001 §4: an email that already has an account; the anonymous existence check tells the cases apart. */
async function existingAccount(credentials: Credentials): Promise<RegisterOutcome> {
  let check;
  try {
    check = (await callApi('verifyUser', { email: credentials.email })).body[0];
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { kind: 'tooManyRequests' };
    reportUnexpected(error, 'api:verifyUser');
    return { kind: 'failed' };
  }
  if (check?.userCount !== 1) return { kind: 'failed' };
  if (check.Active === 1) return { kind: 'exists' };
  if (check.Active === -1) return resumeExisting(credentials);
  return { kind: 'disabled' };
}

/** Step 1: registers the email (the username is the email) in the interface language. */
export async function registerAccount(
  credentials: Credentials,
  languageCode: string,
): Promise<RegisterOutcome> {
  const email = credentials.email.trim();
  try {
    await callApi('register', { username: email, email, password: credentials.password, languageCode });
    return { kind: 'registered' };
  } catch (error) {
    if (isType(error, ACCOUNT_ERROR_TYPES.usernameExists)) {
      return existingAccount({ email, password: credentials.password });
    }
    if (error instanceof ApiError && error.status === 429) return { kind: 'tooManyRequests' };
    reportUnexpected(error, 'api:register');
    return { kind: 'failed' };
  }
}

export type { AttemptLimits } from '../../lib/attempt-limits';

export type ConfirmOutcome = 'confirmed' | 'mismatch' | 'expired' | 'tooManyRequests' | 'failed';
export type ConfirmResult = { outcome: ConfirmOutcome } & AttemptLimits;

/** Step 2: confirms the email with its 6-digit code; a refusal says what the limits allow next. */
export async function confirmSignupCode(email: string, code: string): Promise<ConfirmResult> {
  try {
    await callApi('confirmSignUpCode', { email: email.trim(), code });
    return { outcome: 'confirmed' };
  } catch (error) {
    if (isType(error, ACCOUNT_ERROR_TYPES.alreadyConfirmed)) return { outcome: 'confirmed' };
    if (isType(error, ACCOUNT_ERROR_TYPES.codeMismatch))
      return { outcome: 'mismatch', ...attemptLimitsOf(error) };
    if (isType(error, ACCOUNT_ERROR_TYPES.expiredCode)) return { outcome: 'expired' };
    if (error instanceof ApiError && error.status === 429)
      return { outcome: 'tooManyRequests', ...attemptLimitsOf(error) };
    reportUnexpected(error, 'api:confirmSignUpCode');
    return { outcome: 'failed' };
  }
}

export type ResendOutcome = 'sent' | 'alreadyConfirmed' | 'tooManyRequests' | 'failed';
export type ResendResult = { outcome: ResendOutcome } & Pick<AttemptLimits, 'retryAt'>;

/**
 * Step 2: emails a new code. The server opens a fresh attempt window for it, so earlier wrong codes
 * no longer count; resends are limited themselves (a 429 says when the next may be asked for).
 */
export async function resendSignupCode(email: string): Promise<ResendResult> {
  try {
    await callApi('resendSignUpCode', { email: email.trim() });
    return { outcome: 'sent' };
  } catch (error) {
    if (isType(error, ACCOUNT_ERROR_TYPES.alreadyConfirmed)) return { outcome: 'alreadyConfirmed' };
    if (error instanceof ApiError && error.status === 429) {
      const { retryAt } = attemptLimitsOf(error);
      return retryAt === undefined ? { outcome: 'tooManyRequests' } : { outcome: 'tooManyRequests', retryAt };
    }
    reportUnexpected(error, 'api:resendSignUpCode');
    return { outcome: 'failed' };
  }
}

export type SignInOutcome =
  { kind: 'signedIn'; signedIn: SignedIn } | { kind: 'unconfirmed' } | { kind: 'failed' };

/** After the code: signs in with the credentials kept in memory (001 §4: logged in automatically). */
export async function signInAfterSignup(credentials: Credentials): Promise<SignInOutcome> {
  try {
    return { kind: 'signedIn', signedIn: await signIn(credentials.email, credentials.password) };
  } catch (error) {
    // signIn has reported anything unexpected already
    if (error instanceof UserNotConfirmedError) return { kind: 'unconfirmed' };
    return { kind: 'failed' };
  }
}
