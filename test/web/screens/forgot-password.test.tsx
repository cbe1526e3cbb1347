import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ApiError, ApiNetworkError, callApi } from '../../../web/src/lib/api';
import { englishI18n, i18nIn, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const EMAIL = 'gamer@example.com';
const ERROR_MSG7 =
  'Password must be between 7 to 15 characters which contain at least one numeric digit and a special character';
const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  jest.resetAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

function answer(answers: Record<string, () => unknown>) {
  api.mockImplementation(async (name) => {
    const next = answers[name];
    if (!next) throw new Error(`unexpected call ${name}`);
    return next();
  });
}

const delivered = () => ({ CodeDeliveryDetails: { Destination: 'g***@e***.com', DeliveryMedium: 'EMAIL' } });

async function renderReset(instance: I18n = i18n, heading = 'Reset your password') {
  const user = userEvent.setup();
  await renderAppAt(instance, '/forgotpassword');
  await screen.findByRole('heading', { level: 1, name: heading });
  return user;
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Get verification code' }));
  await screen.findByRole('textbox', { name: 'Verification code' });
}

async function toPasswordStep(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await toCodeStep(user);
  await user.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('New password');
}

describe('forgot password (001 §2, §4, §5, §8)', () => {
  it('step 1 needs a valid email and sends no call without one', async () => {
    const user = await renderReset();
    expect(document.title).toBe('Reset your password · PlayJoin');
    expect(screen.getByText('Step 1 of 3 · Your email')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'gamer@');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));

    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends the code request in the interface language and moves to the code step, with resend', async () => {
    answer({ requestPasswordReset: delivered });
    const user = await renderReset(await i18nIn('ja'), 'パスワードの再設定');

    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), ` ${EMAIL}`);
    await user.click(screen.getByRole('button', { name: '確認コードを受け取る' }));

    expect(await screen.findByRole('textbox', { name: '確認コード' })).toBeInTheDocument();
    expect(api.mock.calls).toEqual([['requestPasswordReset', { email: EMAIL, languageCode: 'ja' }]]);

    await user.click(screen.getByRole('button', { name: 'コードを再送信' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('新しい確認コードを送信しました。');
    expect(api.mock.calls[1]).toEqual(['requestPasswordReset', { email: EMAIL, languageCode: 'ja' }]);
  });

  it('says when the code could not be requested', async () => {
    answer({
      requestPasswordReset: () => {
        throw new ApiNetworkError('requestPasswordReset', 'request failed');
      },
    });
    const user = await renderReset();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not get the verification code. Please check your email address and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it.each(['12345', '12345a', 'abcdef', '12 456'])(
    'step 2 refuses the code %j: it must be a 6-digit number',
    async (code) => {
      answer({ requestPasswordReset: delivered });
      const user = await renderReset();
      await toCodeStep(user);

      await user.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      expect(screen.getByText('The code must be a 6-digit number.')).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    },
  );

  it('step 3 checks the password rule and that both passwords match, before any call', async () => {
    answer({ requestPasswordReset: delivered });
    const user = await renderReset();
    await toPasswordStep(user);
    expect(screen.getByText('Step 3 of 3 · New password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(ERROR_MSG7)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w#pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'N3w#pas');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Your passwords do not match. Please review and re-enter.')).toBeInTheDocument();

    expect(api.mock.calls.map(([name]) => name)).toEqual(['requestPasswordReset']);
  });

  it('sets the new password with email, code and password, then goes to /login with a success notice', async () => {
    answer({ requestPasswordReset: delivered, confirmPasswordReset: () => ({ affectedRows: 1 }) });
    const user = await renderReset();
    await toPasswordStep(user, '654321');

    await user.type(screen.getByLabelText('New password'), 'N3w#pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'N3w#pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.mock.calls[1]).toEqual([
      'confirmPasswordReset',
      { email: EMAIL, code: '654321', password: 'N3w#pass' },
    ]);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your password has been changed. Log in with your new password.');
  });

  it.each([
    ['CodeMismatch', 'The verification code is not correct. Please check it and try again.'],
    ['ExpiredCode', 'The verification code has expired. Please ask for a new one.'],
  ])('goes back to the code step when the server answers %s', async (type, message) => {
    answer({
      requestPasswordReset: delivered,
      confirmPasswordReset: () => {
        throw new ApiError('confirmPasswordReset', 400, { type, message: type });
      },
    });
    const user = await renderReset();
    await toPasswordStep(user);

    await user.type(screen.getByLabelText('New password'), 'N3w#pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'N3w#pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
  });

  it('says the change could not complete on any other failure, and after too many attempts to wait', async () => {
    answer({
      requestPasswordReset: delivered,
      confirmPasswordReset: () => {
        throw new ApiError('confirmPasswordReset', 500);
      },
    });
    const user = await renderReset();
    await toPasswordStep(user);
    await user.type(screen.getByLabelText('New password'), 'N3w#pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'N3w#pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password change could not be completed. Please try again.',
    );

    api.mockImplementation(async () => {
      throw new ApiError('confirmPasswordReset', 429, { type: 'TooManyRequests', message: 'slow down' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});
