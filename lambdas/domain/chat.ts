/**
 * Game chat rules (000 §4–§5 "Game chat", docs/architecture.md "Game chat"), free of AWS:
 * - a message's id: the time the gateway received its frame, so one sender's messages keep the order
 *   they were typed in whichever order concurrent invocations store them;
 * - what a message may carry (links) and how often a player may send (the send window);
 * - how a stored message is presented to one viewer (000 §3 "Game chat message"), and which messages a
 *   viewer's history leaves out because they were reported (ours, beyond the spec).
 */
import { CHAT_LIMITS } from '../../lib/contract/constants';
import { linkCount } from '../../lib/contract/rules';
import { BadRequestError, ForbiddenError, TooManyRequestsError, defineErrorType } from '../core/errors';
import type { ChatMessage } from '../data';
import { chatMessageView, type ChatMessageView } from '../model/chat-message';

/**
 * Liking your own message (000 §5); its text is the spec's (socket-frames OWN_LIKE_REFUSED). The
 * chronicle refuses own posts and comments with it too (constants OWN_CHRONICLE_LIKE_REFUSED).
 */
export class OwnLikeError extends ForbiddenError {}
defineErrorType(OwnLikeError, 'ownLike');
/** A reply to yourself (000 §5). */
export class SelfReplyError extends BadRequestError {}
defineErrorType(SelfReplyError, 'selfReply');
/** More links than CHAT_LIMITS.linksPerMessage. */
export class TooManyLinksError extends BadRequestError {}
defineErrorType(TooManyLinksError, 'tooManyLinks');
/** Reporting your own message (ours, beyond the spec). */
export class OwnReportError extends BadRequestError {}
defineErrorType(OwnReportError, 'ownReport');
/** A closed account sends or likes nothing. */
export class AccountNotActiveError extends ForbiddenError {}
defineErrorType(AccountNotActiveError, 'notActive');
/** A send past the window's limit: nothing was stored; `retryAfterMs` says when a send will pass. */
export class SendLimitError extends TooManyRequestsError {
  constructor(
    readonly retryAfterMs: number,
    messageId?: string,
  ) {
    super('slow down', messageId === undefined ? {} : { messageId });
  }
}
defineErrorType(SendLimitError, 'slowDown');

/**
 * A message's id: the epoch microsecond at which the gateway received the frame, whose sub-millisecond
 * digits are `tiebreak` (0–999, random: two frames of the same millisecond from different players get
 * different ids without a counter). 16 digits, so ids compare as strings and as numbers alike; a
 * clash (the same microsecond twice) is retried by the data layer with another tiebreak.
 */
export function chatMessageId(receivedAtMs: number, tiebreak: number): string {
  return String(Math.floor(receivedAtMs) * 1000 + (Math.floor(tiebreak) % 1000));
}

/**
 * When the gateway received the frame. API Gateway stamps `requestTimeEpoch` as the frame arrives on
 * the connection (in the order the client sent them), before any invocation runs; no client can set
 * it. The Lambda's own clock is only a fallback for an event without it.
 */
export function receivedAt(requestTimeEpoch: number | undefined, now: Date): number {
  return requestTimeEpoch !== undefined && requestTimeEpoch > 0 ? requestTimeEpoch : now.getTime();
}

/** Refuses a message text with more links than the limit. */
export function checkMessageLinks(text: string, messageId?: string): void {
  if (linkCount(text) > CHAT_LIMITS.linksPerMessage) {
    throw new TooManyLinksError(`at most ${CHAT_LIMITS.linksPerMessage} links in a message`, {
      ...(messageId === undefined ? {} : { messageId }),
    });
  }
}

/** The send window a message received at `atMs` counts in, and when the next window opens. */
export function sendWindowOf(atMs: number): { window: number; opensNextInMs: number; expiresAt: number } {
  const length = CHAT_LIMITS.sendWindowSeconds * 1000;
  const window = Math.floor(atMs / length);
  return {
    window,
    opensNextInMs: (window + 1) * length - atMs,
    expiresAt: Math.ceil(((window + 1) * length) / 1000) + 60,
  };
}

/**
 * The second of a big room's tick a message received at `atMs` joins (slow mode counts per second),
 * when the next one opens, and when the tick expires (a minute after, long after its delivery).
 */
export function roomTickOf(atMs: number): { second: number; opensNextInMs: number; expiresAt: number } {
  const second = Math.floor(atMs / 1000);
  return { second, opensNextInMs: (second + 1) * 1000 - atMs, expiresAt: second + 61 };
}

/**
 * Whether a viewer's history leaves a message out (ours, beyond the spec): one they reported, and one
 * enough players reported to mark it inappropriate (LIMITS.inappropriateAfterReports). Its author
 * always sees their own message.
 */
export function hiddenFromViewer(
  message: Pick<ChatMessage, 'messageId' | 'senderUuid' | 'isInappropriate'>,
  viewer: { uuid: string; reported: ReadonlySet<string> },
): boolean {
  if (message.senderUuid === viewer.uuid) return false;
  return message.isInappropriate || viewer.reported.has(message.messageId);
}

/**
 * What a viewer sees of one stored message in their history (000 §3 "Game chat message"): read, and
 * liked when they liked it. The fields are the one chat message presenter's (model/chat-message.ts),
 * which the pushed frames use too.
 */
export function presentChatMessage(
  message: ChatMessage,
  viewer: { liked: ReadonlySet<string> },
): ChatMessageView {
  return chatMessageView(message, { read: true, liked: viewer.liked.has(message.messageId) });
}
