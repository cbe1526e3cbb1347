/**
 * The one place that reads the Lambdas' environment (see the conventions' "Runtime configuration").
 * Settings come in groups; each group is validated (valibot) the first time it is asked for and then
 * memoized, so handlers that do not need a group never require its variables. The groups' schemas,
 * too, are built on first use (building them at start-up cost about a millisecond of every cold
 * start): a malformed value fails the first request that needs it.
 */
import * as v from 'valibot';
import { once } from '../../lib/contract/lazy';
import { payloadIssues } from '../../lib/contract/validation';
import { CHAT_LIMITS } from '../../lib/contract/constants';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * The variable trimmed, or undefined when it is unset or blank. (The '' default makes an object run
 * the pipe for an unset variable too: valibot skips an optional entry that has no default.)
 */
const optionalText = once(() =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? undefined : value.trim())),
  ),
);
const required = once(() => v.pipe(v.string(), v.trim(), v.minLength(1)));
const booleanText = once(() =>
  v.pipe(
    optionalText(),
    v.transform((value) => value === 'true'),
  ),
);
/** The variable, or `fallback` when it is unset or blank. */
const textOr = (fallback: string) =>
  v.pipe(
    optionalText(),
    v.transform((value) => value ?? fallback),
  );
const url = () => v.pipe(v.string(), v.url());
/** An optional URL: unset or blank reads as undefined. */
const optionalUrl = () => v.pipe(optionalText(), v.optional(url()));

const runtimeSchema = once(() =>
  v.object({
    POWERTOOLS_SERVICE_NAME: textOr('playjoin'),
    LOG_LEVEL: v.pipe(
      textOr('INFO'),
      v.transform((value) => value.toUpperCase()),
      v.picklist(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT']),
    ),
  }),
);

const tableSchema = once(() => v.object({ TABLE_NAME: required() }));

const mediaSchema = once(() =>
  v.object({
    MEDIA_BUCKET: required(),
    MEDIA_BASE_URL: v.pipe(
      url(),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
    S3_FORCE_PATH_STYLE: booleanText(),
  }),
);

const bucketSchema = once(() => v.object({ MEDIA_BUCKET: required(), S3_FORCE_PATH_STYLE: booleanText() }));

const authSchema = once(() =>
  v.object({
    AWS_REGION: required(),
    USER_POOL_ID: required(),
    USER_POOL_CLIENT_ID: required(),
    TOKEN_ISSUER: optionalUrl(),
    TOKEN_JWKS_URI: optionalUrl(),
  }),
);

/** Set by Lambda from the function's logging format: `JSON` or `Text`. */
const logFormatSchema = once(() => v.object({ AWS_LAMBDA_LOG_FORMAT: textOr('Text') }));

const socketSchema = once(() =>
  v.object({
    SOCKET_ENDPOINT_SCHEME: v.pipe(textOr('https'), v.picklist(['https', 'http'])),
    /** where a room becomes big; unset in the stack (CHAT_LIMITS), lowered by the benchmark's twin */
    BIG_ROOM_LISTENERS: v.optional(
      v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)),
      String(CHAT_LIMITS.bigRoomListeners),
    ),
  }),
);

const userPoolSchema = once(() => v.object({ USER_POOL_ID: required() }));

export interface RuntimeConfig {
  serviceName: string;
  logLevel: 'TRACE' | 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'CRITICAL' | 'SILENT';
}
export interface TableConfig {
  tableName: string;
}
export interface MediaConfig {
  bucket: string;
  /** base URL where `media/...` keys are served, without a trailing slash */
  baseUrl: string;
  forcePathStyle: boolean;
}
export interface BucketConfig {
  bucket: string;
  forcePathStyle: boolean;
}
export interface AuthConfig {
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
}
export interface LogFormatConfig {
  /** Lambda writes console calls as JSON lines (a logged object stays structured under `message`) */
  json: boolean;
}
export interface SocketConfig {
  endpointScheme: 'https' | 'http';
  /** game chat: the listeners from which a room is big */
  bigRoomListeners: number;
}
export interface UserPoolConfig {
  userPoolId: string;
}

