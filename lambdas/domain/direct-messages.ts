/**
 * Direct message rules (000 §4–§5 "Direct messages", "Message to a user", "Direct message composer";
 * docs/architecture.md "Direct messages"), free of AWS: who may write to whom, what a message keeps of
 * its text, and how a stored message or conversation is presented (000 §3 "Message history item").
 */
import { randomInt } from 'node:crypto';
import { CHAT_LIMITS, LIMITS } from '../../lib/contract/constants';
import { messageLength, plainMessageText } from '../../lib/contract/rules';
import type { DataNeeds } from '../data/access';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  defineErrorType,
} from '../core/errors';
import type { Conversation, DirectMessage, Profile } from '../data';
import { chatMessageId, sendWindowOf } from './chat';

/** Writing to yourself (000 §5 messageModal errorMsg2). */
export class SelfMessageError extends BadRequestError {}
defineErrorType(SelfMessageError, 'selfMessage');
/** Nothing left after trimming and tag-stripping (000 §5 messageDetailModal errorMsg2). */
export class EmptyMessageError extends BadRequestError {}
defineErrorType(EmptyMessageError, 'empty');
/** A block either way: no message passes. */
export class MessagingBlockedError extends ForbiddenError {}
defineErrorType(MessagingBlockedError, 'blocked');
/** The other account is closed: the conversation stays readable but takes no new message. */
export class RecipientClosedError extends NotFoundError {}
defineErrorType(RecipientClosedError, 'recipientClosed');

/**
 * The text a direct message keeps: the message popup sends it URL-encoded (000 §5), which is decoded
 * here (a text that is not valid encoding is kept as it came); tags are stripped and the text trimmed.
 * Refuses what is left empty.
 */
export function directMessageText(text: string, options: { urlEncoded: boolean }): string {
  let decoded = text;
  if (options.urlEncoded) {
    try {
      decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      decoded = text;
    }
  }
  const plain = plainMessageText(decoded);
  if (plain.length === 0) throw new EmptyMessageError('the message is empty');
  if (messageLength(plain) > LIMITS.messageMax) {
    throw new BadRequestError(`a message has at most ${LIMITS.messageMax} characters`);
  }
  return plain;
}

/** Who may write to whom: never yourself, never a closed account, never across a block. */
export function checkRecipient(
  sender: { uuid: string; active: boolean } | undefined,
  recipient: { uuid: string; active: boolean } | undefined,
  blocked: boolean,
): void {
  if (!sender?.active) throw new ForbiddenError('account not active');
  if (!recipient) throw new NotFoundError('recipient not found');
  if (recipient.uuid === sender.uuid) throw new SelfMessageError('you cannot message yourself');
  if (!recipient.active) throw new RecipientClosedError('this account is closed');
  if (blocked) throw new MessagingBlockedError('messaging this user is blocked');
}

/** A stored message as the history shows it (000 §3 "Message history item"). */
export function presentDirectMessage(
  message: DirectMessage,
  names: ReadonlyMap<string, string>,
  pictures: ReadonlyMap<string, string>,
  fallbackPicture: string,
) {
  return {
    Id: message.messageId,
    Created: message.createdAt,
    Message: message.message,
    ReadMessage: message.readMessage,
    CurrentUser: names.get(message.fromUuid) ?? '',
    MessagedUser: names.get(message.toUuid) ?? '',
    ProfilePicLink: pictures.get(message.fromUuid) ?? fallbackPicture,
    MessageType: message.messageType,
  };
}

/**
 * One row of the conversation list (`getsummary`), in the history item's shape: CurrentUser is the
 * viewer, MessagedUser the other person, ProfilePicLink their picture, Message the last message (the
 * web cuts it at 50 characters), ReadMessage 0 while the viewer has unread messages in it.
 */
export function presentConversation(
  conversation: Conversation,
  viewerName: string,
  other: { userName: string; picture: string },
) {
  return {
    Id: conversation.lastMessageId ?? conversation.lastMessageAt,
    Created: conversation.lastMessageAt,
    Message: conversation.lastMessage,
    ReadMessage: conversation.unreadCount > 0 ? (0 as const) : (1 as const),
    CurrentUser: viewerName,
    MessagedUser: other.userName,
    ProfilePicLink: other.picture,
    MessageType: 'text',
  };
}

/** What one send did: the stored message with both people, or a refusal by the send window. */
export type DirectMessageSent =
  | { sent: true; message: DirectMessage; sender: Profile; recipient: Profile }
  | { sent: false; retryAfterMs: number };

/**
 * Sends a direct message (D1) for both ways in (the messages socket and the profile's message popup):
 * the text kept (tags stripped, trimmed; decoded first when the popup URL-encoded it), the recipient
 * checked (never yourself, a closed account or across a block), the id from the gateway's receipt time,
 * the sender's send window counted in the same write. Throws the refusals; answers a full window.
 */
export async function sendDirectMessage(
  data: DataNeeds<'getProfile' | 'getProfileByUserName' | 'isBlockedEitherWay' | 'putDirectMessage'>,
  input: {
    senderUuid: string;
    /** the sender's profile when the caller already has it (a REST call's session check read it) */
    senderProfile?: () => Promise<Profile | undefined>;
    toUserName: string;
    text: string;
    urlEncoded: boolean;
    receivedAtMs: number;
  },
): Promise<DirectMessageSent> {
  const text = directMessageText(input.text, { urlEncoded: input.urlEncoded });
  const [sender, recipient] = await Promise.all([
    input.senderProfile ? input.senderProfile() : data.getProfile(input.senderUuid),
    data.getProfileByUserName(input.toUserName),
  ]);
  checkRecipient(sender, recipient, false);
  checkRecipient(sender, recipient, await data.isBlockedEitherWay(sender!.uuid, recipient!.uuid));
  const window = sendWindowOf(input.receivedAtMs);
  try {
    const message = await data.putDirectMessage(
      { fromUuid: sender!.uuid, toUuid: recipient!.uuid, message: text },
      new Date(input.receivedAtMs),
      () => chatMessageId(input.receivedAtMs, randomInt(1000)),
      { window: window.window, expiresAt: window.expiresAt, limit: CHAT_LIMITS.dmSendsPerWindow },
    );
    return { sent: true, message, sender: sender!, recipient: recipient! };
  } catch (error) {
    if (error instanceof TooManyRequestsError) return { sent: false, retryAfterMs: window.opensNextInMs };
    throw error;
  }
}
