/**
 * A live connection to one of the WebSocket APIs (000 §4, §7 "Live connections", §9), without React:
 * a state machine around one socket at a time, shared by the game chat room (game-chat-connection.ts)
 * and the direct messages (direct-messages-connection.ts), which give it their connect query and
 * their frame parser.
 *
 * - States: connecting → open → closed, told to `onState` as they change.
 * - Each (re)connect asks `getToken` for a fresh ID token and opens `${url}?<query>&auth=<token>`.
 * - A close the client did not ask for reconnects with exponential backoff and jitter
 *   (`reconnectDelay`): the first try after TIMINGS.socketReconnectDelay (1 s, 000 §4), each further
 *   failed try waits twice as long, up to RECONNECT_MAX_DELAY, and every wait adds a random part of up
 *   to RECONNECT_JITTER of itself, so the clients a regional blip dropped together do not come back
 *   together (a reconnect storm). A socket that opens starts the schedule afresh. A close that was
 *   asked for (`close()`) and a `disconnect` alert from the server (it is closing deliberately) do not
 *   reconnect.
 * - `send` while the socket is not open is tried again every TIMINGS.socketSendRetryInterval (200 ms),
 *   TIMINGS.socketSendRetries (5) times, then resolves 'failed' so the screen can offer a retry.
 * - Every server frame goes through `parseFrame` (the contract's schemas); data that does not parse is
 *   reported (logged) and ignored, never fatal.
 */
import * as v from 'valibot';
import { TIMINGS } from '../../../../lib/contract/constants';
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

export type SendResult = 'sent' | 'failed';

/** The first reconnect's wait (ms): the spec's 1 s (000 §4, §9). */
export const RECONNECT_FIRST_DELAY = TIMINGS.socketReconnectDelay;
/** Each failed reconnect multiplies the next wait by this. */
export const RECONNECT_GROWTH = 2;
/** The longest wait (ms) between two reconnects, however many failed. */
export const RECONNECT_MAX_DELAY = 30_000;
/** The random part added to each wait, as a fraction of it (0.25: up to a quarter more). */
export const RECONNECT_JITTER = 0.25;

/**
 * The wait (ms) before reconnect number `attempt` (0 for the first after a drop): the backoff
 * min(RECONNECT_MAX_DELAY, RECONNECT_FIRST_DELAY × RECONNECT_GROWTH^attempt) plus `random()` (in [0, 1))
 * times RECONNECT_JITTER of it.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const backoff = Math.min(RECONNECT_MAX_DELAY, RECONNECT_FIRST_DELAY * RECONNECT_GROWTH ** attempt);
  return Math.round(backoff * (1 + RECONNECT_JITTER * random()));
}

/** WebSocket.OPEN, named here so a fake socket needs no constants of its own. */
const OPEN = 1;
/** The close code of a deliberate close (RFC 6455 "normal closure"). */
const NORMAL_CLOSURE = 1000;

export interface LiveConnectionOptions<Frame> {
  /** the API's address (from the runtime config) */
  url: string;
  /** the connect query besides `auth` (which carries the fresh ID token) */
  query: Record<string, string>;
  /** where reports come from ('socket:gamechat', 'socket:messages') */
  where: string;
  /** a fresh ID token for each (re)connect */
  getToken: () => Promise<string>;
  /** the frame in a socket message, or null when it is not one (the parser reports it) */
  parseFrame: (data: unknown) => Frame | null;
  onFrame: (frame: Frame) => void;
  onState: (state: ConnectionState) => void;
  /** opens a socket; the browser's WebSocket unless a test gives another */
  createSocket?: (url: string) => SocketLike;
  /** the reconnect jitter's random numbers in [0, 1); Math.random unless a test gives another */
  random?: () => number;
}

/**
 * Parses a frame by its `type` with the schema the contract declares for it; anything else (not JSON,
 * an unknown type, a frame that does not match) is reported at `where` and gives null.
 */
export function parseFrameWith<Frame>(
  data: unknown,
  schemas: Readonly<Record<string, () => v.GenericSchema>>,
  where: string,
): Frame | null {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    json = undefined;
  }
  const type = (json as { type?: unknown } | null | undefined)?.type;
  const schema = typeof type === 'string' && Object.hasOwn(schemas, type) ? schemas[type]!() : null;
  const parsed = schema ? v.safeParse(schema, json) : null;
  if (!parsed?.success) {
    report(new Error('unreadable socket frame'), {
      where,
      data: typeof data === 'string' ? data.slice(0, 200) : typeof data,
    });
    return null;
  }
  return parsed.output as Frame;
}

/** Whether a frame is the server's notice that it is closing the connection on purpose. */
export function isDisconnectAlert(frame: unknown): boolean {
  const value = frame as { type?: unknown; alert?: unknown };
  return value.type === 'alert' && value.alert === 'disconnect';
}

export class LiveConnection<Frame, ClientFrame> {
  private socket: SocketLike | null = null;
  private state: ConnectionState = 'closed';
  /** true once the client (or the server's disconnect alert) ended the connection for good */
  private stopped = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** the reconnects tried since the socket was last open (the backoff's exponent) */
  private reconnects = 0;
  private readonly pending = new Set<{ cancel: () => void }>();

  constructor(private readonly options: LiveConnectionOptions<Frame>) {}

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
      report(error, { where: `${this.options.where}:send` });
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
    const { where } = this.options;
    let token: string;
    try {
      token = await this.options.getToken();
    } catch (error) {
      report(error, { where: `${where}:token` });
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    const query = new URLSearchParams({ ...this.options.query, auth: token });
    let socket: SocketLike;
    try {
      const create = this.options.createSocket ?? ((address: string) => new WebSocket(address));
      socket = create(`${this.options.url}?${query.toString()}`);
    } catch (error) {
      report(error, { where: `${where}:open` });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.reconnects = 0;
      this.setState('open');
    };
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
    const delay = reconnectDelay(this.reconnects, this.options.random);
    this.reconnects += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }

  private receive(data: unknown): void {
    const frame = this.options.parseFrame(data);
    if (frame === null) return;
    // the server closes deliberately: whatever close follows is not to be undone
    if (isDisconnectAlert(frame)) this.stopped = true;
    this.options.onFrame(frame);
  }
}
