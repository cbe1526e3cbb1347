/**
 * The frames the server sends on the two WebSocket APIs (000 §7 "Live connections", §3 "Game chat
 * message" and "Message history item"), declared once for the handlers that build them
 * (lambdas/push/frames.ts) and the web client that reads them. Each carries `type` so a client
 * tells them apart: 'message' (a chat or direct message), 'likes' (the like confirmation), 'error'.
 * Schemas build on first use (lazy.ts); the types come from them.
 */
import * as v from 'valibot';
import { once } from './lazy';
import { chatMessage, directMessage } from './responses';

/** The text of the like confirmation frame (000 §7). */
export const LIKES_UPDATED = 'Likes update successful.';
/** The refusal when a user likes their own message (000 §7). */
export const OWN_LIKE_REFUSED = "Doesn't seem right to let you like your own message.";

const int = () => v.pipe(v.number(), v.integer());

/**
 * A game chat message (000 §3 "Game chat message"): the REST history's item, tagged. `messageId` is
 * the server's (it orders the room); `clientMessageId` echoes the id the sender's frame carried, so
 * the sender's screen replaces its pending copy with this one.
 */
export const chatMessageFrame = once(() =>
  v.object({
    type: v.literal('message'),
    ...chatMessage().entries,
    clientMessageId: v.optional(v.string()),
  }),
);
export type ChatMessageFrame = v.InferOutput<ReturnType<typeof chatMessageFrame>>;

/**
 * A big room's tick (docs/architecture.md "A room of 10,000 listeners"): the messages of about a
 * second, in id order, in one frame per listener instead of one push per message. A client shows each
 * as it would a 'message' frame; delivery is at least once, so it keeps one copy per `messageId`.
 */
export const chatTickFrame = once(() =>
  v.object({
    type: v.literal('tick'),
    messages: v.array(chatMessageFrame()),
  }),
);
export type ChatTickFrame = v.InferOutput<ReturnType<typeof chatTickFrame>>;

/** The confirmation of a like or unlike, to the liker only. */
export const likesFrame = once(() =>
  v.object({
    type: v.literal('likes'),
    message: v.literal(LIKES_UPDATED),
    messageId: v.string(),
    newLikeCount: int(),
  }),
);
export type LikesFrame = v.InferOutput<ReturnType<typeof likesFrame>>;

/** A direct message (000 §3 "Message history item"): the REST history's item, tagged. */
export const directMessageFrame = once(() =>
  v.object({ type: v.literal('message'), ...directMessage().entries }),
);
export type DirectMessageFrame = v.InferOutput<ReturnType<typeof directMessageFrame>>;

/**
 * Why a frame was refused, for the client to word in the player's language: `ownLike` (000 §5, the
 * spec's text is `message`), `tooManyLinks` (CHAT_LIMITS.linksPerMessage), `selfReply`, `notFound`
 * (the message or the parent is gone), `notActive` (the sender's account), `invalid` (the frame's
 * schema; `issues` say where), `forbidden` (names another user than the caller); direct messages:
 * `selfMessage` (000 §5 messageModal errorMsg2), `empty` (nothing left after trimming and tag-stripping:
 * messageDetailModal errorMsg2), `blocked` (either way), `recipientClosed` (the other account is closed:
 * the conversation stays readable, it takes no new message).
 */
export const ERROR_FRAME_CODES = [
  'ownLike',
  'tooManyLinks',
  'selfReply',
  'notFound',
  'notActive',
  'invalid',
  'forbidden',
  'selfMessage',
  'empty',
  'blocked',
  'recipientClosed',
] as const;
export type ErrorFrameCode = (typeof ERROR_FRAME_CODES)[number];

/**
 * A server notice about the connection itself (000 §7 "alerts"): `slowDown` when the player sent past
 * the send limit (CHAT_LIMITS; the frame they sent is not stored, `retryAfterMs` says when one will be),
 * `disconnect` just before the server closes the connection (the account was closed or signed out).
 */
export const alertFrame = once(() =>
  v.variant('alert', [
    v.object({
      type: v.literal('alert'),
      alert: v.literal('slowDown'),
      retryAfterMs: int(),
      messageId: v.optional(v.string()),
    }),
    v.object({ type: v.literal('alert'), alert: v.literal('disconnect') }),
  ]),
);
export type AlertFrame = v.InferOutput<ReturnType<typeof alertFrame>>;

/** A refused frame: what was wrong, and the message it concerned when there is one. */
export const errorFrame = once(() =>
  v.object({
    type: v.literal('error'),
    message: v.string(),
    code: v.optional(v.picklist(ERROR_FRAME_CODES)),
    messageId: v.optional(v.string()),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
);
export type ErrorFrame = v.InferOutput<ReturnType<typeof errorFrame>>;

/** Every frame a game chat connection receives. */
export type GameChatFrame = ChatMessageFrame | ChatTickFrame | LikesFrame | AlertFrame | ErrorFrame;
/** Every frame a direct-message connection receives. */
export type DirectMessagesFrame = DirectMessageFrame | AlertFrame | ErrorFrame;
