import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { NotificationsPanel } from '../../../web/src/screens/Notifications';
import { ConfigProvider } from '../../../web/src/state/config';
import { aChatMessage, aMessageFrame } from '../chat-fixtures';
import { FakeSocket } from '../fake-socket';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n } from '../helpers';
import { aChatNotification, aNotificationPage } from '../notification-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';

let i18n: I18n;
const realWebSocket = globalThis.WebSocket;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
  localStorage.setItem(SESSION_VALUE_KEYS.profilePicLink, 'media/me.png');
  FakeSocket.instances = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  jest.useRealTimers();
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
  jest.resetAllMocks();
  localStorage.clear();
});

const ITEMS = [
  aChatNotification({
    messageId: '1700000000300',
    notiType: 'liked',
    likedCount: 4,
    userId: 'AliceGamer',
    profileImageUserId1: 'AliceGamer',
    profileImageUserId2: 'CarolGamer',
    profileImage2: 'media/carol.png',
    isRead: false,
    messageText: 'my best play',
  }),
  aChatNotification({ messageId: '1700000000200', respondedCount: 3, isRead: false }),
  aChatNotification({
    messageId: '1700000000100',
    parentMessageId: '1700000000050',
    notiType: 'tagged',
    respondedCount: 0,
    taggedCount: 1,
    userId: 'CarolGamer',
    profileImageUserId1: 'CarolGamer',
    messageText: '@DemoGamer join us https://example.com/lobby',
  }),
];

type Answer = unknown | ((input: unknown) => unknown);

