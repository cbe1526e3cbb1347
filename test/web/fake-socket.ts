/** A WebSocket stand-in for the game chat tests: records what is sent and lets a test open, feed and drop it. */
import type { SocketLike } from '../../web/src/state/realtime/game-chat-connection';

export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: unknown[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  /** the connect query */
  get query(): Record<string, string> {
    return Object.fromEntries(new URL(this.url).searchParams);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** the server accepts the connection */
  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** a frame from the server (objects are sent as JSON) */
  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.({ data } as MessageEvent);
  }

  /** the connection ends without the client asking */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}
