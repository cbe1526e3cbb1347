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

describe('forgot password: the code limits are never a dead end (lambdas/auth/attempts.ts)', () => {
  const clock = (epochMs: number) =>
    new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(epochMs);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function submitPassword(user: ReturnType<typeof userEvent.setup>) {
    const password = screen.getByLabelText('New password');
    if (!(password as HTMLInputElement).value) {
      await user.type(password, 'N3w#pass');
      await user.type(screen.getByLabelText('Repeat new password'), 'N3w#pass');
    }
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('keeps a pasted code that is too long and shows the rule at once, instead of cutting it', async () => {
    answer({ requestPasswordReset: delivered });
    const user = await renderReset();
    await toCodeStep(user);
    const field = screen.getByRole('textbox', { name: 'Verification code' });

    await user.click(field);
    await user.paste('1234567');

    expect(field).toHaveValue('1234567');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      '6 digits The code must be a 6-digit number. You entered 7 characters; the most is 6.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(field).toHaveValue('1234567');
  });

  it.each([
    [
      3,
      'The verification code is not correct. Please check it and try again. 3 attempts left for this code.',
    ],
    [1, 'The verification code is not correct. Please check it and try again. 1 attempt left for this code.'],
    [
      0,
      'The verification code is not correct. Please check it and try again. No attempts are left for this code: choose Send a new code to get one you can use straight away.',
    ],
  ])('says how many attempts the code has left after a wrong one (%i)', async (attemptsLeft, message) => {
    answer({
      requestPasswordReset: delivered,
      confirmPasswordReset: () => {
        throw new ApiError('confirmPasswordReset', 400, {
          type: 'CodeMismatch',
          message: 'wrong',
          attemptsLeft,
        });
      },
    });
    const user = await renderReset();
    await toPasswordStep(user);
    await submitPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('after the lockout a new code works at once; the one typed is kept and the lockout says when to retry it', async () => {
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start);
    // a fake of the server's rule: 5 wrong codes per code window, a sent code opens a fresh window
    let current = '111111';
    let wrong = 0;
    answer({
      requestPasswordReset: () => {
        current = current === '111111' ? '222222' : '111111';
        wrong = 0;
        return delivered();
      },
      confirmPasswordReset: () => {
        const { code } = api.mock.calls.at(-1)![1] as { code: string };
        if (wrong >= 5) {
          throw new ApiError('confirmPasswordReset', 429, {
            type: 'TooManyRequests',
            message: 'too many attempts: try again in 10 minutes',
            attemptsLeft: 0,
            retryAfterSeconds: 600,
          });
        }
        if (code !== current) {
          wrong += 1;
          throw new ApiError('confirmPasswordReset', 400, {
            type: 'CodeMismatch',
            message: 'wrong',
            attemptsLeft: 5 - wrong,
          });
        }
        return { affectedRows: 1 };
      },
    });
    const user = await renderReset();
    await toCodeStep(user); // the code sent is 222222
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '999999');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await submitPassword(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        attempt < 5 ? `${5 - attempt} attempt` : 'No attempts are left for this code',
      );
    }

    // the real code, after the lockout: refused, back to the code step with a way on
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '222222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await submitPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Too many wrong codes. Choose Send a new code to get a new code you can use straight away, or try this code again at ${clock(start + 600_000)}.`,
    );
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('222222');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new verification code is on its way. Earlier wrong attempts no longer count.',
    );

    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await submitPassword(user);

    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.mock.calls.at(-1)).toEqual([
      'confirmPasswordReset',
      { email: EMAIL, code: '111111', password: 'N3w#pass' },
    ]);
  });

  it('a refused code request says when the next may be asked for, and asks no more until then', async () => {
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    let requests = 0;
    answer({
      requestPasswordReset: () => {
        requests += 1;
        if (requests === 1) return delivered();
        throw new ApiError('requestPasswordReset', 429, {
          type: 'TooManyRequests',
          message: 'too many attempts: try again in 30 minutes',
          attemptsLeft: 0,
          retryAfterSeconds: 1800,
        });
      },
    });
    const user = await renderReset();
    await toCodeStep(user);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    const at = clock(now + 1_800_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You have asked for codes too often. You can ask for another at ${at}. The code you already have still works.`,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`You can ask for another at ${at}.`);
    expect(requests).toBe(2);
  });

  it('a code request refused at step 1 still lets a code already received be entered', async () => {
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    answer({
      requestPasswordReset: () => {
        throw new ApiError('requestPasswordReset', 429, {
          type: 'TooManyRequests',
          message: 'too many attempts: try again in 5 minutes',
          attemptsLeft: 0,
          retryAfterSeconds: 300,
        });
      },
    });
    const user = await renderReset();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You have asked for codes too often. You can ask for another at ${clock(now + 300_000)}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Enter a code I already have' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('words the lockout in the interface language (pt)', async () => {
    answer({
      requestPasswordReset: delivered,
      confirmPasswordReset: () => {
        throw new ApiError('confirmPasswordReset', 429, {
          type: 'TooManyRequests',
          message: 'locked',
          attemptsLeft: 0,
          retryAfterSeconds: 600,
        });
      },
    });
    const pt = await i18nIn('pt');
    const user = await renderReset(pt, 'Redefinir a senha');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Receber o código de verificação' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código de verificação' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Nova senha'), 'N3w#pass');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'N3w#pass');
    await user.click(screen.getByRole('button', { name: 'Alterar a senha' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Códigos errados demais. Escolha Enviar um novo código',
    );
  });
});
