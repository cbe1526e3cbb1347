/**
 * The Cognito shim: what cognito-local 5.3 lacks or does differently from Cognito, added in front of
 * its own targets so that both doors to the emulator (its port, and /cognito on the twin) behave the
 * same. It wraps cognito-local's router: requests for the targets below are answered here, with the
 * same error `__type` and message Cognito returns; every other target goes to cognito-local as is.
 *
 * Missing in cognito-local, added here:
 * - ResendConfirmationCode: a new code is generated, stored for ConfirmSignUp and mailed.
 * - GlobalSignOut / AdminUserGlobalSignOut: every refresh and access token issued before is revoked.
 * - Refusing a disabled user: sign-in and refresh answer `NotAuthorizedException: User is disabled.`,
 *   and AdminDisableUser revokes the user's access tokens, as Cognito documents.
 * - Expired refresh tokens are refused (`Refresh Token has expired`); cognito-local only looks them up.
 * - ConfirmSignUp marks the email verified (email_verified), as Cognito does for an auto-verified
 *   attribute; ForgotPassword then requires a verified email, as Cognito does.
 * - the session claims of ID and access tokens (see `withSessionClaims`): `origin_jti`, and an
 *   `auth_time` that refreshed tokens keep from their sign-in.
 * Different in cognito-local, corrected here:
 * - password sign-in is refused unless the app client allows the flow (ExplicitAuthFlows).
 * - a wrong password is `NotAuthorizedException: Incorrect username or password.` (not
 *   InvalidPasswordException), checked before any challenge; an unknown user follows the app
 *   client's PreventUserExistenceErrors setting; ForgotPassword likewise.
 * - sign-in and refresh answers carry ExpiresIn (the access token's lifetime, 300 s with the stack's
 *   5-minute tokens, which cognito-local reads from the app client) and TokenType `Bearer`.
 * - ForgotPassword answers the masked destination (`j***@e***`), not the address.
 * - ConfirmForgotPassword with no code pending (already used) is ExpiredCodeException, not a mismatch.
 * - ConfirmSignUp for an unknown user follows the app client's PreventUserExistenceErrors setting
 *   (a code mismatch, or UserNotFoundException), not NotAuthorizedException.
 * - emails name their user case-insensitively (the pool's UsernameConfiguration), in every target.
 * - AdminGetUser always answers Enabled.
 * - access tokens are verified (signature, expiry, revocation, disabled user) by the targets that take one.
 * - the pool's password policy is enforced on SignUp, ChangePassword and ConfirmForgotPassword.
 * - codes are mailed with the pool's verification message into the twin's mailbox.
 * Not emulated: code expiry (Cognito's 24 h sign-up and 1 h reset codes never expire here), Cognito's
 * own throttling and lockout of repeated failures (the handlers' attempt limits apply on both).
 */
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  AdminDisableUserRequest,
  AdminInitiateAuthRequest,
  AdminUserGlobalSignOutRequest,
  ChangePasswordRequest,
  CodeDeliveryDetailsType,
  ConfirmForgotPasswordRequest,
  ForgotPasswordRequest,
  GlobalSignOutRequest,
  InitiateAuthRequest,
  PasswordPolicyType,
  ResendConfirmationCodeRequest,
  SignUpRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoError, InvalidPasswordError, UserNotFoundError } from 'cognito-local/lib/errors';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import type { Messages } from 'cognito-local/lib/services/messages';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import cognitoLocalPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import type { Mailbox, MessageSource } from './mailbox';
import { TWIN_REGION } from './settings';

