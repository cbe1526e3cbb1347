import { TIMINGS } from '../../../lib/contract/constants';
import type { DirectMessagesFrame } from '../../../lib/contract/socket-frames';
import { report } from '../../../web/src/lib/errors';
import {
  DirectMessagesConnection,
  inConversation,
} from '../../../web/src/state/realtime/direct-messages-connection';
import type { ConnectionState } from '../../../web/src/state/realtime/socket-connection';
import { aDirectMessageFrame } from '../direct-message-fixtures';
import { FakeSocket } from '../fake-socket';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

function connect() {
  const frames: DirectMessagesFrame[] = [];
  const states: ConnectionState[] = [];
  const getToken = jest.fn().mockResolvedValueOnce('token-1').mockResolvedValue('token-2');
  const connection = new DirectMessagesConnection({
    url: 'wss://ws.test/messages',
    fromUser: 'DemoGamer',
    toUser: 'NeonFox',
    getToken,
    createSocket: (url) => new FakeSocket(url),
    // no jitter: the first reconnect comes after exactly 1 s
    random: () => 0,
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
  });
  connection.open();
  return { connection, frames, states };
}

const settle = () => jest.advanceTimersByTimeAsync(0);
const FRAME = {
  action: 'sendmessage',
  data: 'gg',
  fromUserName: 'DemoGamer',
  toUserName: 'NeonFox',
} as const;

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

describe('the direct-message connection (000 §4, §7)', () => {
  it('connects with fromUser, toUser and the ID token', async () => {
    const { states } = connect();
    await settle();
    FakeSocket.latest().accept();

    expect(FakeSocket.latest().url.startsWith('wss://ws.test/messages?')).toBe(true);
    expect(FakeSocket.latest().query).toEqual({ fromUser: 'DemoGamer', toUser: 'NeonFox', auth: 'token-1' });
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects 1 s after an unexpected close, with a fresh token', async () => {
    const { states } = connect();
    await settle();
    FakeSocket.latest().accept();

    FakeSocket.latest().drop();
    await jest.advanceTimersByTimeAsync(TIMINGS.socketReconnectDelay - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);

    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().query.auth).toBe('token-2');
    expect(states.slice(-2)).toEqual(['closed', 'connecting']);
  });

  it('never reconnects after a deliberate close', async () => {
    const { connection } = connect();
    await settle();
    const socket = FakeSocket.latest();
    socket.accept();

    connection.close();
    await jest.advanceTimersByTimeAsync(10 * TIMINGS.socketReconnectDelay);

    expect(socket.closedByClient).toBe(true);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('sends sendmessage {data, fromUserName, toUserName} once open, retrying every 200 ms', async () => {
    const { connection } = connect();
    await settle();
    const result = connection.send(FRAME);

    await jest.advanceTimersByTimeAsync(TIMINGS.socketSendRetryInterval);
    FakeSocket.latest().accept();
    await jest.advanceTimersByTimeAsync(TIMINGS.socketSendRetryInterval);

    await expect(result).resolves.toBe('sent');
    expect(FakeSocket.latest().sent).toEqual([FRAME]);
  });

  it('fails a send after 5 retries at 200 ms while the connection is not open', async () => {
    const { connection } = connect();
    await settle();
    let outcome: string | null = null;
    void connection.send(FRAME).then((result) => (outcome = result));

    await jest.advanceTimersByTimeAsync(TIMINGS.socketSendRetries * TIMINGS.socketSendRetryInterval - 1);
    expect(outcome).toBeNull();
    await jest.advanceTimersByTimeAsync(1);

    expect(outcome).toBe('failed');
    expect(FakeSocket.latest().sent).toEqual([]);
  });

  it('passes declared frames on and reports the rest', async () => {
    const { frames } = connect();
    await settle();
    const socket = FakeSocket.latest();
    socket.accept();

    socket.receive('not json');
    socket.receive({ type: 'likes' });
    socket.receive(aDirectMessageFrame());
    socket.receive({ type: 'alert', alert: 'slowDown', retryAfterMs: 3000 });

    expect(frames.map((frame) => frame.type)).toEqual(['message', 'alert']);
    expect(jest.mocked(report)).toHaveBeenCalledTimes(2);
    expect(jest.mocked(report).mock.calls[0]![1]).toMatchObject({ where: 'socket:messages' });
  });
});

describe('inConversation (a connection carries every conversation of its user)', () => {
  it('keeps both directions of the pair, without case, and nothing else', () => {
    const pair = (CurrentUser: string, MessagedUser: string) =>
      inConversation({ CurrentUser, MessagedUser }, 'DemoGamer', 'NeonFox');

    expect(pair('NeonFox', 'DemoGamer')).toBe(true);
    expect(pair('demogamer', 'neonfox')).toBe(true);
    expect(pair('PixelMage', 'DemoGamer')).toBe(false);
    expect(pair('DemoGamer', 'PixelMage')).toBe(false);
  });
});
