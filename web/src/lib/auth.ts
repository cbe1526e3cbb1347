/**
 * Accounts on the client (001 §4, §6, §7): sign in through the API, adopt the tokens into the Amplify
 * session (session.ts), the whole login flow, the session values (001 §3), sign-out, password change
 * and reset, deactivation. Failures are typed: callers branch on the error class, never on text.
 *
 * Pulls in the typed client (valibot, the manifest) and Amplify: only lazily loaded screens import it.
 */
import { ApiError, callApi } from './api';
import { attemptLimitsOf, type AttemptLimits } from './attempt-limits';
import { report } from './errors';
import { leaveSignedInArea } from './session-state';
import { endSession, getAccessToken, getSession, getTokenEmail, startSession } from './session';
import { decodeJwt } from './session-tokens';
import { readSessionValue, SessionStorageError, writeSessionValues } from './session-values';

export { SessionStorageError } from './session-values';

// ── Errors: one class per outcome the screens word differently ───────────────

export class AuthError extends Error {
  override name = 'AuthError';
  /** where the server's attempt limits stand, when its answer said (a wrong code's attempts left, a 429's retry time) */
  limits: AttemptLimits = {};
}
/** Wrong email or password, or no such account (001 §8 errorMsg4). */
export class IncorrectCredentialsError extends AuthError {
  override name = 'IncorrectCredentialsError';
}
/** The account is disabled (deactivated): the disabled-account message, directing to support by email. */
export class UserDisabledError extends AuthError {
  override name = 'UserDisabledError';
}
/** The email is not confirmed yet: signup resumes at the code step. */
export class UserNotConfirmedError extends AuthError {
  override name = 'UserNotConfirmedError';
}
/** Cognito wants a new password (an administrator reset it): forgot password. */
export class PasswordResetRequiredError extends AuthError {
  override name = 'PasswordResetRequiredError';
}
/** Too many failed attempts for this email (15 minutes) or too many requests. */
export class TooManyRequestsError extends AuthError {
  override name = 'TooManyRequestsError';
}
/** A verification or reset code is wrong. */
export class CodeMismatchError extends AuthError {
  override name = 'CodeMismatchError';
}
/** A verification or reset code has expired. */
export class ExpiredCodeError extends AuthError {
  override name = 'ExpiredCodeError';
}
/** The new password was refused (the password rule, or the same as the old one). */
export class InvalidPasswordError extends AuthError {
  override name = 'InvalidPasswordError';
}
/** The current password given to change-password is wrong. */
export class IncorrectPasswordError extends AuthError {
  override name = 'IncorrectPasswordError';
}
/** The account check after sign-in did not give one complete account (userCount ≠ 1 or values missing). */
export class AccountCheckError extends AuthError {
  override name = 'AccountCheckError';
}
/** The password was changed, but signing in again with it failed: the user must log in again. */
export class SignInAgainError extends AuthError {
  override name = 'SignInAgainError';
}
/** Anything else: network, server fault, an unexpected answer (001 §8 errorMsg5 on login). */
export class AuthServiceError extends AuthError {
  override name = 'AuthServiceError';
}

const ERRORS_BY_TYPE: Record<string, new (message: string, options?: ErrorOptions) => AuthError> = {
  IncorrectCredentials: IncorrectCredentialsError,
  UserDisabled: UserDisabledError,
  UserNotConfirmed: UserNotConfirmedError,
  PasswordResetRequired: PasswordResetRequiredError,
  TooManyRequests: TooManyRequestsError,
  CodeMismatch: CodeMismatchError,
  ExpiredCode: ExpiredCodeError,
  InvalidPassword: InvalidPasswordError,
  IncorrectPassword: IncorrectPasswordError,
};

/** The typed error of a failed account call (from the API's error `type`, or 429); anything unexpected is reported. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof ApiError) {
    const ErrorClass = (error.body && ERRORS_BY_TYPE[error.body.type]) || undefined;
    const typed = ErrorClass
      ? new ErrorClass(error.message, { cause: error })
      : error.status === 429
        ? new TooManyRequestsError(error.message, { cause: error })
        : undefined;
    if (typed) {
      typed.limits = attemptLimitsOf(error);
      return typed;
    }
    if (error.status >= 400 && error.status < 500)
      return new AuthServiceError(error.message, { cause: error });
  }
  report(error, { where: 'auth' });
  return new AuthServiceError(error instanceof Error ? error.message : String(error), { cause: error });
}

// ── Session values (001 §3) ──────────────────────────────────────────────────

/** The signed-in account as the app keeps it. */
export interface Account {
  uuid: string;
  email: string;
  userName: string;
  profilePicLink: string;
}

