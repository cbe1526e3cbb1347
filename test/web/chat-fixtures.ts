/** Game chat messages for the tests (000 §3 "Game chat message"), built with one small factory. */
import type { ChatMessage } from '../../web/src/state/realtime/game-chat-room';

export function aChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    messageId: '1700000000001',
    messageText: 'hello',
    profileImage: '',
    gameId: 7,
    readMessage: true,
    likes: 0,
    userId: 'BobGamer',
    parentMessageId: null,
    replyToId: null,
    isFlagged: false,
    isInappropriate: false,
    isLiked: false,
    timestamp: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The live frame of a message (what the socket sends). */
export function aMessageFrame(overrides: Partial<ChatMessage> & { clientMessageId?: string } = {}) {
  return { type: 'message' as const, ...aChatMessage(overrides), ...overrides };
}
