import {
  clearStoredTokens,
  cognitoEndpoint,
  decodeJwt,
  REFRESH_MARGIN_MS,
  SessionTokenProvider,
  TOKEN_KEYS,
  TokenRefreshError,
} from '../../../web/src/lib/session-tokens';
import { SessionStorageError } from '../../../web/src/lib/session-values';
import { aJwt, someTokens } from '../auth-fixtures';

const ENDPOINT = 'http://localhost:3000/cognito';
const NOW = 1_750_000_000_000;
const nowSeconds = NOW / 1000;

/** The part of a fetch Response the provider reads (jsdom has no Response). */
function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function setup({ now = NOW, fetchImpl }: { now?: number; fetchImpl?: jest.Mock } = {}) {
  const fetchMock = fetchImpl ?? jest.fn();
  const onSignedOut = jest.fn();
  let clock = now;
  const provider = new SessionTokenProvider({
    clientId: 'client-id',
    endpoint: ENDPOINT,
    storage: localStorage,
    fetch: fetchMock,
    now: () => clock,
    onSignedOut,
  });
  return { provider, fetchMock, onSignedOut, advance: (ms: number) => (clock += ms) };
}

const stored = (tokens: ReturnType<typeof someTokens>) => ({
  idToken: tokens.IdToken,
  accessToken: tokens.AccessToken,
  refreshToken: tokens.RefreshToken,
});

afterEach(() => {
  localStorage.clear();
});

describe('decodeJwt', () => {
  it('reads the claims and keeps the raw token', () => {
    const token = aJwt({ sub: 'user', email: 'gamer@example.com', name: 'Jōsé 게이머' });

    const jwt = decodeJwt(token);

    expect(jwt.payload).toEqual({ sub: 'user', email: 'gamer@example.com', name: 'Jōsé 게이머' });
    expect(jwt.toString()).toBe(token);
  });

  it.each(['', 'abc', 'a.!!!.c', `a.${Buffer.from('"text"').toString('base64url')}.c`])(
    'refuses %j',
    (token) => {
      expect(() => decodeJwt(token)).toThrow(expect.objectContaining({ name: 'InvalidTokenError' }));
    },
  );
});

describe('cognitoEndpoint', () => {
  it("uses the twin's emulator when the config names one, else the region's endpoint", () => {
    expect(cognitoEndpoint({ region: 'eu-west-1', userPoolEndpoint: ENDPOINT })).toBe(ENDPOINT);
    expect(cognitoEndpoint({ region: 'eu-west-1' })).toBe('https://cognito-idp.eu-west-1.amazonaws.com/');
  });
});

