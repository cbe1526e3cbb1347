/**
 * Small factories the integration tests share: REST calls as the SPA makes them, accounts signed up
 * through the real handlers, Cognito users through the shim, mailed codes, sockets.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import type { MailboxMessage, MessageSource } from '../../lib/local/mailbox';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import type { TwinInfo } from '../../lib/local/twin';
import { checkAnswer } from './answer-check';

export const TEST_PASSWORD = 'Play4fun!';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.playjoin.example`;
}

/** A client of the Cognito emulator as the SPA reaches it: through the twin's /cognito (the shim). */
export function cognitoClient(info: TwinInfo, endpoint = info.urls.cognito): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: info.region,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
}

export async function mailFor(info: TwinInfo, email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${info.urls.site}/_local/mailbox.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as MailboxMessage[];
}

/** The newest code mailed to `email` for `source` (from /_local/mailbox.json). */
export async function latestCode(info: TwinInfo, email: string, source: MessageSource): Promise<string> {
  const mail = (await mailFor(info, email)).find((message) => message.source === source);
  if (!mail) throw new Error(`no ${source} code was mailed to ${email}`);
  return mail.code;
}

/** A username the contract accepts (4 to 20 letters, digits, underscore), unique per call. */
export function uniqueUserName(label = 't'): string {
  return `${label}_${randomBytes(5).toString('hex')}`.slice(0, 20);
}

/**
 * A client address of its own for a test: anonymous account lookups are limited per client address,
 * which the twin takes from the socket as CloudFront does (never from a header). Any 127.x.y.z is the
 * loopback interface on Linux, so a call made `from` it reaches the twin from that address.
 */
export function uniqueClientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${a}.${b}.${Math.max(2, c! % 255)}`;
}

export interface ApiReply<T = unknown> {
  status: number;
  headers: Headers;
  /** the answer parsed as JSON, or its text when it is not JSON */
  body: T;
}

export interface ApiCall {
  method?: 'GET' | 'POST';
  /** sent as JSON, with the SPA's Content-Type */
  body?: unknown;
  query?: Record<string, string | number>;
  /** an ID token, sent in Authorization as the SPA sends it */
  token?: string;
  headers?: Record<string, string>;
  /** the local address to connect from (uniqueClientAddress); the twin's 127.0.0.1 otherwise */
  from?: string;
}

/**
 * A call to /api/<path> as the SPA makes it (POST with a JSON body unless told otherwise). A 2xx answer
 * outside its route's response schema fails the call (answer-check.ts).
 */
export async function callApi<T = unknown>(
  info: TwinInfo,
  path: string,
  call: ApiCall = {},
): Promise<ApiReply<T>> {
  const query = call.query
    ? `?${new URLSearchParams(Object.entries(call.query).map(([name, value]) => [name, String(value)]))}`
    : '';
  const headers: Record<string, string> = { ...call.headers };
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (call.token) headers.Authorization = call.token;
  const method = call.method ?? (payload === undefined ? 'GET' : 'POST');
  // node:http rather than fetch: it can choose the local address the call comes from
  const {
    status,
    headers: answered,
    text,
  } = await new Promise<{
    status: number;
    headers: Headers;
    text: string;
  }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${info.urls.api}/${path}${query}`,
      {
        method,
        headers,
        localAddress: call.from,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const replyHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const each of [value ?? []].flat()) replyHeaders.append(name, each);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: replyHeaders,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a text answer (register, the upload address)
  }
  checkAnswer(method, path, status, body);
  return { status, headers: answered, body: body as T };
}

export interface SignInTokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
  TokenType: string;
}

