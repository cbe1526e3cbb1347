import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import { ApiError, ApiNetworkError, callApi } from '../../../web/src/lib/api';
import { report } from '../../../web/src/lib/errors';
import { englishI18n, i18nIn, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const EMAIL_ERROR = 'Please provide a valid email address.';
const MESSAGE_ERROR = 'Please provide message to describe the service request.';
const CATEGORIES = ['Legal', 'Suggestion', 'Question', 'Advertising', 'Business', 'Job opportunities'];

/** The mocked client, typed loosely so a test can answer with what the contract would refuse. */
const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  jest.resetAllMocks();
});

const emailField = () => screen.getByRole('textbox', { name: 'Your email address' });
const messageField = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

async function renderContact() {
  const user = userEvent.setup();
  await renderAppAt(i18n, '/contact');
  return user;
}

describe('contact page (001 §2, §4, §5, §7)', () => {
  it('shows the form with the six category flags, Question on by default, and the contact details', async () => {
    await renderContact();

    const categories = within(screen.getByRole('group', { name: 'What is your message about?' }));
    const boxes = categories.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(CATEGORIES);
    expect(
      boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => box.getAttribute('name')),
    ).toEqual(['question']);
    expect(screen.getByRole('link', { name: 'support@playjoin.example' })).toHaveAttribute(
      'href',
      'mailto:support@playjoin.example',
    );
    expect(document.title).toBe('Contact support · PlayJoin');
  });

  it('shows both validation messages inline, does not call the API and focuses the first field to fix', async () => {
    const user = await renderContact();

    await user.click(sendButton());

    expect(screen.getByText(EMAIL_ERROR)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_ERROR)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(EMAIL_ERROR);
    expect(messageField()).toHaveAccessibleDescription(MESSAGE_ERROR);
    expect(emailField()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it.each([
    ['not-an-email', 'Hello', [EMAIL_ERROR]],
    ['gamer@', 'Hello', [EMAIL_ERROR]],
    ['gamer@example.com', '   ', [MESSAGE_ERROR]],
  ])('rejects email %j with message %j', async (email, message, errors) => {
    const user = await renderContact();

    await user.type(emailField(), email);
    await user.type(messageField(), message);
    await user.click(sendButton());

    const shown = [EMAIL_ERROR, MESSAGE_ERROR].filter((text) => screen.queryByText(text));
    expect(shown).toEqual(errors);
    expect(callApi).not.toHaveBeenCalled();
  });

  it('clears a message once its field is corrected', async () => {
    const user = await renderContact();
    await user.click(sendButton());

    await user.type(emailField(), 'gamer@example.com');

    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText(MESSAGE_ERROR)).toBeInTheDocument();
  });

  it('sends the message with the typed client and shows the success alert with the reply address', async () => {
    api.mockResolvedValue({ affectedRows: 1 });
    const user = await renderContact();

    await user.type(emailField(), '  gamer@example.com ');
    await user.type(messageField(), '  I cannot change my username.  ');
    await user.click(screen.getByRole('checkbox', { name: 'Legal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Question' }));
    await user.click(screen.getByRole('checkbox', { name: 'Job opportunities' }));
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Message sent');
    expect(alert).toHaveTextContent(
      'Message sent to PlayJoin support. We will respond at gamer@example.com.',
    );
    expect(alert).toHaveFocus();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith('sendContactMessage', {
      email: 'gamer@example.com',
      legal: true,
      suggestion: false,
      question: false,
      advertising: false,
      business: false,
      jobOpportunities: true,
      contactDetails: 'I cannot change my username.',
    });
    // the form starts over
    expect(emailField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Question' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Legal' })).not.toBeChecked();
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
  });

  it('sends the defaults: question only, no ipAddress', async () => {
    api.mockResolvedValue({ affectedRows: 1 });
    const user = await renderContact();

    await user.type(emailField(), 'gamer@example.com');
    await user.type(messageField(), 'Hi');
    await user.click(sendButton());

    await screen.findByRole('alert');
    const [name, payload] = api.mock.calls[0]!;
    expect(name).toBe('sendContactMessage');
    expect(payload).toEqual({
      email: 'gamer@example.com',
      legal: false,
      suggestion: false,
      question: true,
      advertising: false,
      business: false,
      jobOpportunities: false,
      contactDetails: 'Hi',
    });
    expect(payload).not.toHaveProperty('ipAddress');
    // the real client validates with the route's schema: the payload satisfies it as sent
    expect(v.parse(routeNamed('sendContactMessage').body, payload)).toEqual(payload);
  });

  it.each([
    ['no stored row', { affectedRows: 0 }],
    ['an answer without affectedRows', {}],
  ])('shows the failure alert and keeps the input on %s', async (_case, answer) => {
    api.mockResolvedValue(answer);
    const user = await renderContact();

    await user.type(emailField(), 'gamer@example.com');
    await user.type(messageField(), 'Hello');
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Message not deliveredYour message could not be delivered. Please refresh the page and try again.',
    );
    expect(emailField()).toHaveValue('gamer@example.com');
    expect(messageField()).toHaveValue('Hello');
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the failure alert and reports a network failure', async () => {
    const failure = new ApiNetworkError('sendContactMessage', 'request failed');
    api.mockRejectedValue(failure);
    const user = await renderContact();

    await user.type(emailField(), 'gamer@example.com');
    await user.type(messageField(), 'Hello');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be delivered.');
    expect(report).toHaveBeenCalledWith(failure, { where: 'api:sendContactMessage' });
  });

  it('shows the failure alert without reporting a refusal (4xx)', async () => {
    api.mockRejectedValue(new ApiError('sendContactMessage', 400));
    const user = await renderContact();

    await user.type(emailField(), 'gamer@example.com');
    await user.type(messageField(), 'Hello');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Message not delivered');
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the sending state, ignores a second submit meanwhile, and dismisses the alert back to the form', async () => {
    let answer: (value: unknown) => void = () => {};
    api.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await renderContact();
    await user.type(emailField(), 'gamer@example.com');
    await user.type(messageField(), 'Hello');

    await user.click(sendButton());
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(callApi).toHaveBeenCalledTimes(1);

    answer({ affectedRows: 1 });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toHaveFocus());
  });

  it('speaks the visitor’s language, validation included', async () => {
    const spanish = await i18nIn('es');
    const user = userEvent.setup();
    await renderAppAt(spanish, '/contact');

    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(screen.getByText('Introduce una dirección de correo electrónico válida.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un mensaje que describa tu solicitud.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pregunta' })).toBeChecked();
  });
});
