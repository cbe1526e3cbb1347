/** Chat notifications for the tests (000 §3 "Chat notification item"), built with one small factory. */
import type { ChatNotification, ChatNotificationPage } from '../../web/src/state/server/chat-notifications';

export function aChatNotification(overrides: Partial<ChatNotification> = {}): ChatNotification {
  return {
    parentMessageId: null,
    messageId: '1700000000100',
    gameId: 7,
    gameDescription: 'Starfall Arena',
    notiType: 'responded',
    likedCount: 0,
    respondedCount: 1,
    taggedCount: 0,
    isRead: true,
    timestamp: '2024-01-01T00:00:00.000Z',
    gameImageSrc: 'media/games/starfall.png',
    profileImageUserId1: 'BobGamer',
    profileImageUserId2: null,
    profileImage1: 'media/bob.png',
    profileImage2: null,
    userId: 'BobGamer',
    messageText: 'gg, that was close',
    ...overrides,
  };
}

/** A page of the list as the server answers it; `next` is the key of the page after it. */
export function aNotificationPage(
  items: ChatNotification[],
  next: string | null = null,
): ChatNotificationPage {
  return { notiItems: { items, lastEvaluatedKey: next === null ? null : { messageId: next } } };
}
