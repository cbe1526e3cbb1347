/**
 * `createService(serviceName, operations)`: the API Gateway REST (proxy, event v1) handler of one
 * service. For each request it finds the manifest route by `${httpMethod} ${resource}`, enforces the
 * route's auth mode (cognito routes need `claims.sub`, 401, and a session that was not revoked:
 * auth/session.ts, 401 SessionRevoked), parses the query or JSON body with the route's valibot schema
 * (400 with issues), checks the route's caller fields against the token (403), runs the operation
 * with `{ caller, query, body, deps, event }` and answers JSON (no CORS: /api is same-origin).
 * A service's entry passes its own routes (lib/contract/routes/<service>.ts) and only the data
 * functions its operations use, named one by one (a spread module would keep all of its functions and
 * their entities), so its bundle holds neither the other services' schemas nor the rest of the data
 * layer; each operation names the data access patterns it calls (`OperationFor`).
 * Errors become responses in one place (responses.ts). The route's schemas are built on its first
 * request (lib/contract/lazy.ts), so a cold start builds none.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as v from 'valibot';
import { routeKey, serviceOf, type RouteDefinition } from '../../lib/contract/route';
import type { Route } from '../../lib/contract/manifest';
import type { Profile } from '../data';
import { getProfile } from '../data/profiles';
import { getSessionRevocation } from '../data/sessions';
import { logger, beginInvocation, endInvocation } from '../core/log';
import { defaultDeps, type Deps } from '../core/deps';
import type { DataAccess, DataNeeds } from '../data/access';
import { sameUserName } from '../../lib/contract/user-names';
import { SessionRevokedError } from '../auth/errors';
import { isSessionCurrent, sessionStart } from '../auth/session';
import { payloadIssues, type InputOf, type Schema, type OutputOf } from '../../lib/contract/validation';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../core/errors';
import { errorResponse, toResponse, type HttpResponse } from './responses';

// ── Dependencies ────────────────────────────────────────────────────────────────

/**
 * What the handler layer itself reads: the caller's profile, and the session item of a caller
 * without one. Every service's data includes them.
 */
type CallerData = DataNeeds<'getProfile' | 'getSessionRevocation'>;

// ── Caller ──────────────────────────────────────────────────────────────────────

/** The signed-in caller of a cognito route. */
export interface Caller {
  /** the token's `sub` */
  uuid: string;
  claims: Readonly<Record<string, unknown>>;
  /** the token's `email` claim, when it has one */
  email: string | undefined;
  /** the name the user pool knows the user by (`cognito:username`; the email or the sub otherwise) */
  poolUserName: string;
  /** when the token's session began (epoch seconds, auth/session.ts `sessionStart`), when the claims say */
  signedInAt: number | undefined;
  /** the caller's current profile, loaded at most once per request */
  profile(): Promise<Profile | undefined>;
}

// ── Operation typing ────────────────────────────────────────────────────────────
// The manifest keeps each route's literal name, path and schemas, so a service's operations map must
// name exactly its routes, and each operation sees its route's parsed query and body types.

type ParsedOf<S> = [NonNullable<S>] extends [Schema] ? OutputOf<NonNullable<S>> : undefined;
type QueryOf<R> = R extends { query?: infer Q } ? ParsedOf<Q> : undefined;
type BodyOf<R> = R extends { body?: infer B } ? ParsedOf<B> : undefined;
type CallerOf<R> = R extends { auth: 'cognito' } ? Caller : Caller | undefined;

export interface OperationContext<R, D = DataAccess> {
  caller: CallerOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  deps: Deps<D>;
  event: APIGatewayProxyEvent;
}

/**
 * What an operation returns: its route's answer as the `response` schema accepts it (the schema's
 * input: a default may still be left out), or an HttpResponse it built itself (responses.ts `text`).
 */
export type AnswerFor<R> = R extends { response: infer S } ? InputOf<NonNullable<S>> | HttpResponse : never;

/** One operation: returns its route's answer (plain values become 200 JSON). */
export type Operation<R, D = DataAccess> = (context: OperationContext<R, D>) => Promise<AnswerFor<R>>;

/** The route of an operation name. */
export type RouteFor<N extends Route['name']> = Extract<Route, { name: N }>;
/**
 * The type of the operation serving route `N`, which calls the data access patterns `K`: its
 * service must pass data that has them (a compile error otherwise).
 */
