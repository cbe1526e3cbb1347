/**
 * The local twin: the product's AWS stack on one machine, running the same handler code.
 *
 *   DynamoDB Local (Java child process) ← table from TABLE_DEFINITION, streams on, TTL swept
 *   cognito-local (in-process) behind the Cognito shim, mail to the local mailbox
 *   s3rver (in-process) with the media bucket
 *   one HTTP server on the twin port: REST + WebSocket gateway, /media, /cognito, /config.json, the SPA
 *   the stream runner feeding lambdas/streams
 *
 * The handlers reach the engines through the AWS SDK's own environment variables, set here.
 */
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WebConfig } from '../contract';
import { STREAM_EVENT_SOURCE } from '../contract/infrastructure';
import type { CognitoEngine } from './engines/cognito';
import { startCognito } from './engines/cognito';
import type { DynamoEngine } from './engines/dynamodb';
import { ensureTable, startDynamoDb } from './engines/dynamodb';
import type { S3Engine } from './engines/s3';
import { startS3 } from './engines/s3';
import type { Gateway } from './gateway/server';
import { API_PREFIX, COGNITO_PREFIX, startGateway } from './gateway/server';
import type { HandlerSource } from './lambda';
import { moduleHandlers } from './lambda';
import type { TwinLog } from './log';
import { createLog } from './log';
import { Mailbox } from './mailbox';
import { freePort, portInUse } from './ports';
import type { DataPaths } from './settings';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_TWIN_PORT,
  LOCAL_CREDENTIALS,
  LOCAL_RESOURCES,
  REPO_ROOT,
  TWIN_HOST,
  TWIN_REGION,
  dataPaths,
} from './settings';
import { readState, writeState } from './state';
import { StreamRunner } from './stream-runner';
import { TtlSweeper } from './ttl-sweeper';
import { WEB_ROOT } from './web-build';

export interface TwinOptions {
  /** the twin's port; default PORT or 3000; 0 picks a free one */
  port?: number;
  /** default `.local` at the repository root */
  dataDir?: string;
  /** DynamoDB in memory (tests); Cognito and S3 still use dataDir */
  inMemory?: boolean;
  /** no console output except errors */
  quiet?: boolean;
  /** seed reference data and the demo community on the first start (default true) */
  seed?: boolean;
  /** the handler code; default the modules under lambdas/ */
  handlers?: HandlerSource;
  /** the built SPA; default dist/web */
  webRoot?: string;
}

export interface TwinUrls {
  site: string;
  api: string;
  config: string;
  gameChatSocket: string;
  messagesSocket: string;
  mailbox: string;
  status: string;
  /** the Cognito emulator as the SPA reaches it (Amplify's userPoolEndpoint) */
  cognito: string;
  media: string;
  engines: { dynamodb: string; cognito: string; s3: string };
}

export type SeedOutcome =
  | { status: 'seeded'; games: number; users: number }
  | { status: 'kept'; seededAt: string }
  | { status: 'skipped' | 'unavailable' };

export interface TwinInfo {
  urls: TwinUrls;
  port: number;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  tokenIssuer: string;
  publicApiKey: string;
  tableName: string;
  mediaBucket: string;
  streamArn: string;
  dataDir: string;
  inMemory: boolean;
  seed: SeedOutcome;
  /** the environment the handlers run with */
  env: Record<string, string>;
  /** milliseconds from startTwin() to ready */
  startupMs: number;
  /** milliseconds spent in each start-up step */
  timings: Record<string, number>;
}

export interface Twin extends TwinInfo {
  stop(): Promise<void>;
}

const SEED_MODULE = path.join(REPO_ROOT, 'lib', 'seed', 'seed.ts');

type SeedFunction = (options?: { log?: (message: string) => void; force?: boolean }) => Promise<{
  seeded?: boolean;
  games?: number;
  users?: number;
}>;

