/**
 * Game chat: messages, pages, the room's users and unread counts (000 §4 "Game chat", §7
 * pjusergamechat). How the shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { count, onOff, timestamp, whole } from './fields';

/** A game chat message (000 §3 "Game chat message"); userId and replyToId are usernames. */
export const chatMessage = /* @__PURE__ */ once(() =>
  v.object({
    messageId: v.string(),
    messageText: v.string(),
    profileImage: v.string(),
    gameId: whole(),
    readMessage: v.boolean(),
    likes: count(),
    userId: v.string(),
    parentMessageId: v.nullable(v.string()),
    replyToId: v.nullable(v.string()),
    isFlagged: v.boolean(),
    isInappropriate: v.boolean(),
    isLiked: v.boolean(),
    timestamp: timestamp(),
  }),
);

/** A page of a game chat, newest first; lastEvaluatedKey is null on the last page (000 §3). */
export const chatPage = /* @__PURE__ */ once(() =>
  v.object({
    messageRepliesPage: v.object({
      messages: v.array(chatMessage()),
      lastEvaluatedKey: v.nullable(v.object({ gameId: whole(), messageId: v.string() })),
    }),
  }),
);

/** A user of a game chat (000 §7 gameLikeUserList: UserName, ProfilePicLink, AvailableNow). */
export const chatUser = /* @__PURE__ */ once(() =>
  v.object({ UserName: v.string(), ProfilePicLink: v.string(), AvailableNow: onOff() }),
);
/** `{ [field]: [chat user] }`: the three chat user lists (activeUsers, gameLikeUserList, gameUserList). */
export function chatUsersOf<const K extends string>(field: K) {
  return v.object({ [field]: v.array(chatUser()) } as {
    [P in K]: v.ArraySchema<ReturnType<typeof chatUser>, undefined>;
  });
}

/** Unread chat per game of the caller (000 §7 gameCountUnread.body; §3 gameId and count). */
export const unreadChatByGame = /* @__PURE__ */ once(() =>
  v.object({
    gameCountUnread: v.object({ body: v.array(v.object({ gameId: whole(), count: count() })) }),
  }),
);