export type OperationFor<N extends Route['name'], K extends keyof DataAccess = never> = Operation<
  RouteFor<N>,
  DataNeeds<K>
>;

/**
 * The operations map of a service serving routes `R` with data `D`: exactly one entry per route,
 * named by operation, each needing no data that `D` lacks.
 */
export type ServiceOperations<R extends RouteDefinition, D> = {
  [Route in R as Route['name']]: Operation<Route, D>;
};

// ── Request handling ────────────────────────────────────────────────────────────

type AnyRoute = RouteDefinition;
type AnyOperation = (context: {
  caller: Caller | undefined;
  query: unknown;
  body: unknown;
  deps: Deps<CallerData>;
  event: APIGatewayProxyEvent;
}) => Promise<unknown>;

function parseInput(schema: Schema, value: unknown, where: 'query' | 'body'): unknown {
  const result = v.safeParse(schema, value);
  if (!result.success)
    throw new BadRequestError(`invalid ${where}`, { issues: payloadIssues(result.issues, where) });
  return result.output;
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

function makeCaller(event: APIGatewayProxyEvent, deps: Deps<CallerData>): Caller | undefined {
  const claims = (event.requestContext.authorizer?.claims ?? undefined) as
    Record<string, unknown> | undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '' || !claims) return undefined;
  let loading: Promise<Profile | undefined> | undefined;
  const text = (name: string) => {
    const value = claims[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const email = text('email');
  return {
    uuid: sub,
    claims,
    email,
    poolUserName: text('cognito:username') ?? email ?? sub,
    signedInAt: sessionStart(claims),
    profile: () => (loading ??= deps.data.getProfile(sub, { consistent: true })),
  };
}

/**
 * Refuses a token whose session began before the user's sessions were revoked, and a deactivated
 * account's. A caller without a profile yet keeps their revocations on their session item.
 */
async function assertSessionCurrent(caller: Caller, deps: Deps<CallerData>): Promise<void> {
  const state = (await caller.profile()) ?? (await deps.data.getSessionRevocation(caller.uuid));
  if (!isSessionCurrent(state, caller.signedInAt)) {
    throw new SessionRevokedError('this session has ended: sign in again');
  }
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
      !sameUserName(claimed, profile.userName)
    ) {
      throw new ForbiddenError(`${fields.userName} must be the caller's username`);
    }
  }
}

/**
 * The REST handler of one service: `served` is its routes (lib/contract/routes/<service>.ts `routes`),
 * `data` the data access its operations call (the caller's profile loader is added). Throws at cold
 * start when `served` spans several services or `operations` does not name exactly its routes: the
 * compiler checks that too, but bundles and the twin are built by type-stripping tools (esbuild, swc,
 * tsx), so a map that only a cast got past would otherwise surface as 404s at request time.
 */
export function createService<const R extends readonly RouteDefinition[], D extends object>(
  served: R,
  operations: ServiceOperations<R[number], NoInfer<D> & CallerData>,
  data: D,
  makeDeps: () => Deps<NoInfer<D> & CallerData> = () =>
    defaultDeps({ getProfile, getSessionRevocation, ...data }),
): (event: APIGatewayProxyEvent, context?: Context) => Promise<APIGatewayProxyResult> {
  const serviceName = served[0] ? serviceOf(served[0].path) : undefined;
  if (!serviceName) throw new Error('a service needs at least one route');
  const strays = served.filter((route) => serviceOf(route.path) !== serviceName).map((route) => route.name);
  if (strays.length > 0)
    throw new Error(`service ${serviceName}: routes of other services [${strays.join(', ')}]`);
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
  let deps: Deps<CallerData> | undefined;

  return async (event) => {
    const key = `${event.httpMethod} ${event.resource.replace(/^\/+/, '')}`;
    beginInvocation({ apiRequestId: event.requestContext?.requestId, route: key });
    try {
      const route = byKey.get(key);
      if (!route) throw new NotFoundError(`no route ${key}`);
      deps ??= makeDeps();

      const caller = makeCaller(event, deps);
      if (route.auth === 'cognito') {
        if (!caller) throw new UnauthorizedError('sign-in required');
        await assertSessionCurrent(caller, deps);
      }

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
