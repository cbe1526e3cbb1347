import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import { ApiError, ApiNetworkError, callApi } from '../../../web/src/lib/api';
import { SIGNUP_RESUME_KEY, takePendingCredentials } from '../../../web/src/lib/auth';
import { loadConfig } from '../../../web/src/lib/config';
import { report } from '../../../web/src/lib/errors';
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
import { englishI18n, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const ERROR_MSG4 = 'Sorry, you entered the incorrect login and/or password...';
const ERROR_MSG5 = 'Sorry, there was an issue with sign you in...';
const ERROR_MSG6 = 'Incorrect email format.';
const ERROR_MSG7 =
  'Password must be between 7 to 15 characters which contain at least one numeric digit and a special character';
const PASSWORD = 'Play4fun!';

/** The mocked client, typed loosely. */
const api = jest.mocked(callApi as (name: string, input: unknown, options?: unknown) => Promise<unknown>);

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  takePendingCredentials();
});

const location = () => screen.getByTestId('location').textContent;
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Submit' });

/** Answers each route of the login flow; `overrides` replace one answer (a function may throw). */
function answerLoginFlow(overrides: Record<string, () => unknown> = {}) {
  const answers: Record<string, () => unknown> = {
    logIn: () => aSignInAnswer(),
    verifyUser: () => aVerifyAnswer(),
    recordLogin: () => ({ affectedRows: 1 }),
    postStreak: () => ({ queryResult: [{ CurrentStreakCount: 3 }] }),
    ...overrides,
  };
  api.mockImplementation(async (name) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer();
  });
}

async function renderLogin(path = '/login') {
  const user = userEvent.setup();
  await renderAppAt(i18n, path);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return user;
}

async function logInAs(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
  await user.click(submit());
}

