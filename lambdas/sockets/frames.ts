/**
 * Frames the server sends on the two WebSocket APIs. Each carries `type` so the client can tell
 * them apart: 'message' (a chat or direct message), 'likes' (the like confirmation), 'error'.
 */
import type { ChatMessage, DirectMessage } from '../data';

export const LIKES_UPDATED = 'Likes update successful.';
export const OWN_LIKE_REFUSED = "Doesn't seem right to let you like your own message.";

/** A game chat message (000 §3 "Game chat message"). */
export interface ChatMessageFrame {
  type: 'message';
  messageId: string;
  messageText: string;
  profileImage: string;
  gameId: number;
  readMessage: boolean;
  likes: number;
  userId: string;
  parentMessageId: string | null;
  replyToId: string | null;
  isFlagged: boolean;
  isInappropriate: boolean;
  isLiked: boolean;
  timestamp: string;
}

export interface LikesFrame {
  type: 'likes';
  message: typeof LIKES_UPDATED;
  messageId: string;
  newLikeCount: number;
}

/** A direct message (000 §3 "Message history item"). */
export interface DirectMessageFrame {
  type: 'message';
  Id: string;
  Created: string;
  Message: string;
  ReadMessage: 0 | 1;
  /** the author's username */
  CurrentUser: string;
  /** the recipient's username */
  MessagedUser: string;
  /** the author's picture */
  ProfilePicLink: string;
  MessageType: string;
}

export interface ErrorFrame {
  type: 'error';
  message: string;
  messageId?: string;
  issues?: { path: string; message: string }[];
}

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
