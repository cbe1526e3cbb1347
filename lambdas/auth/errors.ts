/**
 * The account errors the web client branches on, each with its own `type` in the error body
 * (lambdas/core/errors.ts `defineErrorType`). docs: the lead's report table "call → error types".
 */
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  defineErrorType,
} from '../core/errors';

/** 401: the email or the password is wrong, or no such account (001 §8 login errorMsg4). */
export class IncorrectCredentialsError extends UnauthorizedError {}
defineErrorType(IncorrectCredentialsError, 'IncorrectCredentials');

/** 401: the token was issued before the user signed out, changed the password or deactivated. */
export class SessionRevokedError extends UnauthorizedError {}
defineErrorType(SessionRevokedError, 'SessionRevoked');

/** 403: the account is disabled (deactivated): the disabled-account message (001 §8). */
export class UserDisabledError extends ForbiddenError {}
defineErrorType(UserDisabledError, 'UserDisabled');

/** 403: the email is not confirmed yet: the client resumes signup at the code step (001 §4). */
export class UserNotConfirmedError extends ForbiddenError {}
defineErrorType(UserNotConfirmedError, 'UserNotConfirmed');

/** 403: Cognito requires a new password (an administrator reset it): use forgot password. */
export class PasswordResetRequiredError extends ForbiddenError {}
defineErrorType(PasswordResetRequiredError, 'PasswordResetRequired');

/** 409: registration with an email that already has an account; the spec's name (001 §7). */
export class UsernameExistsError extends ConflictError {}
defineErrorType(UsernameExistsError, 'UsernameExistsException');

/** 409: the account is already confirmed (a second confirmation or resend). */
export class AlreadyConfirmedError extends ConflictError {}
defineErrorType(AlreadyConfirmedError, 'AlreadyConfirmed');

/** 400: the verification or reset code is wrong. */
export class CodeMismatchError extends BadRequestError {}
defineErrorType(CodeMismatchError, 'CodeMismatch');

/** 400: the verification or reset code has expired: ask for a new one. */
export class ExpiredCodeError extends BadRequestError {}
defineErrorType(ExpiredCodeError, 'ExpiredCode');

/** 400: Cognito refused the new password (its policy); the contract's rule is checked before. */
export class InvalidPasswordError extends BadRequestError {}
defineErrorType(InvalidPasswordError, 'InvalidPassword');

/** 400: the current password given to change-password is wrong (not 401: the session is fine). */
export class IncorrectPasswordError extends BadRequestError {}
defineErrorType(IncorrectPasswordError, 'IncorrectPassword');

/** 400: the caller names themself where another user is meant (block, report). */
export class CannotTargetSelfError extends BadRequestError {}
defineErrorType(CannotTargetSelfError, 'CannotTargetSelf');

/** 429: too many failed attempts (ours) or too many requests (Cognito's limits); answers TooManyRequests. */
export class TooManyAttemptsError extends TooManyRequestsError {}
