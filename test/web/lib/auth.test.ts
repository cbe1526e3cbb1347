import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { ApiError, ApiNetworkError, callApi } from '../../../web/src/lib/api';
import {
  AccountCheckError,
  AuthServiceError,
  changePassword,
  CodeMismatchError,
  confirmPasswordReset,
  currentAccount,
  deactivateAccount,
  IncorrectCredentialsError,
  IncorrectPasswordError,
  logIn,
  requestPasswordReset,
  SIGNUP_RESUME_KEY,
  signOut,
  SignInAgainError,
  storeAccount,
  takePendingCredentials,
  toAuthError,
  TooManyRequestsError,
  UserDisabledError,
} from '../../../web/src/lib/auth';
import { loadConfig } from '../../../web/src/lib/config';
import { report } from '../../../web/src/lib/errors';
import { setSessionNavigator } from '../../../web/src/lib/session-state';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import {
  aSignInAnswer,
  amplifyWithTokenProvider,
  aVerifyAnswer,
  someTokens,
  USER_EMAIL,
  USER_UUID,
} from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown, options?: unknown) => Promise<unknown>);
const PASSWORD = 'Play4fun!';
const navigate = jest.fn();

beforeEach(() => {
  jest.mocked(loadConfig).mockResolvedValue(TEST_CONFIG);
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
  setSessionNavigator(navigate);
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  takePendingCredentials();
  setSessionNavigator(null);
});

function answer(answers: Record<string, () => unknown>) {
  api.mockImplementation(async (name) => {
    const next = answers[name];
    if (!next) throw new Error(`unexpected call ${name}`);
    return next();
  });
}

const fail = (name: string, status: number, type?: string) => () => {
  throw new ApiError(name, status, type ? { type, message: type } : undefined);
};

describe('toAuthError', () => {
  it.each([
    [401, 'IncorrectCredentials', IncorrectCredentialsError],
    [403, 'UserDisabled', UserDisabledError],
    [429, 'TooManyRequests', TooManyRequestsError],
    [429, undefined, TooManyRequestsError],
    [400, 'CodeMismatch', CodeMismatchError],
    [400, 'IncorrectPassword', IncorrectPasswordError],
    [400, 'BadRequest', AuthServiceError],
  ])('maps HTTP %s %s to its class without reporting it', (status, type, expected) => {
    const error = toAuthError(new ApiError('logIn', status, type ? { type, message: 'm' } : undefined));

    expect(error).toBeInstanceOf(expected);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports what it cannot name (network, 5xx) as AuthServiceError', () => {
    const failure = new ApiNetworkError('logIn', 'request failed');

    expect(toAuthError(failure)).toBeInstanceOf(AuthServiceError);
    expect(toAuthError(new ApiError('logIn', 500))).toBeInstanceOf(AuthServiceError);
    expect(report).toHaveBeenCalledWith(failure, { where: 'auth' });
  });
});

describe('logIn', () => {
  it('signs in, verifies, stores the account and goes home', async () => {
    const tokens = someTokens();
    answer({
      logIn: () => aSignInAnswer(tokens),
      verifyUser: () => aVerifyAnswer(),
      recordLogin: () => ({ affectedRows: 1 }),
      postStreak: () => ({ queryResult: [{ CurrentStreakCount: 1 }] }),
    });

    const outcome = await logIn(USER_EMAIL, PASSWORD);

    expect(outcome).toEqual({
      kind: 'home',
      account: {
        uuid: USER_UUID,
        email: USER_EMAIL,
        userName: 'DemoGamer',
        profilePicLink: 'media/userprofileimages/demo.png',
      },
    });
    expect(api.mock.calls[1]).toEqual([
      'verifyUser',
      { email: USER_EMAIL },
      { headers: { authorization: tokens.IdToken } },
    ]);
    await expect(currentAccount()).resolves.toEqual(outcome.kind === 'home' ? outcome.account : null);
    expect(takePendingCredentials()).toBeNull();
  });

  it('hands an unconfirmed signup to the code step with the credentials in memory', async () => {
    answer({ logIn: fail('logIn', 403, 'UserNotConfirmed') });

    await expect(logIn(` ${USER_EMAIL}`, PASSWORD)).resolves.toEqual({ kind: 'resumeSignup', step: 'code' });

    expect(sessionStorage.getItem(SIGNUP_RESUME_KEY)).toBe('code');
    expect(takePendingCredentials()).toEqual({ email: USER_EMAIL, password: PASSWORD });
    expect(takePendingCredentials()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBeNull();
  });

  it('hands an account without a profile (Active -1) to the username step, signed in', async () => {
    answer({
      logIn: () => aSignInAnswer(),
      verifyUser: () => aVerifyAnswer({ Active: -1, userName: undefined }),
    });

    await expect(logIn(USER_EMAIL, PASSWORD)).resolves.toEqual({ kind: 'resumeSignup', step: 'username' });

    expect(sessionStorage.getItem(SIGNUP_RESUME_KEY)).toBe('username');
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).not.toBeNull();
    await expect(currentAccount()).resolves.toBeNull();
  });

  it('refuses a disabled account found by the check, and forgets the session', async () => {
    answer({ logIn: () => aSignInAnswer(), verifyUser: () => aVerifyAnswer({ Active: 0 }) });

    await expect(logIn(USER_EMAIL, PASSWORD)).rejects.toBeInstanceOf(UserDisabledError);
    expect(localStorage.length).toBe(0);
  });

  it('refuses an incomplete check (userCount 0)', async () => {
    answer({ logIn: () => aSignInAnswer(), verifyUser: () => aVerifyAnswer({ userCount: 0 }) });

    await expect(logIn(USER_EMAIL, PASSWORD)).rejects.toBeInstanceOf(AccountCheckError);
  });
});

