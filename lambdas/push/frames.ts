/**
 * Builds the frames the server sends from stored items; their shapes are the contract's
 * (lib/contract/socket-frames.ts), shared with the web client.
 */
import type { ChatMessageFrame, DirectMessageFrame } from '../../lib/contract/socket-frames';
import type { ChatMessage, DirectMessage } from '../data';

export function chatMessageFrame(message: ChatMessage): ChatMessageFrame {
  return {
    type: 'message',
    messageId: message.messageId,
    messageText: message.messageText,
    profileImage: message.profileImage,
    gameId: message.gameId,
    readMessage: false,
    likes: message.likeCount,
    userId: message.userName,
    parentMessageId: message.parentMessageId,
    replyToId: message.replyToId,
    isFlagged: message.isFlagged,
    isInappropriate: message.isInappropriate,
    isLiked: false,
    timestamp: message.createdAt,
  };
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
