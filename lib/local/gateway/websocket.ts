/**
 * The WebSocket half of the gateway: the two WebSocket APIs of lib/contract/sockets.ts as API
 * Gateway runs them, on /ws/<api> of the twin's port.
 *
 * - Handshake: the `auth` query parameter is the REQUEST authorizer's identity source (missing → 401
 *   without calling it); the authorizer (lambdas/sockets/authorizer.ts) answers an IAM policy:
 *   thrown "Unauthorized" → 401, Deny → 403; then $connect (lambdas/sockets/connect.ts) runs before
 *   the upgrade completes and a non-2xx answer refuses it with that status.
 * - Frames: route selection on `$request.body.action` (SOCKET_ROUTE_SELECTION) among the API's
 *   actions, else $default; the stack (lib/aws/sockets.ts) integrates the actions and $default with
 *   the API's handler (lambdas/sockets/<api>.ts). A failing handler yields API Gateway's "Internal
 *   server error" frame. Frames over 128 KB close the connection (1009), as do 10 idle minutes (1001).
 * - Close: $disconnect (lambdas/sockets/disconnect.ts) with the close code and reason.
 * - The @connections management API on /ws/<api>/@connections/<id>: POST sends a frame, GET answers
 *   the connection's details, DELETE closes it; an unknown id is 410 GoneException, as the
 *   ApiGatewayManagementApiClient expects. As on API Gateway, a deleted connection is gone at once
 *   (later calls are 410) and $disconnect runs right away with status 1000, whether or not the client
 *   answers the close frame; a client that does not is cut off after CLOSE_GRACE_MS.
 * - Events: header and query maps without a prototype (event-maps.ts), handed to the handlers as the
 *   Lambda runtime hands them, parsed from JSON (lambdaEvent).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import { sockets } from '../../contract';
import { BodyTooLargeError, readBody } from '../http-util';
import type { HandlerSource, LambdaHandler, SocketHandlerName } from '../lambda';
import { functionName, lambdaContext, lambdaEvent } from '../lambda';
import type { TwinLog } from '../log';
import { LOCAL_ACCOUNT_ID, TWIN_REGION } from '../settings';
import { headerMaps, queryMaps } from './event-maps';

/** API Gateway's WebSocket limits */
export const MAX_FRAME_BYTES = 128 * 1024;
export const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
/** the stack's Lambda timeout (lib/aws/settings.ts FUNCTION_DEFAULTS) */
const HANDLER_TIMEOUT_MS = 10_000;
/** how long a deleted connection's client has to answer the close frame before the socket is cut */
export const CLOSE_GRACE_MS = 1000;

export interface SocketApi {
  name: string;
  /** where the twin serves it: /ws/gamechat */
  path: string;
  /** requestContext.stage, so that `${domainName}/${stage}` is the management endpoint */
  stage: string;
  apiId: string;
  /** the API's own route keys (the `action` values) */
  actions: ReadonlySet<string>;
  /** the handler of those routes and of $default */
  handler: SocketHandlerName;
}

/** The socket APIs of the contract, as the twin serves them. */
export function socketApis(): SocketApi[] {
  return Object.values(sockets).map((api) => ({
    name: api.name,
    path: `/ws/${api.name}`,
    stage: `ws/${api.name}`,
    apiId: createHash('sha1').update(api.name).digest('hex').slice(0, 10),
    actions: new Set(Object.keys(api.routes)),
    handler: api.name as SocketHandlerName,
  }));
}

interface Identity {
  sourceIp: string;
  userAgent: string;
}

interface Connection {
  id: string;
  api: SocketApi;
  ws: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  identity: Identity;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  authorizer: Record<string, unknown>;
  idleTimer: NodeJS.Timeout;
  /** set once $disconnect was raised, so it runs once whichever way the connection ends */
  ended: boolean;
  /**
   * the last frame's `requestTimeEpoch`: API Gateway stamps frames as they arrive, in their order on
   * the connection; this process may read several at once after a busy moment, so a frame is stamped
   * at least a millisecond after the one before it (the handlers order a sender's messages by it)
   */
  lastRequestEpoch?: number;
}

export interface ConnectionInfo {
  connectionId: string;
  api: string;
  connectedAt: string;
  authorizer: Record<string, unknown>;
}

