/**
 * The live connection of the caller's direct messages (000 §4 "Direct messages", §7 "Live
 * connections", §9): the shared socket state machine (socket-connection.ts: reconnect 1 s after an
 * unexpected close, then with backoff and jitter, never after a deliberate one; sends retried 5 × 200 ms while not open, then
 * 'failed') with the connect query `fromUser, toUser, auth` and the frames of sockets.directMessages
 * (a stored message, a slowDown or disconnect alert, an error with its code).
 *
 * The server pushes every message of the caller's conversations to each of the caller's message
 * connections, whatever `toUser` it was opened with: the reader keeps those of the conversation it
 * shows (`inConversation`).
 */
import type { DirectMessagesFrame, DirectMessageFrame } from '../../../../lib/contract/socket-frames';
import { sockets } from '../../../../lib/contract/sockets';
import { sameUserName } from '../../../../lib/contract/user-names';
import { LiveConnection, parseFrameWith, type ConnectionState, type SocketLike } from './socket-connection';

/** What the client sends (sockets.directMessages.routes.sendmessage): plain text, the server strips and trims. */
export interface DirectSendFrame {
  action: 'sendmessage';
  data: string;
  fromUserName: string;
  toUserName: string;
}

export interface DirectMessagesConnectionOptions {
  /** the messages API's address (the runtime config's messagesSocketUrl) */
  url: string;
  /** the caller's username */
  fromUser: string;
  /** the other person of the conversation on screen */
  toUser: string;
  getToken: () => Promise<string>;
  onFrame: (frame: DirectMessagesFrame) => void;
  onState: (state: ConnectionState) => void;
  createSocket?: (url: string) => SocketLike;
  /** the reconnect jitter's random numbers in [0, 1); Math.random unless a test gives another */
  random?: () => number;
}

const FRAME_SCHEMAS = {
  message: () => sockets.directMessages.frames.message,
  alert: () => sockets.directMessages.frames.alert,
  error: () => sockets.directMessages.frames.error,
} as const;

/** The frame in a socket message, or null (reported) when it is not one the contract declares. */
export function parseDirectMessagesFrame(data: unknown): DirectMessagesFrame | null {
  return parseFrameWith<DirectMessagesFrame>(data, FRAME_SCHEMAS, 'socket:messages');
}

/** Whether a message belongs to the conversation between `own` and `other` (either direction). */
export function inConversation(
  message: Pick<DirectMessageFrame, 'CurrentUser' | 'MessagedUser'>,
  own: string,
  other: string,
): boolean {
  return (
    (sameUserName(message.CurrentUser, own) && sameUserName(message.MessagedUser, other)) ||
    (sameUserName(message.CurrentUser, other) && sameUserName(message.MessagedUser, own))
  );
}

export class DirectMessagesConnection extends LiveConnection<DirectMessagesFrame, DirectSendFrame> {
  constructor({ url, fromUser, toUser, ...rest }: DirectMessagesConnectionOptions) {
    super({
      ...rest,
      url,
      query: { fromUser, toUser },
      where: 'socket:messages',
      parseFrame: parseDirectMessagesFrame,
    });
  }
}
