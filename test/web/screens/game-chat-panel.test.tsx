import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { OWN_LIKE_REFUSED } from '../../../lib/contract/socket-frames';
import { callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { ChatPanel } from '../../../web/src/screens/GameModal/ChatPanel';
import { ConfigProvider } from '../../../web/src/state/config';
import type { ChatMessage } from '../../../web/src/state/realtime/game-chat-room';
import { USER_UUID } from '../auth-fixtures';
import { aChatMessage, aMessageFrame } from '../chat-fixtures';
import { FakeSocket } from '../fake-socket';
import { aGame, TEST_CONFIG } from '../fixtures';
import { englishI18n } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';
const GAME_ID = 7;

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
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const HISTORY = [
  aChatMessage({ messageId: '1700000000003', userId: OWN, messageText: 'my own words', likes: 1 }),
  aChatMessage({ messageId: '1700000000002', userId: 'AliceGamer', messageText: 'second message', likes: 2 }),
  aChatMessage({ messageId: '1700000000001', userId: 'BobGamer', messageText: 'first message' }),
];

function answer({
  history = HISTORY,
  plays = true,
  overrides = {},
}: { history?: ChatMessage[]; plays?: boolean; overrides?: Record<string, unknown> } = {}) {
  const answers: Record<string, unknown> = {
    getGameChatPage: { messageRepliesPage: { messages: history, lastEvaluatedKey: null } },
    listActiveChatUsers: {
      activeUsers: [{ UserName: 'AliceGamer', ProfilePicLink: '', AvailableNow: 1 }],
    },
    listGameChatUsers: {
      gameUserList: ['AliceGamer', 'Alfonso', 'BobGamer', OWN].map((UserName) => ({
        UserName,
        ProfilePicLink: '',
        AvailableNow: 1,
      })),
    },
    getUserProfileGames: plays ? [aGame({ Id: GAME_ID })] : [aGame({ Id: 99 })],
    postChatMentions: { affectedRows: 1 },
    listChatMessageLikes: {
      gameLikeUserList: [{ UserName: 'AliceGamer', ProfilePicLink: '', AvailableNow: 1 }],
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

async function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <ChatPanel uuid={USER_UUID} ownUserName={OWN} gameId={GAME_ID} gameName="Starfall Arena" />
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
  await screen.findByRole('log', { name: 'Chat messages' });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.latest();
  act(() => socket.accept());
  return socket;
}

const feed = () => screen.getByRole('log', { name: 'Chat messages' });
const items = () => within(feed()).getAllByRole('listitem');
const input = () => screen.getByRole('textbox', { name: 'Message to the Starfall Arena chat' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const pressEnter = (init: Partial<KeyboardEvent> = {}) =>
  fireEvent.keyDown(input(), { key: 'Enter', ...init });
const itemWith = (text: string) => items().find((item) => item.textContent?.includes(text))!;

describe('the room (000 §2 "Chat tab")', () => {
  it('shows the history oldest first with authors, the players here and the live state', async () => {
    answer();
    const socket = await renderPanel();

    expect(items().map((item) => within(item).getByText(/message|words/).textContent)).toEqual([
      'first message',
      'second message',
      'my own words',
    ]);
    expect(within(itemWith('first message')).getByText('BobGamer')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'In the chat now' })).toHaveTextContent('AliceGamer');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(socket.query).toMatchObject({
      userId: OWN,
      gameId: '7',
      auth: 'id-token',
      profileImage: 'media/me.png',
    });
    expect(callsTo('getGameChatPage')).toEqual([{ gameId: GAME_ID, userId: OWN, pageSize: 25 }]);
  });

  it('says so when the history fails, and reads it again on retry', async () => {
    let fail = true;
    answer({
      overrides: {
        getGameChatPage: () => {
          if (fail) throw new Error('down');
          return { messageRepliesPage: { messages: [], lastEvaluatedKey: null } };
        },
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <ConfigProvider value={TEST_CONFIG}>
            <ChatPanel uuid={USER_UUID} ownUserName={OWN} gameId={GAME_ID} gameName="Starfall Arena" />
          </ConfigProvider>
        </SWRConfig>
      </I18nextProvider>,
    );
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet — say hi!')).toBeInTheDocument();
  });

  it('prepends an older page without moving what is on screen', async () => {
    answer({
      overrides: {
        getGameChatPage: (input: { lastEvaluatedKeyMessageId?: string }) => ({
          messageRepliesPage: input.lastEvaluatedKeyMessageId
            ? {
                messages: [aChatMessage({ messageId: '1699999999999', messageText: 'ancient message' })],
                lastEvaluatedKey: null,
              }
            : { messages: HISTORY, lastEvaluatedKey: { gameId: GAME_ID, messageId: '1700000000001' } },
        }),
      },
    });
    await renderPanel();
    const log = feed();
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 100 * items().length });
    log.scrollTop = 0;
    fireEvent.scroll(log);

    await waitFor(() => expect(items()[0]).toHaveTextContent('ancient message'));
    expect(callsTo('getGameChatPage')[1]).toEqual({
      gameId: GAME_ID,
      userId: OWN,
      pageSize: 25,
      lastEvaluatedKeyGameId: GAME_ID,
      lastEvaluatedKeyMessageId: '1700000000001',
    });
    expect(log.scrollTop).toBe(100);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });
});

describe('sending (000 §5: empty text is not sent; Enter sends, Shift+Enter is a new line)', () => {
  it('shows the message at once as sending and replaces it with the server’s copy', async () => {
    answer();
    const socket = await renderPanel();

    type('   ');
    pressEnter();
    type('line one');
    pressEnter({ shiftKey: true });
    expect(socket.sent).toEqual([]);

    type('gg everyone');
    pressEnter();
    expect(input()).toHaveValue('');
    const frame = socket.sent[0] as { messageId: string };
    expect(frame).toEqual({
      action: 'sendmessage',
      messageId: expect.stringMatching(/^\d{13}$/),
      userId: OWN,
      profileImage: 'media/me.png',
      gameId: GAME_ID,
      parentMessageId: null,
      replyToId: null,
      messageText: 'gg everyone',
    });
    expect(within(itemWith('gg everyone')).getByText('Sending…')).toBeInTheDocument();

    act(() =>
      socket.receive(
        aMessageFrame({
          messageId: '1700000000000123',
          userId: OWN,
          messageText: 'gg everyone',
          clientMessageId: frame.messageId,
        }),
      ),
    );
    expect(items().filter((item) => item.textContent?.includes('gg everyone'))).toHaveLength(1);
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('shows a big room’s tick as its messages, replacing the pending copy, and keeps one copy of a redelivered tick', async () => {
    answer();
    const socket = await renderPanel();
    type('first!');
    pressEnter();
    const frame = socket.sent[0] as { messageId: string };
    const tick = {
      type: 'tick',
      messages: [
        aMessageFrame({ messageId: '1700000000000201', userId: 'someone_else', messageText: 'hello room' }),
        aMessageFrame({
          messageId: '1700000000000202',
          userId: OWN,
          messageText: 'first!',
          clientMessageId: frame.messageId,
        }),
      ],
    };

    act(() => socket.receive(tick));
    act(() => socket.receive(tick));

    expect(items().filter((item) => item.textContent?.includes('hello room'))).toHaveLength(1);
    expect(items().filter((item) => item.textContent?.includes('first!'))).toHaveLength(1);
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('catches up after a dropped connection: what was said while it was down comes from the newest page', async () => {
    let pages = 0;
    answer({
      overrides: {
        getGameChatPage: () => {
          pages += 1;
          const missed = aChatMessage({
            messageId: '1700000000004',
            userId: 'AliceGamer',
            messageText: 'said while away',
          });
          return {
            messageRepliesPage: {
              messages: pages === 1 ? HISTORY : [missed, ...HISTORY],
              lastEvaluatedKey: null,
            },
          };
        },
      },
    });
    const socket = await renderPanel();
    await screen.findByText('first message');

    act(() => socket.drop());
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3000 });
    act(() => FakeSocket.latest().accept());

    expect(await screen.findByText('said while away')).toBeInTheDocument();
    expect(items().filter((item) => item.textContent?.includes('first message'))).toHaveLength(1);
  });

  it('posts the unique names it mentions once the server has the message, never the author', async () => {
    answer();
    const socket = await renderPanel();

    type('hi @AliceGamer @alicegamer and @DemoGamer');
    pressEnter();
    const { messageId } = socket.sent[0] as { messageId: string };
    expect(callsTo('postChatMentions')).toEqual([]);
    act(() =>
      socket.receive(
        aMessageFrame({ messageId: '1700000000000900', userId: OWN, clientMessageId: messageId }),
      ),
    );

    await waitFor(() =>
      expect(callsTo('postChatMentions')).toEqual([
        { messageId: '1700000000000900', userIds: ['AliceGamer'], sourceAuthor: OWN, gameId: GAME_ID },
      ]),
    );
  });

  it('keeps a message the server slowed down as failed, with a retry and a polite notice', async () => {
    answer();
    const socket = await renderPanel();
    type('too fast');
    pressEnter();
    const { messageId } = socket.sent[0] as { messageId: string };

    act(() => socket.receive({ type: 'alert', alert: 'slowDown', retryAfterMs: 3000, messageId }));

    expect(screen.getByText(/You're sending messages quickly — wait 3 seconds/)).toBeInTheDocument();
    fireEvent.click(within(itemWith('too fast')).getByRole('button', { name: 'Retry' }));
    expect(socket.sent).toHaveLength(2);
    expect((socket.sent[1] as { messageId: string }).messageId).toBe(messageId);
  });
});

describe('replies (000 §4 "Reply mode")', () => {
  it('replies to the thread’s root and the author, shows the bar, takes the player to the input, and clears it on close or send', async () => {
    answer({
      history: [
        aChatMessage({ messageId: '1700000000001', userId: 'BobGamer', messageText: 'x'.repeat(50) }),
        aChatMessage({
          messageId: '1700000000002',
          userId: 'AliceGamer',
          messageText: 'a reply',
          parentMessageId: '1700000000001',
          replyToId: 'BobGamer',
        }),
        aChatMessage({ messageId: '1700000000003', userId: OWN, messageText: 'mine' }),
      ],
    });
    const socket = await renderPanel();

    expect(within(itemWith('a reply')).getByText(`@BobGamer: ${'x'.repeat(40)} ...`)).toBeInTheDocument();
    expect(within(itemWith('mine')).queryByRole('button', { name: /Reply to/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reply to AliceGamer' }));
    // the answer is written at once: the input has the focus
    expect(input()).toHaveFocus();
    expect(screen.getByText('Replying to @AliceGamer: a reply')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop replying to AliceGamer' }));
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reply to AliceGamer' }));
    type('agreed');
    pressEnter();
    expect(socket.sent[0]).toMatchObject({ parentMessageId: '1700000000001', replyToId: 'AliceGamer' });
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
  });
});

describe('likes (000 §4, §5)', () => {
  it('toggles at once, takes the confirmed count, and rolls back on an error frame', async () => {
    answer();
    const socket = await renderPanel();
    const like = screen.getByRole('button', { name: 'Like the message of AliceGamer' });

    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(itemWith('second message')).getByRole('button', { name: '3 likes: see who liked it' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.sent).toEqual([
        {
          action: 'likes',
          messageId: '1700000000002',
          userId: OWN,
          likeCount: 1,
          gameId: GAME_ID,
          profilePicLink: 'media/me.png',
        },
      ]),
    );
    act(() =>
      socket.receive({
        type: 'likes',
        message: 'Likes update successful.',
        messageId: '1700000000002',
        newLikeCount: 5,
      }),
    );
    expect(
      within(itemWith('second message')).getByRole('button', { name: '5 likes: see who liked it' }),
    ).toBeInTheDocument();

    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(socket.sent).toHaveLength(2));
    expect(socket.sent[1]).toMatchObject({ likeCount: -1 });
    act(() =>
      socket.receive({ type: 'error', message: 'Not found', code: 'notFound', messageId: '1700000000002' }),
    );
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(itemWith('second message')).getByRole('button', { name: '5 likes: see who liked it' }),
    ).toBeInTheDocument();
    expect(screen.getByText('That message is no longer in the chat.')).toBeInTheDocument();
  });

  it('refuses a like of your own message with the spec’s words, sending nothing', async () => {
    answer();
    const socket = await renderPanel();

    fireEvent.click(
      within(itemWith('my own words')).getByRole('button', { name: 'Like the message of DemoGamer' }),
    );

    expect(screen.getByText(OWN_LIKE_REFUSED).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(OWN_LIKE_REFUSED)).toBeInTheDocument();
    expect(socket.sent).toEqual([]);
  });

  it('lists who liked a message from its count', async () => {
    answer();
    await renderPanel();

    fireEvent.click(
      within(itemWith('second message')).getByRole('button', { name: '2 likes: see who liked it' }),
    );

    const popup = screen.getByRole('dialog', { name: 'Who liked the message of AliceGamer' });
    expect(await within(popup).findByText('AliceGamer')).toBeInTheDocument();
    expect(callsTo('listChatMessageLikes')).toEqual([{ messageId: '1700000000002' }]);
    fireEvent.click(within(popup).getByRole('button', { name: 'Close the likes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('mentions (000 §4: the picker opens on "@" at the end and closes on a space)', () => {
  it('offers the room’s names, filtered, picked with the keyboard, closed by a space or Escape', async () => {
    answer();
    await renderPanel();
    await waitFor(() => expect(callsTo('listGameChatUsers')).toHaveLength(1));

    type('hey @Al');
    const list = await screen.findByRole('listbox', { name: 'Mention a player' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['@AliceGamer', '@Alfonso']);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { name: '@Alfonso' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveValue('hey @Alfonso ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    type('hey @Alfonso @');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    type('hey @Alfonso @ ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    type('hey @Alfonso @B');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the platform picker (000 §2)', () => {
  it("saves the caller's platform for the game with its other details", async () => {
    answer({ overrides: { saveGameAttributes: { affectedRows: 1 } } });
    await renderPanel();
    const picker = await screen.findByRole('combobox', {
      name: 'What platform are you playing this game on?',
    });
    await waitFor(() => expect(picker).toBeEnabled());

    fireEvent.change(picker, { target: { value: '5' } });

    expect(await screen.findByText('Platform saved.')).toBeInTheDocument();
    expect(callsTo('saveGameAttributes')).toEqual([
      {
        uuid: USER_UUID,
        gameSelections: [
          {
            gameId: GAME_ID,
            platform: 5,
            frequency: expect.any(Number),
            skillLevel: expect.any(Number),
            rating: expect.any(Number),
          },
        ],
      },
    ]);
  });
});

describe('text is plain text (links safe, HTML shown as written)', () => {
  it('renders http(s) links as safe links and markup as text', async () => {
    answer({
      history: [
        aChatMessage({
          messageText:
            '<img src=x onerror=alert(1)><b>bold</b> see https://example.com/guide and javascript:alert(1)',
        }),
      ],
    });
    await renderPanel();

    const link = within(feed()).getByRole('link', { name: /https:\/\/example\.com\/guide/ });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(within(feed()).getAllByRole('link')).toHaveLength(1);
    expect(feed().querySelector('img[src="x"], b')).toBeNull();
    expect(feed()).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b> see');
  });
});

describe('a game the caller does not play (000 §2: Add Game replaces the input)', () => {
  it('shows the Add Game button instead of the input, and the input once the game is added', async () => {
    let plays = false;
    answer({
      overrides: {
        getUserProfileGames: () => (plays ? [aGame({ Id: GAME_ID })] : [aGame({ Id: 99 })]),
        addGameFromModal: () => {
          plays = true;
          return { affectedRows: 1 };
        },
      },
    });
    await renderPanel();

    const add = await screen.findByRole('button', { name: 'Add Game' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(add);

    expect(
      await screen.findByRole('textbox', { name: 'Message to the Starfall Arena chat' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Game' })).not.toBeInTheDocument();
  });
});
