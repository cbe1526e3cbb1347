/**
 * The REST half of the gateway: what API Gateway's REST API with Lambda proxy integrations does for
 * each manifest route. The route table is compiled once from lib/contract; per request the work is
 * a map lookup, the route's auth check, the proxy event (v1) and the handler call.
 *
 * API Gateway behaviours kept: unknown resource or method → 403 "Missing Authentication Token";
 * Cognito routes → 401 "Unauthorized" (missing or bad token) or "The incoming token has expired",
 * before any handler runs, and the verified claims (as strings) in requestContext.authorizer.claims;
 * API-key routes → 403 "Forbidden" without the key; a handler that throws, answers malformed or
 * outlives the 10 s function timeout → 502 "Internal server error"; 10 MB payload limit → 413;
 * Content-Type defaults to application/json; answers of 1 KiB or more are gzipped for clients that
 * accept it, as the stack's minimumCompressionSize has API Gateway do (compression.ts). The stack serves the API on the site's own origin (behind
 * CloudFront at /api) and configures no CORS: an OPTIONS request, like any method a resource does not
 * have, is 403 "Missing Authentication Token", and the gateway's own answers carry no CORS headers.
 *
 * Client address: on AWS, CloudFront sets CloudFront-Viewer-Address (`ip:port`) from the viewer's
 * connection, replacing any the viewer sent, and the /api origin request policy forwards it; the
 * handlers read it (lambdas/http/client-address.ts). The twin's port is that edge: it sets the header
 * from the socket's peer, whatever the client sent under that name. X-Forwarded-For is kept as AWS
 * builds it, for the record only: CloudFront appends the viewer's address to whatever the viewer
 * sent, and API Gateway appends the address that connected to it (CloudFront's), which is also its
 * `identity.sourceIp`; the twin appends the peer, then its own listening address as that last hop.
 * X-Forwarded-Port and X-Forwarded-Proto are the gateway's, whatever the client sent.
 *
 * Header and query names are the client's, so their maps have no prototype (event-maps.ts), and the
 * handler gets the event as the Lambda runtime hands it over, parsed from JSON (lambdaEvent).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { AuthMode, RouteDefinition } from '../../contract';
import { serviceOf } from '../../contract';
import { BodyTooLargeError, readBody } from '../http-util';
import type { HandlerSource, LambdaHandler } from '../lambda';
import { functionName, lambdaContext, lambdaEvent } from '../lambda';
import type { TwinLog } from '../log';
import { LOCAL_ACCOUNT_ID } from '../settings';
import { FUNCTION_RUNTIME, VIEWER_ADDRESS_HEADER } from '../../contract/infrastructure';
import { apiGzips, compress } from './compression';
import { headerMaps, queryMaps, setValue } from './event-maps';

/** The stack's Lambda timeout: a handler that runs longer is stopped, which API Gateway answers with a 502. */
export const FUNCTION_TIMEOUT_MS = FUNCTION_RUNTIME.timeoutSeconds * 1000;
/** API Gateway's payload limit */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

interface CompiledRoute {
  resource: string;
  /** API Gateway's id of the resource (stable per path) */
  resourceId: string;
  service: string;
  auth: AuthMode;
  functionName: string;
}

interface CompiledPath {
  methods: Map<string, CompiledRoute>;
}

/** path (no leading slash) → its methods; built once at start-up. */
export function compileRoutes(routes: readonly RouteDefinition[]): Map<string, CompiledPath> {
  const table = new Map<string, CompiledPath>();
  for (const route of routes) {
    let entry = table.get(route.path);
    if (!entry) {
      entry = { methods: new Map() };
      table.set(route.path, entry);
    }
    if (entry.methods.has(route.method)) throw new Error(`duplicate route ${route.method} ${route.path}`);
    const service = serviceOf(route.path);
    entry.methods.set(route.method, {
      resource: `/${route.path}`,
      resourceId: createHash('sha1').update(route.path).digest('hex').slice(0, 6),
      service,
      auth: route.auth,
      functionName: functionName(service),
    });
  }
  return table;
}