describe('signOut', () => {
  it("calls sign-out with the caller's email, then forgets every session value and goes to /", async () => {
    answer({ signOut: () => ({ signedOut: true }) });
    const tokens = someTokens();
    localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
    localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
    localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
    storeAccount({ uuid: USER_UUID, email: USER_EMAIL, userName: 'DemoGamer', profilePicLink: '' });
    localStorage.setItem('unrelated', 'kept');

    await signOut();

    expect(api.mock.calls).toEqual([['signOut', { email: USER_EMAIL }]]);
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('signs out locally when the call fails', async () => {
    answer({ signOut: fail('signOut', 503) });
    localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);

    await signOut();

    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('changePassword', () => {
  function signedIn() {
    const tokens = someTokens();
    localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
    localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
    localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
    localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);
    return tokens;
  }

  it('sends the access token with the old and new password, then signs in again with the new one', async () => {
    const tokens = signedIn();
    const renewed = someTokens({ marker: 'renewed' });
    answer({ changePassword: () => ({ affectedRows: 1 }), logIn: () => aSignInAnswer(renewed) });

    await changePassword(PASSWORD, 'N3w#pass');

    expect(api.mock.calls).toEqual([
      ['changePassword', { accesstoken: tokens.AccessToken, oldpassword: PASSWORD, newpassword: 'N3w#pass' }],
      ['logIn', { username_input: USER_EMAIL, password_input: 'N3w#pass' }],
    ]);
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(renewed.IdToken);
  });

  it('says when the current password is wrong, without signing in again', async () => {
    signedIn();
    answer({ changePassword: fail('changePassword', 400, 'IncorrectPassword') });

    await expect(changePassword('Wrong#123', 'N3w#pass')).rejects.toBeInstanceOf(IncorrectPasswordError);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('says the session is over when the new sign-in fails after the change', async () => {
    signedIn();
    answer({ changePassword: () => ({ affectedRows: 1 }), logIn: fail('logIn', 503) });

    await expect(changePassword(PASSWORD, 'N3w#pass')).rejects.toBeInstanceOf(SignInAgainError);
  });
});

describe('password reset and deactivation', () => {
  it('sends the reset calls with the exact payloads', async () => {
    answer({
      requestPasswordReset: () => ({ CodeDeliveryDetails: {} }),
      confirmPasswordReset: () => ({ affectedRows: 1 }),
    });

    await requestPasswordReset(` ${USER_EMAIL} `, 'ja');
    await confirmPasswordReset(USER_EMAIL, '123456', 'N3w#pass');

    expect(api.mock.calls).toEqual([
      ['requestPasswordReset', { email: USER_EMAIL, languageCode: 'ja' }],
      ['confirmPasswordReset', { email: USER_EMAIL, code: '123456', password: 'N3w#pass' }],
    ]);
  });

  it('deactivates with the uuid and maps failures', async () => {
    answer({ deactivateAccount: () => ({ affectedRows: 1 }) });
    await deactivateAccount(USER_UUID);
    expect(api.mock.calls).toEqual([['deactivateAccount', { uuid: USER_UUID }]]);

    answer({ deactivateAccount: fail('deactivateAccount', 429) });
    await expect(deactivateAccount(USER_UUID)).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
