import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { useNotificationsDot } from '../../../web/src/state/notifications-dot';
import { useRoomRead, withRoomRead } from '../../../web/src/state/realtime/room-read';
import { useUnreadGameChat } from '../../../web/src/state/server/game-chat';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';
const GAME = 7;
const OTHER_GAME = 9;

beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
  api.mockImplementation(async (name) => {
    if (name === 'countUnreadGameChat')
      return {
        gameCountUnread: {
          body: [
            { gameId: GAME, count: 2 },
            { gameId: OTHER_GAME, count: 0 },
          ],
        },
      };
    if (name === 'countUnreadChatNotifications') return { notiCountUnread: 0 };
    throw new Error(`unexpected call ${name}`);
  });
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

const unreadCalls = () => api.mock.calls.filter(([name]) => name === 'countUnreadGameChat').length;

describe('withRoomRead', () => {
  const answer = {
    gameCountUnread: {
      body: [
        { gameId: GAME, count: 3 },
        { gameId: OTHER_GAME, count: 1 },
      ],
    },
  };

  it('sets only the room’s game to 0', () => {
    expect(withRoomRead(answer, GAME)).toEqual({
      gameCountUnread: {
        body: [
          { gameId: GAME, count: 0 },
          { gameId: OTHER_GAME, count: 1 },
        ],
      },
    });
    expect(answer.gameCountUnread.body[0]!.count).toBe(3);
  });

  it('keeps the same answer when the game had nothing unread, and nothing when nothing was read', () => {
    const none = { gameCountUnread: { body: [{ gameId: OTHER_GAME, count: 1 }] } };
    expect(withRoomRead(none, GAME)).toBe(none);
    expect(withRoomRead(undefined, GAME)).toBeUndefined();
  });
});

/** The Notifications dot and the game's unread count, beside a room whose history is on screen or not. */
function Frame({ roomOpen, historyRead }: { roomOpen: boolean; historyRead: boolean }) {
  const dot = useNotificationsDot();
  const unread = useUnreadGameChat().byGame.get(GAME) ?? 0;
  return (
    <>
      <span>{dot ? 'dot' : 'no dot'}</span>
      <span>{`unread ${unread}`}</span>
      {roomOpen ? <Room read={historyRead} /> : null}
    </>
  );
}

function Room({ read }: { read: boolean }) {
  useRoomRead(GAME, OWN, read);
  return null;
}

function renderFrame(props: { roomOpen: boolean; historyRead: boolean }) {
  const swr = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };
  const view = render(
    <SWRConfig value={swr}>
      <Frame {...props} />
    </SWRConfig>,
  );
  return {
    rerender: (next: { roomOpen: boolean; historyRead: boolean }) =>
      view.rerender(
        <SWRConfig value={swr}>
          <Frame {...next} />
        </SWRConfig>,
      ),
  };
}

describe('a game chat room read (000 §2: the Notifications dot shows while game chat is unread)', () => {
  it('takes its game’s unread messages off the dot once its history is on screen, without a read', async () => {
    const view = renderFrame({ roomOpen: true, historyRead: false });
    expect(await screen.findByText('dot')).toBeInTheDocument();
    expect(screen.getByText('unread 2')).toBeInTheDocument();
    // both reads done (the frame's, and the dot's once the page was idle): a later one would answer 2 again
    await waitFor(() => expect(unreadCalls()).toBe(2));
    await act(async () => {});
    const calls = unreadCalls();

    view.rerender({ roomOpen: true, historyRead: true });
    expect(await screen.findByText('no dot')).toBeInTheDocument();
    expect(screen.getByText('unread 0')).toBeInTheDocument();
    await act(async () => {});
    expect(unreadCalls()).toBe(calls);
  });

  it('leaves the count alone while the history is not read, and when the room closes unread', async () => {
    const view = renderFrame({ roomOpen: true, historyRead: false });
    expect(await screen.findByText('dot')).toBeInTheDocument();
    view.rerender({ roomOpen: false, historyRead: false });
    await act(async () => {});
    expect(screen.getByText('unread 2')).toBeInTheDocument();
    expect(screen.getByText('dot')).toBeInTheDocument();
  });

  it('changes nothing before the count was read: the read’s own answer stands', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.mockImplementation((name) =>
      name === 'countUnreadGameChat'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve({ notiCountUnread: 0 }),
    );
    renderFrame({ roomOpen: true, historyRead: true });
    await act(async () => {});
    await act(async () =>
      answer({
        gameCountUnread: {
          body: [
            { gameId: GAME, count: 0 },
            { gameId: OTHER_GAME, count: 4 },
          ],
        },
      }),
    );
    expect(await screen.findByText('dot')).toBeInTheDocument();
    expect(screen.getByText('unread 0')).toBeInTheDocument();
  });
});
