/**
 * The WebSocket event shape both APIs deliver (API Gateway, and the local twin's gateway), the
 * caller the authorizer established at $connect, the handler dependencies (the core's, plus `push`),
 * and the one place where a thrown error (lambdas/core/errors.ts) becomes the socket's answer: an
 * error frame to the sender and the error's code as the route's status.
 */
import type { Context } from 'aws-lambda';
import * as v from 'valibot';
import {
  ERROR_FRAME_CODES,
  type AlertFrame,
  type ErrorFrame,
  type ErrorFrameCode,
  type LikesFrame,
} from '../../lib/contract/socket-frames';
import { payloadIssues, type Schema } from '../../lib/contract/validation';
import { defaultDeps, type Deps } from '../core/deps';
import type { DataAccess } from '../data/access';
import { AppError, BadRequestError, UnauthorizedError, describeError, toErrorBody } from '../core/errors';
import { beginInvocation, endInvocation } from '../core/log';
import { pushOnFirstUse, type Push, type SocketEndpoint } from '../push/deps';

/** The authorizer context API Gateway attaches to every event of a connection. */
export interface SocketAuthorizerContext {
  uuid?: string;
  userName?: string;
  principalId?: string;
}

export interface SocketEvent {
  requestContext: {
    routeKey: string;
    connectionId: string;
    domainName: string;
    stage: string;
    requestId?: string;
    eventType?: string;
    /** when the gateway received the frame (epoch ms), stamped in the connection's order */
    requestTimeEpoch?: number;
    authorizer?: SocketAuthorizerContext | null;
  };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface SocketResult {
  statusCode: number;
  body?: string;
}

export type SocketHandler = (event: SocketEvent, context?: Context) => Promise<SocketResult>;

export type { SocketEndpoint };

/** A socket handler's dependencies; `D` is the data access it calls (each entry bundles only those). */
export interface SocketDeps<D = DataAccess> extends Deps<D> {
  push: Push;
}

/**
 * The real dependencies around the handler's own `data` (only the data modules it calls, so its bundle
 * holds no other); `push` defaults to loading the management API client on first use (push/deps.ts).
 */
export function defaultSocketDeps<D>(data: D, push: Push = pushOnFirstUse): SocketDeps<D> {
  return { ...defaultDeps(data), push };
}

/** The caller named by the authorizer context, or undefined. */
export function socketCaller(event: SocketEvent): { uuid: string; userName: string } | undefined {
  const { uuid, userName } = event.requestContext.authorizer ?? {};
  return uuid && userName ? { uuid, userName } : undefined;
}

export function endpointOf(event: SocketEvent): SocketEndpoint {
  return { domainName: event.requestContext.domainName, stage: event.requestContext.stage };
}

/** The frame's JSON, or undefined when it is not JSON. */
function frameJson(event: SocketEvent): unknown {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The caller the authorizer named for this connection. */
export interface SocketCaller {
  uuid: string;
  userName: string;
}

/** Sends one frame back to the connection the event came from. */
export async function reply(
  event: SocketEvent,
  deps: Pick<SocketDeps<unknown>, 'push'>,
  frame: ErrorFrame | LikesFrame | AlertFrame,
): Promise<void> {
  await deps.push(endpointOf(event), event.requestContext.connectionId, frame);
}

/** The code of a refused frame: the error's own type when it is a frame code, else its family's. */
function frameCode(error: AppError): ErrorFrameCode | undefined {
  const { statusCode, type } = describeError(error);
  if ((ERROR_FRAME_CODES as readonly string[]).includes(type)) return type as ErrorFrameCode;
  if (statusCode === 400) return 'invalid';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 404) return 'notFound';
  return undefined;
}

/** The frame that tells the sender why their frame was refused. */
export function errorFrame(error: AppError): ErrorFrame {
  const { message, issues } = toErrorBody(error);
  const code = frameCode(error);
  return {
    type: 'error',
    message,
    ...(code === undefined ? {} : { code }),
    ...(error.messageId === undefined ? {} : { messageId: error.messageId }),
    ...(issues === undefined ? {} : { issues }),
  };
}

/**
 * The frame's JSON parsed with `schema`, or a BadRequestError (`what` names it: 'invalid message')
 * with the issues.
 */
export function parseFrame<S extends Schema>(event: SocketEvent, schema: S, what: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, frameJson(event));
  if (!parsed.success) throw new BadRequestError(what, { issues: payloadIssues(parsed.issues) });
  return parsed.output;
}

/** One action: answers nothing when it succeeds, throws an AppError to refuse the frame. */
export type SocketAction<Deps> = (event: SocketEvent, caller: SocketCaller, deps: Deps) => Promise<void>;

/**
 * The one wrapper of every socket handler: logs the invocation's keys, makes the dependencies once
 * (on the first event), runs `run`, and turns what it throws into the route's answer: an AppError
 * answers its code and its message (with an error frame to the sender when `frames` is set and the
 * connection has a caller to read it); anything else is logged and answered 500, without a frame.
 */
function socketHandler<Deps extends SocketDeps<unknown>>(
  label: (event: SocketEvent) => string,
  makeDeps: () => Deps,
  run: (event: SocketEvent, deps: Deps) => Promise<void>,
  frames: boolean,
): SocketHandler {
  let deps: Deps | undefined;
  return async (event) => {
    beginInvocation({ apiRequestId: event.requestContext.requestId, route: label(event) });
    deps ??= makeDeps();
    try {
      await run(event, deps);
      return { statusCode: 200 };
    } catch (error) {
      if (!(error instanceof AppError)) {
        deps.log.error(`${label(event)} failed`, error as Error);
        return { statusCode: 500 };
      }
      const { statusCode } = describeError(error);
      if (statusCode >= 500) deps.log.error(`${label(event)} failed`, error);
      if (!frames) return { statusCode, body: toErrorBody(error).message };
      if (socketCaller(event)) await reply(event, deps, errorFrame(error));
      return { statusCode };
    } finally {
      endInvocation();
    }
  };
}

/**
 * A `$connect` or `$disconnect` handler: no frames (there is no open connection to read them), an
 * AppError answers its code with its message as the body.
 */
export function lifecycleHandler<Deps extends SocketDeps<unknown>>(
  route: '$connect' | '$disconnect',
  makeDeps: () => Deps,
  run: (event: SocketEvent, deps: Deps) => Promise<void>,
): SocketHandler {
  return socketHandler(() => route, makeDeps, run, false);
}

/**
 * The handler of one WebSocket API: binds the caller from the authorizer context (401 without one),
 * runs the action named by the route key (an error frame and 400 for any other, `$default` included);
 * a refused frame (an AppError) gets an error frame and its code.
 */
export function socketActionHandler<Deps extends SocketDeps<unknown>>(
  api: string,
  actions: Record<string, SocketAction<Deps>>,
  makeDeps: () => Deps,
): SocketHandler {
  return socketHandler(
    (event) => `${api} ${event.requestContext.routeKey}`,
    makeDeps,
    async (event, deps) => {
      const caller = socketCaller(event);
      if (!caller) throw new UnauthorizedError('no caller on this connection');
      const route = event.requestContext.routeKey;
      const action = Object.hasOwn(actions, route) ? actions[route] : undefined;
      if (!action) throw new BadRequestError(`unknown action ${route}`);
      await action(event, caller, deps);
    },
    true,
  );
}