describe('login page (001 §2, §4, §5, §8)', () => {
  it('shows email, password with a show/hide toggle, Submit, and links to forgot password and signup', async () => {
    const user = await renderLogin();

    expect(document.title).toBe('Log in · PlayJoin');
    expect(passwordField()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(passwordField(), 'secret');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['', '', ['Please enter your email.', 'Please enter your password.']],
    ['not-an-email', PASSWORD, [ERROR_MSG6]],
    ['gamer@', PASSWORD, [ERROR_MSG6]],
    [USER_EMAIL, 'short1!', []],
    [USER_EMAIL, 'nodigits!', [ERROR_MSG7]],
    [USER_EMAIL, 'nosymbol123', [ERROR_MSG7]],
    [USER_EMAIL, 'waytoolong1234567!', [ERROR_MSG7]],
    [USER_EMAIL, 'six1!a', [ERROR_MSG7]],
  ])('validates email %j and password %j before any call', async (email, password, errors) => {
    if (errors.length === 0) answerLoginFlow();
    const user = await renderLogin();

    await logInAs(user, email, password);

    const shown = ['Please enter your email.', 'Please enter your password.', ERROR_MSG6, ERROR_MSG7].filter(
      (text) => screen.queryByText(text),
    );
    expect(shown).toEqual(errors);
    if (errors.length > 0) expect(callApi).not.toHaveBeenCalled();
    else await waitFor(() => expect(location()).toBe('/home/user-home'));
  });

  it('marks the failing field and focuses it', async () => {
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, 'nodigits!');

    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(ERROR_MSG7);
    expect(passwordField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('runs the login flow in order: logIn → verifyUser with Authorization → recordLogin → postStreak → home', async () => {
    const tokens = someTokens();
    answerLoginFlow({ logIn: () => aSignInAnswer(tokens) });
    const user = await renderLogin();

    await logInAs(user, `  ${USER_EMAIL} `, PASSWORD);

    await waitFor(() => expect(location()).toBe('/home/user-home'));
    expect(api.mock.calls).toEqual([
      ['logIn', { username_input: USER_EMAIL, password_input: PASSWORD }],
      ['verifyUser', { email: USER_EMAIL }, { headers: { authorization: tokens.IdToken } }],
      ['recordLogin', { uuid: USER_UUID }],
      ['postStreak', { uuid: USER_UUID }],
    ]);
    // every payload satisfies its route's schema as sent
    for (const [name, payload] of api.mock.calls) {
      expect(v.safeParse(routeNamed(name as 'logIn').body, payload).success).toBe(true);
    }
    // token and email, then uuid, userName, profilePicLink (001 §3)
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(tokens.IdToken);
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe(tokens.RefreshToken);
    expect(localStorage.getItem(SESSION_VALUE_KEYS.email)).toBe(USER_EMAIL);
    expect(localStorage.getItem(SESSION_VALUE_KEYS.uuid)).toBe(USER_UUID);
    expect(localStorage.getItem(SESSION_VALUE_KEYS.userName)).toBe('DemoGamer');
    expect(localStorage.getItem(SESSION_VALUE_KEYS.profilePicLink)).toBe('media/userprofileimages/demo.png');
    expect(localStorage.getItem(SESSION_VALUE_KEYS.userCount)).toBe('1');
    // the guard accepts the new session
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
  });

  it('goes home even when the tracking and streak calls fail (reported, not blocking)', async () => {
    const failure = new ApiNetworkError('recordLogin', 'request failed');
    answerLoginFlow({
      recordLogin: () => {
        throw failure;
      },
      postStreak: () => {
        throw new ApiError('postStreak', 404);
      },
    });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    await waitFor(() => expect(location()).toBe('/home/user-home'));
    expect(report).toHaveBeenCalledWith(failure, { where: 'auth:recordLogin' });
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('shows errorMsg4 for a wrong password and stays signed out', async () => {
    answerLoginFlow({
      logIn: () => {
        throw new ApiError('logIn', 401, {
          type: 'IncorrectCredentials',
          message: 'incorrect email or password',
        });
      },
    });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, 'Wrong4pass!');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MSG4);
    expect(alert).toHaveFocus();
    expect(api).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/login');
    expect(localStorage.length).toBe(0);
  });

  it('shows the disabled-account message directing to support by email', async () => {
    answerLoginFlow({
      logIn: () => {
        throw new ApiError('logIn', 403, { type: 'UserDisabled', message: 'the account is disabled' });
      },
    });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This account is disabled. To reactivate it, please contact support by email:',
    );
    expect(within(alert).getByRole('link', { name: 'support@playjoin.example' })).toHaveAttribute(
      'href',
      'mailto:support@playjoin.example',
    );
  });

  it('asks to wait 15 minutes after too many attempts (429)', async () => {
    answerLoginFlow({
      logIn: () => {
        throw new ApiError('logIn', 429, {
          type: 'TooManyRequests',
          message: 'too many failed sign-in attempts',
        });
      },
    });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it.each([
    ['userCount is not 1', { userCount: 0, Active: 0, UUID: undefined, userName: undefined }],
    ['the userName is missing', { userName: undefined }],
    ['the UUID is missing', { UUID: undefined }],
  ])('shows errorMsg5 and forgets the session when %s', async (_case, overrides) => {
    answerLoginFlow({ verifyUser: () => aVerifyAnswer(overrides) });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MSG5);
    expect(api.mock.calls.map(([name]) => name)).toEqual(['logIn', 'verifyUser']);
    expect(localStorage.length).toBe(0);
  });

  it('shows errorMsg5 when the network fails', async () => {
    answerLoginFlow({
      logIn: () => {
        throw new ApiNetworkError('logIn', 'request failed');
      },
    });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MSG5);
  });

  it.each([
    [2, 'email', 'ERROR2'],
    [3, 'uuid', 'ERROR3'],
  ])('shows errorMsg%s when the browser refuses to store the %s', async (_step, refusedKey, code) => {
    answerLoginFlow();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      if (key === SESSION_VALUE_KEYS[refusedKey as 'email' | 'uuid']) {
        throw new DOMException('blocked', 'SecurityError');
      }
      Object.defineProperty(this, key, { value: String(value), configurable: true, enumerable: true });
    });
    const user = await renderLogin();

    try {
      await logInAs(user, USER_EMAIL, PASSWORD);

      expect(await screen.findByRole('alert')).toHaveTextContent(
        `There was an issue with saving system information (${code}: Could not save cookie information). Please contact support`,
      );
      expect(location()).toBe('/login');
    } finally {
      setItem.mockRestore();
    }
  });

  // the signup screen takes the resume step and the credentials (memory only) as it opens: see test/web/lib/auth.test.ts
  it('resumes signup at the code step for an unconfirmed email, storing no password', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    answerLoginFlow({
      logIn: () => {
        throw new ApiError('logIn', 403, { type: 'UserNotConfirmed', message: 'not confirmed' });
      },
    });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    await waitFor(() => expect(location()).toBe('/signup'));
    expect(setItem).toHaveBeenCalledWith(SIGNUP_RESUME_KEY, 'code');
    expect(setItem.mock.calls.flat()).not.toContain(PASSWORD);
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBeNull();
  });

  it('resumes signup at the username step for an account without a profile (Active -1), signed in', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    answerLoginFlow({ verifyUser: () => aVerifyAnswer({ Active: -1, userName: undefined }) });
    const user = await renderLogin();

    await logInAs(user, USER_EMAIL, PASSWORD);

    await waitFor(() => expect(location()).toBe('/signup'));
    expect(setItem).toHaveBeenCalledWith(SIGNUP_RESUME_KEY, 'username');
    expect(api.mock.calls.map(([name]) => name)).toEqual(['logIn', 'verifyUser']);
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).not.toBeNull();
    expect(localStorage.getItem(SESSION_VALUE_KEYS.email)).toBe(USER_EMAIL);
  });
});

describe('login dialog from the top navigation (001 §2)', () => {
  it('opens from Log in, focuses the email field, and closes with Escape giving focus back', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/');
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    const trigger = nav.getByRole('button', { name: 'Log in' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(location()).toBe('/');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('logs in from the dialog with the same form and flow, then goes home', async () => {
    answerLoginFlow();
    const user = userEvent.setup();
    await renderAppAt(i18n, '/faq');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'gamer@');
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(ERROR_MSG6)).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), USER_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toBe('/home/user-home'));
    expect(api.mock.calls.map(([name]) => name)).toEqual([
      'logIn',
      'verifyUser',
      'recordLogin',
      'postStreak',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link inside it leads to another page', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });

    await user.click(within(dialog).getByRole('link', { name: 'Forgot your password?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
