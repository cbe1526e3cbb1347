/**
 * Cognito engine: cognito-local, started in-process on its own port with its data in
 * `.local/cognito`, composed from its own services but with the shim's router in front (see
 * cognito-shim.ts) and with mail going to the twin's mailbox. The same request handler is mounted
 * at /cognito on the twin for Amplify. The user pool and app client are created on the first start,
 * and updated on later ones, with the settings the CDK stack reads too (lib/contract/infrastructure.ts);
 * their ids persist in the twin state.
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
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
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
import { USER_POOL, USER_POOL_CLIENT } from '../../contract/infrastructure';
import type { CustomMessageTrigger } from '../cognito-shim';
import { createShimRouter, MailboxMessages, RevocationStore } from '../cognito-shim';
import { HANDLER_FILES } from '../lambda';
import type { Mailbox } from '../mailbox';
import { LOCAL_CREDENTIALS, LOCAL_RESOURCES, TWIN_HOST, TWIN_REGION } from '../settings';

const policy = USER_POOL.passwordPolicy;
const flows = USER_POOL_CLIENT.authFlows;
const validity = USER_POOL_CLIENT.tokenValidity;

/**
 * The user pool as the CDK stack declares it, from the settings both read
 * (lib/contract/infrastructure.ts USER_POOL): email is the username and is verified by a six-digit
 * code; a changed email stays unverified until confirmed; the password policy is what Cognito can
 * express of the spec's rule (the handlers' schema checks the rest).
 */
export const USER_POOL_SETTINGS: Omit<CreateUserPoolCommandInput, 'PoolName'> = {
  UsernameAttributes: [...USER_POOL.usernameAttributes],
  AutoVerifiedAttributes: [...USER_POOL.autoVerifiedAttributes],
  UsernameConfiguration: { CaseSensitive: USER_POOL.usernameCaseSensitive },
  UserAttributeUpdateSettings: {
    AttributesRequireVerificationBeforeUpdate: [...USER_POOL.keepOriginalUntilVerified],
  },
  Policies: {
    PasswordPolicy: {
      MinimumLength: policy.minLength,
      RequireNumbers: policy.requireDigits,
      RequireSymbols: policy.requireSymbols,
      RequireLowercase: policy.requireLowercase,
      RequireUppercase: policy.requireUppercase,
      TemporaryPasswordValidityDays: policy.temporaryPasswordValidityDays,
    },
  },
  VerificationMessageTemplate: {
    DefaultEmailOption: 'CONFIRM_WITH_CODE',
    EmailSubject: USER_POOL.verificationEmail.subject,
    EmailMessage: USER_POOL.verificationEmail.message,
  },
  AccountRecoverySetting: { RecoveryMechanisms: [{ Name: USER_POOL.accountRecovery, Priority: 1 }] },
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: !USER_POOL.selfSignUp },
  MfaConfiguration: USER_POOL.mfa,
  Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
};

/**
 * The web app client as the stack declares it (USER_POOL_CLIENT): no secret, the allowed flows plus
 * refresh (which Cognito always allows), 5-minute ID and access tokens, 30-day refresh tokens, no
 * user-existence errors, revocable tokens. cognito-local reads the validities from the client when it
 * signs tokens.
 */
export const USER_POOL_CLIENT_SETTINGS: Omit<CreateUserPoolClientCommandInput, 'UserPoolId' | 'ClientName'> =
  {
    GenerateSecret: USER_POOL_CLIENT.generateSecret,
    ExplicitAuthFlows: [
      ...(flows.userPassword ? ['ALLOW_USER_PASSWORD_AUTH' as const] : []),
      ...(flows.adminUserPassword ? ['ALLOW_ADMIN_USER_PASSWORD_AUTH' as const] : []),
      ...(flows.userSrp ? ['ALLOW_USER_SRP_AUTH' as const] : []),
      ...(flows.custom ? ['ALLOW_CUSTOM_AUTH' as const] : []),
      'ALLOW_REFRESH_TOKEN_AUTH',
    ],
    PreventUserExistenceErrors: USER_POOL_CLIENT.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
    EnableTokenRevocation: USER_POOL_CLIENT.enableTokenRevocation,
    IdTokenValidity: validity.idTokenMinutes,
    AccessTokenValidity: validity.accessTokenMinutes,
    RefreshTokenValidity: validity.refreshTokenDays,
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

/**
 * The pool's CustomMessage trigger, the module the stack deploys (lib/aws/auth.ts), imported on the
 * first mail; the mailbox calls it (cognito-shim.ts MailboxMessages).
 */
const customMessageTrigger = (() => {
  let loaded: Promise<CustomMessageTrigger> | undefined;
  return () =>
    (loaded ??= import(HANDLER_FILES.customMessage).then(
      (module: { handler: CustomMessageTrigger }) => module.handler,
    ));
})();

/**
 * No cognito-local Lambda triggers on the twin: its own trigger service would call Lambda over the
 * network. The one trigger the stack defines, CustomMessage, runs in the mailbox instead (above).
 */
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
    messages: new MailboxMessages(options.mailbox, () => cognito, customMessageTrigger),
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

/**
 * Reuses the remembered pool and client when they still exist, bringing their settings up to date
 * (a data folder made before a settings change keeps working as the stack now does, like a CDK
 * deploy updating the pool in place); else creates them through the API.
 */
async function ensureUserPool(
  endpoint: string,
  services: Services,
  ctx: Parameters<Services['cognito']['listUserPools']>[0],
  options: CognitoEngineOptions,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const sdk = new CognitoIdentityProviderClient({
    endpoint,
    region: TWIN_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    if (options.userPoolId && options.userPoolClientId) {
      const { userPoolId, userPoolClientId } = options;
      const pools = await services.cognito.listUserPools(ctx);
      const client = await services.cognito.getAppClient(ctx, userPoolClientId);
      if (pools.some((pool) => pool.Id === userPoolId) && client?.UserPoolId === userPoolId) {
        const {
          UsernameAttributes: _usernames,
          UsernameConfiguration: _caseSensitivity,
          Schema: _schema,
          UserAttributeUpdateSettings: _updates,
          ...updatable
        } = USER_POOL_SETTINGS;
        await sdk.send(new UpdateUserPoolCommand({ UserPoolId: userPoolId, ...updatable }));
        await sdk.send(
          new UpdateUserPoolClientCommand({
            UserPoolId: userPoolId,
            ClientId: userPoolClientId,
            ...withoutSecretFlag(USER_POOL_CLIENT_SETTINGS),
          }),
        );
        return { userPoolId, userPoolClientId };
      }
    }
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

/** UpdateUserPoolClient takes every creation setting but the secret (fixed at creation). */
function withoutSecretFlag(settings: typeof USER_POOL_CLIENT_SETTINGS) {
  const { GenerateSecret: _secret, ...rest } = settings;
  return rest;
}
