import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { loadConfig } from '../../../web/src/lib/config';
import { report } from '../../../web/src/lib/errors';
import type * as SessionModule from '../../../web/src/lib/session';
import type * as SessionState from '../../../web/src/lib/session-state';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { amplifyWithTokenProvider, someTokens, USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

/** session.ts configures Amplify once per module instance: each test gets a fresh one. */
function freshSession(): typeof SessionModule & Pick<typeof SessionState, 'setSessionNavigator'> {
  let module: typeof SessionModule | undefined;
  let state: typeof SessionState | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual('../../../web/src/lib/session');
    state = jest.requireActual('../../../web/src/lib/session-state');
  });
  return { ...module!, setSessionNavigator: state!.setSessionNavigator };
}

const fetchMock = jest.fn();
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('session', () => {
  it('configures Amplify once, with our token provider and the Cognito emulator endpoint when the config has one', async () => {
    jest
      .mocked(loadConfig)
      .mockResolvedValue({ ...TEST_CONFIG, userPoolEndpoint: 'http://localhost:3000/cognito' });
    const session = freshSession();

    await session.getSession();
    await session.getSession();

    expect(Amplify.configure).toHaveBeenCalledTimes(1);
    expect(Amplify.configure).toHaveBeenCalledWith(
      {
        Auth: {
          Cognito: {
            userPoolId: 'us-east-1_pool',
            userPoolClientId: 'client-id',
            userPoolEndpoint: 'http://localhost:3000/cognito',
          },
        },
      },
      { Auth: { tokenProvider: expect.anything() } },
    );
    const options = jest.mocked(Amplify.configure).mock.calls[0]![1];
    expect(options?.Auth?.tokenProvider?.constructor.name).toBe('SessionTokenProvider');
  });

  it('configures Amplify without an endpoint on AWS', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);

    await freshSession().getSession();

    expect(jest.mocked(Amplify.configure).mock.calls[0]![0]).toEqual({
      Auth: { Cognito: { userPoolId: 'us-east-1_pool', userPoolClientId: 'client-id' } },
    });
  });

  it('has no session before a sign-in', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);

    await expect(freshSession().getSession()).resolves.toBeNull();
  });

  it('serves the tokens of a sign-in through Amplify: the ID token, its expiry in ms and the uuid', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    const session = freshSession();
    const issuedAt = nowSeconds();
    const tokens = someTokens({ issuedAt });

    await session.startSession({
      idToken: tokens.IdToken,
      accessToken: tokens.AccessToken,
      refreshToken: tokens.RefreshToken,
    });

    const current = await session.getSession();
    expect(current?.idToken).toBe(tokens.IdToken);
    expect(current?.uuid).toBe(USER_UUID);
    // expiry on the browser clock: within the second the drift was measured in
    expect(Math.abs(current!.expiresAt - (issuedAt + 300) * 1000)).toBeLessThan(1500);
    await expect(session.getIdToken()).resolves.toBe(tokens.IdToken);
    await expect(session.getAccessToken()).resolves.toBe(tokens.AccessToken);
    await expect(session.getTokenEmail()).resolves.toBe('demo_gamer@demo.playjoin.example');
  });

  it('refreshes an expired 5-minute ID token with the refresh token through Cognito InitiateAuth', async () => {
    jest
      .mocked(loadConfig)
      .mockResolvedValue({ ...TEST_CONFIG, userPoolEndpoint: 'http://localhost:3000/cognito' });
    const session = freshSession();
    // signed in six minutes ago: both tokens expired, the refresh token still valid
    const old = someTokens({ issuedAt: nowSeconds() - 360 });
    localStorage.setItem(TOKEN_KEYS.idToken, old.IdToken);
    localStorage.setItem(TOKEN_KEYS.accessToken, old.AccessToken);
    localStorage.setItem(TOKEN_KEYS.refreshToken, old.RefreshToken);
    const fresh = someTokens({ marker: 'fresh' });
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        AuthenticationResult: { IdToken: fresh.IdToken, AccessToken: fresh.AccessToken },
      }),
    });

    await expect(session.getIdToken()).resolves.toBe(fresh.IdToken);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/cognito');
    expect(JSON.parse(init.body as string)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-id',
      AuthParameters: { REFRESH_TOKEN: 'refresh-first' },
    });
  });

  it('has no session, and clears the session values, when Cognito refuses the refresh (signed out elsewhere)', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    const session = freshSession();
    const old = someTokens({ issuedAt: nowSeconds() - 360 });
    localStorage.setItem(TOKEN_KEYS.idToken, old.IdToken);
    localStorage.setItem(TOKEN_KEYS.accessToken, old.AccessToken);
    localStorage.setItem(TOKEN_KEYS.refreshToken, old.RefreshToken);
    localStorage.setItem(SESSION_VALUE_KEYS.uuid, USER_UUID);
    fetchMock.mockResolvedValue({
      ok: false,
      status: 400,
      json: async () => ({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }),
    });

    await expect(session.getSession()).resolves.toBeNull();
    await expect(session.getIdToken()).rejects.toMatchObject({ name: 'NotSignedInError' });
    expect(localStorage.length).toBe(0);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a refresh that failed for a transient reason and answers no session', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    const session = freshSession();
    const old = someTokens({ issuedAt: nowSeconds() - 360 });
    localStorage.setItem(TOKEN_KEYS.idToken, old.IdToken);
    localStorage.setItem(TOKEN_KEYS.accessToken, old.AccessToken);
    localStorage.setItem(TOKEN_KEYS.refreshToken, old.RefreshToken);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(session.getSession()).resolves.toBeNull();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'TokenRefreshError' }), {
      where: 'session',
    });
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-first');
  });

  it('endSession forgets the tokens and every session value; sessionRejected also leaves for /', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    const session = freshSession();
    const tokens = someTokens();
    await session.startSession({ idToken: tokens.IdToken, accessToken: tokens.AccessToken });
    for (const key of Object.values(SESSION_VALUE_KEYS)) localStorage.setItem(key, 'value');
    localStorage.setItem('unrelated', 'kept');
    const navigate = jest.fn();
    session.setSessionNavigator(navigate);

    session.sessionRejected();

    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(navigate).toHaveBeenCalledWith('/');
    await expect(session.getSession()).resolves.toBeNull();
  });
});
