/**
 * The WebSocket event shape both APIs deliver (API Gateway, and the local twin's gateway), the
 * caller the authorizer established at $connect, and the handler dependencies.
 */
import type { Context } from 'aws-lambda';
import type { DataAccess } from '../http/service';
import { mediaConfig } from '../config';
import { logger, type Log } from '../log';
import { mediaUrl } from '../domain/media';
import { once } from '../../lib/contract/lazy';
import type { PushResult } from './push';
import type { ErrorFrame, LikesFrame } from './frames';
import { beginInvocation, endInvocation } from '../log';

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

/** Where a connection's frames are pushed: the API's domain and stage. */
export interface SocketEndpoint {
  domainName: string;
  stage: string;
}

/** A socket handler's dependencies; `D` is the data access it calls (each entry bundles only those). */
export interface SocketDeps<D = DataAccess> {
  data: D;
  clock: { now(): Date };
  log: Log;
  push(endpoint: SocketEndpoint, connectionId: string, frame: unknown): Promise<PushResult>;
  media: { url(key: string): string };
}

/**
 * The management API client (push.ts), loaded on the first push: `$connect` and `$disconnect` never
 * push, so their cold start skips the SDK client (esbuild inlines the module; its body runs on first use).
 */
const loadPush = once(() => import('./push'));
const pushOnFirstUse: SocketDeps['push'] = async (endpoint, connectionId, frame) =>
  (await loadPush()).pushFrame(endpoint, connectionId, frame);

/**
 * The real dependencies around the handler's own `data` (only the data modules it calls, so its bundle
 * holds no other); `push` defaults to loading the client on first use (see above).
 */
export function defaultSocketDeps<D>(data: D, push: SocketDeps['push'] = pushOnFirstUse): SocketDeps<D> {
  return {
    data,
    clock: { now: () => new Date() },
    log: logger,
    push,
    media: { url: (key) => mediaUrl(mediaConfig().baseUrl, key) },
  };
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
export function frameJson(event: SocketEvent): unknown {
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
  frame: ErrorFrame | LikesFrame,
): Promise<void> {
  await deps.push(endpointOf(event), event.requestContext.connectionId, frame);
}

/** Answers the caller with an error frame and the route's status code. */
export async function refuse(
  event: SocketEvent,
  deps: Pick<SocketDeps<unknown>, 'push'>,
  statusCode: number,
  frame: Omit<ErrorFrame, 'type'>,
): Promise<SocketResult> {
  await reply(event, deps, { type: 'error', ...frame });
  return { statusCode };
}

export type SocketAction<Deps> = (
  event: SocketEvent,
  caller: SocketCaller,
  deps: Deps,
) => Promise<SocketResult>;

/**
 * The handler of one WebSocket API: binds the caller from the authorizer context (401 without one),
 * runs the action named by the route key (an error frame and 400 for any other, `$default` included),
 * and logs what fails (500). Dependencies are made once, on the first event.
 */
export function socketActionHandler<Deps extends SocketDeps<unknown>>(
  api: string,
  actions: Record<string, SocketAction<Deps>>,
  makeDeps: () => Deps,
): SocketHandler {
  let deps: Deps | undefined;
  return async (event) => {
    const route = event.requestContext.routeKey;
    beginInvocation({ apiRequestId: event.requestContext.requestId, route: `${api} ${route}` });
    deps ??= makeDeps();
    try {
      const caller = socketCaller(event);
      if (!caller) return { statusCode: 401 };
      const action = Object.hasOwn(actions, route) ? actions[route] : undefined;
      if (!action) return await refuse(event, deps, 400, { message: `unknown action ${route}` });
      return await action(event, caller, deps);
    } catch (error) {
      deps.log.error(`${api} action failed`, error as Error);
      return { statusCode: 500 };
    } finally {
      endInvocation();
    }
  };
}
