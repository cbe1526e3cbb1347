import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, ApiNetworkError, callApi } from '../../../../web/src/lib/api';
import {
  IncorrectCredentialsError,
  signIn,
  UserNotConfirmedError,
  type SignedIn,
} from '../../../../web/src/lib/auth';
import { report } from '../../../../web/src/lib/errors';
import { i18nIn } from '../../helpers';
import {
  callsTo,
  EMAIL,
  heading,
  kicker,
  PASSWORD,
  renderSignup,
  resetSignupMocks,
  serveApi,
  setUpSignupTests,
  UUID,
} from './harness';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/auth', () => jest.requireActual('../../module-mocks').mockedAuth());
jest.mock('../../../../web/src/lib/session', () => ({ getSession: jest.fn(), getTokenEmail: jest.fn() }));
jest.mock('../../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const MISSING_EMAIL = 'Please enter your email address.';
const MISSING_PASSWORD = 'Please enter a password.';
const EMAIL_FORMAT = 'Incorrect email format.';
const PASSWORD_RULE =
  'Password must be between 7 to 15 characters which contain at least one numeric digit and a special character (! @ # $ % ^ & *).';
const MISMATCH = 'Your passwords do not match. Please review and re-enter.';
const TERMS = "Please check the 'Terms of Use' and 'Privacy Policy'.";
const ALL_ERRORS = [MISSING_EMAIL, MISSING_PASSWORD, EMAIL_FORMAT, PASSWORD_RULE, MISMATCH, TERMS];

const signedInAnswer: SignedIn = { email: EMAIL, uuid: UUID, idToken: 'id', accessToken: 'access' };
const exists = () => new ApiError('register', 409, { type: 'UsernameExistsException', message: 'exists' });
const verifyAnswer = (userCount: 0 | 1, Active: 1 | 0 | -1) => ({ body: [{ userCount, Active }] });

setUpSignupTests();

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const repeatField = () => screen.getByLabelText('Repeat password', { selector: 'input' });
const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ });
const submit = () => screen.getByRole('button', { name: 'Sign up' });
const shownErrors = () => ALL_ERRORS.filter((text) => screen.queryByText(text));

async function fillIn(
  user: Awaited<ReturnType<typeof renderSignup>>['user'],
  values: { email?: string; password?: string; repeat?: string; terms?: boolean },
) {
  if (values.email) await user.type(emailField(), values.email);
  if (values.password) await user.type(passwordField(), values.password);
  if (values.repeat) await user.type(repeatField(), values.repeat);
  if (values.terms) await user.click(termsBox());
  await user.click(submit());
}

describe('signup step 1: email and password (001 §2, §5, §8)', () => {
  it('shows the first step with its fields, the terms links and the translated title', async () => {
    await renderSignup();

    expect(heading()).toHaveTextContent('Join PlayJoin');
    expect(kicker()).toBe('Create your free account');
    expect(document.title).toBe('Sign up · PlayJoin');
    const label = termsBox().closest('.checkbox')!;
    expect(within(label as HTMLElement).getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(label as HTMLElement).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/terms/privacy',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the missing email and password and the terms, without calling the API', async () => {
    const { user } = await renderSignup();

    await user.click(submit());

    expect(shownErrors()).toEqual([MISSING_EMAIL, MISSING_PASSWORD, TERMS]);
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription(MISSING_EMAIL);
    expect(callApi).not.toHaveBeenCalled();
  });

  it.each([
    [{ email: 'gamer@', password: PASSWORD, repeat: PASSWORD, terms: true }, [EMAIL_FORMAT]],
    [{ email: EMAIL, password: 'short1!', repeat: 'short1!', terms: true }, []],
    [{ email: EMAIL, password: 'nodigits!!', repeat: 'nodigits!!', terms: true }, [PASSWORD_RULE]],
    [{ email: EMAIL, password: 'nosymbol12', repeat: 'nosymbol12', terms: true }, [PASSWORD_RULE]],
    [{ email: EMAIL, password: 'Sh0rt!', repeat: 'Sh0rt!', terms: true }, [PASSWORD_RULE]],
    [
      { email: EMAIL, password: 'Waytoolong#123456', repeat: 'Waytoolong#123456', terms: true },
      [PASSWORD_RULE],
    ],
    [{ email: EMAIL, password: PASSWORD, repeat: 'Secret#124', terms: true }, [MISMATCH]],
    [{ email: EMAIL, password: PASSWORD, repeat: PASSWORD, terms: false }, [TERMS]],
  ])('validates %j', async (values, errors) => {
    serveApi({ register: () => 'A verification code was sent.' });
    const { user } = await renderSignup();

    await fillIn(user, values);

    expect(shownErrors()).toEqual(errors);
    expect(callsTo('register')).toHaveLength(errors.length === 0 ? 1 : 0);
  });

  it('shows and hides the password with its toggle', async () => {
    const { user } = await renderSignup();
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });

    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(toggle!);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle!);
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('registers with the email as username in the interface language and goes on to the code step', async () => {
    serveApi({ register: () => `A verification code was sent to ${EMAIL}.` });
    const { user } = await renderSignup();

    await fillIn(user, { email: ` ${EMAIL} `, password: PASSWORD, repeat: PASSWORD, terms: true });

    await waitFor(() => expect(heading()).toHaveTextContent('Verify your email'));
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith('register', {
      username: EMAIL,
      email: EMAIL,
      password: PASSWORD,
      languageCode: 'en',
    });
    expect(heading()).toHaveFocus();
    expect(screen.getByText(`We sent a verification code to ${EMAIL}.`)).toBeInTheDocument();
    // the password stays in memory only
    expect(Object.values({ ...sessionStorage })).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(PASSWORD);
  });

  it('registers in the interface language the visitor chose', async () => {
    const japanese = await i18nIn('ja');
    resetSignupMocks();
    serveApi({ register: () => 'sent' });
    const { user } = await renderSignup({ i18n: japanese });

    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), EMAIL);
    await user.type(screen.getByLabelText('パスワード', { selector: 'input' }), PASSWORD);
    await user.type(screen.getByLabelText('パスワード（確認）', { selector: 'input' }), PASSWORD);
    const terms = screen.getByRole('checkbox');
    const label = within(terms.closest('.checkbox') as HTMLElement);
    expect(label.getByRole('link', { name: /利用規約/ })).toHaveAttribute('href', '/terms');
    expect(label.getByRole('link', { name: /プライバシーポリシー/ })).toHaveAttribute(
      'href',
      '/terms/privacy',
    );
    expect(terms.closest('.checkbox')).toHaveTextContent(/^利用規約.*とプライバシーポリシー.*に同意します$/);
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: '登録する' }));

    await waitFor(() =>
      expect(callsTo('register')).toEqual([expect.objectContaining({ languageCode: 'ja' })]),
    );
  });

  it('shows the generic error when the registration fails (network)', async () => {
    serveApi({
      register: () => {
        throw new ApiNetworkError('register', 'offline');
      },
    });
    const { user } = await renderSignup();

    await fillIn(user, { email: EMAIL, password: PASSWORD, repeat: PASSWORD, terms: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error with signing you up.');
    expect(alert).toHaveTextContent(
      'We were unsuccessful at adding your account. Please check your network connection',
    );
    expect(heading()).toHaveTextContent('Join PlayJoin');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an unexpected registration failure once', async () => {
    const failure = new ApiError('register', 500, { type: 'InternalError', message: 'boom' });
    serveApi({
      register: () => {
        throw failure;
      },
    });
    const { user } = await renderSignup();

    await fillIn(user, { email: EMAIL, password: PASSWORD, repeat: PASSWORD, terms: true });

    await screen.findByRole('alert');
    expect(report).toHaveBeenCalledWith(failure, { where: 'api:register' });
  });
});

