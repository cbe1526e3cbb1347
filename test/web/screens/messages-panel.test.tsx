import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { SideNav } from '../../../web/src/components/SideNav';
import { callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { MessagesPanel } from '../../../web/src/screens/Messages';
import { ConfigProvider } from '../../../web/src/state/config';
import { useMessagesDot } from '../../../web/src/state/messages-dot';
import { SessionProvider } from '../../../web/src/state/session';
import { USER_UUID } from '../auth-fixtures';
import { aDirectMessage, aDirectMessageFrame } from '../direct-message-fixtures';
import { FakeSocket } from '../fake-socket';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, sidePanelScreens } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';
const LONG = 'x'.repeat(60);

let i18n: I18n;
const realWebSocket = globalThis.WebSocket;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
  FakeSocket.instances = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
  jest.resetAllMocks();
  localStorage.clear();
});

const SUMMARY = [
  aDirectMessage({
    Id: '1700000000000300',
    CurrentUser: OWN,
    MessagedUser: 'NeonFox',
    Message: LONG,
    ReadMessage: 0,
  }),
  aDirectMessage({
    Id: '1700000000000200',
    CurrentUser: OWN,
    MessagedUser: 'PixelMage',
    Message: 'see you',
    ReadMessage: 1,
  }),
];
/** NeonFox's conversation: one of mine, then two unread from NeonFox. */
const HISTORY = [
  aDirectMessage({ Id: '1700000000000100', CurrentUser: OWN, MessagedUser: 'NeonFox', Message: 'hi' }),
  aDirectMessage({ Id: '1700000000000200', Message: 'hey', ReadMessage: 0 }),
  aDirectMessage({ Id: '1700000000000300', Message: LONG, ReadMessage: 0 }),
];

type Answer = unknown | ((input: unknown) => unknown);
function answer(overrides: Record<string, Answer> = {}) {
  let unread = 2;
  const answers: Record<string, Answer> = {
    getMessageSummary: SUMMARY,
    countUnreadMessages: () => [{ userMessageCount: unread }],
    getMessageHistory: HISTORY,
    markMessageRead: () => {
      unread = 0;
      return 'Successful Update';
    },
    ...overrides,
  };
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}
const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

function Frame() {
  const dot = useMessagesDot();
  return <SideNav screens={sidePanelScreens({ messages: <MessagesPanel /> })} dots={{ messages: dot }} />;
}

function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <SessionProvider value={{ idToken: 'id-token', expiresAt: Date.now() + 3600_000, uuid: USER_UUID }}>
            <Frame />
          </SessionProvider>
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

const messagesButton = () => screen.getByRole('button', { name: /^Messages/ });
const panel = () => within(screen.getByRole('region', { name: 'Messages' }));
const log = () => screen.getByRole('log', { name: 'Messages with NeonFox' });

async function openConversation() {
  renderPanel();
  fireEvent.click(messagesButton());
  fireEvent.click(await panel().findByRole('button', { name: /NeonFox/ }));
  await within(await screen.findByRole('log')).findByText('hey');
  await act(async () => {
    await Promise.resolve();
  });
  const socket = FakeSocket.latest();
  act(() => socket.accept());
  return socket;
}

