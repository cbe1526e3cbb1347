/** Factories and fakes of the account tests: JWTs, sign-in answers, Amplify backed by the real token provider. */
import type { Amplify } from 'aws-amplify';
import type { AuthTokens, fetchAuthSession as FetchAuthSession } from 'aws-amplify/auth';

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/** An unsigned JWT with these claims (the client never checks signatures; the API does). */
export function aJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

export const USER_UUID = '4b7c3d2e-1f00-4a5b-8c9d-0e1f2a3b4c5d';
export const USER_EMAIL = 'demo_gamer@demo.playjoin.example';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Tokens as Cognito issues them, valid for `lifetimeSeconds` from `issuedAt` (seconds). */
export function someTokens({
  issuedAt = nowSeconds(),
  lifetimeSeconds = 300,
  sub = USER_UUID,
  email = USER_EMAIL,
  marker = 'first',
}: { issuedAt?: number; lifetimeSeconds?: number; sub?: string; email?: string; marker?: string } = {}) {
  const exp = issuedAt + lifetimeSeconds;
  return {
    IdToken: aJwt({ sub, email, token_use: 'id', iat: issuedAt, exp, marker }),
    AccessToken: aJwt({ sub, token_use: 'access', iat: issuedAt, exp, marker }),
    RefreshToken: `refresh-${marker}`,
  };
}

/** The logIn route's answer. */
export function aSignInAnswer(tokens = someTokens()) {
  return { token: { AuthenticationResult: { ...tokens, ExpiresIn: 300, TokenType: 'Bearer' } } };
}

/** The verifyUser answer for the token's owner with a complete profile. */
export function aVerifyAnswer(overrides: Record<string, unknown> = {}) {
  return {
    body: [
      {
        userCount: 1,
        Active: 1,
        UUID: USER_UUID,
        userName: 'DemoGamer',
        ProfilePicLink: 'media/userprofileimages/demo.png',
        ...overrides,
      },
    ],
  };
}

interface TokenProviderLike {
  getTokens(options?: { forceRefresh?: boolean }): Promise<AuthTokens | null>;
}

/** The provider the app configured last; kept across tests because session.ts configures Amplify once per module. */
let provider: TokenProviderLike | null = null;

/**
 * Wires mocked `Amplify.configure` / `fetchAuthSession` the way Amplify behaves with a custom token
 * provider: configure keeps `libraryOptions.Auth.tokenProvider`, fetchAuthSession asks it for tokens.
 * The test file mocks 'aws-amplify' and 'aws-amplify/auth' and passes their two functions.
 */
export function amplifyWithTokenProvider(
  configure: typeof Amplify.configure,
  fetchAuthSession: typeof FetchAuthSession,
): { provider: () => TokenProviderLike | null } {
  if (!jest.isMockFunction(configure) || !jest.isMockFunction(fetchAuthSession)) {
    throw new Error(
      "amplifyWithTokenProvider: jest.mock 'aws-amplify' and 'aws-amplify/auth' in the test file",
    );
  }
  configure.mockImplementation(
    (_config: unknown, options?: { Auth?: { tokenProvider?: TokenProviderLike } }) => {
      provider = options?.Auth?.tokenProvider ?? null;
    },
  );
  fetchAuthSession.mockImplementation(async (options?: { forceRefresh?: boolean }) => {
    if (!provider) throw new Error('Amplify has not been configured');
    return { tokens: (await provider.getTokens(options)) ?? undefined };
  });
  return { provider: () => provider };
}