// ── Cognito's errors, as its API names and words them ─────────────────────────────────────────
const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);
const ERRORS = {
  userDisabled: () => notAuthorized('User is disabled.'),
  incorrectCredentials: () => notAuthorized('Incorrect username or password.'),
  refreshRevoked: () => notAuthorized('Refresh Token has been revoked'),
  refreshInvalid: () => notAuthorized('Invalid Refresh Token'),
  refreshExpired: () => notAuthorized('Refresh Token has expired'),
  accessRevoked: () => notAuthorized('Access Token has been revoked'),
  accessExpired: () => notAuthorized('Access Token has expired'),
  accessInvalid: () => notAuthorized('Invalid Access Token'),
  userDoesNotExist: () => new CognitoError('UserNotFoundException', 'User does not exist.'),
  clientUserNotFound: () =>
    new CognitoError('UserNotFoundException', 'Username/client id combination not found.'),
  alreadyConfirmed: () => new CognitoError('InvalidParameterException', 'User is already confirmed.'),
  autoVerificationOff: () =>
    new CognitoError('InvalidParameterException', 'Cannot resend codes. Auto verification not turned on.'),
  flowNotEnabled: (flow: string) =>
    new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`),
  adminFlowNotEnabled: () =>
    new CognitoError('InvalidParameterException', 'Auth flow not enabled for this client'),
  noVerifiedEmail: () =>
    new CognitoError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    ),
  codeUsed: () =>
    new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  codeMismatch: () =>
    new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  passwordPolicy: (reason: string) =>
    new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${reason}`),
};

/** Cognito's accepted password symbols (its documented special-character set). */
const COGNITO_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

// ── token bookkeeping ─────────────────────────────────────────────────────────────────────────
interface JwtPayload {
  jti?: string;
  iat?: number;
  exp?: number;
  sub?: string;
  username?: string;
  token_use?: string;
  client_id?: string;
}

function decodeJwt(token: string): { payload: JwtPayload; signed: string; signature: Buffer } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as JwtPayload;
    return { payload, signed: `${parts[0]}.${parts[1]}`, signature: Buffer.from(parts[2]!, 'base64url') };
  } catch {
    return null;
  }
}

const signingKey = createPublicKey({ key: cognitoLocalPublicKey.jwk, format: 'jwk' });
const privateKey = createPrivateKey(cognitoLocalPrivateKey.pem);

/**
 * The token with Cognito's session claims, signed again with cognito-local's key. Cognito ties every
 * ID and access token to the refresh token of its sign-in: `origin_jti` names it (all tokens
 * refreshed from one sign-in share it, `jti` differs; RevokeToken revokes by it), and `auth_time`
 * stays the time of that sign-in when tokens are refreshed. cognito-local issues no `origin_jti` and
 * stamps `auth_time` anew on every refresh; its refresh token is a JWT whose `jti` and `iat` are just
 * the sign-in's identifier and time, so they are read from it.
 */
function withSessionClaims(token: string, family: JwtPayload): string {
  const decoded = decodeJwt(token);
  if (!decoded || !family.jti || family.iat === undefined) return token;
  const payload = { ...decoded.payload, origin_jti: family.jti, auth_time: family.iat };
  const signed = `${token.split('.')[0]}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), privateKey).toString('base64url')}`;
}

/** Verifies an access token the way Cognito's user APIs do; answers its claims. */
function verifyAccessToken(token: unknown): JwtPayload & { jti: string; sub: string } {
  const decoded = typeof token === 'string' ? decodeJwt(token) : null;
  if (!decoded || !verify('RSA-SHA256', Buffer.from(decoded.signed), signingKey, decoded.signature)) {
    throw ERRORS.accessInvalid();
  }
  const { payload } = decoded;
  if (payload.token_use !== 'access' || !payload.jti || !payload.sub) throw ERRORS.accessInvalid();
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) throw ERRORS.accessExpired();
  return payload as JwtPayload & { jti: string; sub: string };
}

/**
 * Which tokens were revoked, and which access tokens each user holds (cognito-local keeps refresh
 * tokens on the user record but forgets access tokens). Persisted next to cognito-local's data.
 */
export class RevocationStore {
  /** jti → expiry (epoch seconds) */
  private revoked: Record<string, number> = {};
  /** username → [jti, expiry] of the access tokens issued to them */
  private issued: Record<string, Array<[string, number]>> = {};

