import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { MessageDialog } from '../../../web/src/screens/UserCard/MessageDialog';
import { USER_UUID } from '../auth-fixtures';
import { aDirectMessage } from '../direct-message-fixtures';
import { englishI18n } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => jest.resetAllMocks());

function renderDialog(userName = 'NeonFox') {
  const onSent = jest.fn();
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MessageDialog
          uuid={USER_UUID}
          userName={userName}
          ownUserName="DemoGamer"
          onClose={onClose}
          onSent={onSent}
        />
      </SWRConfig>
    </I18nextProvider>,
  );
  return { onSent, onClose, input: screen.getByRole('textbox', { name: 'Your message' }) };
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('the message popup (000 §5 "Message to a user")', () => {
  it('opens with the focus in the textarea', () => {
    const { input } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Message to NeonFox' })).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('refuses an empty message with messageModal errorMsg1', () => {
    const { input } = renderDialog();
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message before sending.');
    fireEvent.change(input, { target: { value: ' <p></p> ' } });
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message before sending.');
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a message to yourself with errorMsg2', () => {
    const { input } = renderDialog('demogamer');
    fireEvent.change(input, { target: { value: 'me' } });
    send();
    expect(screen.getByRole('alert')).toHaveTextContent("You can't send a message to yourself.");
    expect(api).not.toHaveBeenCalled();
  });

  it('strips tags and URL-encodes the text, then reports it sent', async () => {
    api.mockImplementation(async (name) => {
      if (name === 'sendMessage') return aDirectMessage();
      return [];
    });
    const { input, onSent } = renderDialog();
    fireEvent.change(input, { target: { value: ' <b>gg & wp?</b> ' } });
    send();

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.mock.calls.find(([name]) => name === 'sendMessage')?.[1]).toEqual({
      uuid: USER_UUID,
      username: 'NeonFox',
      message: 'gg%20%26%20wp%3F',
    });
  });

  it('counts characters as the server does: 2,000 Japanese characters or emoji go, 2,001 do not', async () => {
    api.mockImplementation(async (name) => (name === 'sendMessage' ? aDirectMessage() : []));
    const body = routeNamed('sendMessage').body!;
    const { input, onSent } = renderDialog();
    // 2,001 characters once tags are stripped and the text trimmed: refused before anything is sent
    fireEvent.change(input, { target: { value: `<b>${'あ'.repeat(2001)}</b>` } });
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('This message is too long to send.');
    expect(api).not.toHaveBeenCalled();

    // about 220 characters used to be "too long" (the encoded length was compared with 2,000)
    const japanese = 'こんにちは、一緒に遊びませんか？'.repeat(125); // 2,000 characters, 18,000 once encoded
    expect([...japanese]).toHaveLength(2000);
    fireEvent.change(input, { target: { value: ` ${japanese} ` } });
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const sent = api.mock.calls.find(([name]) => name === 'sendMessage')![1] as { message: string };
    expect(decodeURIComponent(sent.message)).toBe(japanese);
    expect(v.safeParse(body, sent).success).toBe(true);
  });

  it('sends 2,000 emoji (a code point is one character, 12 once encoded) within the contract', async () => {
    api.mockImplementation(async (name) => (name === 'sendMessage' ? aDirectMessage() : []));
    const { input, onSent } = renderDialog();
    fireEvent.change(input, { target: { value: '🎮'.repeat(2000) } });
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const sent = api.mock.calls.find(([name]) => name === 'sendMessage')![1] as { message: string };
    expect(sent.message).toHaveLength(24000);
    expect(v.safeParse(routeNamed('sendMessage').body!, sent).success).toBe(true);
  });

  it('says when the server refuses it (blocked) and keeps the text', async () => {
    api.mockRejectedValue(new ApiError('sendMessage', 403, { type: 'blocked', message: 'blocked' }));
    const { input, onSent } = renderDialog();
    fireEvent.change(input, { target: { value: 'hello' } });
    send();

    expect(await screen.findByText("You can't exchange messages with NeonFox.")).toBeInTheDocument();
    expect(input).toHaveValue('hello');
    expect(onSent).not.toHaveBeenCalled();
  });
});
