/**
 * Notifications: chat notifications, general notifications (invites, spectators, mentions) and invite
 * preferences (000 §3, §7). How the shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { count, dataOf, onOff, timestamp, whole } from './fields';
import { chatMessage } from './chat';

/**
 * A chat notification (000 §3 "Chat notification item"): who liked, answered or tagged the caller's
 * message (the second face is null when only one user did), and how many did. Beyond the spec: the
 * game it happened in (`gameId`, `gameDescription`), so a reply from the notification reaches its room.
 */
export const chatNotification = /* @__PURE__ */ once(() =>
  v.object({
    parentMessageId: v.nullable(v.string()),
    messageId: v.string(),
    gameId: whole(),
    gameDescription: v.string(),
    notiType: v.picklist(['liked', 'responded', 'tagged']),
    likedCount: count(),
    respondedCount: count(),
    taggedCount: count(),
    isRead: v.boolean(),
    timestamp: timestamp(),
    gameImageSrc: v.string(),
    profileImageUserId1: v.string(),
    profileImageUserId2: v.nullable(v.string()),
    profileImage1: v.string(),
    profileImage2: v.nullable(v.string()),
    userId: v.string(),
    messageText: v.string(),
  }),
);

/** A page of chat notifications (000 §7 notiItems{items, lastEvaluatedKey}); null key on the last page. */
export const chatNotificationPage = /* @__PURE__ */ once(() =>
  v.object({
    notiItems: v.object({
      items: v.array(chatNotification()),
      lastEvaluatedKey: v.nullable(v.object({ messageId: v.string() })),
    }),
  }),
);

/** The message behind a chat notification and the replies to it (null when it was removed). */
export const chatNotificationThread = /* @__PURE__ */ once(() =>
  v.object({ parentMessage: v.nullable(chatMessage()), replies: v.array(chatMessage()) }),
);

/**
 * A general notification (000 §3): a spectate (type spec) or an invite; status says whether the caller
 * sent it (FROM) or received it (TO). The game fields are null on spectate notifications; only
 * invites carry InviteId and Created.
 */
export const generalNotification = /* @__PURE__ */ once(() =>
  v.object({
    type: v.picklist(['spec', 'invite']),
    name: v.string(),
    profileImage: v.string(),
    status: v.picklist(['TO', 'FROM']),
    accepted: onOff(),
    readMessage: onOff(),
    readMessageTo: onOff(),
    readMessageFrom: onOff(),
    gameId: v.nullable(whole()),
    gameDescription: v.nullable(v.string()),
    gameImage: v.nullable(v.string()),
    key: v.string(),
    InviteId: v.optional(v.string()),
    Created: v.optional(timestamp()),
  }),
);
/** The General tab's lists (000 §7 pjinvitetoplaynotiget "returns a data array"). */
export const generalNotifications = /* @__PURE__ */ once(() => dataOf(generalNotification()));

/**
 * A chronicle mention notice (ours, issue 11: "mentions in posts and comments reach the mentioned
 * player as a notification"), in the General notification's fields where they apply (000 §3): `type`
 * mention, the `name` and `profileImage` of the person who mentioned the caller, `readMessage` (the
 * caller's flag: read when it was made at or before their `mentionNotiReadAt`), `key`, `Created`;
 * plus the `postId`, the `target` (POST for the post itself, else the commentId that mentions them)
 * and the `excerpt` (the first 200 characters of the post or comment as it was written).
 */
export const mentionNotification = /* @__PURE__ */ once(() =>
  v.object({
    type: v.literal('mention'),
    name: v.string(),
    profileImage: v.string(),
    readMessage: onOff(),
    key: v.string(),
    Created: timestamp(),
    postId: v.string(),
    target: v.string(),
    excerpt: v.string(),
  }),
);
/** The caller's mention notices, newest first (ours). */
export const mentionNotifications = /* @__PURE__ */ once(() => dataOf(mentionNotification()));

/** Who may invite a player to play (issue 11, ours): everyone, only people they spectate, nobody. */
export const INVITE_POLICIES = ['everyone', 'spectated', 'nobody'] as const;
export type InvitePolicy = (typeof INVITE_POLICIES)[number];

/** A player's invite preferences (ours): who may invite them, and the games whose invites are muted. */
export const invitePreferences = /* @__PURE__ */ once(() =>
  v.object({
    whoMayInvite: v.picklist(INVITE_POLICIES),
    mutedGameIds: v.pipe(v.array(whole()), v.maxLength(100)),
  }),
);

/** An invite's outcome: created, or dup when one was already sent today for that game (000 §4, §5). */
export const inviteResult = /* @__PURE__ */ once(() => v.object({ type: v.picklist(['created', 'dup']) }));
