/**
 * The reconnect schedule of the one socket connection module (issue #27): exponential backoff from the
 * spec's 1 s, capped, with jitter, on a fake clock and an injected random.
 */
import { TIMINGS } from '../../../lib/contract/constants';
import {
  LiveConnection,
  RECONNECT_FIRST_DELAY,
  RECONNECT_GROWTH,
  RECONNECT_JITTER,
  RECONNECT_MAX_DELAY,
  reconnectDelay,
  type ConnectionState,
} from '../../../web/src/state/realtime/socket-connection';
import { FakeSocket } from '../fake-socket';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

/** A seeded random (mulberry32): the same numbers every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function connect(random: () => number) {
  const states: ConnectionState[] = [];
  const connection = new LiveConnection<unknown, unknown>({
    url: 'ws://live.test/ws',
    query: {},
    where: 'socket:test',
    getToken: () => Promise.resolve('token'),
    parseFrame: () => null,
    onFrame: () => undefined,
    onState: (state) => states.push(state),
    createSocket: (url) => new FakeSocket(url),
    random,
  });
  connection.open();
  return { connection, states };
}

/** Expects the next socket exactly `wait` ms on the fake clock (not a ms earlier). */
async function expectReconnectAfter(wait: number): Promise<void> {
  const before = FakeSocket.instances.length;
  await jest.advanceTimersByTimeAsync(wait - 1);
  expect(FakeSocket.instances).toHaveLength(before);
  await jest.advanceTimersByTimeAsync(1);
  expect(FakeSocket.instances).toHaveLength(before + 1);
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => {
  jest.useRealTimers();
});

describe('reconnectDelay', () => {
  it('starts at the spec’s 1 s and doubles up to the cap without jitter', () => {
    expect(RECONNECT_FIRST_DELAY).toBe(TIMINGS.socketReconnectDelay);
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(RECONNECT_GROWTH).toBe(2);
    expect(RECONNECT_MAX_DELAY).toBe(30000);
  });

  it('adds at most RECONNECT_JITTER of the wait at random', () => {
    const almostOne = () => 0.999999;
    expect(reconnectDelay(0, almostOne)).toBe(Math.round(1000 * (1 + RECONNECT_JITTER * 0.999999)));
    expect(reconnectDelay(20, () => 0.5)).toBe(RECONNECT_MAX_DELAY * (1 + RECONNECT_JITTER / 2));
    const random = seeded(7);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const backoff = reconnectDelay(attempt, () => 0);
      const delay = reconnectDelay(attempt, random);
      expect(delay).toBeGreaterThanOrEqual(backoff);
      expect(delay).toBeLessThanOrEqual(backoff * (1 + RECONNECT_JITTER));
    }
  });

  it('spreads the clients a blip dropped together', () => {
    const random = seeded(42);
    const firstWaits = new Set(Array.from({ length: 50 }, () => reconnectDelay(0, random)));
    expect(firstWaits.size).toBeGreaterThan(40);
  });
});

describe('the connection’s reconnects (issue #27: no reconnect storm)', () => {
  it('waits longer after each failed reconnect, with the seeded jitter, and afresh once open', async () => {
    const schedule = seeded(2026);
    const expected = seeded(2026);
    const { connection, states } = connect(schedule);
    await jest.advanceTimersByTimeAsync(0);
    FakeSocket.latest().accept();

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      FakeSocket.latest().drop();
      const wait = reconnectDelay(attempt, expected);
      await expectReconnectAfter(wait);
      waits.push(wait);
    }
    // 1 s, 2 s, 4 s, 8 s, 16 s (each with up to a quarter more), then the cap
    expect(waits.slice(0, 5).every((wait, index) => index === 0 || wait > waits[index - 1]!)).toBe(true);
    expect(waits[0]).toBeGreaterThanOrEqual(RECONNECT_FIRST_DELAY);
    expect(waits.slice(5).every((wait) => wait >= RECONNECT_MAX_DELAY)).toBe(true);
    expect(Math.max(...waits)).toBeLessThanOrEqual(RECONNECT_MAX_DELAY * (1 + RECONNECT_JITTER));

    // a socket that opens starts the schedule again at 1 s
    FakeSocket.latest().accept();
    FakeSocket.latest().drop();
    const again = reconnectDelay(0, expected);
    await expectReconnectAfter(again);
    expect(again).toBeLessThan(RECONNECT_FIRST_DELAY * (1 + RECONNECT_JITTER) + 1);
    expect(states.at(-1)).toBe('connecting');
    connection.close();
  });

  it('never reconnects after close(), whatever the backoff had reached', async () => {
    const { connection } = connect(() => 0);
    await jest.advanceTimersByTimeAsync(0);
    FakeSocket.latest().drop();
    await expectReconnectAfter(RECONNECT_FIRST_DELAY);
    FakeSocket.latest().drop();
    connection.close();
    await jest.advanceTimersByTimeAsync(RECONNECT_MAX_DELAY * 2);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
