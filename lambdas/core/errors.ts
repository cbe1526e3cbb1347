/**
 * The error tree every layer throws (domain, data, auth, and the three transports), free of any
 * transport. Each class has an empty body: its code and machine-readable `type` come from tables,
 * found by walking the class chain, so a subclass (say `UserNameTakenError extends ConflictError`)
 * answers with its parent's code, and with its parent's type unless it was given one of its own with
 * `defineErrorType` (the web client branches on that type: see the account errors in
 * lambdas/auth/errors.ts). Callers branch on the class, never on the text.
 *
 * The code is the status both API Gateway transports answer with (a REST response, a WebSocket
 * route's integration response); each transport turns an error into its own answer in one place:
 * REST in http/responses.ts (`errorResponse`), sockets in sockets/events.ts (an error frame and the
 * code), the stream consumer in streams/index.ts (a failed record, retried). `toErrorBody` gives the
 * public JSON form (lib/contract/responses/common.ts `errorBody`) that REST answers and error frames share.
 */
import type * as answers from '../../lib/contract/responses';
import type { PayloadIssue } from '../../lib/contract/validation';

export type ErrorBody = answers.ErrorBody;
export type ErrorIssue = PayloadIssue;

/**
 * What a refusal under an attempt limit tells the client (lambdas/auth/attempts.ts): how many
 * attempts its window has left, or in how many seconds it may try again. Part of the error body.
 */
export interface AttemptsInfo {
  attemptsLeft?: number;
  retryAfterSeconds?: number;
}

export interface AppErrorOptions {
  issues?: ErrorIssue[];
  attempts?: AttemptsInfo;
  cause?: unknown;
  /** the chat message an error is about, where a client needs it to undo an optimistic change */
  messageId?: string;
}

export class AppError extends Error {
  readonly issues: ErrorIssue[] | undefined;
  readonly messageId: string | undefined;
  /** set by the attempt limiter on a failure it counted (its window's attempts left) */
  attempts: AttemptsInfo | undefined;

  constructor(message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.issues = options.issues;
    this.messageId = options.messageId;
    this.attempts = options.attempts;
  }
}

/** 400: the request does not satisfy the route's schema (issues say where). */
export class BadRequestError extends AppError {}
/** 401: no valid identity. */
export class UnauthorizedError extends AppError {}
/** 403: a valid identity that may not do this (e.g. a payload naming another user). */
export class ForbiddenError extends AppError {}
/** 404: no such route or resource. */
export class NotFoundError extends AppError {}
/** 409: conflicts with stored state (a taken username, a duplicate). */
export class ConflictError extends AppError {}
/** 413: the body is larger than allowed. */
export class PayloadTooLargeError extends AppError {}
/** 429: slow down. */
export class TooManyRequestsError extends AppError {}
/** 500: a fault of ours; the message is never sent to the client. */
export class InternalServerError extends AppError {}
/** 503: a dependency is unavailable. */
export class ServiceUnavailableError extends AppError {}

type ErrorClass = abstract new (...args: never[]) => AppError;

const DESCRIPTIONS = new Map<ErrorClass, { statusCode: number; type: string }>([
  [BadRequestError, { statusCode: 400, type: 'BadRequest' }],
  [UnauthorizedError, { statusCode: 401, type: 'Unauthorized' }],
  [ForbiddenError, { statusCode: 403, type: 'Forbidden' }],
  [NotFoundError, { statusCode: 404, type: 'NotFound' }],
  [ConflictError, { statusCode: 409, type: 'Conflict' }],
  [PayloadTooLargeError, { statusCode: 413, type: 'PayloadTooLarge' }],
  [TooManyRequestsError, { statusCode: 429, type: 'TooManyRequests' }],
  [InternalServerError, { statusCode: 500, type: 'InternalServerError' }],
  [ServiceUnavailableError, { statusCode: 503, type: 'ServiceUnavailable' }],
  [AppError, { statusCode: 500, type: 'InternalServerError' }],
]);

/** Types of subclasses that answer with their own `type` (and their parent's status code). */
const OWN_TYPES = new Map<ErrorClass, string>();

/**
 * Gives a subclass of a described error its own machine-readable type; its status code stays the
 * parent's. Call once, right after the class declaration.
 */
export function defineErrorType(errorClass: ErrorClass, type: string): void {
  if (DESCRIPTIONS.has(errorClass)) throw new Error(`${errorClass.name} is a base error class`);
  const taken = [...OWN_TYPES].find(([other, name]) => name === type && other !== errorClass);
  if (taken) throw new Error(`error type ${type} already belongs to ${taken[0].name}`);
  OWN_TYPES.set(errorClass, type);
}

/**
 * The code and type of an error: the status code of the nearest described ancestor
 * class, the type of the nearest class that has one.
 */
export function describeError(error: AppError): { statusCode: number; type: string } {
  let type: string | undefined;
  for (let proto: object | null = Object.getPrototypeOf(error); proto; proto = Object.getPrototypeOf(proto)) {
    const errorClass = (proto as { constructor: ErrorClass }).constructor;
    type ??= OWN_TYPES.get(errorClass);
    const found = DESCRIPTIONS.get(errorClass);
    if (found) return { statusCode: found.statusCode, type: type ?? found.type };
  }
  return { statusCode: 500, type: 'InternalServerError' };
}

/** The public JSON form of an error. A 500 never carries its message. */
export function toErrorBody(error: AppError): ErrorBody {
  const { statusCode, type } = describeError(error);
  const message = statusCode === 500 ? 'Internal server error' : error.message;
  const body: ErrorBody =
    error.issues && error.issues.length > 0 ? { type, message, issues: error.issues } : { type, message };
  return error.attempts && statusCode < 500 ? { ...body, ...error.attempts } : body;
}
