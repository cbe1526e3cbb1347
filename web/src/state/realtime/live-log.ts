/**
 * The small hooks a live log is made of, shared by the game chat room (use-game-chat.ts) and a
 * direct-message conversation (use-conversation.ts). Each log keeps its own messages in its own pure
 * reducer (game-chat-room.ts, conversation.ts) and words its own notices; these hooks own the rest:
 *
 * - `useLogPages`: the newest page when the log opens (again on `reload`), older pages on demand
 *   (`loadOlder`, one at a time), and `catchUp`, the newest page read again once a dropped socket is
 *   back, so what was said meanwhile appears (the reducers keep each message once by id). Failures
 *   are reported unless they are answers (swr-config `isExpectedFailure`).
 * - `useLiveSocket`: one live connection (socket-connection.ts) while the log is on screen, closed
 *   deliberately when it leaves; its state as the player is told it (`ConnectionStatus`, 'disconnected'
 *   once the server ended it), and `onReopen` when it is open again after a drop.
 * - `useOutbox`: the caller's sends: the courtesy send limit (a slowDown notice), the client ids, the
 *   frames not answered yet (for a retry with the same id), and a send the socket could not take
 *   (status 'failed', notice sendFailed).
 *
 * Their options are read when used (a ref to the latest), so a caller passes plain closures.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { report } from '../../lib/errors';
import { isExpectedFailure } from '../swr-config';
import {
  freshIdToken,
  SendWindow,
  trackConnectionStatus,
  waitSeconds,
  type ConnectionStatus,
} from './live-room';
import {
  isDisconnectAlert,
  type ConnectionState,
  type LiveConnection,
  type SendResult,
  type SocketLike,
} from './socket-connection';

export type { ConnectionStatus };

/** The first page: being read, on screen, or failed (the screen offers a retry). */
export type HistoryState = 'loading' | 'ready' | 'failed';
/** An older page: none asked, being read, or failed (the screen offers it again). */
export type OlderState = 'idle' | 'loading' | 'failed';
/** Which read a page came from. */
export type PageKind = 'first' | 'older' | 'catchUp';

function reportUnexpected(error: unknown, where: string): void {
  if (!isExpectedFailure(error)) report(error, { where });
}

/** Keeps the latest value in a ref, for callbacks that must not change with it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

export interface LogPagesOptions<Page, Cursor> {
  /** the log's identity: a change empties it and reads its newest page; null reads nothing */
  logKey: string | null;
  /** reads the page before `cursor`, or the newest page for null */
  readPage: (cursor: Cursor | null) => Promise<Page>;
  /** where the next older page starts; null when there is none */
  olderCursor: () => Cursor | null;
  onPage: (page: Page, kind: PageKind) => void;
  /** the log is emptied: another log, or a reload */
  onReset: () => void;
  /** where failures are reported ('api:<operation>') */
  where: string;
}

