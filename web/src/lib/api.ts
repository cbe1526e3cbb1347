/**
 * The typed REST client, driven by the route manifest (lib/contract/manifest.ts): `callApi(name, input)`
 * finds the route by its operation name, validates the input with the route's schema, builds
 * `${apiUrl}/${route.path}` (GET: query string, POST: JSON body), authenticates as the route declares
 * (`cognito`: ID token in Authorization, `apiKey`: x-api-key) and validates the answer with the route's
 * `response` schema, which every route declares: the answer's type is the contract's `AnswerOf<name>`.
 * No path is written by hand anywhere in the SPA.
 *
 * This module pulls in valibot and the manifest; only lazily loaded screens import it.
 */
import * as v from 'valibot';
import type { RouteDefinition } from '../../../lib/contract/route';
import { routes, type AnswerOf, type RouteByName, type RouteName } from '../../../lib/contract/manifest';
import { errorBody, type ErrorBody } from '../../../lib/contract/responses';
import { payloadIssues, type InputOf as SchemaInput, type Schema } from '../../../lib/contract/validation';
import { loadConfig } from './config';

// ── Types derived from the manifest ───────────────────────────────────────────

/** A schema the route really declares (an omitted one is typed as the bare `Schema` or absent). */
type Declared<S> = S extends Schema ? (Schema extends S ? never : S) : never;
type QueryOf<R> = R extends { query?: infer S } ? Declared<S> : never;
type BodyOf<R> = R extends { body?: infer S } ? Declared<S> : never;

type InputOf<R> = [QueryOf<R>] extends [never]
  ? [BodyOf<R>] extends [never]
    ? void
    : SchemaInput<BodyOf<R>>
  : SchemaInput<QueryOf<R>>;

/** What `callApi(name, …)` takes: the route's query (GET) or body (POST) before parsing. */
export type ApiInput<N extends RouteName> = InputOf<RouteByName<N>>;
/** What `callApi(name, …)` returns: the route's answer, parsed by its `response` schema (`AnswerOf`). */
export type ApiOutput<N extends RouteName> = AnswerOf<N>;

// ── Errors: one class per failure kind; callers branch on the class ──────────

export class ApiClientError extends Error {
  override name = 'ApiClientError';
  constructor(
    readonly routeName: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${routeName}: ${message}`, options);
  }
}

/** The API answered with a non-OK HTTP status. */
export class ApiError extends ApiClientError {
  override name = 'ApiError';
  constructor(
    routeName: string,
    readonly status: number,
    readonly body?: ErrorBody,
  ) {
    super(routeName, `HTTP ${status}${body ? ` ${body.type}: ${body.message}` : ''}`);
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class ApiNetworkError extends ApiClientError {
  override name = 'ApiNetworkError';
}

/** The input does not satisfy the route's schema; nothing was sent. */
export class ApiInputError extends ApiClientError {
  override name = 'ApiInputError';
}

/** The answer does not match the route's `response` schema. */
export class ApiResponseError extends ApiClientError {
  override name = 'ApiResponseError';
  constructor(
    routeName: string,
    readonly status: number,
    message: string,
  ) {
    super(routeName, message);
  }
}

// ── The client ────────────────────────────────────────────────────────────────

const routesByName: ReadonlyMap<string, RouteDefinition> = new Map(
  (routes as readonly RouteDefinition[]).map((route) => [route.name, route]),
);

/** The manifest entry of an operation. */
export function routeFor(name: RouteName): RouteDefinition {
  const route = routesByName.get(name);
  if (!route) throw new ApiInputError(name, 'no such route in the manifest');
  return route;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return payloadIssues(issues)
    .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** GET parameters as a query string; arrays repeat the key, absent values are left out. */
export function toQueryString(params: unknown): string {
  const search = new URLSearchParams();
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue;
        search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
  }
  return search.toString();
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Extra request headers. verifyUser is a `none` route that still reads `Authorization` when the
   * caller has one (the owner of the email gets their identity fields): the login sends it by hand.
   */
  headers?: Record<string, string>;
}

export async function callApi<N extends RouteName>(
  name: N,
  input: ApiInput<N>,
  options: CallOptions = {},
): Promise<ApiOutput<N>> {
  const route = routeFor(name);
  const schema = route.method === 'GET' ? route.query : route.body;
  let payload: unknown = input ?? {};
  if (schema) {
    const parsed = v.safeParse(schema, payload);
    if (!parsed.success) throw new ApiInputError(name, describeIssues(parsed.issues));
    payload = parsed.output;
  }

  const config = await loadConfig();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let url = `${config.apiUrl}/${route.path}`;
  let body: string | undefined;
  if (route.method === 'GET') {
    const query = toQueryString(payload);
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  if (route.auth === 'cognito') {
    // Amplify loads only with the first signed-in call: public profiles never download it
    const { getIdToken } = await import('./session');
    headers.authorization = await getIdToken();
  }
  if (route.auth === 'apiKey') headers['x-api-key'] = config.publicApiKey;

  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body, signal: options.signal });
  } catch (cause) {
    throw new ApiNetworkError(name, 'request failed', { cause });
  }
  const answer = parseJson(await response.text());
  if (!response.ok) {
    if (response.status === 401 && route.auth === 'cognito') {
      // the session was revoked or expired (001 §6): forget it and leave for the landing page, once here for every call
      const { sessionRejected } = await import('./session');
      sessionRejected();
    }
    const error = v.safeParse(errorBody(), answer);
    throw new ApiError(name, response.status, error.success ? error.output : undefined);
  }
  const parsed = v.safeParse(route.response, answer);
  if (!parsed.success) throw new ApiResponseError(name, response.status, describeIssues(parsed.issues));
  return parsed.output as ApiOutput<N>;
}
