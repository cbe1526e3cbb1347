/**
 * The two WebSocket APIs (000 §7 "Live connections"): game chat and direct messages.
 * Each client frame carries `action`, which API Gateway's route selection (`$request.body.action`)
 * and the local gateway both use to pick the route. The schemas are getters that build on first read
 * (lazy.ts): the stack and the gateway read only names and action keys. `frames` are what the server
 * sends back (socket-frames.ts).
 */
import * as v from 'valibot';
import { once } from './lazy';
import * as f from './rules';
import {
  alertFrame,
  chatMessageFrame,
  chatTickFrame,
  directMessageFrame,
  errorFrame,
  likesFrame,
} from './socket-frames';

export const SOCKET_ROUTE_SELECTION = '$request.body.action';

const messageId = once(() => v.pipe(v.string(), v.minLength(1), v.maxLength(100)));
const imageLink = () => v.optional(v.pipe(v.string(), v.maxLength(1000)));
const token = () => v.pipe(v.string(), v.minLength(1));
/** A message's text: trimmed, not empty, at most the message limit (checked before trimming). */
const text = () => v.pipe(f.messageText(), v.trim(), v.minLength(1));

const gameChatConnect = once(() =>
  v.object({
    auth: token(),
    userId: f.username(),
    gameId: f.gameId(),
    profileImage: imageLink(),
    /**
     * beyond the spec: `reply` for a connection opened only to send one reply (from a notification):
     * it is not someone reading the room, so leaving it does not mark the room read
     */
    mode: v.optional(v.picklist(['room', 'reply']), 'room'),
  }),
);
const gameChatSend = once(() =>
  v.object({
    action: v.literal('sendmessage'),
    messageId: v.optional(messageId()),
    userId: f.username(),
    profileImage: imageLink(),
    gameId: f.gameId(),
    parentMessageId: v.nullish(messageId()),
    replyToId: v.nullish(f.username()),
    messageText: text(),
  }),
);
const gameChatLike = once(() =>
  v.object({
    action: v.literal('likes'),
    messageId: messageId(),
    userId: f.username(),
    likeCount: v.union([v.literal(1), v.literal(-1)]),
    gameId: f.gameId(),
    profilePicLink: imageLink(),
  }),
);
const directConnect = once(() =>
  v.object({
    auth: token(),
    fromUser: f.username(),
    toUser: f.username(),
  }),
);
const directSend = once(() =>
  v.object({
    action: v.literal('sendmessage'),
    data: text(),
    fromUserName: f.username(),
    toUserName: f.username(),
  }),
);

export const sockets = {
  gameChat: {
    name: 'gamechat',
    summary: 'Game chat rooms: messages, replies and likes.',
    /** `$connect` query; `auth` carries the ID token, as the spec's client sends it */
    get connectQuery() {
      return gameChatConnect();
    },
    routes: {
      get sendmessage() {
        return gameChatSend();
      },
      get likes() {
        return gameChatLike();
      },
    },
    frames: {
      get message() {
        return chatMessageFrame();
      },
      get tick() {
        return chatTickFrame();
      },
      get likes() {
        return likesFrame();
      },
      get alert() {
        return alertFrame();
      },
      get error() {
        return errorFrame();
      },
    },
  },
  directMessages: {
    name: 'messages',
    summary: 'Direct-message conversations between two users.',
    get connectQuery() {
      return directConnect();
    },
    routes: {
      get sendmessage() {
        return directSend();
      },
    },
    frames: {
      get message() {
        return directMessageFrame();
      },
      get alert() {
        return alertFrame();
      },
      get error() {
        return errorFrame();
      },
    },
  },
} as const;

export type SocketApiName = keyof typeof sockets;
export type SocketApi = (typeof sockets)[SocketApiName];

/** The routes every WebSocket API has besides its own actions. */
export const SOCKET_LIFECYCLE_ROUTES = ['$connect', '$disconnect', '$default'] as const;
