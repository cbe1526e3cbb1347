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

  it('takes six characters at most', async () => {
    const { user } = await throughRegistration({});

    await user.type(codeField(), '1234567');

    expect(codeField()).toHaveValue('123456');
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

    expect(await screen.findByText(`A new code is on its way to ${EMAIL}.`)).toBeInTheDocument();
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