function answer(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    listChatNotifications: aNotificationPage(ITEMS),
    countUnreadChatNotifications: { notiCountUnread: 2 },
    markChatNotificationsRead: { affectedRows: 1 },
    getChatNotificationThread: {
      parentMessage: aChatMessage({
        messageId: '1700000000200',
        userId: OWN,
        messageText: 'who is up for ranked?',
      }),
      replies: [
        aChatMessage({
          messageId: '1700000000201',
          userId: 'BobGamer',
          parentMessageId: '1700000000200',
          replyToId: OWN,
          messageText: 'me!',
        }),
      ],
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

function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <NotificationsPanel />
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const chatTab = () => screen.getByRole('tab', { name: /^Chat/ });
const openChat = () => fireEvent.click(chatTab());
const list = () => screen.getByRole('list', { name: 'Chat notifications' });
const items = () =>
  within(list())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list());
const itemWith = (text: string) => items().find((item) => item.textContent?.includes(text))!;

describe('the panel (000 §2 "Notification modal (General and Chat tabs)")', () => {
  it('has General and Chat tabs; arrow keys move between them', async () => {
    answer();
    renderPanel();

    const general = screen.getByRole('tab', { name: 'General' });
    expect(general).toHaveAttribute('aria-selected', 'true');
    // outside the checked session the General tab reads nothing (its lists: notifications-general.test.tsx)
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Chat 2 unread' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    general.focus();
    fireEvent.keyDown(general, { key: 'ArrowRight' });
    expect(chatTab()).toHaveAttribute('aria-selected', 'true');
    expect(chatTab()).toHaveFocus();
    expect(await screen.findByRole('list', { name: 'Chat notifications' })).toBeInTheDocument();
  });

  it('shows "99+" above 99 unread', async () => {
    answer({ countUnreadChatNotifications: { notiCountUnread: 100 } });
    renderPanel();
    expect(await screen.findByRole('tab', { name: 'Chat 99+ unread' })).toHaveTextContent('99+');
  });
});

describe('the Chat tab (000 §3 "Chat notification item", §4)', () => {
  it('lists the notifications newest first with their sentence, game, text and unread highlight', async () => {
    answer();
    renderPanel();
    openChat();
    await screen.findByRole('list', { name: 'Chat notifications' });

    expect(items().map((item) => item.querySelector('.noti-item__sentence')!.textContent)).toEqual([
      'UnreadAliceGamer and 3 others liked your message',
      'UnreadBobGamer answered your message (3 replies)',
      'CarolGamer mentioned you',
    ]);
    expect(callsTo('listChatNotifications')).toEqual([{ userId: OWN, pageSize: 50 }]);
    const liked = itemWith('AliceGamer');
    expect(liked).toHaveClass('noti-item--unread');
    expect(within(liked).getByText('Unread')).toBeInTheDocument();
    expect(liked).toHaveTextContent('in Starfall Arena');
    expect(liked.querySelectorAll('.noti-item__face')).toHaveLength(2);
    const tagged = itemWith('CarolGamer mentioned you');
    expect(tagged).not.toHaveClass('noti-item--unread');
    expect(within(tagged).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(tagged).getByRole('link', { name: /example\.com\/lobby/ })).toHaveAttribute(
      'href',
      'https://example.com/lobby',
    );
    // a reply is offered on answers and mentions, not on likes
    expect(within(liked).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(within(tagged).getByRole('button', { name: 'Reply to CarolGamer' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    answer({
      listChatNotifications: aNotificationPage([]),
      countUnreadChatNotifications: { notiCountUnread: 0 },
    });
    renderPanel();
    openChat();
    expect(await screen.findByText('No chat notifications yet')).toBeInTheDocument();
  });

  it('shows a failure with a retry that reads the list again', async () => {
    let fail = true;
    answer({
      listChatNotifications: () => {
        if (fail) throw new Error('offline');
        return aNotificationPage(ITEMS);
      },
    });
    renderPanel();
    openChat();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat notifications could not be loaded.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Chat notifications' })).toBeInTheDocument();
    expect(items()).toHaveLength(3);
  });

  it('reads the next page 1 s after the list is scrolled near its end, while there is a key', async () => {
    answer({
      listChatNotifications: (input: { lastEvaluatedKeyMessageId?: string }) =>
        input.lastEvaluatedKeyMessageId
          ? aNotificationPage([
              aChatNotification({
                messageId: '1600000000000',
                userId: 'OldFriend',
                profileImageUserId1: 'OldFriend',
              }),
            ])
          : aNotificationPage(ITEMS, 'cursor-1'),
    });
    renderPanel();
    openChat();
    await screen.findByRole('list', { name: 'Chat notifications' });
    jest.useFakeTimers();

    const scroller = list().parentElement!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    scroller.scrollTop = 1000; // far from the end
    fireEvent.scroll(scroller);
    await advance(2000);
    expect(callsTo('listChatNotifications')).toHaveLength(1);

    scroller.scrollTop = 2400; // at the end
    fireEvent.scroll(scroller);
    await advance(999);
    expect(callsTo('listChatNotifications')).toHaveLength(1);
    await advance(1);
    expect(callsTo('listChatNotifications')[1]).toEqual({
      userId: OWN,
      pageSize: 50,
      lastEvaluatedKeyMessageId: 'cursor-1',
    });
    await advance(0);
    expect(items()).toHaveLength(4);
    expect(items()[3]).toHaveTextContent('OldFriend answered your message');

    // the last page had no key: nothing more is asked for
    fireEvent.scroll(scroller);
    await advance(5000);
    expect(callsTo('listChatNotifications')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('marking read (000 §4, §9: 5 seconds after the Chat tab opens)', () => {
  it('marks them read after 5 s, then reads the unread count again', async () => {
    let unread = 2;
    answer({ countUnreadChatNotifications: () => ({ notiCountUnread: unread }) });
    jest.useFakeTimers();
    renderPanel();
    await advance(0);
    openChat();
    await advance(0);
    expect(items()).toHaveLength(3);
    const countsBefore = callsTo('countUnreadChatNotifications').length;

    await advance(4999);
    expect(callsTo('markChatNotificationsRead')).toEqual([]);
    unread = 0;
    await advance(1);
    expect(callsTo('markChatNotificationsRead')).toEqual([{ userId: OWN }]);
    await advance(0);
    expect(callsTo('countUnreadChatNotifications').length).toBeGreaterThan(countsBefore);
    expect(chatTab()).toHaveAccessibleName('Chat');
    // what was new stays highlighted while the tab is open
    expect(itemWith('AliceGamer')).toHaveClass('noti-item--unread');

    await advance(10_000);
    expect(callsTo('markChatNotificationsRead')).toHaveLength(1);
  });

  it('does not mark them when the tab is left before 5 s', async () => {
    answer();
    jest.useFakeTimers();
    renderPanel();
    await advance(0);
    openChat();
    await advance(3000);
    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    await advance(10_000);
    expect(callsTo('markChatNotificationsRead')).toEqual([]);
  });
});

describe("'Load full message' (000 §4)", () => {
  it('expands the thread beneath the item and Hide collapses it', async () => {
    const user = userEvent.setup();
    answer();
    renderPanel();
    openChat();
    await screen.findByRole('list', { name: 'Chat notifications' });
    const item = itemWith('BobGamer answered');

    const load = within(item).getByRole('button', { name: 'Load full message' });
    expect(load).toHaveAttribute('aria-expanded', 'false');
    await user.click(load);
    const thread = await within(item).findByRole('region', { name: 'Conversation in Starfall Arena' });
    expect(thread).toHaveTextContent('who is up for ranked?');
    expect(within(thread).getByRole('list', { name: 'Replies' })).toHaveTextContent('me!');
    expect(callsTo('getChatNotificationThread')).toEqual([
      { messageId: '1700000000200', userId: OWN, notiType: 'responded' },
    ]);

    const hide = within(item).getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', thread.parentElement!.id);
    await user.click(hide);
    expect(within(item).queryByRole('region')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Load full message' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('Reply (000 §4 "Reply opens a textarea", §5)', () => {
  async function openReply(text: string) {
    const user = userEvent.setup();
    answer();
    renderPanel();
    openChat();
    await screen.findByRole('list', { name: 'Chat notifications' });
    const item = itemWith(text);
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    return { user, item };
  }

  it('refuses an empty reply with notiChat errorMsg2 and opens no connection', async () => {
    const { user, item } = await openReply('BobGamer answered');
    const box = within(item).getByRole('textbox', { name: 'Your reply to BobGamer' });
    expect(box).toHaveFocus();

    await user.type(box, '   ');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));

    expect(within(item).getByRole('alert')).toHaveTextContent('Please write a reply first.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('sends it as a reply in the thread, waits for the echo, closes the connection and says so', async () => {
    const { user, item } = await openReply('CarolGamer mentioned you');
    await user.type(within(item).getByRole('textbox', { name: 'Your reply to CarolGamer' }), '  on my way ');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.latest();
    expect(socket.query).toMatchObject({
      userId: OWN,
      gameId: '7',
      auth: 'id-token',
      profileImage: 'media/me.png',
      // a connection only for this reply: leaving it does not mark the room read
      mode: 'reply',
    });
    act(() => socket.accept());
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    const frame = socket.sent[0] as { messageId: string };
    expect(frame).toEqual({
      action: 'sendmessage',
      messageId: expect.any(String),
      userId: OWN,
      profileImage: 'media/me.png',
      gameId: 7,
      parentMessageId: '1700000000050',
      replyToId: 'CarolGamer',
      messageText: 'on my way',
    });
    expect(within(item).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(socket.closedByClient).toBe(false);

    act(() =>
      socket.receive(
        aMessageFrame({
          messageId: '1700000000999',
          userId: OWN,
          parentMessageId: '1700000000050',
          replyToId: 'CarolGamer',
          messageText: 'on my way',
          clientMessageId: frame.messageId,
        }),
      ),
    );

    expect(await within(item).findByText('Reply sent')).toBeInTheDocument();
    expect(socket.closedByClient).toBe(true);
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reply to CarolGamer' })).toHaveFocus();
  });

  it('words a slowDown alert and closes the connection', async () => {
    const { user, item } = await openReply('BobGamer answered');
    await user.type(within(item).getByRole('textbox'), 'again');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.latest();
    act(() => socket.accept());
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    const frame = socket.sent[0] as { messageId: string; parentMessageId: string; replyToId: string };
    expect(frame).toMatchObject({ parentMessageId: '1700000000200', replyToId: 'BobGamer' });

    act(() =>
      socket.receive({ type: 'alert', alert: 'slowDown', retryAfterMs: 4200, messageId: frame.messageId }),
    );

    expect(await within(item).findByRole('alert')).toHaveTextContent(
      "You're sending messages quickly — wait 5 seconds and try again.",
    );
    expect(socket.closedByClient).toBe(true);
    expect(within(item).getByRole('textbox')).toHaveValue('again');
  });

  it('Escape closes the reply box, not the panel', async () => {
    const { user, item } = await openReply('BobGamer answered');
    const onDocument = jest.fn();
    document.addEventListener('keydown', onDocument);
    await user.type(within(item).getByRole('textbox'), '{Escape}');
    document.removeEventListener('keydown', onDocument);
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(onDocument).not.toHaveBeenCalled();
  });
});