/**
 * Stores the account's session values (uuid, email, userName, profilePicLink, userCount 1); used by the
 * login and at the end of signup. Throws SessionStorageError(2) for the email, (3) for the rest.
 */
export function storeAccount(account: Account): void {
  writeSessionValues(2, { email: account.email });
  writeSessionValues(3, {
    uuid: account.uuid,
    userName: account.userName,
    profilePicLink: account.profilePicLink,
    userCount: '1',
  });
}

export { readSessionValue } from './session-values';

/**
 * The signed-in account: the stored values of a valid (refreshed if needed) session, or null when
 * nobody is signed in or the account is not complete yet (signup not finished).
 */
export async function currentAccount(): Promise<Account | null> {
  const session = await getSession();
  if (!session) return null;
  const email = readSessionValue('email');
  const userName = readSessionValue('userName');
  const uuid = readSessionValue('uuid') ?? session.uuid;
  if (!email || !userName || uuid !== session.uuid) return null;
  return { uuid, email, userName, profilePicLink: readSessionValue('profilePicLink') ?? '' };
}

// ── Sign-in ──────────────────────────────────────────────────────────────────

/** A successful sign-in: its tokens are now the session's (Amplify serves and refreshes them). */
export interface SignedIn {
  email: string;
  /** the user's uuid: the ID token's `sub` */
  uuid: string;
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/**
 * Signs in with email and password through the API (POST pjuserlogin/login, 001 §7), makes the tokens
 * the session's and stores the email. Throws the typed errors (IncorrectCredentialsError,
 * UserDisabledError, UserNotConfirmedError, PasswordResetRequiredError, TooManyRequestsError,
 * AuthServiceError) or SessionStorageError(1 | 2).
 */
export async function signIn(email: string, password: string): Promise<SignedIn> {
  const address = email.trim();
  let result;
  try {
    const answer = await callApi('logIn', {
      username_input: address,
      password_input: password,
    });
    result = answer.token.AuthenticationResult;
  } catch (error) {
    throw toAuthError(error);
  }
  const tokens = {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
  };
  try {
    await startSession(tokens);
  } catch (error) {
    if (error instanceof SessionStorageError) throw error;
    throw toAuthError(error);
  }
  writeSessionValues(2, { email: address });
  const sub = decodeJwt(tokens.idToken).payload.sub;
  return { email: address, uuid: typeof sub === 'string' ? sub : '', ...tokens };
}

/** Where an unfinished signup resumes (the signup screen reads `sessionStorage[SIGNUP_RESUME_KEY]`). */
export const SIGNUP_RESUME_KEY = 'signupResume';
export type SignupResumeStep = 'code' | 'username';

/** What the login leads to: home, or back into signup at the step it stopped. */
export type LoginOutcome =
  { kind: 'home'; account: Account } | { kind: 'resumeSignup'; step: SignupResumeStep };

/** The credentials of an unfinished signup, kept in memory only (never in storage) for the signup screen. */
let pendingCredentials: { email: string; password: string } | null = null;

/** The email and password the login was given, once, for the signup screen's automatic sign-in. */
export function takePendingCredentials(): { email: string; password: string } | null {
  const credentials = pendingCredentials;
  pendingCredentials = null;
  return credentials;
}

function resumeSignup(step: SignupResumeStep, email: string, password: string): LoginOutcome {
  pendingCredentials = { email, password };
  try {
    sessionStorage.setItem(SIGNUP_RESUME_KEY, step);
  } catch {
    // the signup screen starts at its first step then; the login itself is not affected
  }
  return { kind: 'resumeSignup', step };
}

/** Best-effort calls after sign-in: a failure is reported, never blocks the login. */
async function afterSignIn(name: 'recordLogin' | 'postStreak', uuid: string): Promise<void> {
  try {
    await callApi(name, { uuid });
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) report(error, { where: `auth:${name}` });
  }
}

/**
 * The login flow (001 §4): sign in → store token and email → verify the user with the ID token →
 * store uuid, userName and profilePicLink (userCount must be 1 and the values present) → record the
 * login → post the streak. An account without a profile yet (Active -1), or an unconfirmed email,
 * resumes signup instead. Throws the typed errors of `signIn`, AccountCheckError, SessionStorageError(3).
 */