  constructor(private readonly file: string | null) {
    if (!file) return;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as {
        revoked?: RevocationStore['revoked'];
        issued?: RevocationStore['issued'];
      };
      this.revoked = stored.revoked ?? {};
      this.issued = stored.issued ?? {};
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  isRevoked(jti: string | undefined): boolean {
    return jti !== undefined && jti in this.revoked;
  }

  recordIssued(username: string, accessToken: string): void {
    const payload = decodeJwt(accessToken)?.payload;
    if (!payload?.jti) return;
    (this.issued[username] ??= []).push([payload.jti, payload.exp ?? 0]);
    this.save();
  }

  /** Revokes the user's access tokens and the given refresh tokens. */
  revokeAll(username: string, refreshTokens: readonly string[]): void {
    for (const [jti, exp] of this.issued[username] ?? []) this.revoked[jti] = exp;
    delete this.issued[username];
    for (const token of refreshTokens) {
      const payload = decodeJwt(token)?.payload;
      if (payload?.jti) this.revoked[payload.jti] = payload.exp ?? 0;
    }
    this.save();
  }

  private save(): void {
    if (!this.file) return;
    const now = Date.now() / 1000;
    for (const [jti, exp] of Object.entries(this.revoked)) if (exp && exp < now) delete this.revoked[jti];
    for (const [username, tokens] of Object.entries(this.issued)) {
      const live = tokens.filter(([, exp]) => !exp || exp >= now);
      if (live.length) this.issued[username] = live;
      else delete this.issued[username];
    }
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ revoked: this.revoked, issued: this.issued }));
  }
}

// ── mail ──────────────────────────────────────────────────────────────────────────────────────
const DEFAULT_SUBJECT = 'Your verification code';
const DEFAULT_MESSAGE = 'Your verification code is {####}. ';

/** A CustomMessage trigger as Lambda runs it (lambdas/triggers/custom-message.ts). */
export type CustomMessageTrigger = (event: CustomMessageTriggerEvent) => Promise<CustomMessageTriggerEvent>;

/**
 * cognito-local's Messages service, delivering into the twin's mailbox: with the text of the pool's
 * CustomMessage trigger, called with the event Cognito builds (the call's client metadata, the user's
 * attributes, the `{####}` placeholder), as the stack wires it (lib/aws/auth.ts); with the pool's
 * wording when the trigger leaves a message unchanged (or there is none). The code is stored apart,
 * so tests and the mailbox page read it whatever the text.
 */
export class MailboxMessages implements Messages {
  constructor(
    private readonly mailbox: Mailbox,
    private readonly cognito: () => Services['cognito'],
    private readonly customMessage?: () => Promise<CustomMessageTrigger>,
  ) {}

  async deliver(
    ctx: Context,
    source: MessageSource,
    clientId: string | null,
    userPoolId: string,
    user: User,
    code: string,
    clientMetadata: Record<string, string> | undefined,
    deliveryDetails: DeliveryDetails,
  ): Promise<void> {
    const pool = await this.cognito().getUserPool(ctx, userPoolId);
    const template = pool.options.VerificationMessageTemplate;
    let subject = template?.EmailSubject ?? pool.options.EmailVerificationSubject ?? DEFAULT_SUBJECT;
    let message = template?.EmailMessage ?? pool.options.EmailVerificationMessage ?? DEFAULT_MESSAGE;
    if (this.customMessage) {
      const trigger = await this.customMessage();
      const { response } = await trigger({
        version: '1',
        region: TWIN_REGION,
        userPoolId,
        userName: user.Username,
        callerContext: { awsSdkVersion: 'twin', clientId: clientId ?? 'CLIENT_ID_NOT_APPLICABLE' },
        triggerSource: `CustomMessage_${source}`,
        request: {
          userAttributes: Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name, a.Value ?? ''])),
          codeParameter: '{####}',
          linkParameter: '{##Click Here##}',
          usernameParameter: null,
          clientMetadata,
        },
        response: { smsMessage: null, emailMessage: null, emailSubject: null },
      } as CustomMessageTriggerEvent);
      subject = response.emailSubject ?? subject;
      message = response.emailMessage ?? message;
    }
    this.mailbox.deliver({
      source,
      to: deliveryDetails.Destination,
      username: user.Username,
      code,
      subject,
      text: message.replace('{####}', code).replace('{username}', user.Username),
    });
  }
}

/** Cognito masks where it sent a code: `j***@e***`. */
export function maskDestination(destination: string): string {
  const [local, domain] = destination.split('@');
  if (domain === undefined) return `+*******${destination.slice(-4)}`;
  return `${local?.[0] ?? ''}***@${domain[0] ?? ''}***`;
}

// ── the router ────────────────────────────────────────────────────────────────────────────────
export interface ShimOptions {
  services: Services;
  revocations: RevocationStore;
}

