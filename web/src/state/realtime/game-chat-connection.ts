/**
 * The live connection of one game chat room (000 §4 "Game chat", §7 "Live connections", §9): the
 * shared socket state machine (socket-connection.ts: reconnect 1 s after an unexpected close, then with
 * backoff and jitter, never
 * after a deliberate one or the server's disconnect alert; sends retried 5 × 200 ms while not open)
 * with the room's connect query `profileImage, userId, auth, gameId` and its frames
 * (sockets.gameChat.frames; data that does not parse is reported and ignored).
 */
import type { GameChatFrame } from '../../../../lib/contract/socket-frames';
import { sockets } from '../../../../lib/contract/sockets';
import {
  LiveConnection,
  parseFrameWith,
  type ConnectionState,
  type SendResult,
  type SocketLike,
} from './socket-connection';

export type { ConnectionState, SendResult, SocketLike };

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
  /** 'reply': opened only to send one reply, so leaving it does not mark the room read */
  mode?: 'room' | 'reply';
  /** a fresh ID token for each (re)connect */
  getToken: () => Promise<string>;
  onFrame: (frame: GameChatFrame) => void;
  onState: (state: ConnectionState) => void;
  /** opens a socket; the browser's WebSocket unless a test gives another */
  createSocket?: (url: string) => SocketLike;
  /** the reconnect jitter's random numbers in [0, 1); Math.random unless a test gives another */
  random?: () => number;
}

const FRAME_SCHEMAS = {
  message: () => sockets.gameChat.frames.message,
  tick: () => sockets.gameChat.frames.tick,
  likes: () => sockets.gameChat.frames.likes,
  alert: () => sockets.gameChat.frames.alert,
  error: () => sockets.gameChat.frames.error,
} as const;

/** The frame in a socket message, or null (reported) when it is not one the contract declares. */
export function parseGameChatFrame(data: unknown): GameChatFrame | null {
  return parseFrameWith<GameChatFrame>(data, FRAME_SCHEMAS, 'socket:gamechat');
}

export class GameChatConnection extends LiveConnection<GameChatFrame, ClientFrame> {
  constructor({ url, gameId, userId, profileImage, mode = 'room', ...rest }: GameChatConnectionOptions) {
    super({
      ...rest,
      url,
      query: { profileImage, userId, gameId: String(gameId), ...(mode === 'reply' ? { mode } : {}) },
      where: 'socket:gamechat',
      parseFrame: parseGameChatFrame,
    });
  }
}
