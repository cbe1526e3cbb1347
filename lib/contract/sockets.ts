/**
 * The two WebSocket APIs (000 §7 "Live connections"): game chat and direct messages.
 * Each client frame carries `action`, which API Gateway's route selection (`$request.body.action`)
 * and the local gateway both use to pick the route.
 */
import { z } from 'zod';
import * as s from './schemas';

export const SOCKET_ROUTE_SELECTION = '$request.body.action';

const messageId = z.string().min(1).max(100);

export const sockets = {
  gameChat: {
    name: 'gamechat',
    summary: 'Game chat rooms: messages, replies and likes.',
    /** `$connect` query; `auth` carries the ID token, as the spec's client sends it */
    connectQuery: z.object({
      auth: z.string().min(1),
      userId: s.username,
      gameId: s.gameId,
      profileImage: z.string().max(1000).optional(),
    }),
    routes: {
      sendmessage: z.object({
        action: z.literal('sendmessage'),
        messageId: messageId.optional(),
        userId: s.username,
        profileImage: z.string().max(1000).optional(),
        gameId: s.gameId,
        parentMessageId: messageId.nullish(),
        replyToId: s.username.nullish(),
        messageText: s.messageText.trim().min(1),
      }),
      likes: z.object({
        action: z.literal('likes'),
        messageId,
        userId: s.username,
        likeCount: z.union([z.literal(1), z.literal(-1)]),
        gameId: s.gameId,
        profilePicLink: z.string().max(1000).optional(),
      }),
    },
  },
  directMessages: {
    name: 'messages',
    summary: 'Direct-message conversations between two users.',
    connectQuery: z.object({
      auth: z.string().min(1),
      fromUser: s.username,
      toUser: s.username,
    }),
    routes: {
      sendmessage: z.object({
        action: z.literal('sendmessage'),
        data: s.messageText.trim().min(1),
        fromUserName: s.username,
        toUserName: s.username,
      }),
    },
  },
} as const;

export type SocketApiName = keyof typeof sockets;
export type SocketApi = (typeof sockets)[SocketApiName];

/** The routes every WebSocket API has besides its own actions. */
export const SOCKET_LIFECYCLE_ROUTES = ['$connect', '$disconnect', '$default'] as const;
