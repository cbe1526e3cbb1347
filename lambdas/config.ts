/**
 * The one place that reads the Lambdas' environment (see the conventions' "Runtime configuration").
 * Settings come in groups; each group is validated with zod the first time it is asked for and then
 * memoized, so handlers that do not need a group never require its variables. The groups' schemas,
 * too, are built on first use (building them at start-up cost about a millisecond of every cold
 * start): a malformed value fails the first request that needs it.
 */
import '../lib/contract/zod-locale';
import * as z from 'zod/mini';
import { once } from '../lib/contract/lazy';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const optionalText = once(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
  ),
);
const required = once(() => z.string().check(z.trim(), z.minLength(1)));
const booleanText = once(() =>
  z.pipe(
    optionalText(),
    z.transform((value) => value === 'true'),
  ),
);
/** The variable, or `fallback` when it is unset or blank. */
const textOr = (fallback: string) =>
  z.pipe(
    optionalText(),
    z.transform((value) => value ?? fallback),
  );

const runtimeSchema = once(() =>
  z.object({
    POWERTOOLS_SERVICE_NAME: textOr('playjoin'),
    LOG_LEVEL: z.pipe(
      z.pipe(
        textOr('INFO'),
        z.transform((value) => value.toUpperCase()),
      ),
      z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT']),
    ),
  }),
);

const tableSchema = once(() => z.object({ TABLE_NAME: required() }));

const mediaSchema = once(() =>
  z.object({
    MEDIA_BUCKET: required(),
    MEDIA_BASE_URL: z.pipe(
      z.url(),
      z.transform((value) => value.replace(/\/+$/, '')),
    ),
    S3_FORCE_PATH_STYLE: booleanText(),
  }),
);

const bucketSchema = once(() => z.object({ MEDIA_BUCKET: required(), S3_FORCE_PATH_STYLE: booleanText() }));

const authSchema = once(() =>
  z.object({
    AWS_REGION: required(),
    USER_POOL_ID: required(),
    USER_POOL_CLIENT_ID: required(),
    TOKEN_ISSUER: z.pipe(optionalText(), z.optional(z.url())),
    TOKEN_JWKS_URI: z.pipe(optionalText(), z.optional(z.url())),
  }),
);

/** Set by Lambda from the function's logging format: `JSON` or `Text`. */
const logFormatSchema = once(() => z.object({ AWS_LAMBDA_LOG_FORMAT: textOr('Text') }));

const socketSchema = once(() =>
  z.object({
    SOCKET_ENDPOINT_SCHEME: z.pipe(textOr('https'), z.enum(['https', 'http'])),
  }),
);

const userPoolSchema = once(() => z.object({ USER_POOL_ID: required() }));

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
}
export interface UserPoolConfig {
  userPoolId: string;
}

function parse<S extends z.ZodMiniType>(group: string, schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`invalid ${group} configuration: ${problems}`);
  }
  return result.data;
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
    return { endpointScheme: parse('socket', socketSchema(), env).SOCKET_ENDPOINT_SCHEME };
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
/** How Lambda writes console lines (lambdas/log.ts). */
export const logFormatConfig = (): LogFormatConfig => memo('logFormat');
/** The user pool only (admin calls: seeding). */
export const userPoolConfig = (): UserPoolConfig => memo('userPool');

/** Forgets memoized groups so a test can change process.env. */
export function resetConfigCache(): void {
  cache.clear();
}
