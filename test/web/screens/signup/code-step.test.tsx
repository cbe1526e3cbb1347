import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, ApiNetworkError, callApi } from '../../../../web/src/lib/api';
import {
  IncorrectCredentialsError,
  signIn,
  takePendingCredentials,
  type SignedIn,
} from '../../../../web/src/lib/auth';
import {
  callsTo,
  EMAIL,
  heading,
  PASSWORD,
  renderSignup,
  seedDraft,
  serveApi,
  setUpSignupTests,
  UUID,
} from './harness';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/auth', () => jest.requireActual('../../module-mocks').mockedAuth());
jest.mock('../../../../web/src/lib/session', () => ({ getSession: jest.fn(), getTokenEmail: jest.fn() }));
jest.mock('../../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const CODE_ERROR = 'Please enter the 6-digit verification code from your email (numbers only).';
const signedInAnswer: SignedIn = { email: EMAIL, uuid: UUID, idToken: 'id', accessToken: 'access' };
const typed = (type: string, status = 400) =>
  new ApiError('confirmSignUpCode', status, { type, message: type });

setUpSignupTests();
afterEach(() => {
  jest.restoreAllMocks();
});

const codeField = () => screen.getByRole('textbox', { name: 'Verification code' });
const verify = () => screen.getByRole('button', { name: 'Verify' });
const resend = () => screen.getByRole('button', { name: 'Resend code' });

/** Registers through step 1, so the password is in memory as in a real signup. */
async function throughRegistration(handlers: Record<string, (input: unknown) => unknown>) {
  serveApi({ register: () => 'sent', ...handlers });
  const rendered = await renderSignup();
  const { user } = rendered;
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), EMAIL);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
  await user.type(screen.getByLabelText('Repeat password', { selector: 'input' }), PASSWORD);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(heading()).toHaveTextContent('Verify your email'));
  return rendered;
}