export function useLogPages<Page, Cursor>(options: LogPagesOptions<Page, Cursor>) {
  const latest = useLatest(options);
  const { logKey } = options;
  const [history, setHistory] = useState<HistoryState>('loading');
  const [older, setOlder] = useState<OlderState>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const { onReset, readPage, onPage, where } = latest.current;
    onReset();
    setOlder('idle');
    if (logKey === null) return;
    let live = true;
    setHistory('loading');
    readPage(null).then(
      (page) => {
        if (!live) return;
        onPage(page, 'first');
        setHistory('ready');
      },
      (error: unknown) => {
        if (!live) return;
        reportUnexpected(error, where);
        setHistory('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [latest, logKey, attempt]);

  const loadingOlder = useRef(false);
  const loadOlder = useCallback(async () => {
    const { olderCursor, readPage, onPage, where } = latest.current;
    const cursor = olderCursor();
    if (logKey === null || cursor === null || loadingOlder.current) return;
    loadingOlder.current = true;
    setOlder('loading');
    try {
      onPage(await readPage(cursor), 'older');
      setOlder('idle');
    } catch (error) {
      reportUnexpected(error, where);
      setOlder('failed');
    } finally {
      loadingOlder.current = false;
    }
  }, [latest, logKey]);

  const catchUp = useCallback(() => {
    const { readPage, onPage, where } = latest.current;
    readPage(null).then(
      (page) => onPage(page, 'catchUp'),
      (error: unknown) => reportUnexpected(error, where),
    );
  }, [latest]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return useMemo(
    () => ({ history, older, loadOlder, catchUp, reload }),
    [history, older, loadOlder, catchUp, reload],
  );
}

/** What a log gives its connection to talk to it. */
export interface SocketHandlers<Frame> {
  getToken: () => Promise<string>;
  onFrame: (frame: Frame) => void;
  onState: (state: ConnectionState) => void;
  createSocket?: (url: string) => SocketLike;
}

export interface LiveSocketOptions<Frame, ClientFrame> {
  /** the connection's identity: a change closes it and opens another; null opens none */
  socketKey: string | null;
  /** the connection for these handlers, not opened yet */
  connect: (handlers: SocketHandlers<Frame>) => LiveConnection<Frame, ClientFrame>;
  onFrame: (frame: Frame) => void;
  /** open again after a drop: read what was said meanwhile (useLogPages' catchUp) */
  onReopen: () => void;
  /** opens a socket (tests give a fake one); the browser's WebSocket by default */
  createSocket?: (url: string) => SocketLike;
}

export function useLiveSocket<Frame, ClientFrame>(options: LiveSocketOptions<Frame, ClientFrame>) {
  const latest = useLatest(options);
  const { socketKey, createSocket } = options;
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const socketRef = useRef<LiveConnection<Frame, ClientFrame> | null>(null);

  useEffect(() => {
    if (socketKey === null) return;
    const status = trackConnectionStatus(setConnection);
    let wasOpen = false;
    const socket = latest.current.connect({
      getToken: freshIdToken,
      createSocket,
      onFrame: (frame) => {
        // the server ends the connection on purpose: it stays ended (no reconnect follows)
        if (isDisconnectAlert(frame)) setConnection('disconnected');
        latest.current.onFrame(frame);
      },
      onState: (state) => {
        status(state);
        if (state !== 'open') return;
        if (wasOpen) latest.current.onReopen();
        wasOpen = true;
      },
    });
    socketRef.current = socket;
    setConnection('connecting');
    socket.open();
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [latest, socketKey, createSocket]);

  /** Sends a frame (retried while the socket is not open); 'failed' without a connection. */
  const send = useCallback(
    (frame: ClientFrame): Promise<SendResult> => socketRef.current?.send(frame) ?? Promise.resolve('failed'),
    [],
  );
  return useMemo(() => ({ connection, send }), [connection, send]);
}

/** What the outbox tells the player, worded by the screen. */
export type OutboxNotice = { kind: 'slowDown'; seconds: number } | { kind: 'sendFailed' };

export interface OutboxOptions<Frame> {
  send: (frame: Frame) => Promise<SendResult>;
  /** the courtesy send limit: sends per CHAT_LIMITS.sendWindowSeconds */
  sendsPerWindow: number;
  /** a send is on its way again (a retry), or failed (the socket could not take it) */
  onStatus: (clientId: string, status: 'sending' | 'failed') => void;
  /** a notice, or null to clear the last one (a new send or a retry) */
  onNotice: (notice: OutboxNotice | null) => void;
  /** a failed send is dropped: the log forgets its entry */
  onDiscard: (clientId: string) => void;
}

export function useOutbox<Frame>(options: OutboxOptions<Frame>) {
  const latest = useLatest(options);
  const [sends] = useState(() => new SendWindow());
  /** the frames of the caller's sends not answered yet, by client id */
  const frames = useRef(new Map<string, Frame>());

  const transmit = useCallback(
    async (clientId: string, frame: Frame) => {
      const { send, onStatus, onNotice } = latest.current;
      if ((await send(frame)) === 'failed') {
        onStatus(clientId, 'failed');
        onNotice({ kind: 'sendFailed' });
      } else {
        sends.sent(Date.now());
      }
    },
    [latest, sends],
  );

  /**
   * The client id of a send at `now` (000 §7: the send time; two within a millisecond get distinct
   * ids), or null when the courtesy limit refuses it (a slowDown notice says how long to wait).
   */
  const take = useCallback(
    (now: number): string | null => {
      const wait = sends.wait(now, latest.current.sendsPerWindow);
      if (wait === null) return sends.clientId(now);
      latest.current.onNotice({ kind: 'slowDown', seconds: waitSeconds(wait) });
      return null;
    },
    [latest, sends],
  );

  /** Sends a frame under a client id `take` gave. */
  const post = useCallback(
    (clientId: string, frame: Frame) => {
      frames.current.set(clientId, frame);
      latest.current.onNotice(null);
      void transmit(clientId, frame);
    },
    [latest, transmit],
  );

  /** Sends a failed frame again, with the same client id. */
  const retry = useCallback(
    (clientId: string) => {
      const frame = frames.current.get(clientId);
      if (frame === undefined) return;
      latest.current.onStatus(clientId, 'sending');
      latest.current.onNotice(null);
      void transmit(clientId, frame);
    },
    [latest, transmit],
  );

  /** The send is answered (or dropped): its frame, which the outbox forgets. */
  const settle = useCallback((clientId: string): Frame | undefined => {
    const frame = frames.current.get(clientId);
    frames.current.delete(clientId);
    return frame;
  }, []);

  /** Drops a failed send. */
  const discard = useCallback(
    (clientId: string) => {
      frames.current.delete(clientId);
      latest.current.onDiscard(clientId);
    },
    [latest],
  );

  /** Whether a send with this client id is still unanswered. */
  const holds = useCallback((clientId: string) => frames.current.has(clientId), []);

  return useMemo(
    () => ({ take, post, retry, settle, discard, holds }),
    [take, post, retry, settle, discard, holds],
  );
}
