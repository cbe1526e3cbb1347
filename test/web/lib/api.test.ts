import { routes } from '../../../lib/contract/manifest';
import {
  ApiError,
  ApiInputError,
  ApiNetworkError,
  ApiResponseError,
  callApi,
  toQueryString,
} from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { getIdToken, sessionRejected } from '../../../web/src/lib/session';
import { TEST_CONFIG } from '../fixtures';

jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(), sessionRejected: jest.fn() }));

const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
}

const profile = {
  UserName: 'NeonFox',
  Description: 'Japan',
  CountryCode: 'JP',
  TimeZone: 'JST',
  ProfilePicLink: '',
  Bio: null,
  GameStyle: 1,
  Streamer: 0,
  FamilyFriendly: 1,
  Moderator: 0,
  Microphone: 1,
  PC: 1,
  Playstation: 0,
  Xbox: 0,
  Nintendo: 1,
  Mobile: 0,
  Other: 0,
};

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
  jest.mocked(getIdToken).mockResolvedValue('id-token');
});
afterEach(() => {
  jest.resetAllMocks();
});

describe('callApi', () => {
  it('sends an apiKey GET to the manifest path with a query string and the x-api-key header', async () => {
    fetchMock.mockResolvedValue(answer(200, [profile]));

    const result = await callApi('getPublicProfile', { username: 'NeonFox' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/prod/pjpubprofile/pj/user?username=NeonFox', {
      method: 'GET',
      headers: { accept: 'application/json', 'x-api-key': 'public-key' },
      body: undefined,
      signal: undefined,
    });
    expect(getIdToken).not.toHaveBeenCalled();
    expect(result).toEqual([profile]);
  });

  it('sends a cognito POST as JSON with the ID token in Authorization', async () => {
    fetchMock.mockResolvedValue(answer(200, { affectedRows: 1 }));
    const uuid = '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f';

    await callApi('unblockUser', { uuid, username: 'NeonFox' });

    expect(fetchMock).toHaveBeenCalledWith('https://api.test/prod/pjuserblock/pjuserblock/unblockuser', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'id-token' },
      body: JSON.stringify({ uuid, username: 'NeonFox' }),
      signal: undefined,
    });
  });

  it('sends neither token nor key on a pre-login route', async () => {
    const tokens = {
      IdToken: 'id',
      AccessToken: 'access',
      RefreshToken: 'refresh',
      ExpiresIn: 300,
      TokenType: 'Bearer',
    };
    fetchMock.mockResolvedValue(answer(200, { token: { AuthenticationResult: tokens } }));

    await callApi('logIn', { username_input: 'fox@example.com', password_input: 'Secret#1' });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.test/prod/pjuserlogin/login');
    expect(init.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('builds every URL from the manifest, so each route path is reachable by its name', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    const route = routes.find((candidate) => candidate.name === 'getPublicProfileGames')!;

    await expect(callApi('getPublicProfileGames', { username: 'NeonFox' })).rejects.toBeInstanceOf(ApiError);

    expect(fetchMock.mock.calls[0]![0]).toBe(`${TEST_CONFIG.apiUrl}/${route.path}?username=NeonFox`);
  });

  it('turns a non-OK answer into an ApiError with its status and error body', async () => {
    fetchMock.mockResolvedValue(answer(404, { type: 'NotFound', message: 'no such user' }));

    const failure = await callApi('getPublicProfile', { username: 'NeonFox' }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, routeName: 'getPublicProfile', body: { type: 'NotFound' } });
  });

  it('refuses an answer that does not match the route response schema', async () => {
    fetchMock.mockResolvedValue(answer(200, [{ UserName: 'NeonFox' }]));

    await expect(callApi('getPublicProfile', { username: 'NeonFox' })).rejects.toBeInstanceOf(
      ApiResponseError,
    );
  });

  it('validates the input before sending anything', async () => {
    await expect(callApi('getPublicProfile', { username: 'no' })).rejects.toBeInstanceOf(ApiInputError);

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the headers a caller gives: the login sends its new ID token to verifyUser by hand', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { body: [{ userCount: 1, Active: 1, UUID: 'u', userName: 'Fox' }] }),
    );

    await callApi('verifyUser', { email: 'fox@example.com' }, { headers: { authorization: 'new-id-token' } });

    expect(fetchMock).toHaveBeenCalledWith('https://api.test/prod/pjuser/user/verify', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: 'new-id-token',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'fox@example.com' }),
      signal: undefined,
    });
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it.each([
    ['revoked', { type: 'SessionRevoked', message: 'session ended' }],
    ['expired at the gateway', { message: 'The incoming token has expired' }],
  ])(
    'ends the session once when a signed-in call answers 401 (%s), and still throws the ApiError',
    async (_case, body) => {
      fetchMock.mockResolvedValue(answer(401, body));

      await expect(
        callApi('unblockUser', { uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f', username: 'NeonFox' }),
      ).rejects.toMatchObject({
        name: 'ApiError',
        status: 401,
      });

      expect(sessionRejected).toHaveBeenCalledTimes(1);
    },
  );

  it('does not end any session on a 401 from a pre-login route (a wrong password)', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { type: 'IncorrectCredentials', message: 'incorrect email or password' }),
    );

    await expect(
      callApi('logIn', { username_input: 'fox@example.com', password_input: 'Secret#1' }),
    ).rejects.toMatchObject({ status: 401, body: { type: 'IncorrectCredentials' } });

    expect(sessionRejected).not.toHaveBeenCalled();
  });

  it('reports a request that got no answer as ApiNetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(callApi('getPublicProfile', { username: 'NeonFox' })).rejects.toBeInstanceOf(
      ApiNetworkError,
    );
  });
});

describe('toQueryString', () => {
  it('repeats array keys and leaves absent values out', () => {
    expect(toQueryString({ games: [1, 2], uuid: 'u', gender: undefined, platform: null, on: true })).toBe(
      'games=1&games=2&uuid=u&on=true',
    );
  });
});