export interface WebSocketGatewayOptions {
  handlers: HandlerSource;
  /** requestContext.domainName: the host clients and the management API use, e.g. localhost:3000 */
  domainName: string;
  log: TwinLog;
  idleTimeoutMs?: number;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/** API Gateway connection ids: 16 characters of base64 ending in '='. */
function newConnectionId(): string {
  return `${randomBytes(12).toString('base64').slice(0, 15).replace(/[+/]/g, 'A')}=`;
}

function sourceIpOf(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** Whether an IAM policy allows execute-api:Invoke on the ARN (an explicit Deny wins). */
export function policyAllows(result: unknown, methodArn: string): boolean {
  const document = (result as { policyDocument?: { Statement?: unknown } } | null)?.policyDocument;
  const raw = document?.Statement;
  const statements = (Array.isArray(raw) ? raw : raw ? [raw] : []) as Array<{
    Effect?: string;
    Action?: string | string[];
    Resource?: string | string[];
  }>;
  const matches = (patterns: string | string[] | undefined, value: string) =>
    (Array.isArray(patterns) ? patterns : patterns ? [patterns] : []).some((pattern) =>
      new RegExp(
        `^${pattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      ).test(value),
    );
  const applies = (statement: (typeof statements)[number]) =>
    matches(statement.Action, 'execute-api:Invoke') && matches(statement.Resource, methodArn);
  if (statements.some((statement) => statement.Effect === 'Deny' && applies(statement))) return false;
  return statements.some((statement) => statement.Effect === 'Allow' && applies(statement));
}

export class WebSocketGateway {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly apis: Map<string, SocketApi>;
  private readonly apisByName: Map<string, SocketApi>;
  private readonly connections = new Map<string, Connection>();
  /** sockets of deleted connections waiting for their client's close frame */
  private readonly closing = new Set<WebSocket>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly idleTimeoutMs: number;

  constructor(private readonly options: WebSocketGatewayOptions) {
    const apis = socketApis();
    this.apis = new Map(apis.map((api) => [api.path, api]));
    this.apisByName = new Map(apis.map((api) => [api.name, api]));
    this.idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  }

  /** Open connections, for the twin's status page and tests. */
  list(): ConnectionInfo[] {
    return [...this.connections.values()].map((connection) => ({
      connectionId: connection.id,
      api: connection.api.name,
      connectedAt: new Date(connection.connectedAt).toISOString(),
      authorizer: connection.authorizer,
    }));
  }

  /** Takes an HTTP upgrade on a socket API path; false when the path is not one. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://twin.local');
    const api = this.apis.get(url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname);
    if (!api) return false;
    this.track(
      this.handshake(api, url, request, socket, head).catch((error: unknown) => {
        if (error instanceof Refusal) {
          refuseUpgrade(socket, error.status, error.message);
          return;
        }
        this.options.log.error(`websocket ${api.name} $connect: ${describe(error)}`);
        refuseUpgrade(socket, 500, 'Internal server error');
      }),
    );
    return true;
  }

  /** Serves /ws/<api>/@connections/<id>; false when the path is not the management API. */
  management(request: IncomingMessage, response: ServerResponse): boolean {
    const match = /^\/ws\/([^/?]+)\/(?:@|%40)connections\/([^/?]+)/i.exec(request.url ?? '');
    if (!match) return false;
    const api = this.apisByName.get(match[1]!);
    if (!api) {
      managementError(response, 403, 'ForbiddenException', 'Forbidden');
      return true;
    }
    let connectionId: string;
    try {
      connectionId = decodeURIComponent(match[2]!);
    } catch {
      managementError(response, 400, 'BadRequestException', 'Invalid connection id');
      return true;
    }
    const connection = this.connections.get(connectionId);
    if (!connection || connection.api !== api) {
      request.resume();
      managementError(response, 410, 'GoneException', null);
      return true;
    }
    switch (request.method) {
      case 'POST':
        this.track(this.postToConnection(request, response, connection));
        return true;
      case 'GET':
        sendJson(response, 200, {
          connectedAt: new Date(connection.connectedAt).toISOString(),
          identity: connection.identity,
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
        return true;
      case 'DELETE': {
        this.end(connection, 1000, '');
        const { ws } = connection;
        this.closing.add(ws);
        ws.once('close', () => this.closing.delete(ws));
        ws.close(1000);
        setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
        response.writeHead(204).end();
        return true;
      }
      default:
        managementError(response, 403, 'ForbiddenException', 'Forbidden');
        return true;
    }
  }

  /** Closes every connection (each raises $disconnect) and waits for the handlers. */
  async close(): Promise<void> {
    for (const connection of this.connections.values()) connection.ws.close(1001, 'Going away');
    const deadline = Date.now() + 5000;
    while (this.pending.size && Date.now() < deadline) await Promise.race([...this.pending, sleep(100)]);
    for (const connection of this.connections.values()) connection.ws.terminate();
    for (const ws of this.closing) ws.terminate();
    this.server.close();
  }

  private track<T>(work: Promise<T>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async invoke(name: SocketHandlerName, event: unknown): Promise<unknown> {
    const handler: LambdaHandler = await this.options.handlers.socket(name);
    const context = lambdaContext(functionName(name), HANDLER_TIMEOUT_MS);
    return handler(lambdaEvent(event), context);
  }

  private async handshake(api: SocketApi, url: URL, request: IncomingMessage, socket: Duplex, head: Buffer) {
    const query = queryMaps(url.searchParams);
    if (!query?.single.auth) throw new Refusal(401, 'Unauthorized');
    const { single: headers, multi: multiValueHeaders } = headerMaps(request.rawHeaders);
    const identity = { sourceIp: sourceIpOf(request), userAgent: request.headers['user-agent'] ?? '' };
    const connectionId = newConnectionId();
    const connectedAt = Date.now();
    const requestContext = {
      routeKey: '$connect',
      eventType: 'CONNECT',
      extendedRequestId: randomUUID(),
      requestTime: new Date(connectedAt).toUTCString(),
      messageDirection: 'IN',
      stage: api.stage,
      connectedAt,
      requestTimeEpoch: connectedAt,
      identity,
      requestId: randomUUID(),
      domainName: this.options.domainName,
      connectionId,
      apiId: api.apiId,
    };
    const methodArn = `arn:aws:execute-api:${TWIN_REGION}:${LOCAL_ACCOUNT_ID}:${api.apiId}/${api.stage}/$connect`;

    const started = Date.now();
    let decision: unknown;
    try {
      decision = await this.invoke('authorizer', {
        type: 'REQUEST',
        methodArn,
        headers,
        multiValueHeaders,
        queryStringParameters: query.single,
        multiValueQueryStringParameters: query.multi,
        stageVariables: {},
        requestContext,
      });
    } catch (error) {
      if (error instanceof Error && error.message === 'Unauthorized') throw new Refusal(401, 'Unauthorized');
      throw error;
    }
    if (!policyAllows(decision, methodArn)) throw new Refusal(403, 'Forbidden');
    const granted = decision as { principalId?: string; context?: Record<string, unknown> };
    const authorizer = {
      ...granted.context,
      principalId: granted.principalId ?? '',
      integrationLatency: Date.now() - started,
    };

    const answer = (await this.invoke('connect', {
      headers,
      multiValueHeaders,
      queryStringParameters: query.single,
      multiValueQueryStringParameters: query.multi,
      requestContext: { ...requestContext, authorizer },
      isBase64Encoded: false,
    })) as { statusCode?: number } | null | undefined;
    const status = answer?.statusCode ?? 200;
    if (status < 200 || status > 299) throw new Refusal(status, STATUS_CODES[status] ?? 'Error');

    const base = { headers, multiValueHeaders, identity, authorizer, connectedAt };
    if (socket.destroyed) {
      // the client left while $connect ran: API Gateway still raises $disconnect for it
      await this.disconnected({ id: connectionId, api, ...base }, 1006, '');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) =>
      this.opened(ws, { id: connectionId, api, ...base }),
    );
  }

  private opened(
    ws: WebSocket,
    details: Omit<Connection, 'ws' | 'lastActiveAt' | 'idleTimer' | 'ended'>,
  ): void {
    const connection: Connection = {
      ...details,
      ws,
      lastActiveAt: Date.now(),
      idleTimer: setTimeout(() => ws.close(1001, 'Going away'), this.idleTimeoutMs),
      ended: false,
    };
    this.connections.set(connection.id, connection);
    ws.on('message', (data, isBinary) => {
      if (connection.ended) return; // deleted: API Gateway routes nothing more from it
      this.touch(connection);
      const body = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      this.track(
        this.message(connection, isBinary ? body.toString('base64') : body.toString('utf8'), isBinary),
      );
    });
    ws.on('error', () => {});
    ws.once('close', (code, reason) => this.end(connection, code, reason.toString()));
  }

  /** Forgets the connection and raises $disconnect, once. */
  private end(connection: Connection, code: number, reason: string): void {
    if (connection.ended) return;
    connection.ended = true;
    clearTimeout(connection.idleTimer);
    this.connections.delete(connection.id);
    this.track(this.disconnected(connection, code, reason));
  }

  private touch(connection: Connection): void {
    connection.lastActiveAt = Date.now();
    connection.idleTimer.refresh();
  }

  private requestContext(
    connection: Pick<
      Connection,
      'id' | 'api' | 'identity' | 'authorizer' | 'connectedAt' | 'lastRequestEpoch'
    >,
  ) {
    const now = Math.max(Date.now(), (connection.lastRequestEpoch ?? 0) + 1);
    connection.lastRequestEpoch = now;
    return {
      extendedRequestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN',
      stage: connection.api.stage,
      connectedAt: connection.connectedAt,
      requestTimeEpoch: now,
      identity: connection.identity,
      requestId: randomUUID(),
      domainName: this.options.domainName,
      connectionId: connection.id,
      apiId: connection.api.apiId,
      authorizer: connection.authorizer,
    };
  }

  private async message(connection: Connection, body: string, isBase64Encoded: boolean): Promise<void> {
    let action: unknown;
    if (!isBase64Encoded) {
      try {
        action = (JSON.parse(body) as { action?: unknown } | null)?.action;
      } catch {
        action = undefined;
      }
    }
    const routeKey = typeof action === 'string' && connection.api.actions.has(action) ? action : '$default';
    const requestContext = {
      routeKey,
      messageId: randomBytes(12).toString('base64'),
      eventType: 'MESSAGE',
      ...this.requestContext(connection),
    };
    try {
      await this.invoke(connection.api.handler, { requestContext, body, isBase64Encoded });
    } catch (error) {
      this.options.log.error(`websocket ${connection.api.name} ${routeKey}: ${describe(error)}`);
      this.reply(connection, {
        message: 'Internal server error',
        connectionId: connection.id,
        requestId: requestContext.requestId,
      });
    }
  }

  private reply(connection: Connection, frame: Record<string, unknown>): void {
    if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(JSON.stringify(frame));
  }

  private async disconnected(
    connection: Pick<
      Connection,
      'id' | 'api' | 'identity' | 'authorizer' | 'connectedAt' | 'headers' | 'multiValueHeaders'
    >,
    code: number,
    reason: string,
  ): Promise<void> {
    try {
      await this.invoke('disconnect', {
        headers: connection.headers,
        multiValueHeaders: connection.multiValueHeaders,
        requestContext: {
          routeKey: '$disconnect',
          disconnectStatusCode: code,
          eventType: 'DISCONNECT',
          disconnectReason: reason,
          ...this.requestContext(connection),
        },
        isBase64Encoded: false,
      });
    } catch (error) {
      this.options.log.error(`websocket ${connection.api.name} $disconnect: ${describe(error)}`);
    }
  }

  private async postToConnection(request: IncomingMessage, response: ServerResponse, connection: Connection) {
    let data: Buffer;
    try {
      data = await readBody(request, MAX_FRAME_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      managementError(response, 413, 'PayloadTooLargeException', 'Message too long');
      return;
    }
    if (connection.ws.readyState !== connection.ws.OPEN) {
      managementError(response, 410, 'GoneException', null);
      return;
    }
    connection.ws.send(data.toString('utf8'));
    connection.idleTimer.refresh();
    response.writeHead(200, { 'Content-Length': 0 }).end();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'x-amzn-RequestId': randomUUID(),
    ...headers,
  });
  response.end(text);
}

/** Errors of the management API, in the REST-JSON form the AWS SDK reads (`x-amzn-ErrorType`). */
function managementError(
  response: ServerResponse,
  status: number,
  type: string,
  message: string | null,
): void {
  sendJson(response, status, { message }, { 'x-amzn-ErrorType': type });
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
