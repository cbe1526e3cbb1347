import { TIMINGS } from '../../../lib/contract/constants';
import type { GameChatFrame } from '../../../lib/contract/socket-frames';
import { report } from '../../../web/src/lib/errors';
import {
  GameChatConnection,
  type ConnectionState,
} from '../../../web/src/state/realtime/game-chat-connection';
import { FakeSocket } from '../fake-socket';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const LIKED = {
  type: 'likes',
  message: 'Likes update successful.',
  messageId: '1700000000001',
  newLikeCount: 2,
};

function connect() {
  const frames: GameChatFrame[] = [];
  const states: ConnectionState[] = [];
  const getToken = jest.fn().mockResolvedValueOnce('token-1').mockResolvedValue('token-2');
  const connection = new GameChatConnection({
    url: 'ws://chat.test/ws/gamechat',
    gameId: 7,
    userId: 'DemoGamer',
    profileImage: 'media/me.png',
    getToken,
    createSocket: (url) => new FakeSocket(url),
    // no jitter: the first reconnect comes after exactly 1 s
    random: () => 0,
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
  });
  connection.open();
  return { connection, frames, states, getToken };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

describe('connecting (000 §7 "Live connections")', () => {
  it('opens the room with profileImage, userId, the ID token and gameId, and says connecting then open', async () => {
    const { states } = connect();
    await settle();

    const socket = FakeSocket.latest();
    expect(socket.url.startsWith('ws://chat.test/ws/gamechat?')).toBe(true);
    expect(socket.query).toEqual({
      profileImage: 'media/me.png',
      userId: 'DemoGamer',
      auth: 'token-1',
      gameId: '7',
    });
    socket.accept();
    expect(states).toEqual(['connecting', 'open']);
  });
});

describe('reconnecting (000 §4: 1 s after a close that was not asked for)', () => {
  it('reconnects 1 s after an unexpected close, with a fresh ID token', async () => {
    const { states, getToken } = connect();
    await settle();
    FakeSocket.latest().accept();

    FakeSocket.latest().drop();
    expect(states.at(-1)).toBe('closed');
    await jest.advanceTimersByTimeAsync(TIMINGS.socketReconnectDelay - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);

    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().query.auth).toBe('token-2');
    expect(getToken).toHaveBeenCalledTimes(2);
    FakeSocket.latest().accept();
    expect(states).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
  });

  it('does not reconnect after a deliberate close (the modal closed, the tab or game changed)', async () => {
    const { connection, states } = connect();
    await settle();
    const socket = FakeSocket.latest();
    socket.accept();

    connection.close();
    await jest.advanceTimersByTimeAsync(10 * TIMINGS.socketReconnectDelay);

    expect(socket.closedByClient).toBe(true);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('does not reconnect after the server’s disconnect alert', async () => {
    const { frames } = connect();
    await settle();
    const socket = FakeSocket.latest();
    socket.accept();

    socket.receive({ type: 'alert', alert: 'disconnect' });
    socket.drop();
    await jest.advanceTimersByTimeAsync(10 * TIMINGS.socketReconnectDelay);

    expect(frames).toEqual([{ type: 'alert', alert: 'disconnect' }]);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('sending (000 §9: 5 tries at 200 ms while the connection is not ready)', () => {
  const frame = {
    action: 'likes',
    messageId: '1700000000001',
    userId: 'DemoGamer',
    likeCount: 1,
    gameId: 7,
    profilePicLink: 'media/me.png',
  } as const;

  it('sends at once when open', async () => {
    const { connection } = connect();
    await settle();
    FakeSocket.latest().accept();

    await expect(connection.send(frame)).resolves.toBe('sent');
    expect(FakeSocket.latest().sent).toEqual([frame]);
  });

  it('tries again every 200 ms and sends once the connection opens', async () => {
    const { connection } = connect();
    await settle();
    const result = connection.send(frame);

    await jest.advanceTimersByTimeAsync(2 * TIMINGS.socketSendRetryInterval);
    FakeSocket.latest().accept();
    await jest.advanceTimersByTimeAsync(TIMINGS.socketSendRetryInterval);

    await expect(result).resolves.toBe('sent');
    expect(FakeSocket.latest().sent).toEqual([frame]);
  });

  it('fails after 5 retries at 200 ms when the connection never opens', async () => {
    const { connection } = connect();
    await settle();
    let outcome: string | null = null;
    void connection.send(frame).then((result) => (outcome = result));

    await jest.advanceTimersByTimeAsync(TIMINGS.socketSendRetries * TIMINGS.socketSendRetryInterval - 1);
    expect(outcome).toBeNull();
    await jest.advanceTimersByTimeAsync(1);

    expect(outcome).toBe('failed');
    expect(FakeSocket.latest().sent).toEqual([]);
  });
});

describe('frames (000 §7: unparseable data is logged)', () => {
  it('logs and ignores what does not parse, and passes every declared frame on', async () => {
    const { frames } = connect();
    await settle();
    const socket = FakeSocket.latest();
    socket.accept();

    socket.receive('not json');
    socket.receive({ type: 'message', messageId: 42 });
    socket.receive({ type: 'surprise' });
    socket.receive(LIKED);

    expect(frames).toEqual([LIKED]);
    expect(jest.mocked(report)).toHaveBeenCalledTimes(3);
    expect(jest.mocked(report).mock.calls[0]![1]).toMatchObject({ where: 'socket:gamechat' });
  });
});
