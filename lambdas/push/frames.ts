/**
 * Builds the frames the server sends from stored items; their shapes are the contract's
 * (lib/contract/socket-frames.ts), shared with the web client.
 */
import type { ChatMessageFrame, DirectMessageFrame } from '../../lib/contract/socket-frames';
import type { DirectMessage } from '../data';
import { chatMessageView, type StoredChatMessage } from '../model/chat-message';

/**
 * A message pushed to a room as it arrives: the one chat message presenter's fields
 * (model/chat-message.ts, as the history shows them), unread and not liked by anyone yet.
 */
export function chatMessageFrame(message: StoredChatMessage): ChatMessageFrame {
  return { type: 'message', ...chatMessageView(message, { read: false, liked: false }) };
}

export function directMessageFrame(
  message: DirectMessage,
  names: { from: string; to: string },
  authorPicture: string,
): DirectMessageFrame {
  return {
    type: 'message',
    Id: message.messageId,
    Created: message.createdAt,
    Message: message.message,
    ReadMessage: message.readMessage,
    CurrentUser: names.from,
    MessagedUser: names.to,
    ProfilePicLink: authorPicture,
    MessageType: message.messageType,
  };
}
