/**
 * `createService(serviceName, operations)`: the API Gateway REST (proxy, event v1) handler of one
 * service. For each request it finds the manifest route by `${httpMethod} ${resource}`, parses the
 * query or JSON body with the route's zod schema (400 with issues), enforces the route's auth mode
 * (cognito routes need `claims.sub`, 401), checks the route's caller fields against the token (403),
 * runs the operation with `{ caller, query, body, deps, event }` and answers JSON with CORS headers.
 * Errors become responses in one place (responses.ts).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  routeKey,
  routes,
  serviceOf,
  type AuthMode,
  type Route,
  type RouteDefinition,
  type RouteName,
} from '../../lib/contract';
import * as data from '../data';
import type { Profile } from '../data';
import { mediaConfig } from '../config';
import { logger, beginInvocation, endInvocation, type Log } from '../log';
import { mediaUrl } from '../domain/media';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError, issuesOf } from './errors';
import { errorResponse, preflight, toResponse } from './responses';

// ── Dependencies ────────────────────────────────────────────────────────────────

export type DataAccess = typeof data;

/** Everything an operation reaches outside itself, injected so operations are testable. */
export interface Deps {
  data: DataAccess;
  clock: { now(): Date };
  log: Log;
  media: { url(key: string): string };
}

/** The real dependencies; media settings are read only when an operation builds a URL. */
export function defaultDeps(): Deps {
  return {
    data,
    clock: { now: () => new Date() },
    log: logger,
    media: { url: (key) => mediaUrl(mediaConfig().baseUrl, key) },
  };
}

// ── Caller ──────────────────────────────────────────────────────────────────────

/** The signed-in caller of a cognito route. */
export interface Caller {
  /** the token's `sub` */
  uuid: string;
  claims: Readonly<Record<string, unknown>>;
  /** the caller's current profile, loaded at most once per request */
  profile(): Promise<Profile | undefined>;
}

// ── Operation typing ────────────────────────────────────────────────────────────

/**
 * Whether the manifest keeps each route's literal name and path in its type. When it does, the
 * operations map of a service must name exactly its routes and each operation sees its route's
 * parsed query and body types. When the manifest widens them to `string`, operation inputs fall
 * back to `any` and the exact-route check is done at cold start instead (see createService).
 */
type LiteralManifest = string extends RouteName ? false : true;

/** The input types of a route whose literal type the manifest does not preserve. */
interface UntypedRoute {
  auth: AuthMode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fallback while the manifest widens names
  query?: z.ZodType<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fallback while the manifest widens names
  body?: z.ZodType<any>;
}

type ParsedOf<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;
type QueryOf<R> = R extends { query?: infer Q } ? ParsedOf<Q> : undefined;
type BodyOf<R> = R extends { body?: infer B } ? ParsedOf<B> : undefined;
type CallerOf<R> = R extends { auth: 'cognito' } ? Caller : Caller | undefined;

export interface OperationContext<R> {
  caller: CallerOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  deps: Deps;
  event: APIGatewayProxyEvent;
}

/** One operation: returns the answer (plain values become 200 JSON; see responses.ts `text`). */
export type Operation<R> = (context: OperationContext<R>) => Promise<unknown>;

/** The route of an operation name (or the untyped fallback, see LiteralManifest). */
export type RouteFor<N extends string> = LiteralManifest extends true
  ? Extract<Route, { name: N }>
  : UntypedRoute;
/** The type of the operation serving route `N`. */
export type OperationFor<N extends string> = Operation<RouteFor<N>>;

type RoutesOfService<S extends string> = Extract<Route, { path: `${S}/${string}` }>;
/** Routes whose path the manifest types as plain `string` (built by a helper): their service is unknown to the compiler. */
type WidePathRoutes = Route extends infer R
  ? R extends { path: infer P }
    ? string extends P
      ? R
      : never
    : never
  : never;
/**
 * The operations map of a service: one entry per route of that service, named by operation.
 * Routes with a widened path may be named too (createService checks the exact set at cold start).
 */
export type ServiceOperations<S extends string> = LiteralManifest extends true
  ? { [R in RoutesOfService<S> as R['name']]: Operation<R> } & {
      [R in WidePathRoutes as R['name']]?: Operation<R>;
    }
  : Record<string, Operation<UntypedRoute>>;