/** POST pjuserlogin/login; throws unless it answers tokens. */
export async function logIn(info: TwinInfo, email: string, password = TEST_PASSWORD): Promise<SignInTokens> {
  const reply = await callApi<{ token: { AuthenticationResult: SignInTokens } }>(info, 'pjuserlogin/login', {
    body: { username_input: email, password_input: password },
  });
  if (reply.status !== 200) throw new Error(`login answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.token.AuthenticationResult;
}

/** Register and confirm an email through the handlers (001 §4 signup steps 1 and 2). */
export async function confirmedAccount(
  info: TwinInfo,
  email = uniqueEmail(),
  password = TEST_PASSWORD,
): Promise<{ email: string; password: string }> {
  // from an address of its own: registrations are limited per address (10 an hour)
  const registered = await callApi(info, 'pjuserregistration/pjregistration', {
    body: { username: email, email, password, languageCode: 'en' },
    from: uniqueClientAddress(),
  });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const confirmed = await callApi(info, 'pjuserauthverifycode/pjuserauthverifycode', {
    body: { email, code: await latestCode(info, email, 'SignUp') },
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return { email, password };
}

/** The creation payload of a profile playing `gameId` (001 §3), with the SPA's field names. */
export function creationPayload(email: string, userName: string, gameId: number) {
  return {
    UserName: userName,
    Email: email,
    GenderId: 6,
    DateOfBirth: '1995-04-12',
    CountryCode: 'US',
    TimeZone: 1,
    Language: 41,
    Games: [gameId],
    SkillLevel: [2],
    GamingStyle: 1,
    Platforms: [2],
  };
}

export interface Account {
  email: string;
  password: string;
  uuid: string;
  userName: string;
  gameId: number;
  tokens: SignInTokens;
}

/** A PlayJoin account made the way the SPA makes one: register, code, confirm, log in, create the profile. */
export async function signedUpAccount(
  info: TwinInfo,
  gameId: number,
  email = uniqueEmail(),
): Promise<Account> {
  const { password } = await confirmedAccount(info, email);
  const tokens = await logIn(info, email, password);
  const userName = uniqueUserName();
  const created = await callApi<{ UUID: string }>(info, 'pjuser/user/create', {
    token: tokens.IdToken,
    body: creationPayload(email, userName, gameId),
  });
  if (created.status !== 200) {
    throw new Error(`createUser answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  return { email, password, uuid: created.body.UUID, userName, gameId, tokens };
}

/** The claims of a JWT (unverified: for looking at what the emulator issued). */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/**
 * Waits for the next whole second. Tokens carry their issue time in seconds, and a revocation
 * refuses tokens issued before its own second: a test that revokes a session it just opened waits
 * so that the session's tokens are strictly older.
 */
export function nextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

/** Signs a new user up through the shim and confirms them with the mailed code. */
export async function confirmedUser(
  info: TwinInfo,
  cognito: CognitoIdentityProviderClient,
  email = uniqueEmail(),
  password = TEST_PASSWORD,
): Promise<{ email: string; password: string; sub: string }> {
  const signUp = await cognito.send(
    new SignUpCommand({ ClientId: info.userPoolClientId, Username: email, Password: password }),
  );
  const [mail] = await mailFor(info, email);
  if (!mail) throw new Error(`no sign-up code was mailed to ${email}`);
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: info.userPoolClientId,
      Username: email,
      ConfirmationCode: mail.code,
    }),
  );
  return { email, password, sub: signUp.UserSub! };
}

export async function signIn(
  info: TwinInfo,
  cognito: CognitoIdentityProviderClient,
  email: string,
  password = TEST_PASSWORD,
): Promise<Required<Pick<AuthenticationResultType, 'IdToken' | 'AccessToken' | 'RefreshToken'>>> {
  const answer = await cognito.send(
    new InitiateAuthCommand({
      ClientId: info.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result = answer.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken)
    throw new Error('sign-in returned no tokens');
  return { IdToken: result.IdToken, AccessToken: result.AccessToken, RefreshToken: result.RefreshToken };
}

export type SocketOutcome = { ws: WebSocket; frames: string[] } | { status: number; body: string };

/** Opens a WebSocket; answers the open socket (collecting frames) or the HTTP status that refused it. */
export function openSocket(url: string): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: string[] = [];
    ws.on('message', (data) => frames.push(data.toString()));
    ws.once('open', () => resolve({ ws, frames }));
    ws.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    ws.once('error', (error) => {
      if (ws.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

/** Polls until the check passes or the time is up (then throws the last failure). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

export function waitForClose(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}