export async function logIn(email: string, password: string): Promise<LoginOutcome> {
  const address = email.trim();
  let signedIn: SignedIn;
  try {
    signedIn = await signIn(address, password);
  } catch (error) {
    if (error instanceof UserNotConfirmedError) return resumeSignup('code', address, password);
    throw error;
  }

  let check;
  try {
    const answer = await callApi(
      'verifyUser',
      { email: address },
      { headers: { authorization: signedIn.idToken } },
    );
    check = answer.body[0];
  } catch (error) {
    endSession();
    throw toAuthError(error);
  }
  if (check?.userCount === 1 && check.Active === -1) return resumeSignup('username', address, password);
  if (check?.userCount === 1 && check.Active === 0) {
    endSession();
    throw new UserDisabledError('the account is disabled');
  }
  if (check?.userCount !== 1 || !check.UUID || !check.userName || check.ProfilePicLink === undefined) {
    endSession();
    throw new AccountCheckError('the account check did not give one complete account');
  }

  const account: Account = {
    uuid: check.UUID,
    email: address,
    userName: check.userName,
    profilePicLink: check.ProfilePicLink,
  };
  try {
    storeAccount(account);
  } catch (error) {
    endSession();
    throw error;
  }
  await afterSignIn('recordLogin', account.uuid);
  await afterSignIn('postStreak', account.uuid);
  return { kind: 'home', account };
}

// ── Sign-out and deactivation ────────────────────────────────────────────────

/** Forgets the session on this browser (tokens and every session value) and goes to the landing page. */
export function leaveSession(): void {
  endSession();
  leaveSignedInArea();
}

/**
 * Signs out (001 §4): the API ends the sessions everywhere (POST pjuseradmin/pjuseradmin/signout with
 * the caller's email), then this browser forgets everything and goes to `/`. A failed call still
 * signs out locally (it is reported when unexpected).
 */
export async function signOut(): Promise<void> {
  const email = readSessionValue('email') ?? (await getTokenEmail());
  if (email) {
    try {
      await callApi('signOut', { email });
    } catch (error) {
      if (!(error instanceof ApiError && error.status < 500)) report(error, { where: 'auth:signOut' });
    }
  }
  leaveSession();
}

/**
 * Deactivates the caller's account (POST pjactivestatus/activestatus/off): disabled, out of every
 * list, signed out everywhere. The caller shows the notice, then calls `leaveSession()`.
 */
export async function deactivateAccount(uuid: string): Promise<void> {
  try {
    await callApi('deactivateAccount', { uuid });
  } catch (error) {
    throw toAuthError(error);
  }
}

// ── Passwords ────────────────────────────────────────────────────────────────

/**
 * Changes the password (POST pjuserpassword/pjuserpassword/changepassword) and signs in again with
 * the new one: the server ends every session, this one included. Throws IncorrectPasswordError,
 * InvalidPasswordError, TooManyRequestsError, AuthServiceError; SignInAgainError when the password
 * changed but the new sign-in failed (the session is over: log in again).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const email = readSessionValue('email') ?? (await getTokenEmail());
  try {
    const accesstoken = await getAccessToken();
    await callApi('changePassword', { accesstoken, oldpassword: currentPassword, newpassword: newPassword });
  } catch (error) {
    throw toAuthError(error);
  }
  try {
    if (!email) throw new AuthServiceError('no email to sign in again with');
    await signIn(email, newPassword);
  } catch (error) {
    throw new SignInAgainError('the password changed, but signing in again failed', { cause: error });
  }
}

/**
 * Sends a password-reset code (an unknown email looks like a success); each sent code opens a fresh
 * attempt window on the server. Throws TooManyRequestsError (its `limits.retryAt` says when the next
 * code may be asked for, when requests are what is limited), AuthServiceError.
 */
export async function requestPasswordReset(email: string, languageCode: string): Promise<void> {
  try {
    await callApi('requestPasswordReset', { email: email.trim(), languageCode });
  } catch (error) {
    throw toAuthError(error);
  }
}

/**
 * Sets a new password with the reset code. Throws CodeMismatchError (`limits.attemptsLeft`: the wrong
 * codes this code still allows), ExpiredCodeError, InvalidPasswordError, TooManyRequestsError
 * (`limits.retryAt`: when this code may be tried again, after too many wrong ones), AuthServiceError.
 */
export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  try {
    await callApi('confirmPasswordReset', { email: email.trim(), code, password });
  } catch (error) {
    throw toAuthError(error);
  }
}