// ── Request handling ────────────────────────────────────────────────────────────

type AnyRoute = RouteDefinition;
type AnyOperation = (context: OperationContext<UntypedRoute>) => Promise<unknown>;

/** The manifest routes a service serves. */
export function routesOfService(serviceName: string): AnyRoute[] {
  return (routes as readonly AnyRoute[]).filter((route) => serviceOf(route.path) === serviceName);
}

function parseInput(schema: z.ZodType, value: unknown, where: 'query' | 'body'): unknown {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new BadRequestError(`invalid ${where}`, { issues: issuesOf(result.error, where) });
  return result.data;
}

function readBody(event: APIGatewayProxyEvent): unknown {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('body is not valid JSON', {
      issues: [{ path: 'body', message: 'not valid JSON' }],
    });
  }
}

const normalizeName = (name: string) => name.normalize('NFC').toLowerCase();

function makeCaller(event: APIGatewayProxyEvent, deps: Deps): Caller | undefined {
  const claims = (event.requestContext.authorizer?.claims ?? undefined) as
    Record<string, unknown> | undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '' || !claims) return undefined;
  let loading: Promise<Profile | undefined> | undefined;
  return {
    uuid: sub,
    claims,
    profile: () => (loading ??= deps.data.getProfile(sub, { consistent: true })),
  };
}

async function checkCallerFields(
  route: AnyRoute,
  caller: Caller | undefined,
  payload: unknown,
): Promise<void> {
  const fields = route.caller;
  if (!fields) return;
  if (!caller) throw new UnauthorizedError('sign-in required');
  const values = (payload ?? {}) as Record<string, unknown>;
  if (fields.uuid && values[fields.uuid] !== caller.uuid) {
    throw new ForbiddenError(`${fields.uuid} must be the caller's uuid`);
  }
  if (fields.userName) {
    const profile = await caller.profile();
    const claimed = values[fields.userName];
    if (
      !profile ||
      !profile.active ||
      typeof claimed !== 'string' ||
      normalizeName(claimed) !== normalizeName(profile.userName)
    ) {
      throw new ForbiddenError(`${fields.userName} must be the caller's username`);
    }
  }
}

/**
 * The REST handler of one service. Throws at cold start when `operations` does not name exactly the
 * service's manifest routes.
 */
export function createService<S extends string>(
  serviceName: S,
  operations: ServiceOperations<S>,
  makeDeps: () => Deps = defaultDeps,
): (event: APIGatewayProxyEvent, context?: Context) => Promise<APIGatewayProxyResult> {
  const served = routesOfService(serviceName);
  if (served.length === 0) throw new Error(`no manifest routes for service ${serviceName}`);
  const table = operations as unknown as Record<string, AnyOperation>;
  const missing = served
    .filter((route) => typeof table[route.name] !== 'function')
    .map((route) => route.name);
  const extra = Object.keys(table).filter((name) => !served.some((route) => route.name === name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `service ${serviceName}: missing operations [${missing.join(', ')}], unknown [${extra.join(', ')}]`,
    );
  }
  const byKey = new Map(served.map((route) => [routeKey(route), route]));
  let deps: Deps | undefined;

  return async (event, context) => {
    const key = `${event.httpMethod} ${event.resource.replace(/^\/+/, '')}`;
    beginInvocation(context, { requestId: event.requestContext?.requestId, route: key });
    try {
      if (event.httpMethod === 'OPTIONS') return preflight();
      const route = byKey.get(key);
      if (!route) throw new NotFoundError(`no route ${key}`);
      deps ??= makeDeps();

      const caller = makeCaller(event, deps);
      if (route.auth === 'cognito' && !caller) throw new UnauthorizedError('sign-in required');

      const query = route.query
        ? parseInput(route.query, event.queryStringParameters ?? {}, 'query')
        : undefined;
      const body = route.body ? parseInput(route.body, readBody(event), 'body') : undefined;
      await checkCallerFields(route, caller, route.method === 'GET' ? query : body);

      const operation = table[route.name] as AnyOperation;
      const result = await operation({ caller, query, body, deps, event });
      return toResponse(result);
    } catch (error) {
      return errorResponse(error, deps?.log ?? logger);
    } finally {
      endInvocation();
    }
  };
}
