/**
 * The small hooks the game chat and the direct messages share (state/realtime/live-log.ts): pages of a
 * log (first, older, catch-up), its live socket (reopen after a drop, the server's disconnect) and the
 * outbox (send limit, failed sends, retry with the same id).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { report } from '../../../web/src/lib/errors';
import {
  useLiveSocket,
  useLogPages,
  useOutbox,
  type LogPagesOptions,
  type OutboxNotice,
  type PageKind,
} from '../../../web/src/state/realtime/live-log';
import {
  LiveConnection,
  RECONNECT_FIRST_DELAY,
  type SendResult,
} from '../../../web/src/state/realtime/socket-connection';
import { FakeSocket } from '../fake-socket';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('useLogPages', () => {
  /** A log of pages: the cursor is the page number, the newest is page 0, three pages in all. */
  function renderPages(overrides: Partial<LogPagesOptions<string[], number>> = {}) {
    const seen: Array<[string[], PageKind]> = [];
    let resets = 0;
    let oldestPage = 0;
    const readPage = jest.fn(async (cursor: number | null) => [`page ${cursor ?? 0}`]);
    const hook = renderHook(
      (props: { logKey: string | null }) =>
        useLogPages<string[], number>({
          logKey: props.logKey,
          readPage,
          olderCursor: () => (oldestPage < 2 ? oldestPage + 1 : null),
          onPage: (page, kind) => {
            seen.push([page, kind]);
            if (kind === 'older') oldestPage += 1;
          },
          onReset: () => {
            resets += 1;
            oldestPage = 0;
          },
          where: 'api:test',
          ...overrides,
        }),
      { initialProps: { logKey: 'room-1' as string | null } },
    );
    return { ...hook, seen, readPage, resets: () => resets };
  }

  it('reads the newest page on open, then older pages one at a time until there are none', async () => {
    const { result, seen, readPage } = renderPages();
    await waitFor(() => expect(result.current.history).toBe('ready'));
    expect(seen).toEqual([[['page 0'], 'first']]);

    await act(() => result.current.loadOlder());
    await act(() => result.current.loadOlder());
    await act(() => result.current.loadOlder()); // no older page is left: nothing is read

    expect(readPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 1, 2]);
    expect(seen.map(([, kind]) => kind)).toEqual(['first', 'older', 'older']);
    expect(result.current.older).toBe('idle');
  });

  it('asks for an older page once while one is on its way', async () => {
    const { result, readPage } = renderPages();
    await waitFor(() => expect(result.current.history).toBe('ready'));

    await act(() => Promise.all([result.current.loadOlder(), result.current.loadOlder()]));

    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('says an older page failed (reported), and reads it again when asked', async () => {
    const readPage = jest
      .fn<Promise<string[]>, [number | null]>()
      .mockResolvedValueOnce(['page 0'])
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['page 1']);
    const { result, seen } = renderPages({ readPage });
    await waitFor(() => expect(result.current.history).toBe('ready'));

    await act(() => result.current.loadOlder());
    expect(result.current.older).toBe('failed');
    expect(report).toHaveBeenCalledWith(expect.any(Error), { where: 'api:test' });

    await act(() => result.current.loadOlder());
    expect(result.current.older).toBe('idle');
    expect(seen.at(-1)).toEqual([['page 1'], 'older']);
  });

  it('says the first page failed, and reload empties the log and reads it again', async () => {
    const readPage = jest
      .fn<Promise<string[]>, [number | null]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['page 0']);
    const { result, resets } = renderPages({ readPage });
    await waitFor(() => expect(result.current.history).toBe('failed'));

    act(() => result.current.reload());

    await waitFor(() => expect(result.current.history).toBe('ready'));
    expect(resets()).toBe(2);
  });

  it('catches up with the newest page (after a reconnect) without emptying the log', async () => {
    const { result, seen, resets } = renderPages();
    await waitFor(() => expect(result.current.history).toBe('ready'));

    act(() => result.current.catchUp());

    await waitFor(() => expect(seen.at(-1)).toEqual([['page 0'], 'catchUp']));
    expect(resets()).toBe(1);
    expect(result.current.history).toBe('ready');
  });

  it('reads nothing without a log, and afresh for another log', async () => {
    const { result, rerender, readPage, resets } = renderPages();
    await waitFor(() => expect(result.current.history).toBe('ready'));

    rerender({ logKey: null });
    expect(readPage).toHaveBeenCalledTimes(1);
    rerender({ logKey: 'room-2' });

    await waitFor(() => expect(readPage).toHaveBeenCalledTimes(2));
    expect(resets()).toBe(3);
  });
});