type AuthResponse = {
  AuthenticationResult?: {
    AccessToken?: string;
    IdToken?: string;
    RefreshToken?: string;
    ExpiresIn?: number;
    TokenType?: string;
  };
};

type UsernameRequest = {
  UserPoolId?: string;
  ClientId?: string;
  Username?: string;
  AuthParameters?: Record<string, string>;
};

/** Whether the user's email counts as verified (see the ForgotPassword wrapper). */
function emailVerified(user: User): boolean {
  const verified = user.Attributes?.find((attribute) => attribute.Name === 'email_verified')?.Value;
  // cognito-local never set email_verified on ConfirmSignUp: a data folder from before the shim did
  // has confirmed users without it, whose email the code did verify
  return verified === undefined ? user.UserStatus === 'CONFIRMED' : verified === 'true';
}

/** cognito-local's router with the shim's targets in front. */
export function createShimRouter(base: Router, options: ShimOptions): Router {
  const { services, revocations } = options;
  const cache = new Map<string, Route>();

  const poolForClient = (ctx: Context, clientId: string) =>
    services.cognito.getUserPoolForClientId(ctx, clientId);
  const appClient = (ctx: Context, clientId: string) => services.cognito.getAppClient(ctx, clientId);
  const preventsExistenceErrors = (client: AppClient | null) =>
    client?.PreventUserExistenceErrors === 'ENABLED';

  const revokeEverything = async (ctx: Context, pool: UserPoolService, user: User) => {
    revocations.revokeAll(user.Username, user.RefreshTokens ?? []);
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  };

  /** The user an access token belongs to, refusing revoked, expired and disabled ones. */
  const userOfAccessToken = async (ctx: Context, token: unknown) => {
    const claims = verifyAccessToken(token);
    if (revocations.isRevoked(claims.jti)) throw ERRORS.accessRevoked();
    const pool = await poolForClient(ctx, claims.client_id ?? '');
    const user = await pool.getUserByUsername(ctx, claims.sub);
    if (!user) throw ERRORS.userDoesNotExist();
    if (user.Enabled === false) throw ERRORS.userDisabled();
    return { pool, user };
  };

  /**
   * Records the access token for later revocation and completes the result as Cognito answers it:
   * the session claims of the sign-in whose refresh token is `refreshToken` (the answer's own, or
   * the one a refresh presented), ExpiresIn (the access token's lifetime in seconds) and TokenType,
   * which cognito-local leaves out.
   */
  const recordTokens = (response: AuthResponse, username: string, refreshToken?: string) => {
    const result = response.AuthenticationResult;
    const accessToken = result?.AccessToken;
    if (!result || !accessToken) return response;
    revocations.recordIssued(username, accessToken);
    const claims = decodeJwt(accessToken)?.payload;
    const lifetime =
      claims?.exp !== undefined && claims.iat !== undefined ? claims.exp - claims.iat : undefined;
    const family = decodeJwt(refreshToken ?? result.RefreshToken ?? '')?.payload ?? {};
    return {
      ...response,
      AuthenticationResult: {
        ...result,
        AccessToken: withSessionClaims(accessToken, family),
        ...(result.IdToken ? { IdToken: withSessionClaims(result.IdToken, family) } : {}),
        ExpiresIn: lifetime,
        TokenType: 'Bearer',
      },
    };
  };

  /**
   * The pool answers usernames case-insensitively (UsernameConfiguration CaseSensitive false, and the
   * email alias): an email that matches a user's only in case names that user. cognito-local compares
   * exactly, so such a request is rewritten to the user's own username before any target sees it.
   */
  const canonicalUsername = async (ctx: Context, request: UsernameRequest): Promise<UsernameRequest> => {
    const given = request.Username ?? request.AuthParameters?.USERNAME;
    if (!given?.includes('@')) return request;
    let pool: UserPoolService;
    try {
      if (request.UserPoolId) pool = await services.cognito.getUserPool(ctx, request.UserPoolId);
      else if (request.ClientId) pool = await poolForClient(ctx, request.ClientId);
      else return request;
    } catch {
      return request; // an unknown pool or client: the target answers that
    }
    if (await pool.getUserByUsername(ctx, given)) return request;
    const wanted = given.toLowerCase();
    const match = (await pool.listUsers(ctx)).find((user) =>
      user.Attributes?.some(
        (attribute) => attribute.Name === 'email' && attribute.Value?.toLowerCase() === wanted,
      ),
    );
    if (!match) return request;
    if (request.Username !== undefined) return { ...request, Username: match.Username };
    return { ...request, AuthParameters: { ...request.AuthParameters, USERNAME: match.Username } };
  };

  /** Sign-in with a password (USER_PASSWORD_AUTH / ADMIN_USER_PASSWORD_AUTH), as Cognito checks it. */
  const passwordSignIn = async (
    ctx: Context,
    route: Route,
    request: InitiateAuthRequest | AdminInitiateAuthRequest,
  ) => {
    const pool = await poolForClient(ctx, request.ClientId ?? '');
    const username = request.AuthParameters?.USERNAME;
    const user = username ? await pool.getUserByUsername(ctx, username) : null;
    if (username && !user) {
      const client = await appClient(ctx, request.ClientId ?? '');
      throw preventsExistenceErrors(client) ? ERRORS.incorrectCredentials() : ERRORS.userDoesNotExist();
    }
    if (user && user.Password !== request.AuthParameters?.PASSWORD) throw ERRORS.incorrectCredentials();
    if (user && user.Enabled === false) throw ERRORS.userDisabled();
    try {
      return recordTokens((await route(ctx, request)) as AuthResponse, user?.Username ?? '');
    } catch (error) {
      if (error instanceof InvalidPasswordError) throw ERRORS.incorrectCredentials();
      throw error;
    }
  };

  /** REFRESH_TOKEN_AUTH: revoked and disabled are refused before cognito-local mints new tokens. */
  const refreshSignIn = async (
    ctx: Context,
    route: Route,
    request: InitiateAuthRequest | AdminInitiateAuthRequest,
  ) => {
    const token = request.AuthParameters?.REFRESH_TOKEN;
    const claims = token ? decodeJwt(token)?.payload : undefined;
    if (token && revocations.isRevoked(claims?.jti)) throw ERRORS.refreshRevoked();
    if (typeof claims?.exp === 'number' && claims.exp * 1000 <= Date.now()) throw ERRORS.refreshExpired();
    const pool = await poolForClient(ctx, request.ClientId ?? '');
    const user = token ? await pool.getUserByRefreshToken(ctx, token) : null;
    if (token && !user) throw ERRORS.refreshInvalid();
    if (user && user.Enabled === false) throw ERRORS.userDisabled();
    return recordTokens((await route(ctx, request)) as AuthResponse, user?.Username ?? '', token);
  };

  /** Cognito refuses a password flow the app client does not allow (its ExplicitAuthFlows). */
  const assertFlowEnabled = async (
    ctx: Context,
    request: { ClientId?: string },
    flow: string,
    admin: boolean,
  ) => {
    const client = await appClient(ctx, request.ClientId ?? '');
    // a client created without ExplicitAuthFlows gets Cognito's defaults: SRP, custom and refresh only
    const allowed = client?.ExplicitAuthFlows ?? [
      'ALLOW_USER_SRP_AUTH',
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ];
    const needed = admin
      ? ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH']
      : ['ALLOW_USER_PASSWORD_AUTH', 'USER_PASSWORD_AUTH'];
    if (client && !needed.some((name) => allowed.includes(name))) {
      throw admin ? ERRORS.adminFlowNotEnabled() : ERRORS.flowNotEnabled(flow);
    }
  };

  const initiateAuth =
    (passwordFlows: readonly string[], admin: boolean) =>
    (route: Route): Route =>
    async (ctx, request: InitiateAuthRequest | AdminInitiateAuthRequest) => {
      const flow = request.AuthFlow ?? '';
      if (passwordFlows.includes(flow)) {
        await assertFlowEnabled(ctx, request, flow, admin);
        return passwordSignIn(ctx, route, request);
      }
      if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN')
        return refreshSignIn(ctx, route, request);
      return route(ctx, request);
    };

  /** Targets whose request carries an AccessToken: Cognito verifies it before anything else. */
  const withAccessToken =
    (route: Route): Route =>
    async (ctx, request: { AccessToken?: string }) => {
      if (request.AccessToken !== undefined) await userOfAccessToken(ctx, request.AccessToken);
      return route(ctx, request);
    };

  const checkPasswordPolicy = async (
    ctx: Context,
    clientId: string | undefined,
    password: string | undefined,
  ) => {
    const policy = clientId
      ? (await poolForClient(ctx, clientId)).options.Policies?.PasswordPolicy
      : undefined;
    const reason = passwordPolicyViolation(password ?? '', policy);
    if (reason) throw ERRORS.passwordPolicy(reason);
  };

  const wrappers: Record<string, (route: Route) => Route> = {
    InitiateAuth: initiateAuth(['USER_PASSWORD_AUTH'], false),
    AdminInitiateAuth: initiateAuth(['ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH'], true),
    RespondToAuthChallenge:
      (route) => async (ctx, request: { ClientId?: string; ChallengeResponses?: Record<string, string> }) => {
        const response = (await route(ctx, request)) as AuthResponse;
        const username = request.ChallengeResponses?.USERNAME;
        const pool = await poolForClient(ctx, request.ClientId ?? '');
        const user = username ? await pool.getUserByUsername(ctx, username) : null;
        return recordTokens(response, user?.Username ?? username ?? '');
      },
    AdminDisableUser: (route) => async (ctx, request: AdminDisableUserRequest) => {
      const response = await route(ctx, request);
      const pool = await services.cognito.getUserPool(ctx, request.UserPoolId ?? '');
      const user = await pool.getUserByUsername(ctx, request.Username ?? '');
      // "deactivates a user and revokes all access tokens"; refresh tokens meet the disabled check
      if (user) revocations.revokeAll(user.Username, []);
      return response;
    },
    SignUp: (route) => async (ctx, request: SignUpRequest) => {
      await checkPasswordPolicy(ctx, request.ClientId, request.Password);
      return route(ctx, request);
    },
    ConfirmForgotPassword: (route) => async (ctx, request: ConfirmForgotPasswordRequest) => {
      await checkPasswordPolicy(ctx, request.ClientId, request.Password);
      const pool = await poolForClient(ctx, request.ClientId ?? '');
      const user = await pool.getUserByUsername(ctx, request.Username ?? '');
      // a code already used (or none asked for): Cognito's answer, where cognito-local says mismatch
      if (user && !user.ConfirmationCode) throw ERRORS.codeUsed();
      return route(ctx, request);
    },
    ConfirmSignUp: (route) => async (ctx, request: { ClientId?: string; Username?: string }) => {
      const pool = await poolForClient(ctx, request.ClientId ?? '');
      if (!(await pool.getUserByUsername(ctx, request.Username ?? ''))) {
        const client = await appClient(ctx, request.ClientId ?? '');
        throw preventsExistenceErrors(client) ? ERRORS.codeMismatch() : ERRORS.userDoesNotExist();
      }
      const response = await route(ctx, request);
      // the code proved the address: Cognito marks the auto-verified email verified
      const user = await pool.getUserByUsername(ctx, request.Username ?? '');
      if (user && pool.options.AutoVerifiedAttributes?.includes('email')) {
        const others = (user.Attributes ?? []).filter((attribute) => attribute.Name !== 'email_verified');
        await pool.saveUser(ctx, {
          ...user,
          Attributes: [...others, { Name: 'email_verified', Value: 'true' }],
        });
      }
      return response;
    },
    AdminGetUser: (route) => async (ctx, request) => {
      const response = (await route(ctx, request)) as { Enabled?: boolean };
      return { ...response, Enabled: response.Enabled ?? true };
    },
    ChangePassword: (route) => async (ctx, request: ChangePasswordRequest) => {
      const { pool, user } = await userOfAccessToken(ctx, request.AccessToken);
      const reason = passwordPolicyViolation(
        request.ProposedPassword ?? '',
        pool.options.Policies?.PasswordPolicy,
      );
      if (reason) throw ERRORS.passwordPolicy(reason);
      if (request.PreviousPassword !== user.Password) throw ERRORS.incorrectCredentials();
      return route(ctx, request);
    },
    ForgotPassword: (route) => async (ctx, request: ForgotPasswordRequest) => {
      const pool = await poolForClient(ctx, request.ClientId ?? '');
      const user = await pool.getUserByUsername(ctx, request.Username ?? '');
      // the code goes to a verified address only: an unconfirmed sign-up cannot reset its password
      if (user && !emailVerified(user)) throw ERRORS.noVerifiedEmail();
      let response: { CodeDeliveryDetails?: CodeDeliveryDetailsType };
      try {
        response = (await route(ctx, request)) as typeof response;
      } catch (error) {
        if (!(error instanceof UserNotFoundError)) throw error;
        if (!preventsExistenceErrors(await appClient(ctx, request.ClientId ?? '')))
          throw ERRORS.clientUserNotFound();
        return { CodeDeliveryDetails: simulatedDelivery(request.Username ?? '') };
      }
      const details = response.CodeDeliveryDetails;
      // Cognito masks where the code went; cognito-local answers the address itself
      return details?.Destination
        ? {
            ...response,
            CodeDeliveryDetails: { ...details, Destination: maskDestination(details.Destination) },
          }
        : response;
    },
  };
  for (const target of [
    'GetUser',
    'UpdateUserAttributes',
    'DeleteUser',
    'DeleteUserAttributes',
    'VerifyUserAttribute',
    'GetUserAttributeVerificationCode',
    'SetUserMFAPreference',
    'AssociateSoftwareToken',
    'VerifySoftwareToken',
  ]) {
    wrappers[target] = withAccessToken;
  }

  const added: Record<string, Route> = {
    ResendConfirmationCode: async (ctx, request: ResendConfirmationCodeRequest) => {
      const pool = await poolForClient(ctx, request.ClientId ?? '');
      const user = await pool.getUserByUsername(ctx, request.Username ?? '');
      if (!user) {
        if (!preventsExistenceErrors(await appClient(ctx, request.ClientId ?? '')))
          throw ERRORS.clientUserNotFound();
        return { CodeDeliveryDetails: simulatedDelivery(request.Username ?? '') };
      }
      if (user.UserStatus === 'CONFIRMED') throw ERRORS.alreadyConfirmed();
      const delivery = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], user);
      if (!delivery) throw ERRORS.autoVerificationOff();
      const code = services.otp();
      await services.messages.deliver(
        ctx,
        'ResendCode',
        request.ClientId ?? null,
        pool.options.Id,
        user,
        code,
        request.ClientMetadata,
        delivery,
      );
      await pool.saveUser(ctx, {
        ...user,
        ConfirmationCode: code,
        UserLastModifiedDate: services.clock.get(),
      });
      const details: CodeDeliveryDetailsType = {
        AttributeName: delivery.AttributeName,
        DeliveryMedium: delivery.DeliveryMedium,
        Destination: maskDestination(delivery.Destination),
      };
      return { CodeDeliveryDetails: details };
    },
    GlobalSignOut: async (ctx, request: GlobalSignOutRequest) => {
      const { pool, user } = await userOfAccessToken(ctx, request.AccessToken);
      await revokeEverything(ctx, pool, user);
      return {};
    },
    AdminUserGlobalSignOut: async (ctx, request: AdminUserGlobalSignOutRequest) => {
      const pool = await services.cognito.getUserPool(ctx, request.UserPoolId ?? '');
      const user = await pool.getUserByUsername(ctx, request.Username ?? '');
      if (!user) throw ERRORS.userDoesNotExist();
      await revokeEverything(ctx, pool, user);
      return {};
    },
  };

  return (target) => {
    let route = cache.get(target);
    if (!route) {
      const wrap = wrappers[target];
      const inner = added[target] ?? (wrap ? wrap(base(target)) : base(target));
      route = async (ctx, request: UsernameRequest) => inner(ctx, await canonicalUsername(ctx, request));
      cache.set(target, route);
    }
    return route;
  };
}

/** What Cognito answers for an unknown user when the client prevents user-existence errors. */
function simulatedDelivery(username: string): CodeDeliveryDetailsType {
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskDestination(username) };
}

/** Cognito's reason for refusing a password under the pool's policy, or null when it conforms. */
export function passwordPolicyViolation(
  password: string,
  policy: PasswordPolicyType | undefined,
): string | null {
  if (!policy) return null;
  if (password.length < (policy.MinimumLength ?? 8)) return 'Password not long enough';
  if (policy.RequireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.RequireSymbols && !COGNITO_SYMBOLS.test(password)) return 'Password must have symbol characters';
  return null;
}
