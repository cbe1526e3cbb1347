/**
 * The one presenter of a game chat message (000 §3 "Game chat message"): what a viewer sees of one
 * stored message, for the REST history and notification threads (domain/chat.ts
 * `presentChatMessage`) and for the frames pushed to a room (push/frames.ts `chatMessageFrame`), so the
 * two cannot drift apart. Here, below both, because push sits beside domain and imports neither it
 * nor data: the stored message is described by the fields read, which data's `ChatMessage` has.
 */
import type { ChatMessageFrame } from '../../lib/contract/socket-frames';

/** The stored fields a chat message shows (data/entities/chat.ts `ChatMessage`). */
export interface StoredChatMessage {
  messageId: string;
  messageText: string;
  profileImage: string;
  gameId: number;
  likeCount: number;
  userName: string;
  parentMessageId: string | null;
  replyToId: string | null;
  isFlagged: boolean;
  isInappropriate: boolean;
  createdAt: string;
}

/** A chat message as the REST history and the pushed frames carry it (the frame adds `type`). */
export type ChatMessageView = Omit<ChatMessageFrame, 'type' | 'clientMessageId'>;

/**
 * What a viewer sees of one stored message: `read` whether they have seen it (a message in their
 * history has been; one pushed as it arrives has not), `liked` whether they liked it.
 */
export function chatMessageView(
  message: StoredChatMessage,
  viewer: { read: boolean; liked: boolean },
): ChatMessageView {
  return {
    messageId: message.messageId,
    messageText: message.messageText,
    profileImage: message.profileImage,
    gameId: message.gameId,
    readMessage: viewer.read,
    likes: message.likeCount,
    userId: message.userName,
    parentMessageId: message.parentMessageId,
    replyToId: message.replyToId,
    isFlagged: message.isFlagged,
    isInappropriate: message.isInappropriate,
    isLiked: viewer.liked,
    timestamp: message.createdAt,
  };
}
