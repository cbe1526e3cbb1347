import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { loadConfig } from '../../../web/src/lib/config';
import type * as SessionModule from '../../../web/src/lib/session';
import { TEST_CONFIG } from '../fixtures';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));

/** session.ts configures Amplify once per module instance: each test gets a fresh one. */
function freshSession(): typeof SessionModule {
  let module: typeof SessionModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual('../../../web/src/lib/session');
  });
  return module!;
}

function idToken(payload: Record<string, unknown>) {
  return { payload, toString: () => 'raw.id.token' };
}

afterEach(() => {
  jest.resetAllMocks();
});

describe('session', () => {
  it('configures Amplify once, with the Cognito emulator endpoint when the config has one', async () => {
    jest
      .mocked(loadConfig)
      .mockResolvedValue({ ...TEST_CONFIG, userPoolEndpoint: 'http://localhost:3000/cognito' });
    jest.mocked(fetchAuthSession).mockResolvedValue({});
    const session = freshSession();

    await session.getSession();
    await session.getSession();

    expect(Amplify.configure).toHaveBeenCalledTimes(1);
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_pool',
          userPoolClientId: 'client-id',
          userPoolEndpoint: 'http://localhost:3000/cognito',
        },
      },
    });
  });

  it('configures Amplify without an endpoint on AWS', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    jest.mocked(fetchAuthSession).mockResolvedValue({});

    await freshSession().getSession();

    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: { Cognito: { userPoolId: 'us-east-1_pool', userPoolClientId: 'client-id' } },
    });
  });

  it('reads the ID token, its expiry in milliseconds and the uuid', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    jest.mocked(fetchAuthSession).mockResolvedValue({
      tokens: { idToken: idToken({ exp: 2_000_000_000, sub: 'user-uuid' }), accessToken: idToken({}) },
    } as never);

    await expect(freshSession().getSession()).resolves.toEqual({
      idToken: 'raw.id.token',
      expiresAt: 2_000_000_000_000,
      uuid: 'user-uuid',
    });
  });

  it('has no session without tokens, and no ID token for calls when the token expired', async () => {
    jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
    jest.mocked(fetchAuthSession).mockResolvedValueOnce({});
    const session = freshSession();

    await expect(session.getSession()).resolves.toBeNull();

    const expired = Math.floor(Date.now() / 1000) - 60;
    jest.mocked(fetchAuthSession).mockResolvedValueOnce({
      tokens: { idToken: idToken({ exp: expired, sub: 'user-uuid' }), accessToken: idToken({}) },
    } as never);
    await expect(session.getIdToken()).rejects.toMatchObject({ name: 'NotSignedInError' });
  });
});