export interface RestApiOptions {
  routes: readonly RouteDefinition[];
  handlers: HandlerSource;
  /** the `x-api-key` apiKey routes require */
  apiKey: string;
  /** requestContext.stage */
  stage: string;
  /** requestContext.domainName, e.g. localhost:3000 */
  domainName: string;
  /** where the API is mounted on the twin, e.g. /api */
  prefix: string;
  log: TwinLog;
  timeoutMs?: number;
}

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export function createRestApi(options: RestApiOptions): RequestListener {
  const table = compileRoutes(options.routes);
  const prefixLength = options.prefix.length + 1;
  const timeoutMs = options.timeoutMs ?? FUNCTION_TIMEOUT_MS;
  const handlers = new Map<string, LambdaHandler>();
  const handlerFor = async (service: string): Promise<LambdaHandler> => {
    let handler = handlers.get(service);
    if (!handler) {
      handler = await options.handlers.rest(service);
      handlers.set(service, handler);
    }
    return handler;
  };

  return (request, response) => {
    const url = request.url ?? '/';
    const queryStart = url.indexOf('?');
    let path = queryStart < 0 ? url.slice(prefixLength) : url.slice(prefixLength, queryStart);
    if (path.endsWith('/')) path = path.slice(0, -1);
    const route = table.get(path)?.methods.get(request.method ?? 'GET');
    if (!route) {
      gatewayError(response, 403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
      return;
    }
    invoke(request, response, route, url, queryStart).catch((error: unknown) => {
      options.log.error(
        `${route.functionName}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!response.headersSent)
        gatewayError(response, 502, 'InternalServerErrorException', 'Internal server error');
      else response.destroy();
    });
  };

  async function invoke(
    request: IncomingMessage,
    response: ServerResponse,
    route: CompiledRoute,
    url: string,
    queryStart: number,
  ): Promise<void> {
    let claims: Record<string, string> | undefined;
    if (route.auth === 'cognito') {
      const outcome = await authorize(options.handlers, request.headers.authorization);
      if (typeof outcome === 'string') {
        gatewayError(response, 401, 'UnauthorizedException', outcome);
        return;
      }
      claims = outcome;
    } else if (route.auth === 'apiKey' && request.headers['x-api-key'] !== options.apiKey) {
      gatewayError(response, 403, 'ForbiddenException', 'Forbidden');
      return;
    }

    let body: string | null = null;
    if (
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined
    ) {
      try {
        const bytes = await readBody(request, MAX_PAYLOAD_BYTES);
        body = bytes.length ? bytes.toString('utf8') : null;
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        gatewayError(response, 413, 'RequestTooLargeException', 'Request Too Long');
        return;
      }
    }

    const requestId = randomUUID();
    const event = proxyEvent(request, route, url, queryStart, body, requestId, claims, options);
    const handler = await handlerFor(route.service);
    const context = lambdaContext(route.functionName, timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    let result: unknown;
    try {
      result = await Promise.race([handler(lambdaEvent(event), context), timedOut]);
    } finally {
      clearTimeout(timer);
    }
    if (result === 'timeout') {
      options.log.error(
        `${route.functionName}: Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`,
      );
      gatewayError(response, 502, 'InternalServerErrorException', 'Internal server error');
      return;
    }
    if (!isProxyResult(result)) {
      options.log.error(`${route.functionName}: malformed Lambda proxy response: ${JSON.stringify(result)}`);
      gatewayError(response, 502, 'InternalServerErrorException', 'Internal server error');
      return;
    }
    await writeProxyResult(response, result, requestId, request.headers['accept-encoding']);
  }
}

/** The claims as the Cognito authorizer hands them on, or the 401 message. */
async function authorize(
  handlers: HandlerSource,
  header: string | undefined,
): Promise<Record<string, string> | string> {
  if (!header) return 'Unauthorized';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  if (!token) return 'Unauthorized';
  try {
    return claimStrings(await handlers.verifyIdToken(token));
  } catch (error) {
    return isExpiredTokenError(error) ? 'The incoming token has expired' : 'Unauthorized';
  }
}

/** aws-jwt-verify's expiry error (by class; by name too, in case its ESM and CJS builds both load). */
function isExpiredTokenError(error: unknown): boolean {
  return (
    error instanceof JwtExpiredError ||
    (error instanceof Error && error.constructor.name === 'JwtExpiredError')
  );
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/** API Gateway renders `exp` and `iat` as Java's Date#toString in UTC: "Sat Nov 21 02:30:11 UTC 2026". */
function javaDate(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  return (
    `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${two(date.getUTCDate())} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`
  );
}

/** The Cognito authorizer passes every claim as a string. */
export function claimStrings(claims: Record<string, unknown>): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(claims)) {
    if ((name === 'exp' || name === 'iat') && typeof value === 'number') strings[name] = javaDate(value);
    else if (Array.isArray(value)) strings[name] = value.join(',');
    else if (value !== null && typeof value === 'object') strings[name] = JSON.stringify(value);
    else strings[name] = String(value);
  }
  return strings;
}

/** Form-style decoding, as API Gateway does for query strings ('+' is a space). */
function decodeQueryComponent(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function plainAddress(address: string | undefined): string {
  const known = address ?? '127.0.0.1';
  return known.startsWith('::ffff:') ? known.slice(7) : known;
}

/** The names the gateway sets itself, replacing whatever the client sent under them. */
const GATEWAY_SET = new Set(
  ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', VIEWER_ADDRESS_HEADER].map((name) =>
    name.toLowerCase(),
  ),
);

/** `ip:port` as CloudFront writes CloudFront-Viewer-Address (an IPv6 address without brackets). */
function viewerAddress(socket: IncomingMessage['socket']): string {
  return `${plainAddress(socket.remoteAddress)}:${socket.remotePort ?? 0}`;
}

/** Form-style `name=value` pairs of the query string, decoded as API Gateway decodes them. */
function* queryPairs(query: string): Generator<[string, string]> {
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    yield [
      decodeQueryComponent(equals < 0 ? pair : pair.slice(0, equals)),
      equals < 0 ? '' : decodeQueryComponent(pair.slice(equals + 1)),
    ];
  }
}

/** The Lambda proxy integration's event (payload format 1.0). */
function proxyEvent(
  request: IncomingMessage,
  route: CompiledRoute,
  url: string,
  queryStart: number,
  body: string | null,
  requestId: string,
  claims: Record<string, string> | undefined,
  options: RestApiOptions,
): APIGatewayProxyEvent {
  const headers = headerMaps(request.rawHeaders, (name) => GATEWAY_SET.has(name));
  const sentForwardedFor: string[] = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]!.toLowerCase() === 'x-forwarded-for')
      sentForwardedFor.push(request.rawHeaders[index + 1]!);
  }
  // see the header comment: the viewer's hop (CloudFront's), then the edge's (API Gateway's)
  const viewer = plainAddress(request.socket.remoteAddress);
  const sourceIp = plainAddress(request.socket.localAddress);
  for (const [name, value] of [
    ['X-Forwarded-For', [...sentForwardedFor, viewer, sourceIp].join(', ')],
    ['X-Forwarded-Port', String(request.socket.localPort ?? '')],
    ['X-Forwarded-Proto', 'http'],
    [VIEWER_ADDRESS_HEADER, viewerAddress(request.socket)],
  ] as const) {
    setValue(headers, name, value);
  }
  const query = queryStart >= 0 ? queryMaps(queryPairs(url.slice(queryStart + 1))) : null;

  const now = Date.now();
  const path = route.resource;
  const apiKey = request.headers['x-api-key'];
  return {
    resource: route.resource,
    path,
    httpMethod: request.method ?? 'GET',
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query?.single ?? null,
    multiValueQueryStringParameters: query?.multi ?? null,
    pathParameters: null,
    stageVariables: null,
    requestContext: {
      resourceId: route.resourceId,
      resourcePath: route.resource,
      httpMethod: request.method ?? 'GET',
      extendedRequestId: requestId.slice(0, 16),
      requestTime: clfTime(now),
      path: queryStart < 0 ? url : url.slice(0, queryStart),
      accountId: LOCAL_ACCOUNT_ID,
      protocol: `HTTP/${request.httpVersion}`,
      stage: options.stage,
      domainPrefix: options.domainName.split(':')[0]!,
      requestTimeEpoch: now,
      requestId,
      identity: {
        cognitoIdentityPoolId: null,
        accountId: null,
        cognitoIdentityId: null,
        caller: null,
        sourceIp,
        principalOrgId: null,
        accessKey: null,
        cognitoAuthenticationType: null,
        cognitoAuthenticationProvider: null,
        userArn: null,
        userAgent: request.headers['user-agent'] ?? null,
        user: null,
        apiKey: route.auth === 'apiKey' && typeof apiKey === 'string' ? apiKey : null,
        apiKeyId: route.auth === 'apiKey' ? 'localkey01' : null,
        clientCert: null,
      },
      domainName: options.domainName,
      apiId: 'localrest1',
      authorizer: claims ? { claims } : undefined,
    },
    body,
    isBase64Encoded: false,
  } as APIGatewayProxyEvent;
}

/** "21/Nov/2026:02:30:11 +0000", API Gateway's requestTime */
function clfTime(epochMs: number): string {
  const date = new Date(epochMs);
  return (
    `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  );
}

function isProxyResult(result: unknown): result is APIGatewayProxyResult {
  if (!result || typeof result !== 'object') return false;
  const candidate = result as Partial<APIGatewayProxyResult>;
  return (
    Number.isInteger(candidate.statusCode) &&
    (candidate.body === undefined || candidate.body === null || typeof candidate.body === 'string')
  );
}

/** The handler's answer as API Gateway sends it, gzipped by the stack's rule (compression.ts). */
async function writeProxyResult(
  response: ServerResponse,
  result: APIGatewayProxyResult,
  requestId: string,
  acceptEncoding: string | undefined,
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  let hasContentType = false;
  let encoded = false;
  for (const [name, value] of [
    ...Object.entries(result.headers ?? {}),
    ...Object.entries(result.multiValueHeaders ?? {}),
  ]) {
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
    if (name.toLowerCase() === 'content-type') hasContentType = true;
    if (name.toLowerCase() === 'content-encoding') encoded = true;
  }
  if (!hasContentType) headers['Content-Type'] = 'application/json';
  headers['x-amzn-RequestId'] = requestId;
  let body: Buffer = result.body
    ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  if (!encoded && apiGzips(acceptEncoding, body.length)) {
    body = await compress(body, 'gzip');
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  response.writeHead(result.statusCode, headers);
  response.end(body);
}

/** An answer API Gateway itself gives (no handler involved). */
export function gatewayError(
  response: ServerResponse,
  status: number,
  errorType: string,
  message: string,
): void {
  const body = JSON.stringify({ message });
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'x-amzn-RequestId': randomUUID(),
    'x-amzn-ErrorType': errorType,
  });
  response.end(body);
}
