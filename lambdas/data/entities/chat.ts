/**
 * Game chat rooms and direct messages.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { counter, flag, isoTimestamp, positiveId } from './fields';

/**
 * A game chat message; `messageId` is the epoch microsecond its frame reached the gateway (16 digits;
 * older 13-digit millisecond ids sort before any later one), unique across games.
 */
export const ChatMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'chatMessage',
  schema: () =>
    v.object({
      messageId: v.pipe(v.string(), v.regex(/^\d{13,}$/)),
      gameId: positiveId(),
      senderUuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      profileImage: v.string(),
      messageText: v.pipe(v.string(), v.minLength(1)),
      parentMessageId: v.optional(v.nullable(v.string()), null),
      replyToId: v.optional(v.nullable(v.string()), null),
      likeCount: counter(),
      isFlagged: v.optional(v.boolean(), false),
      isInappropriate: v.optional(v.boolean(), false),
      /** how many players reported it (messageReport items); absent until the first report */
      reportCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'CHATMSG', parts: ['messageId'] },
  sk: { prefix: 'MSG', parts: [] },
  gsi1: { pk: { prefix: 'CHAT', parts: ['gameId'] }, sk: { prefix: '', parts: ['messageId'] } },
  gsi2: {
    pk: { prefix: 'REPLIES', parts: ['parentMessageId'] },
    sk: { prefix: '', parts: ['messageId'] },
  },
  sparse: { gsi2: (message) => message.parentMessageId !== null },
});
export type ChatMessage = v.InferOutput<typeof ChatMessageEntity.schema>;

/**
 * One user's like of a chat message: under the message (who liked it, H7) and, through gsi1, under the
 * user and the game (which messages of a chat page they liked, H2's `isLiked`).
 */
export const ChatLikeEntity = /* @__PURE__ */ defineEntity({
  name: 'chatLike',
  schema: () =>
    v.object({
      messageId: v.pipe(v.string(), v.minLength(1)),
      gameId: positiveId(),
      uuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      /** the liker's picture when they liked (the notification to the author shows it) */
      profileImage: v.optional(v.nullable(v.string()), null),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'CHATMSG', parts: ['messageId'] },
  sk: { prefix: 'LIKE', parts: ['uuid'] },
  gsi1: { pk: { prefix: 'LIKED', parts: ['uuid', 'gameId'] }, sk: { prefix: '', parts: ['messageId'] } },
});
export type ChatLike = v.InferOutput<typeof ChatLikeEntity.schema>;

/** Someone who acted on a chat notification (liked, answered, tagged), as they were then. */
const chatActor = () =>
  v.object({
    uuid: v.pipe(v.string(), v.uuid()),
    userName: v.pipe(v.string(), v.minLength(1)),
    profileImage: v.string(),
  });

/**
 * One user's notification about one chat message (N1): how many liked or answered their message, or
 * tagged them in it, and the last two who did. Written only by applyOnce-marked updates (a stream
 * record or a mention counts once); newest first through gsi2 by the time of its latest event, which
 * also decides whether it is unread (after the owner's `chatNotiReadAt`). An item whose counts all fell
 * back to 0 (a like undone) leaves gsi2, so it is neither listed nor counted.
 */
export const ChatNotificationEntity = /* @__PURE__ */ defineEntity({
  name: 'chatNotification',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      messageId: v.pipe(v.string(), v.minLength(1)),
      parentMessageId: v.optional(v.nullable(v.string()), null),
      gameId: positiveId(),
      messageText: v.string(),
      notiType: v.picklist(['liked', 'responded', 'tagged']),
      likedCount: counter(),
      respondedCount: counter(),
      taggedCount: counter(),
      actor1: chatActor(),
      actor2: v.optional(v.nullable(chatActor()), null),
      updatedAt: isoTimestamp(),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'CHATNOTI', parts: ['messageId'] },
  gsi2: {
    pk: { prefix: 'CHATNOTI', parts: ['uuid'] },
    sk: { prefix: '', parts: ['updatedAt', 'messageId'] },
  },
});
export type ChatNotification = v.InferOutput<typeof ChatNotificationEntity.schema>;

/**
 * How many messages a user sent on one channel (game chat or direct messages) in one send window
 * (domain/chat.ts sendWindowOf): the message's own write increments it in the same transaction,
 * refused past the channel's limit (CHAT_LIMITS).
 */
export const SendWindowEntity = /* @__PURE__ */ defineEntity({
  name: 'sendWindow',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      channel: v.picklist(['chat', 'dm']),
      window: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sends: counter(),
      /** epoch seconds: a minute after the window closed */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'SEND', parts: ['channel', 'window'] },
  ttl: (item) => item.expiresAt,
});
export type SendWindow = v.InferOutput<typeof SendWindowEntity.schema>;

/** A direct message inside the conversation of two users (`lowUuid` < `highUuid`). */
export const DirectMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'directMessage',
  schema: () =>
    v.object({
      lowUuid: v.pipe(v.string(), v.uuid()),
      highUuid: v.pipe(v.string(), v.uuid()),
      messageId: v.pipe(v.string(), v.regex(/^\d{13,}$/)),
      fromUuid: v.pipe(v.string(), v.uuid()),
      toUuid: v.pipe(v.string(), v.uuid()),
      message: v.pipe(v.string(), v.minLength(1)),
      messageType: v.optional(v.string(), 'text'),
      readMessage: v.optional(flag(), 0),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'DM', parts: ['lowUuid', 'highUuid'] },
  sk: { prefix: 'MSG', parts: ['messageId'] },
});
export type DirectMessage = v.InferOutput<typeof DirectMessageEntity.schema>;

/** One user's summary of a conversation: the inbox row. */
export const ConversationEntity = /* @__PURE__ */ defineEntity({
  name: 'conversation',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      otherUuid: v.pipe(v.string(), v.uuid()),
      lastMessage: v.string(),
      lastMessageAt: isoTimestamp(),
      /** the last message's id and author (the conversation list shows who wrote it) */
      lastMessageId: v.optional(v.nullable(v.string()), null),
      lastFromUuid: v.optional(v.nullable(v.string()), null),
      unreadCount: counter(),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'CONVO', parts: ['otherUuid'] },
  gsi1: {
    pk: { prefix: 'CONVOS', parts: ['uuid'] },
    sk: { prefix: '', parts: ['lastMessageAt', 'otherUuid'] },
  },
});
export type Conversation = v.InferOutput<typeof ConversationEntity.schema>;

/**
 * One player's report of a game chat message (ours, beyond the spec; docs/data-model.md H11): written
 * once per reporter and message, in the transaction that flags the message. Kept under the reporter,
 * sorted by game and message, so a history page finds which of its messages the viewer reported with
 * one query bounded by the page's first and last ids (H2).
 */
export const MessageReportEntity = /* @__PURE__ */ defineEntity({
  name: 'messageReport',
  schema: () =>
    v.object({
      reporterUuid: v.pipe(v.string(), v.uuid()),
      gameId: positiveId(),
      messageId: v.pipe(v.string(), v.regex(/^\d{13,}$/)),
      /** the message's author, for moderators */
      authorUuid: v.pipe(v.string(), v.uuid()),
      reason: v.pipe(v.string(), v.minLength(1)),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'USER', parts: ['reporterUuid'] },
  sk: { prefix: 'CHATREPORT', parts: ['gameId', 'messageId'] },
});
export type MessageReport = v.InferOutput<typeof MessageReportEntity.schema>;
