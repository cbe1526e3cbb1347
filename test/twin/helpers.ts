/** Small factories the integration tests share: Cognito users through the shim, codes, sockets. */
import { randomUUID } from 'node:crypto';
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import type { MailboxMessage } from '../../lib/local/mailbox';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import type { TwinInfo } from '../../lib/local/twin';

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