describe('the conversation list (000 §2, §9)', () => {
  it('shows each conversation with its preview cut at 50 characters and an unread mark', async () => {
    answer();
    renderPanel();
    fireEvent.click(messagesButton());

    const list = await panel().findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(`${'x'.repeat(50)}...`);
    expect(rows[0]).toHaveAccessibleName(expect.stringContaining('Unread'));
    expect(rows[1]).not.toHaveAccessibleName(expect.stringContaining('Unread'));
  });

  it('says when there is no conversation', async () => {
    answer({ getMessageSummary: [] });
    renderPanel();
    fireEvent.click(messagesButton());

    expect(await panel().findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows a loading state, then a failure with a retry that reads the list again', async () => {
    let fail = true;
    answer({
      getMessageSummary: () => {
        if (fail) throw new Error('down');
        return SUMMARY;
      },
    });
    renderPanel();
    fireEvent.click(messagesButton());
    expect(panel().getByRole('status')).toHaveTextContent('Loading your conversations…');

    const alert = await panel().findByRole('alert');
    expect(alert).toHaveTextContent('Your conversations could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await panel().findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });
});

describe('a conversation (000 §4 "Direct messages")', () => {
  it('marks the newest incoming message read on open, and the Messages dot goes away', async () => {
    answer();
    renderPanel();
    await waitFor(() => expect(messagesButton()).toHaveAccessibleName('Messages (unread)'));
    fireEvent.click(messagesButton());
    fireEvent.click(await panel().findByRole('button', { name: /NeonFox/ }));

    await waitFor(() =>
      expect(callsTo('markMessageRead')).toEqual([
        { uuid: USER_UUID, username: 'NeonFox', messageId: '1700000000000300' },
      ]),
    );
    await waitFor(() => expect(messagesButton()).toHaveAccessibleName('Messages'));
    expect(callsTo('getMessageHistory')[0]).toEqual({ uuid: USER_UUID, username: 'NeonFox', limit: 50 });
    expect(FakeSocket.latest().query).toEqual({ fromUser: OWN, toUser: 'NeonFox', auth: 'id-token' });
  });

  it('shows this conversation’s live messages and not another’s', async () => {
    answer();
    const socket = await openConversation();

    act(() => {
      socket.receive(
        aDirectMessageFrame({ Id: '1700000000000400', CurrentUser: 'PixelMage', Message: 'elsewhere' }),
      );
      socket.receive(aDirectMessageFrame({ Id: '1700000000000500', Message: 'ready?', ReadMessage: 0 }));
    });

    expect(await within(log()).findByText('ready?')).toBeInTheDocument();
    expect(within(log()).queryByText('elsewhere')).toBeNull();
    await waitFor(() =>
      expect(callsTo('markMessageRead').at(-1)).toMatchObject({ messageId: '1700000000000500' }),
    );
  });

  it('catches up after a dropped connection: what was sent while it was down comes from the newest page', async () => {
    let reads = 0;
    answer({
      getMessageHistory: () => {
        reads += 1;
        const missed = aDirectMessage({ Id: '1700000000000600', Message: 'sent while away', ReadMessage: 0 });
        return reads === 1 ? HISTORY : [...HISTORY, missed];
      },
    });
    const socket = await openConversation();

    act(() => socket.drop());
    await waitFor(() => expect(FakeSocket.latest()).not.toBe(socket), { timeout: 3000 });
    act(() => FakeSocket.latest().accept());

    expect(await within(log()).findByText('sent while away')).toBeInTheDocument();
    expect(within(log()).getAllByText('hey')).toHaveLength(1);
  });

  it('refuses an empty message (errorMsg1) and one empty once trimmed and stripped (errorMsg2)', async () => {
    answer();
    const socket = await openConversation();
    const input = screen.getByRole('textbox', { name: 'Message to NeonFox' });

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Please write a message before sending.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '  <b> </b> ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      screen.getByText('Your message is empty once spaces and HTML tags are removed.'),
    ).toBeInTheDocument();
    expect(socket.sent).toEqual([]);
  });

  it('sends on Enter, shows it as sending, and replaces it with the server’s message', async () => {
    answer();
    const socket = await openConversation();
    const input = screen.getByRole('textbox', { name: 'Message to NeonFox' });

    fireEvent.change(input, { target: { value: 'gg <i>wp</i>' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(within(log()).getByText('Sending…')).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.sent).toEqual([
        { action: 'sendmessage', data: 'gg <i>wp</i>', fromUserName: OWN, toUserName: 'NeonFox' },
      ]),
    );
    act(() =>
      socket.receive(
        aDirectMessageFrame({
          Id: '1700000000000600',
          CurrentUser: OWN,
          MessagedUser: 'NeonFox',
          Message: 'gg wp',
        }),
      ),
    );
    expect(await within(log()).findByText('gg wp')).toBeInTheDocument();
    expect(within(log()).queryByText('Sending…')).toBeNull();
  });

  it('puts an older page above the messages when asked, with `before` the oldest id', async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      aDirectMessage({ Id: String(1700000000001000 + index), Message: `m${index}` }),
    );
    answer({
      getMessageHistory: (input: unknown) =>
        (input as { before?: string }).before
          ? [aDirectMessage({ Id: '1700000000000900', Message: 'the oldest' })]
          : page,
    });
    renderPanel();
    fireEvent.click(messagesButton());
    fireEvent.click(await panel().findByRole('button', { name: /NeonFox/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show older messages' }));

    expect(await within(log()).findByText('the oldest')).toBeInTheDocument();
    expect(callsTo('getMessageHistory').at(-1)).toEqual({
      uuid: USER_UUID,
      username: 'NeonFox',
      limit: 50,
      before: '1700000000001000',
    });
    const items = within(log()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('the oldest');
    expect(items).toHaveLength(51);
    // a short page was the last one
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('goes back to the list with the focus on the conversation’s row', async () => {
    answer();
    await openConversation();
    fireEvent.click(screen.getByRole('button', { name: /Back to conversations/ }));
    await waitFor(() => expect(panel().getByRole('button', { name: /NeonFox/ })).toHaveFocus());
  });
});