describe('useLiveSocket', () => {
  /** one function for the hook's life: a new one is another connection */
  const createSocket = (url: string) => new FakeSocket(url);

  function renderSocket() {
    const frames: unknown[] = [];
    const onReopen = jest.fn();
    const hook = renderHook(() =>
      useLiveSocket<unknown, { action: string }>({
        socketKey: 'room-1',
        connect: (handlers) =>
          new LiveConnection({
            ...handlers,
            url: 'ws://live.test/ws',
            query: { room: '1' },
            where: 'socket:test',
            parseFrame: (data) => JSON.parse(String(data)) as unknown,
            random: () => 0,
          }),
        onFrame: (frame) => frames.push(frame),
        onReopen,
        createSocket,
      }),
    );
    return { ...hook, frames, onReopen };
  }

  beforeEach(() => {
    FakeSocket.instances = [];
  });

  it('connects with a fresh token, and catches up only when open again after a drop', async () => {
    jest.useFakeTimers();
    const { result, onReopen } = renderSocket();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(FakeSocket.latest().query).toEqual({ room: '1', auth: 'id-token' });
    expect(result.current.connection).toBe('connecting');

    act(() => FakeSocket.latest().accept());
    expect(result.current.connection).toBe('live');
    expect(onReopen).not.toHaveBeenCalled();

    act(() => FakeSocket.latest().drop());
    expect(result.current.connection).toBe('reconnecting');
    await act(() => jest.advanceTimersByTimeAsync(RECONNECT_FIRST_DELAY));
    act(() => FakeSocket.latest().accept());

    expect(FakeSocket.instances).toHaveLength(2);
    expect(result.current.connection).toBe('live');
    expect(onReopen).toHaveBeenCalledTimes(1);
  });

  it('stays disconnected after the server’s disconnect alert, and hands the frame on', async () => {
    const { result, frames } = renderSocket();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.latest().accept());

    act(() => FakeSocket.latest().receive({ type: 'alert', alert: 'disconnect' }));
    act(() => FakeSocket.latest().drop());

    expect(result.current.connection).toBe('disconnected');
    expect(frames).toEqual([{ type: 'alert', alert: 'disconnect' }]);
  });

  it('sends through the open socket, and closes it deliberately on unmount', async () => {
    const { result, unmount } = renderSocket();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.latest().accept());

    await expect(result.current.send({ action: 'ping' })).resolves.toBe('sent');
    unmount();

    expect(FakeSocket.latest().sent).toEqual([{ action: 'ping' }]);
    expect(FakeSocket.latest().closedByClient).toBe(true);
  });
});

describe('useOutbox', () => {
  function renderOutbox(results: SendResult[], sendsPerWindow = 8) {
    const send = jest.fn(async (_frame: { text: string }) => results.shift() ?? 'sent');
    const statuses: Array<[string, string]> = [];
    const notices: Array<OutboxNotice | null> = [];
    const discarded: string[] = [];
    const hook = renderHook(() =>
      useOutbox<{ text: string }>({
        send,
        sendsPerWindow,
        onStatus: (clientId, status) => statuses.push([clientId, status]),
        onNotice: (notice) => notices.push(notice),
        onDiscard: (clientId) => discarded.push(clientId),
      }),
    );
    return { ...hook, send, statuses, notices, discarded };
  }

  it('marks a send the socket could not take failed, and a retry sends the same frame again', async () => {
    const { result, send, statuses, notices } = renderOutbox(['failed', 'sent']);
    const clientId = result.current.take(1_700_000_000_000)!;
    expect(clientId).toBe('1700000000000');

    await act(async () => result.current.post(clientId, { text: 'gg' }));
    expect(statuses).toEqual([[clientId, 'failed']]);
    expect(notices).toEqual([null, { kind: 'sendFailed' }]);
    expect(result.current.holds(clientId)).toBe(true);

    await act(async () => result.current.retry(clientId));
    expect(send.mock.calls).toEqual([[{ text: 'gg' }], [{ text: 'gg' }]]);
    expect(statuses).toEqual([
      [clientId, 'failed'],
      [clientId, 'sending'],
    ]);
    expect(notices.at(-1)).toBeNull();

    expect(result.current.settle(clientId)).toEqual({ text: 'gg' });
    expect(result.current.holds(clientId)).toBe(false);
    act(() => result.current.retry(clientId)); // settled: nothing is sent
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops a failed send: the log forgets it and a retry sends nothing', async () => {
    const { result, send, discarded } = renderOutbox(['failed']);
    const clientId = result.current.take(1_700_000_000_000)!;
    await act(async () => result.current.post(clientId, { text: 'gg' }));

    act(() => result.current.discard(clientId));
    act(() => result.current.retry(clientId));

    expect(discarded).toEqual([clientId]);
    expect(result.current.holds(clientId)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives distinct ids within a millisecond, and refuses past the send limit with the wait', async () => {
    const { result, notices } = renderOutbox([], 2);
    const now = 1_700_000_000_000;
    const first = result.current.take(now)!;
    const second = result.current.take(now)!;
    expect(second).not.toBe(first);
    await act(async () => {
      result.current.post(first, { text: 'a' });
      result.current.post(second, { text: 'b' });
    });

    expect(result.current.take(Date.now())).toBeNull();
    expect(notices.at(-1)).toEqual({ kind: 'slowDown', seconds: expect.any(Number) });
  });
});
