/**
 * What one REST call is: the shape every entry of the route manifest (manifest.ts) takes.
 */
import type { OutputOf, Schema } from './validation';

export type HttpMethod = 'GET' | 'POST';

/**
 * How a call is authenticated.
 * - `cognito`: the caller's Cognito ID token in the Authorization header, verified before any handler runs.
 * - `apiKey`: the shared public API key in the `x-api-key` header (public profiles, 000 §6).
 * - `none`: pre-login calls (001 §6). A handler may still read an optional token itself.
 */
export type AuthMode = 'cognito' | 'apiKey' | 'none';

/**
 * Payload fields that name the caller. The handler layer compares each against the verified token
 * and refuses a mismatch with 403 before the domain code runs.
 */
export interface CallerFields {
  /** a field that must equal the caller's uuid (the token's `sub`) */
  uuid?: string;
  /** a field that must equal the caller's current username */
  userName?: string;
}

export interface RouteDefinition<
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
> {
  /** operation name, unique, used by handlers and the web client */
  name: string;
  method: HttpMethod;
  /** the path exactly as the spec writes it, without a leading slash */
  path: string;
  auth: AuthMode;
  /** query-string schema (GET) */
  query?: Q;
  /** JSON body schema (POST) */
  body?: B;
  /**
   * the schema of the 2xx answer, required: the handler's result, the web client's type and the docs
   * all come from it (a text/plain answer is a string schema)
   */
  response: R;
  caller?: CallerFields;
  /** which spec document lists the call; `ours` marks paths the spec leaves unshown and we designed */
  source: '000' | '001' | 'ours';
  summary: string;
}

/** The properties of a route that hold schemas. */
export const SCHEMA_KEYS = ['query', 'body', 'response'] as const;
export type SchemaKey = (typeof SCHEMA_KEYS)[number];
export const isSchemaKey = (key: string): key is SchemaKey =>
  (SCHEMA_KEYS as readonly string[]).includes(key);

/**
 * A route as the manifest declares it: a RouteDefinition whose schemas are functions that build them
 * (manifest.ts turns them into cached getters, so a schema is built only when something reads it).
 */
export type RouteSpec = Omit<RouteDefinition, SchemaKey> & {
  query?: () => Schema;
  body?: () => Schema;
  response: () => Schema;
};

/** The route a spec declares: the same entry with each schema function replaced by the schema it builds. */
export type BuiltRoute<D extends RouteSpec> = {
  readonly [K in keyof D]: K extends SchemaKey ? (D[K] extends () => infer S ? S : never) : D[K];
};

/** What a route answers on success: the parsed (output) type of its `response` schema. */
export type AnswerOfRoute<R extends Pick<RouteDefinition, 'response'>> = OutputOf<R['response']>;

/** The Lambda function (service) that serves a path: its first segment, e.g. `pjusermatches`. */
export function serviceOf(path: string): string {
  const first = path.split('/')[0];
  if (!first) throw new Error(`route path has no service segment: ${path}`);
  return first;
}

/** The key a service dispatches on: `GET pjgame/pjgame`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