describe('signup step 1 with an existing email (001 §4)', () => {
  async function registerExisting(verify: () => unknown) {
    serveApi({
      register: () => {
        throw exists();
      },
      verifyUser: verify,
    });
    const { user } = await renderSignup();
    await fillIn(user, { email: EMAIL, password: PASSWORD, repeat: PASSWORD, terms: true });
  }

  it('an active account: the already-exists error (log in, or contact support to reactivate)', async () => {
    await registerExisting(() => verifyAnswer(1, 1));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email already exists in the system.');
    expect(alert).toHaveTextContent('Please try to log in, or contact support to reactivate it.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    // the existence check runs anonymously, with the email only
    expect(callApi).toHaveBeenCalledWith('verifyUser', { email: EMAIL });
    expect(jest.mocked(callApi).mock.calls.find(([name]) => name === 'verifyUser')).toHaveLength(2);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('an unfinished signup (Active -1): signs in with the given credentials and jumps to the username step', async () => {
    jest.mocked(signIn).mockResolvedValue(signedInAnswer);

    await registerExisting(() => verifyAnswer(1, -1));

    await waitFor(() => expect(heading()).toHaveTextContent('Choose your username'));
    expect(signIn).toHaveBeenCalledWith(EMAIL, PASSWORD);
    expect(kicker()).toBe('Step 1 of 5');
    expect(sessionStorage.getItem('signupStep')).toBe('username');
  });

  it('an unfinished signup whose email is not confirmed: the code step', async () => {
    jest.mocked(signIn).mockRejectedValue(new UserNotConfirmedError('not confirmed'));

    await registerExisting(() => verifyAnswer(1, -1));

    await waitFor(() => expect(heading()).toHaveTextContent('Verify your email'));
    expect(signIn).toHaveBeenCalledWith(EMAIL, PASSWORD);
  });

  it('an unfinished signup but a wrong password: the already-exists error', async () => {
    jest.mocked(signIn).mockRejectedValue(new IncorrectCredentialsError('wrong'));

    await registerExisting(() => verifyAnswer(1, -1));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email already exists in the system.');
    expect(heading()).toHaveTextContent('Join PlayJoin');
  });

  it('a disabled account: the disabled message directing to support by email', async () => {
    await registerExisting(() => verifyAnswer(1, 0));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email already exists in the system but is disabled.');
    expect(alert).toHaveTextContent('please contact support by email');
    expect(within(alert).getByRole('link', { name: 'support@playjoin.example' })).toHaveAttribute(
      'href',
      'mailto:support@playjoin.example',
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('a failed existence check: the generic error', async () => {
    serveApi({
      register: () => {
        throw exists();
      },
      verifyUser: () => {
        throw new ApiNetworkError('verifyUser', 'offline');
      },
    });
    const { user } = await renderSignup();

    await fillIn(user, { email: EMAIL, password: PASSWORD, repeat: PASSWORD, terms: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('We were unsuccessful at adding your account');
  });

  it('too many attempts (429): says so', async () => {
    await registerExisting(() => {
      throw new ApiError('verifyUser', 429);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});