export async function startTwin(options: TwinOptions = {}): Promise<Twin> {
  const started = Date.now();
  const log = createLog(options.quiet ?? false);
  const requestedPort = options.port ?? Number(process.env.PORT ?? DEFAULT_TWIN_PORT);
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65535) {
    throw new Error(`invalid port ${requestedPort}`);
  }
  const port = requestedPort === 0 ? await freePort() : requestedPort;
  if (await portInUse(port)) {
    throw new Error(`port ${port} is in use: stop what runs there or start with PORT=<another port>`);
  }
  const paths = dataPaths(path.resolve(options.dataDir ?? DEFAULT_DATA_DIR));
  mkdirSync(paths.root, { recursive: true });
  acquireLock(paths);

  const cleanup: Array<() => Promise<void>> = [async () => releaseLock(paths)];
  const stopAll = async () => {
    for (const step of cleanup.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        log.error(`while stopping: ${String(error)}`);
      }
    }
  };

  const timings: Record<string, number> = {};
  let stepStarted = Date.now();
  const step = (name: string) => {
    timings[name] = Date.now() - stepStarted;
    stepStarted = Date.now();
  };
  try {
    const site = `http://localhost:${port}`;
    const state = readState(paths.state);
    const mailbox = new Mailbox(path.join(paths.cognito, 'mailbox.json'), log);
    const [dynamoPort, cognitoPort, s3Port] = await Promise.all([freePort(), freePort(), freePort()]);

    const engines = await Promise.allSettled([
      startDynamoDb({ port: dynamoPort!, dataDir: options.inMemory ? null : paths.dynamodb }),
      startCognito({
        port: cognitoPort!,
        dataDir: paths.cognito,
        issuerBase: `${site}${COGNITO_PREFIX}`,
        mailbox,
        userPoolId: state.userPoolId,
        userPoolClientId: state.userPoolClientId,
        quiet: options.quiet ?? false,
      }),
      startS3({
        port: s3Port!,
        dataDir: paths.s3,
        bucket: LOCAL_RESOURCES.mediaBucket,
        allowedOrigins: [site, `http://${TWIN_HOST}:${port}`],
      }),
    ]);
    for (const engine of engines) if (engine.status === 'fulfilled') cleanup.push(() => engine.value.stop());
    const failed = engines.find((engine): engine is PromiseRejectedResult => engine.status === 'rejected');
    if (failed) throw failed.reason;
    step('engines');
    const dynamo = (engines[0] as PromiseFulfilledResult<DynamoEngine>).value;
    const cognito = (engines[1] as PromiseFulfilledResult<CognitoEngine>).value;
    const s3 = (engines[2] as PromiseFulfilledResult<S3Engine>).value;

    const { streamArn } = await ensureTable(dynamo.client, LOCAL_RESOURCES.tableName);
    state.userPoolId = cognito.userPoolId;
    state.userPoolClientId = cognito.userPoolClientId;
    writeState(paths.state, state);
    step('table');

    const env = handlerEnvironment({ site, dynamo, cognito, s3 });
    applyEnvironment(env);

    const seed = await seedOnFirstStart(options, paths, log);
    step('seed');

    const handlers = options.handlers ?? moduleHandlers({ jwks: cognito.jwks, log });
    const sweeper = new TtlSweeper({ client: dynamo.client, tableName: LOCAL_RESOURCES.tableName, log });
    const streams = new StreamRunner({
      endpoint: dynamo.endpoint,
      streamArn,
      region: TWIN_REGION,
      handler: () => handlers.stream(),
      checkpointFile: options.inMemory ? null : paths.streamCheckpoints,
      log,
      expiredByTtl: (keys) => sweeper.wasExpired(keys),
    });
    // the stream's second reader, as on AWS (lib/aws/streams.ts): big rooms' ticks, polled once per
    // the mapping's batching window so a batch is about a second of a room
    const roomTicks = new StreamRunner({
      endpoint: dynamo.endpoint,
      streamArn,
      region: TWIN_REGION,
      handler: () => handlers.roomTicks(),
      checkpointFile: options.inMemory ? null : paths.roomTickCheckpoints,
      log,
      pollIntervalMs: STREAM_EVENT_SOURCE.maxBatchingWindowSeconds * 1000,
      batchingWindowMs: STREAM_EVENT_SOURCE.maxBatchingWindowSeconds * 1000,
    });
    const webConfig: WebConfig = {
      region: TWIN_REGION,
      apiUrl: `${site}${API_PREFIX}`,
      gameChatSocketUrl: `ws://localhost:${port}/ws/gamechat`,
      messagesSocketUrl: `ws://localhost:${port}/ws/messages`,
      publicApiKey: state.publicApiKey,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: `${site}${COGNITO_PREFIX}`,
      mediaBaseUrl: `${site}/media`,
    };
    const gateway: Gateway = await startGateway({
      port,
      handlers,
      apiKey: state.publicApiKey,
      webConfig,
      webRoot: options.webRoot ?? WEB_ROOT,
      cognito: cognito.handle,
      mailbox,
      media: { endpoint: s3.internalEndpoint, bucket: s3.bucket },
      // the handlers presign with AWS_ENDPOINT_URL_S3, so the browser uploads there
      uploadOrigin: s3.endpoint,
      status: () => ({ streams: streams.status(), roomTicks: roomTicks.status() }),
      log,
    });
    cleanup.push(() => gateway.stop());
    streams.start();
    cleanup.push(() => streams.stop());
    roomTicks.start();
    cleanup.push(() => roomTicks.stop());
    sweeper.start();
    cleanup.push(() => sweeper.stop());
    step('gateway');

    const urls: TwinUrls = {
      site,
      api: webConfig.apiUrl,
      config: `${site}/config.json`,
      gameChatSocket: webConfig.gameChatSocketUrl,
      messagesSocket: webConfig.messagesSocketUrl,
      mailbox: `${site}/_local/mailbox`,
      status: `${site}/_local/status`,
      cognito: `${site}${COGNITO_PREFIX}`,
      media: `${site}/media`,
      engines: { dynamodb: dynamo.endpoint, cognito: cognito.endpoint, s3: s3.endpoint },
    };
    let stopping: Promise<void> | undefined;
    return {
      urls,
      port,
      region: TWIN_REGION,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      tokenIssuer: cognito.issuer,
      publicApiKey: state.publicApiKey,
      tableName: LOCAL_RESOURCES.tableName,
      mediaBucket: LOCAL_RESOURCES.mediaBucket,
      streamArn,
      dataDir: paths.root,
      inMemory: options.inMemory ?? false,
      seed,
      env,
      startupMs: Date.now() - started,
      timings,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The configuration the handlers read (conventions, "Runtime configuration"). */
function handlerEnvironment(parts: {
  site: string;
  dynamo: DynamoEngine;
  cognito: CognitoEngine;
  s3: S3Engine;
}) {
  const { site, dynamo, cognito, s3 } = parts;
  return {
    TABLE_NAME: LOCAL_RESOURCES.tableName,
    MEDIA_BUCKET: LOCAL_RESOURCES.mediaBucket,
    MEDIA_BASE_URL: `${site}/media`,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.userPoolClientId,
    TOKEN_ISSUER: cognito.issuer,
    TOKEN_JWKS_URI: cognito.jwksUri,
    S3_FORCE_PATH_STYLE: 'true',
    SOCKET_ENDPOINT_SCHEME: 'http',
    POWERTOOLS_SERVICE_NAME: process.env.POWERTOOLS_SERVICE_NAME ?? 'playjoin',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    AWS_REGION: TWIN_REGION,
    AWS_DEFAULT_REGION: TWIN_REGION,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_EC2_METADATA_DISABLED: 'true',
  };
}

function applyEnvironment(env: Record<string, string>): void {
  // a developer's own AWS session must not leak into the twin's requests
  for (const name of ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_ENDPOINT_URL']) delete process.env[name];
  Object.assign(process.env, env);
}

async function seedOnFirstStart(options: TwinOptions, paths: DataPaths, log: TwinLog): Promise<SeedOutcome> {
  if (options.seed === false) return { status: 'skipped' };
  const state = readState(paths.state);
  if (state.seededAt) return { status: 'kept', seededAt: state.seededAt };
  if (!existsSync(SEED_MODULE)) {
    log.warn('lib/seed/seed.ts does not exist yet: starting without seed data');
    return { status: 'unavailable' };
  }
  const module = (await import(SEED_MODULE)) as { seed?: SeedFunction; default?: { seed?: SeedFunction } };
  const seed = module.seed ?? module.default?.seed;
  if (typeof seed !== 'function') {
    log.warn('lib/seed/seed.ts exports no seed function: starting without seed data');
    return { status: 'unavailable' };
  }
  const began = Date.now();
  log.info('first start: seeding reference data and the demo community…');
  const result = await seed({ log: (message) => log.info(`seed: ${message}`) });
  state.seededAt = new Date().toISOString();
  writeState(paths.state, state);
  log.info(
    `seeded ${result.games ?? 0} games and ${result.users ?? 0} users in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  return { status: 'seeded', games: result.games ?? 0, users: result.users ?? 0 };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live twin using this data folder, if any. */
export function runningTwinPid(paths: DataPaths): number | null {
  try {
    const pid = Number(readFileSync(paths.lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function acquireLock(paths: DataPaths): void {
  const owner = runningTwinPid(paths);
  if (owner !== null && owner !== process.pid) {
    throw new Error(`a twin (pid ${owner}) is already running with the data folder ${paths.root}`);
  }
  writeFileSync(paths.lock, String(process.pid));
}

function releaseLock(paths: DataPaths): void {
  try {
    if (readFileSync(paths.lock, 'utf8').trim() === String(process.pid)) unlinkSync(paths.lock);
  } catch {
    // already gone
  }
}