describe('SessionTokenProvider', () => {
  it('has no tokens before a sign-in', async () => {
    const { provider, fetchMock } = setup();

    await expect(provider.getTokens()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('serves the stored tokens while they are fresh, without calling Cognito', async () => {
    const tokens = someTokens({ issuedAt: nowSeconds });
    const { provider, fetchMock } = setup();
    provider.store(stored(tokens));

    const served = await provider.getTokens();

    expect(served?.idToken?.toString()).toBe(tokens.IdToken);
    expect(served?.accessToken.toString()).toBe(tokens.AccessToken);
    expect(served?.idToken?.payload.sub).toBe('4b7c3d2e-1f00-4a5b-8c9d-0e1f2a3b4c5d');
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(tokens.IdToken);
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-first');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes with REFRESH_TOKEN_AUTH when the 5-minute ID token is about to expire, and keeps the refresh token', async () => {
    const first = someTokens({ issuedAt: nowSeconds });
    const second = someTokens({ issuedAt: nowSeconds + 290, marker: 'second' });
    const fetchMock = jest.fn().mockResolvedValue(
      jsonResponse(200, {
        AuthenticationResult: { IdToken: second.IdToken, AccessToken: second.AccessToken, ExpiresIn: 300 },
      }),
    );
    const { provider, advance } = setup({ fetchImpl: fetchMock });
    provider.store(stored(first));

    advance(300_000 - REFRESH_MARGIN_MS + 1);
    const served = await provider.getTokens();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'client-id',
        AuthParameters: { REFRESH_TOKEN: 'refresh-first' },
      }),
    });
    expect(served?.idToken?.toString()).toBe(second.IdToken);
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(second.IdToken);
    expect(localStorage.getItem(TOKEN_KEYS.accessToken)).toBe(second.AccessToken);
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-first');
  });

  it('refreshes when forced, and stores a rotated refresh token', async () => {
    const second = someTokens({ marker: 'second', issuedAt: nowSeconds });
    const fetchMock = jest
      .fn()
      .mockResolvedValue(jsonResponse(200, { AuthenticationResult: { ...second, ExpiresIn: 300 } }));
    const { provider } = setup({ fetchImpl: fetchMock });
    provider.store(stored(someTokens({ issuedAt: nowSeconds })));

    await provider.getTokens({ forceRefresh: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-second');
  });

  it('shares one refresh between concurrent callers', async () => {
    const second = someTokens({ marker: 'second', issuedAt: nowSeconds + 400 });
    let answer: (response: Response) => void = () => {};
    const fetchMock = jest.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { provider, advance } = setup({ fetchImpl: fetchMock });
    provider.store(stored(someTokens({ issuedAt: nowSeconds })));
    advance(400_000);

    const calls = [provider.getTokens(), provider.getTokens(), provider.getTokens()];
    answer(
      jsonResponse(200, {
        AuthenticationResult: { IdToken: second.IdToken, AccessToken: second.AccessToken },
      }),
    );
    const served = await Promise.all(calls);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(served.map((tokens) => tokens?.idToken?.toString())).toEqual([
      second.IdToken,
      second.IdToken,
      second.IdToken,
    ]);
  });

  it.each([
    [
      'revoked (sign-out elsewhere, password change)',
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    ],
    ['disabled (deactivated)', 'NotAuthorizedException', 'User is disabled.'],
    ['with a namespaced type', 'com.amazonaws.cognito#NotAuthorizedException', 'Invalid Refresh Token'],
    ['gone', 'UserNotFoundException', 'User does not exist.'],
  ])('ends the session when the refresh is refused: %s', async (_case, type, message) => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(400, { __type: type, message }));
    const { provider, onSignedOut, advance } = setup({ fetchImpl: fetchMock });
    provider.store(stored(someTokens({ issuedAt: nowSeconds })));
    advance(600_000);

    await expect(provider.getTokens()).resolves.toBeNull();

    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(Object.values(TOKEN_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['Cognito answers 500', () => Promise.resolve(jsonResponse(500, { __type: 'InternalErrorException' }))],
    ['Cognito throttles', () => Promise.resolve(jsonResponse(400, { __type: 'TooManyRequestsException' }))],
    ['the answer has no tokens', () => Promise.resolve(jsonResponse(200, { ChallengeName: 'X' }))],
  ])('keeps the tokens and throws TokenRefreshError when %s', async (_case, answer) => {
    const fetchMock = jest.fn().mockImplementation(answer);
    const { provider, onSignedOut, advance } = setup({ fetchImpl: fetchMock });
    const tokens = someTokens({ issuedAt: nowSeconds });
    provider.store(stored(tokens));
    advance(600_000);

    await expect(provider.getTokens()).rejects.toBeInstanceOf(TokenRefreshError);

    expect(onSignedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-first');
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(tokens.IdToken);
  });

  it('ends the session at expiry when there is no refresh token', async () => {
    const tokens = someTokens({ issuedAt: nowSeconds });
    const { provider, fetchMock, onSignedOut, advance } = setup();
    provider.store({ idToken: tokens.IdToken, accessToken: tokens.AccessToken });
    advance(600_000);

    await expect(provider.getTokens()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it("measures the clock drift from the access token's iat, so a browser clock that runs ahead does not refresh early", async () => {
    // the browser's clock is 10 minutes ahead of the server that issued the tokens
    const { provider, fetchMock } = setup({ now: NOW + 600_000 });
    provider.store(stored(someTokens({ issuedAt: nowSeconds })));

    const served = await provider.getTokens();

    expect(provider.clockDrift()).toBe(-600_000);
    expect(served?.idToken?.toString()).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws SessionStorageError(1) when the browser refuses to store the tokens, and keeps nothing', () => {
    const refusing = {
      getItem: () => null,
      setItem: jest.fn(() => {
        throw new DOMException('quota', 'QuotaExceededError');
      }),
      removeItem: jest.fn(),
    } as unknown as Storage;
    const provider = new SessionTokenProvider({ clientId: 'c', endpoint: ENDPOINT, storage: refusing });

    expect(() => provider.store(stored(someTokens()))).toThrow(SessionStorageError);
    try {
      provider.store(stored(someTokens()));
    } catch (error) {
      expect((error as SessionStorageError).step).toBe(1);
    }
    expect(refusing.removeItem).toHaveBeenCalledWith(TOKEN_KEYS.idToken);
  });

  it('clearStoredTokens removes every token key', () => {
    const { provider } = setup();
    provider.store(stored(someTokens()));

    clearStoredTokens();

    expect(Object.values(TOKEN_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
