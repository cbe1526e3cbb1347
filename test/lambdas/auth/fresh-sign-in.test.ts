import '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLOCK_MARGIN_MS, freshSignIn } from '../../../lambdas/auth/fresh-sign-in';
import type { SessionRevocation } from '../../../lambdas/data';
import { ALICE } from '../factories';

const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());

/** A sign-in at 12:00:00.400, in the second of a sign-out made at 12:00:00.200. */
const NOW = new Date('2025-06-01T12:00:00.400Z');
const SECOND = Math.floor(NOW.getTime() / 1000);
const REVOKED: SessionRevocation = { uuid: ALICE, tokensValidAfter: SECOND + 1 };

/** Tokens as Cognito answers them, the ID token a JWT beginning its session at `authTime`. */
const tokens = (authTime: number) => ({
  AuthenticationResult: {
    IdToken: [
      'h',
      Buffer.from(JSON.stringify({ sub: ALICE, auth_time: authTime })).toString('base64url'),
      's',
    ].join('.'),
    AccessToken: 'access',
    ExpiresIn: 300,
    TokenType: 'Bearer',
  },
});
const deps = (revocation: SessionRevocation | undefined) => ({
  data: { getSessionRevocation: jest.fn(async () => revocation) },
  clock: { now: () => NOW },
  log: { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() },
  media: { url: (key: string) => key },
});

describe('freshSignIn', () => {
  it('signs in again once the valid second begins when the sign-in fell in the revocation second', async () => {
    cognito
      .on(InitiateAuthCommand)
      .resolvesOnce(tokens(SECOND))
      .resolvesOnce(tokens(SECOND + 1));
    const wait = jest.fn(async () => undefined);
    const withRevocation = deps(REVOKED);

    const answer = await freshSignIn('alice@example.test', 'pa55word!', withRevocation, wait);

    expect(answer.IdToken).toBe(tokens(SECOND + 1).AuthenticationResult.IdToken);
    expect(wait).toHaveBeenCalledWith(600 + CLOCK_MARGIN_MS);
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(2);
    expect(withRevocation.data.getSessionRevocation).toHaveBeenCalledWith(ALICE);
  });

  it('answers the first tokens when no revocation refuses them, reading the session item once', async () => {
    cognito.on(InitiateAuthCommand).resolves(tokens(SECOND + 1));
    const wait = jest.fn(async () => undefined);

    for (const revocation of [REVOKED, undefined]) {
      const stored = deps(revocation);
      await freshSignIn('alice@example.test', 'pa55word!', stored, wait);
      expect(stored.data.getSessionRevocation).toHaveBeenCalledTimes(1);
    }
    expect(wait).not.toHaveBeenCalled();
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(2);
  });

  it('gives up after three sign-ins against revocations that keep coming', async () => {
    cognito.on(InitiateAuthCommand).resolves(tokens(SECOND));

    await freshSignIn('alice@example.test', 'pa55word!', deps(REVOKED), async () => undefined);

    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(3);
  });
});
