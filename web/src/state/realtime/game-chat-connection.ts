/**
 * The live connection of one game chat room (000 §4 "Game chat", §7 "Live connections", §9), without
 * React: a state machine around one WebSocket at a time.
 *
 * - States: connecting → open → closed, told to `onState` as they change.
 * - Each (re)connect asks `getToken` for a fresh ID token and opens
 *   `${url}?profileImage=…&userId=…&auth=…&gameId=…`.
 * - A close the client did not ask for reconnects after TIMINGS.socketReconnectDelay (1 s). A close
 *   that was asked for (`close()`: the modal closes, the game or the tab changes) and a `disconnect`
 *   alert from the server (it is closing deliberately) do not.
 * - `send` while the socket is not open is tried again every TIMINGS.socketSendRetryInterval (200 ms),
 *   TIMINGS.socketSendRetries (5) times, then resolves 'failed' so the screen can offer a retry.
 * - Every server frame is parsed with its contract schema (sockets.gameChat.frames); data that does
 *   not parse is reported (logged) and ignored, never fatal.
 */
import * as v from 'valibot';
import { TIMINGS } from '../../../../lib/contract/constants';
import type { GameChatFrame } from '../../../../lib/contract/socket-frames';
import { sockets } from '../../../../lib/contract/sockets';
import { report } from '../../lib/errors';

export type ConnectionState = 'connecting' | 'open' | 'closed';

/** The part of a browser WebSocket the connection uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** WebSocket.OPEN, named here so a fake socket needs no constants of its own. */
const OPEN = 1;
/** The close code of a deliberate close (RFC 6455 "normal closure"). */
const NORMAL_CLOSURE = 1000;

/** What the client sends: a message or a like (sockets.gameChat.routes). */
export interface SendMessageFrame {
  action: 'sendmessage';
  messageId: string;
  userId: string;
  profileImage: string;
  gameId: number;
  parentMessageId: string | null;
  replyToId: string | null;
  messageText: string;
}
export interface LikeFrame {
  action: 'likes';
  messageId: string;
  userId: string;
  likeCount: 1 | -1;
  gameId: number;
  profilePicLink: string;
}
export type ClientFrame = SendMessageFrame | LikeFrame;

export interface GameChatConnectionOptions {
  /** the game chat API's address (the runtime config's gameChatSocketUrl) */
  url: string;
  gameId: number;
  userId: string;
  profileImage: string;
  /** a fresh ID token for each (re)connect */
  getToken: () => Promise<string>;
  onFrame: (frame: GameChatFrame) => void;
  onState: (state: ConnectionState) => void;
  /** opens a socket; the browser's WebSocket unless a test gives another */
  createSocket?: (url: string) => SocketLike;
}

export type SendResult = 'sent' | 'failed';

const FRAME_SCHEMAS = {
  message: () => sockets.gameChat.frames.message,
  likes: () => sockets.gameChat.frames.likes,
  alert: () => sockets.gameChat.frames.alert,
  error: () => sockets.gameChat.frames.error,
} as const;

/** The frame in a socket message, or null (reported) when it is not one the contract declares. */
export function parseGameChatFrame(data: unknown): GameChatFrame | null {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    json = undefined;
  }
  const type = (json as { type?: unknown } | null | undefined)?.type;
  const schema =
    typeof type === 'string' && Object.hasOwn(FRAME_SCHEMAS, type)
      ? FRAME_SCHEMAS[type as keyof typeof FRAME_SCHEMAS]()
      : null;
  const parsed = schema ? v.safeParse(schema, json) : null;
  if (!parsed?.success) {
    report(new Error('unreadable game chat frame'), {
      where: 'socket:gamechat',
      data: typeof data === 'string' ? data.slice(0, 200) : typeof data,
    });
    return null;
  }
  return parsed.output as GameChatFrame;
}

export class GameChatConnection {
  private socket: SocketLike | null = null;
  private state: ConnectionState = 'closed';
  /** true once the client (or the server's disconnect alert) ended the connection for good */
  private stopped = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new Set<{ cancel: () => void }>();

  constructor(private readonly options: GameChatConnectionOptions) {}

  get currentState(): ConnectionState {
    return this.state;
  }

  /** Connects (once; later connects are the reconnects). */
  open(): void {
    this.stopped = false;
    void this.connect();
  }

  /** Closes for good: no reconnect, pending sends fail. */
  close(): void {
    this.stopped = true;
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    for (const send of [...this.pending]) send.cancel();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onopen = null;
      socket.onerror = null;
      socket.close(NORMAL_CLOSURE);
    }
    this.setState('closed');
  }

  /**
   * Sends a frame now when the socket is open, else tries again every 200 ms, 5 times; resolves 'sent'
   * once it left, 'failed' when it could not (or the connection was closed meanwhile).
   */
  send(frame: ClientFrame): Promise<SendResult> {
    return new Promise((resolve) => {
      let retries = 0;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const entry = {
        cancel: () => {
          if (timer !== null) clearTimeout(timer);
          this.pending.delete(entry);
          resolve('failed');
        },
      };
      const attempt = () => {
        timer = null;
        if (this.trySend(frame)) {
          this.pending.delete(entry);
          resolve('sent');
          return;
        }
        if (this.stopped || retries >= TIMINGS.socketSendRetries) {
          this.pending.delete(entry);
          resolve('failed');
          return;
        }
        retries += 1;
        timer = setTimeout(attempt, TIMINGS.socketSendRetryInterval);
      };
      this.pending.add(entry);
      attempt();
    });
  }

  private trySend(frame: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || this.state !== 'open' || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch (error) {
      report(error, { where: 'socket:gamechat:send' });
      return false;
    }
  }

  private setState(next: ConnectionState): void {
    if (next === this.state) return;
    this.state = next;
    this.options.onState(next);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.setState('connecting');
    let token: string;
    try {
      token = await this.options.getToken();
    } catch (error) {
      report(error, { where: 'socket:gamechat:token' });
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    const { url, gameId, userId, profileImage } = this.options;
    const query = new URLSearchParams({ profileImage, userId, auth: token, gameId: String(gameId) });
    let socket: SocketLike;
    try {
      const create = this.options.createSocket ?? ((address: string) => new WebSocket(address));
      socket = create(`${url}?${query.toString()}`);
    } catch (error) {
      report(error, { where: 'socket:gamechat:open' });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.setState('open');
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // a close follows every error; the close decides what happens next
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.setState('closed');
    if (this.stopped || this.reconnectTimer !== null) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, TIMINGS.socketReconnectDelay);
  }

  private receive(data: unknown): void {
    const frame = parseGameChatFrame(data);
    if (!frame) return;
    // the server closes deliberately: whatever close follows is not to be undone
    if (frame.type === 'alert' && frame.alert === 'disconnect') this.stopped = true;
    this.options.onFrame(frame);
  }
}
