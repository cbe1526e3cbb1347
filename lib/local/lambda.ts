/**
 * How the twin calls handler code: the Lambda handler shape, the Context object the Lambda runtime
 * passes, and where the handler modules live. Handler modules are imported once, on first use.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { HANDLER_ENTRIES, type SocketHandlerName } from '../contract/handlers';
import { LOCAL_ACCOUNT_ID, LOCAL_RESOURCES, REPO_ROOT, TWIN_REGION } from './settings';

export type LambdaHandler<E = unknown, R = unknown> = (event: E, context: Context) => Promise<R> | R;

export type { SocketHandlerName };

/** Verifies a Cognito ID token and answers its claims; throws when it is missing, bad or expired. */
export type IdTokenVerifier = (token: string) => Promise<Record<string, unknown>>;

/** Where the gateway and the stream runner get the code they run. */
export interface HandlerSource {
  /** the REST service's Lambda (lambdas/services/<service>/index.ts) */
  rest(service: string): Promise<LambdaHandler>;
  socket(name: SocketHandlerName): Promise<LambdaHandler>;
  stream(): Promise<LambdaHandler>;
  /** the stream's second reader: big rooms' ticks */
  roomTicks(): Promise<LambdaHandler>;
  verifyIdToken: IdTokenVerifier;
}

/** The handler entries of lib/contract/handlers.ts, resolved against the repository root. */
export const HANDLER_FILES = {
  rest: (service: string) => path.join(REPO_ROOT, HANDLER_ENTRIES.service(service)),
  socket: (name: SocketHandlerName) => path.join(REPO_ROOT, HANDLER_ENTRIES.socket(name)),
  stream: path.join(REPO_ROOT, HANDLER_ENTRIES.streams),
  roomTicks: path.join(REPO_ROOT, HANDLER_ENTRIES.roomTicks),
  customMessage: path.join(REPO_ROOT, HANDLER_ENTRIES.customMessage),
  tokenVerifier: path.join(REPO_ROOT, HANDLER_ENTRIES.tokenVerifier),
} as const;

export interface ModuleHandlerOptions {
  /**
   * The Cognito emulator's JWKS, primed into the token verifier's cache before any handler runs.
   * aws-jwt-verify fetches JWKS over HTTPS only, and the emulator serves it over plain HTTP; priming
   * the cache (the verifier exports itself for exactly this, `idTokenVerifier.cacheJwks`) means the
   * same verifier code accepts the emulator's tokens without a network fetch.
   */
  jwks?: { keys: unknown[] };
  log?: { warn(message: string): void };
}

/** Imports each handler module once (the first call), like a Lambda cold start, and reuses it. */
export function moduleHandlers(options: ModuleHandlerOptions = {}): HandlerSource {
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const importOnce = (file: string): Promise<Record<string, unknown>> => {
    let loaded = modules.get(file);
    if (!loaded) {
      loaded = import(file).then((module: Record<string, unknown>) => {
        const exports = (
          module.default && typeof module.default === 'object' ? module.default : {}
        ) as Record<string, unknown>;
        return { ...exports, ...module };
      });
      loaded.catch(() => modules.delete(file));
      modules.set(file, loaded);
    }
    return loaded;
  };
  let primed: Promise<void> | undefined;
  const primeVerifier = () =>
    (primed ??= (async () => {
      if (!options.jwks || !existsSync(HANDLER_FILES.tokenVerifier)) return;
      const verifier = (await importOnce(HANDLER_FILES.tokenVerifier)).idTokenVerifier as
        { cacheJwks?: (jwks: unknown) => void } | undefined;
      if (typeof verifier?.cacheJwks === 'function') verifier.cacheJwks(options.jwks);
      else
        options.log?.warn(
          'lambdas/auth/token-verifier.ts exports no idTokenVerifier: its JWKS fetch will need HTTPS',
        );
    })());
  const load = async (file: string): Promise<Record<string, unknown>> => {
    await primeVerifier();
    return importOnce(file);
  };
  const exported = async <T>(file: string, name: string): Promise<T> => {
    const module = await load(file);
    const value = module[name];
    if (typeof value !== 'function') {
      throw new Error(`${path.relative(REPO_ROOT, file)} does not export a function named ${name}`);
    }
    return value as T;
  };
  return {
    rest: (service) => exported(HANDLER_FILES.rest(service), 'handler'),
    socket: (name) => exported(HANDLER_FILES.socket(name), 'handler'),
    stream: () => exported(HANDLER_FILES.stream, 'handler'),
    roomTicks: () => exported(HANDLER_FILES.roomTicks, 'handler'),
    verifyIdToken: async (token) =>
      (await exported<IdTokenVerifier>(HANDLER_FILES.tokenVerifier, 'verifyIdToken'))(token),
  };
}

/** The twin's Lambda function name for a handler, e.g. playjoin-local-pjgame. */
export function functionName(handler: string): string {
  return `${LOCAL_RESOURCES.functionPrefix}${handler}`;
}

/**
 * The event as the Lambda runtime hands it to the handler: parsed from its JSON, so every map is a
 * plain object and a client-named key such as `__proto__` or `constructor` is an own property that
 * shadows the inherited one. Handlers meet in the twin exactly the objects they meet on AWS.
 */
export function lambdaEvent<E>(event: E): E {
  return JSON.parse(JSON.stringify(event)) as E;
}

/** A Context as the Node.js Lambda runtime builds it. */
export function lambdaContext(name: string, timeoutMs: number, awsRequestId: string = randomUUID()): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${TWIN_REGION}:${LOCAL_ACCOUNT_ID}:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: `local/[$LATEST]${awsRequestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
