/**
 * Cognito engine: cognito-local, started in-process on its own port with its data in
 * `.local/cognito`, composed from its own services but with the shim's router in front (see
 * cognito-shim.ts) and with mail going to the twin's mailbox. The same request handler is mounted
 * at /cognito on the twin for Amplify. The user pool and app client are created on first start with
 * the CDK stack's settings; their ids persist in the twin state.
 */
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  CreateUserPoolClientCommandInput,
  CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { UnsupportedError } from 'cognito-local/lib/errors';
import { Router } from 'cognito-local/lib/server/Router';
import type { Config } from 'cognito-local/lib/server/config';
import { createServer } from 'cognito-local/lib/server/server';
import type { Services } from 'cognito-local/lib/services';
import { DateClock } from 'cognito-local/lib/services/clock';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import type { Triggers } from 'cognito-local/lib/services/triggers';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import cognitoLocalPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { LIMITS } from '../../contract';
import { createShimRouter, MailboxMessages, RevocationStore } from '../cognito-shim';
import type { Mailbox } from '../mailbox';
import { LOCAL_CREDENTIALS, LOCAL_RESOURCES, TWIN_HOST, TWIN_REGION } from '../settings';

/**
 * The user pool as the CDK stack declares it (lib/aws/auth.ts; that module imports aws-cdk-lib, too
 * heavy for the twin to load, so the settings are mirrored here): email is the username and is
 * verified by a six-digit code; a changed email stays unverified until confirmed; the password policy
 * is the spec's rule (7+ characters with a digit and a symbol; the 15-character maximum and the
 * narrower symbol set are the handlers' zod checks, Cognito has no such settings).
 */
export const USER_POOL_SETTINGS: Omit<CreateUserPoolCommandInput, 'PoolName'> = {
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  UsernameConfiguration: { CaseSensitive: false },
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  Policies: {
    PasswordPolicy: {
      MinimumLength: LIMITS.passwordMin,
      RequireNumbers: true,
      RequireSymbols: true,
      RequireLowercase: false,
      RequireUppercase: false,
      TemporaryPasswordValidityDays: 3,
    },
  },
  VerificationMessageTemplate: {
    DefaultEmailOption: 'CONFIRM_WITH_CODE',
    EmailSubject: 'Your PlayJoin verification code',
    EmailMessage: 'Your PlayJoin verification code is {####}',
  },
  AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
  MfaConfiguration: 'OFF',
  Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
};

/**
 * The web app client as the stack declares it: no secret, USER_PASSWORD_AUTH (the login call) and SRP
 * (Amplify) plus refresh, 60-minute ID and access tokens, 30-day refresh tokens, no user-existence
 * errors, revocable tokens.
 */
export const USER_POOL_CLIENT_SETTINGS: Omit<CreateUserPoolClientCommandInput, 'UserPoolId' | 'ClientName'> =
  {
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    PreventUserExistenceErrors: 'ENABLED',
    EnableTokenRevocation: true,
    IdTokenValidity: 60,
    AccessTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
  };

export interface CognitoEngineOptions {
  port: number;
  dataDir: string;
  /** public base of the emulator, the tokens' issuer prefix: http://localhost:3000/cognito */
  issuerBase: string;
  mailbox: Mailbox;
  /** ids remembered from an earlier start */
  userPoolId?: string;
  userPoolClientId?: string;
  quiet: boolean;
}

export interface CognitoEngine {
  /** the emulator's own address (the AWS SDK endpoint) */
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** `iss` of the tokens it issues */
  issuer: string;
  jwksUri: string;
  /** the signing keys, as served at jwksUri */
  jwks: { keys: unknown[] };
  /** the emulator's request handler, to mount at /cognito */
  handle(request: IncomingMessage, response: ServerResponse): void;
  stop(): Promise<void>;
}

type Logger = Parameters<typeof createServer>[1];

/** pino as cognito-local resolves it (it is cognito-local's dependency, not ours). */
function createLogger(quiet: boolean): Logger {
  const requireFromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
  const pino = requireFromCognitoLocal('pino') as (options: { level: string; base: null }) => Logger;
  return pino({ level: quiet ? 'silent' : 'error', base: null });
}

/** No Lambda triggers on the twin (the stack defines none). */
function noTriggers(): Triggers {
  const unsupported = () =>
    Promise.reject(new UnsupportedError('Lambda triggers are not configured on the twin'));
  return {
    enabled: () => false,
    customMessage: unsupported,
    customEmailSender: unsupported,
    postAuthentication: unsupported,
    postConfirmation: unsupported,
    preSignUp: unsupported,
    preTokenGeneration: unsupported,
    userMigration: unsupported,
  } as unknown as Triggers;
}

export async function startCognito(options: CognitoEngineOptions): Promise<CognitoEngine> {
  mkdirSync(options.dataDir, { recursive: true });
  const logger = createLogger(options.quiet);
  const ctx = { logger };
  const config: Config = {
    LambdaClient: {},
    TriggerFunctions: {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerBase },
    ServerConfig: { port: options.port, hostname: TWIN_HOST, development: false, https: false },
  };
  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(options.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStores,
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = noTriggers();
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MailboxMessages(options.mailbox, () => cognito),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const revocations = new RevocationStore(path.join(options.dataDir, 'shim-revocations.json'));
  const server = createServer(
    createShimRouter(Router(services), { services, revocations }),
    logger,
    config.ServerConfig,
    services,
  );
  const httpServer: Server = await server.start();
  const endpoint = `http://${TWIN_HOST}:${options.port}`;

  const stop = () =>
    new Promise<void>((resolve) => {
      httpServer.close(() => resolve());
      httpServer.closeAllConnections();
    });

  try {
    const ids = await ensureUserPool(endpoint, services, ctx, options);
    const issuer = `${options.issuerBase}/${ids.userPoolId}`;
    return {
      endpoint,
      ...ids,
      issuer,
      jwksUri: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
      jwks: { keys: [cognitoLocalPublicKey.jwk] },
      handle: server.application as CognitoEngine['handle'],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Reuses the remembered pool and client when they still exist, else creates them through the API. */
async function ensureUserPool(
  endpoint: string,
  services: Services,
  ctx: Parameters<Services['cognito']['listUserPools']>[0],
  options: CognitoEngineOptions,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  if (options.userPoolId && options.userPoolClientId) {
    const pools = await services.cognito.listUserPools(ctx);
    const client = await services.cognito.getAppClient(ctx, options.userPoolClientId);
    if (pools.some((pool) => pool.Id === options.userPoolId) && client?.UserPoolId === options.userPoolId) {
      return { userPoolId: options.userPoolId, userPoolClientId: options.userPoolClientId };
    }
  }
  const sdk = new CognitoIdentityProviderClient({
    endpoint,
    region: TWIN_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const pool = await sdk.send(
      new CreateUserPoolCommand({ PoolName: LOCAL_RESOURCES.userPoolName, ...USER_POOL_SETTINGS }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local created a user pool without an id');
    const client = await sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: LOCAL_RESOURCES.userPoolClientName,
        ...USER_POOL_CLIENT_SETTINGS,
      }),
    );
    const userPoolClientId = client.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local created an app client without an id');
    return { userPoolId, userPoolClientId };
  } finally {
    sdk.destroy();
  }
}