function parse<S extends v.GenericSchema>(group: string, schema: S, env: Env): v.InferOutput<S> {
  const result = v.safeParse(schema, env);
  if (!result.success) {
    const problems = payloadIssues(result.issues)
      .map((issue) => `${issue.path}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`invalid ${group} configuration: ${problems}`);
  }
  return result.output;
}

/** Builds the groups from an environment; exported for tests. */
export const readConfig = {
  runtime(env: Env): RuntimeConfig {
    const value = parse('runtime', runtimeSchema(), env);
    return { serviceName: value.POWERTOOLS_SERVICE_NAME, logLevel: value.LOG_LEVEL };
  },
  table(env: Env): TableConfig {
    return { tableName: parse('table', tableSchema(), env).TABLE_NAME };
  },
  media(env: Env): MediaConfig {
    const value = parse('media', mediaSchema(), env);
    return {
      bucket: value.MEDIA_BUCKET,
      baseUrl: value.MEDIA_BASE_URL,
      forcePathStyle: value.S3_FORCE_PATH_STYLE,
    };
  },
  bucket(env: Env): BucketConfig {
    const value = parse('media bucket', bucketSchema(), env);
    return { bucket: value.MEDIA_BUCKET, forcePathStyle: value.S3_FORCE_PATH_STYLE };
  },
  auth(env: Env): AuthConfig {
    const value = parse('auth', authSchema(), env);
    const issuer =
      value.TOKEN_ISSUER ?? `https://cognito-idp.${value.AWS_REGION}.amazonaws.com/${value.USER_POOL_ID}`;
    return {
      userPoolId: value.USER_POOL_ID,
      clientId: value.USER_POOL_CLIENT_ID,
      issuer,
      jwksUri: value.TOKEN_JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
    };
  },
  logFormat(env: Env): LogFormatConfig {
    return {
      json: parse('log format', logFormatSchema(), env).AWS_LAMBDA_LOG_FORMAT.toUpperCase() === 'JSON',
    };
  },
  socket(env: Env): SocketConfig {
    const value = parse('socket', socketSchema(), env);
    return { endpointScheme: value.SOCKET_ENDPOINT_SCHEME, bigRoomListeners: value.BIG_ROOM_LISTENERS };
  },
  userPool(env: Env): UserPoolConfig {
    return { userPoolId: parse('user pool', userPoolSchema(), env).USER_POOL_ID };
  },
};

type Group = keyof typeof readConfig;
const cache = new Map<Group, unknown>();

function memo<G extends Group>(group: G): ReturnType<(typeof readConfig)[G]> {
  if (!cache.has(group)) cache.set(group, readConfig[group](process.env));
  return cache.get(group) as ReturnType<(typeof readConfig)[G]>;
}

/** Service name and log level. */
export const runtimeConfig = (): RuntimeConfig => memo('runtime');
/** The table's physical name. */
export const tableConfig = (): TableConfig => memo('table');
/** The media bucket and where its objects are served. */
export const mediaConfig = (): MediaConfig => memo('media');
/** The media bucket only (writers that never build public URLs: seeding, uploads). */
export const bucketConfig = (): BucketConfig => memo('bucket');
/** The Cognito user pool and token verification settings. */
export const authConfig = (): AuthConfig => memo('auth');
/** How to reach the WebSocket management API. */
export const socketConfig = (): SocketConfig => memo('socket');
/** How Lambda writes console lines (lambdas/core/log.ts). */
export const logFormatConfig = (): LogFormatConfig => memo('logFormat');
/** The user pool only (admin calls: seeding). */
export const userPoolConfig = (): UserPoolConfig => memo('userPool');

/** Forgets memoized groups so a test can change process.env. */
export function resetConfigCache(): void {
  cache.clear();
}