describe('signup step 2: the email code (001 §2, §4, §5, §8)', () => {
  it.each(['', '12345', 'abcdef', '12a456', ' 12 34 '])(
    'refuses the code %j with the verification error, without calling the API',
    async (code) => {
      const { user } = await throughRegistration({});

      if (code) await user.type(codeField(), code);
      await user.click(verify());

      expect(screen.getByText(CODE_ERROR)).toBeInTheDocument();
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveFocus();
      expect(callsTo('confirmSignUpCode')).toEqual([]);
    },
  );

  it('keeps a pasted code as it is and says the rule when it is too long', async () => {
    const { user } = await throughRegistration({});

    await user.click(codeField());
    await user.paste('1234567');
    await user.click(verify());

    expect(codeField()).toHaveValue('1234567');
    expect(screen.getByText(CODE_ERROR)).toBeInTheDocument();
    expect(callsTo('confirmSignUpCode')).toEqual([]);
  });

  it('confirms the code, signs in with the credentials kept in memory and goes on to the username step', async () => {
    jest.mocked(signIn).mockResolvedValue(signedInAnswer);
    const { user } = await throughRegistration({ confirmSignUpCode: () => 'SUCCESS' });

    await user.type(codeField(), '123456');
    await user.click(verify());

    await waitFor(() => expect(heading()).toHaveTextContent('Choose your username'));
    expect(callApi).toHaveBeenCalledWith('confirmSignUpCode', { email: EMAIL, code: '123456' });
    expect(signIn).toHaveBeenCalledWith(EMAIL, PASSWORD);
    expect(sessionStorage.getItem('signupStep')).toBe('username');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(PASSWORD);
  });

  it.each([
    [typed('CodeMismatch'), 'The verification code is not correct. Please check it and try again.'],
    [typed('ExpiredCode'), 'This verification code has expired. Please ask for a new one.'],
    [new ApiError('confirmSignUpCode', 429), 'Too many attempts. Please wait 15 minutes and try again.'],
    [
      new ApiNetworkError('confirmSignUpCode', 'offline'),
      'We could not verify your code. Please check your network connection and try again.',
    ],
  ])('shows the answer to a refused code (%s)', async (failure, message) => {
    const { user } = await throughRegistration({
      confirmSignUpCode: () => {
        throw failure;
      },
    });

    await user.type(codeField(), '654321');
    await user.click(verify());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Verify your email');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says how many attempts the code has left after each wrong code', async () => {
    let left = 4;
    const { user } = await throughRegistration({
      confirmSignUpCode: () => {
        throw new ApiError('confirmSignUpCode', 400, {
          type: 'CodeMismatch',
          message: 'wrong',
          attemptsLeft: left--,
        });
      },
    });

    await user.type(codeField(), '654321');
    await user.click(verify());
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('4 attempts left for this code.'),
    );

    for (let wrong = 2; wrong <= 4; wrong++) await user.click(verify());
    expect(screen.getByText(/1 attempt left for this code\./)).toBeInTheDocument();

    await user.click(verify());
    expect(screen.getByText(/No attempts are left for this code: choose Resend code/)).toBeInTheDocument();
  });

  it('is no dead end: after the lockout a resent code is accepted', async () => {
    jest.mocked(signIn).mockResolvedValue(signedInAnswer);
    const start = Date.now();
    let now = start;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    // the server as lambdas/auth/attempts.ts runs it: 5 wrong codes per code, then 429 until the
    // window ends; a resend opens a fresh window for the new code
    let code = '111111';
    let failures = 0;
    const { user } = await throughRegistration({
      confirmSignUpCode: (input) => {
        if (failures >= 5) {
          throw new ApiError('confirmSignUpCode', 429, {
            type: 'TooManyRequests',
            message: 'too many attempts',
            attemptsLeft: 0,
            retryAfterSeconds: 600,
          });
        }
        if ((input as { code: string }).code === code) return 'SUCCESS';
        failures += 1;
        throw new ApiError('confirmSignUpCode', 400, {
          type: 'CodeMismatch',
          message: 'wrong',
          attemptsLeft: 5 - failures,
        });
      },
      resendSignUpCode: () => {
        code = '222222';
        failures = 0;
        return { CodeDeliveryDetails: { Destination: 'g***@e***' } };
      },
    });

    await user.type(codeField(), '999999');
    for (let wrong = 1; wrong <= 6; wrong++) await user.click(verify());

    const lockout = await screen.findByRole('alert');
    const at = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(now + 600_000);
    expect(lockout).toHaveTextContent(
      `Too many wrong codes. Choose Resend code to get a new code you can use straight away, or try this code again at ${at}.`,
    );

    now = start + 31_000; // past the resend cooldown
    await waitFor(() => expect(resend()).toBeEnabled(), { timeout: 2500 });
    await user.click(resend());
    expect(
      await screen.findByText(
        `A new code is on its way to ${EMAIL}. Earlier wrong attempts no longer count.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many wrong codes/)).not.toBeInTheDocument();

    await user.clear(codeField());
    await user.type(codeField(), '222222');
    await user.click(verify());

    await waitFor(() => expect(heading()).toHaveTextContent('Choose your username'));
  });

  it('says at what time a new code may be asked for when resends are limited', async () => {
    sessionStorage.setItem('signupResume', 'code');
    jest.mocked(takePendingCredentials).mockReturnValue({ email: EMAIL, password: PASSWORD });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    serveApi({
      resendSignUpCode: () => {
        throw new ApiError('resendSignUpCode', 429, {
          type: 'TooManyRequests',
          message: 'too many attempts',
          attemptsLeft: 0,
          retryAfterSeconds: 1800,
        });
      },
    });
    const { user } = await renderSignup();

    await user.click(resend());

    const at = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(now + 1_800_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You have asked for new codes too often. You can ask for another at ${at}; the code you already have still works until then.`,
    );
    expect(resend()).toBeDisabled();
    expect(screen.getByText(`You can ask for a new code at ${at}.`)).toBeInTheDocument();
  });

  it('counts an already confirmed email as confirmed', async () => {
    jest.mocked(signIn).mockResolvedValue(signedInAnswer);
    const { user } = await throughRegistration({
      confirmSignUpCode: () => {
        throw typed('AlreadyConfirmed', 409);
      },
    });

    await user.type(codeField(), '123456');
    await user.click(verify());

    await waitFor(() => expect(heading()).toHaveTextContent('Choose your username'));
  });

  it('says there was an issue with the login when the automatic sign-in fails', async () => {
    jest.mocked(signIn).mockRejectedValue(new IncorrectCredentialsError('no'));
    const { user } = await throughRegistration({ confirmSignUpCode: () => 'SUCCESS' });

    await user.type(codeField(), '123456');
    await user.click(verify());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an issue with your login.');
    expect(screen.getAllByRole('link', { name: 'Log in' }).some((link) => alert.contains(link))).toBe(true);
    expect(heading()).toHaveTextContent('Verify your email');
  });

  it('resends the code, then shows the cooldown until a new one may be asked for', async () => {
    const { user } = await throughRegistration({
      resendSignUpCode: () => ({ CodeDeliveryDetails: { Destination: 'g***@e***' } }),
    });
    // registration just sent a code: the resend button waits for the cooldown
    expect(resend()).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (30|29) s\./)).toBeInTheDocument();

    // 31 seconds later
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start + 31_000);
    await waitFor(() => expect(resend()).toBeEnabled(), { timeout: 2500 });
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();

    await user.click(resend());

    expect(
      await screen.findByText(
        `A new code is on its way to ${EMAIL}. Earlier wrong attempts no longer count.`,
      ),
    ).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith('resendSignUpCode', { email: EMAIL });
    expect(resend()).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
  });

  it('shows a failed resend', async () => {
    // arrived from the login page (unconfirmed email): no cooldown yet
    sessionStorage.setItem('signupResume', 'code');
    jest.mocked(takePendingCredentials).mockReturnValue({ email: EMAIL, password: PASSWORD });
    serveApi({
      resendSignUpCode: () => {
        throw new ApiError('resendSignUpCode', 429);
      },
    });
    const { user } = await renderSignup();

    await user.click(resend());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('after a reload asks for the password (never stored) and signs in with it', async () => {
    seedDraft({ signupStep: 'code', signupEmail: EMAIL });
    jest.mocked(signIn).mockResolvedValue(signedInAnswer);
    serveApi({ confirmSignUpCode: () => 'SUCCESS' });
    const { user } = await renderSignup();
    expect(heading()).toHaveTextContent('Verify your email');

    await user.type(codeField(), '123456');
    await user.click(verify());
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your password', { selector: 'input' }), PASSWORD);
    await user.click(verify());

    await waitFor(() => expect(heading()).toHaveTextContent('Choose your username'));
    expect(signIn).toHaveBeenCalledWith(EMAIL, PASSWORD);
  });

  it('moves focus to the new step heading', async () => {
    await throughRegistration({});
    await act(async () => {});

    expect(heading()).toHaveFocus();
  });
});
