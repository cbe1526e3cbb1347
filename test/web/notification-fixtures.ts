/**
 * Notifications for the tests: chat notifications (000 §3 "Chat notification item") and general ones
 * (000 §3 "General notification") and chronicle mention notices (ours), each built with one small factory.
 */
import type { ChatNotification, ChatNotificationPage } from '../../web/src/state/server/chat-notifications';
import type {
  GeneralNotification,
  MentionNotification,
} from '../../web/src/state/server/general-notifications';

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

/** A general notification (000 §3 "General notification"): by default an unread invite received to Valorant. */
export function aGeneralNotification(overrides: Partial<GeneralNotification> = {}): GeneralNotification {
  return {
    type: 'invite',
    name: 'NeonFox',
    profileImage: 'media/userprofileimages/neonfox.png',
    status: 'TO',
    accepted: 0,
    readMessage: 0,
    readMessageTo: 0,
    readMessageFrom: 0,
    gameId: 12,
    gameDescription: 'Valorant',
    gameImage: 'media/games/valorant.png',
    key: 'invite-1',
    InviteId: '0b7d6c1e-3f1a-4c59-9a53-1d0c3a1e2f41',
    Created: '2024-01-01T11:00:00.000Z',
    ...overrides,
  };
}

/** A spectate notification: `name` started spectating the caller; no game, no time unless given. */
export function aSpectateNotification(overrides: Partial<GeneralNotification> = {}): GeneralNotification {
  return {
    type: 'spec',
    name: 'PixelMage',
    profileImage: 'media/userprofileimages/pixelmage.png',
    status: 'TO',
    accepted: 0,
    readMessage: 0,
    readMessageTo: 0,
    readMessageFrom: 0,
    gameId: null,
    gameDescription: null,
    gameImage: null,
    key: 'spec-1',
    ...overrides,
  };
}

/** A chronicle mention notice (ours): by default NeonFox mentioned the caller in a post, unread, at 11:30. */
export function aMentionNotification(overrides: Partial<MentionNotification> = {}): MentionNotification {
  const notice = { postId: 'post-1', target: 'POST', ...overrides };
  return {
    type: 'mention',
    name: 'NeonFox',
    profileImage: 'media/userprofileimages/neonfox.png',
    readMessage: 0,
    key: `mention#${notice.postId}#${notice.target}`,
    Created: '2024-01-01T11:30:00.000Z',
    excerpt: '@DemoGamer join us tonight?',
    ...notice,
  };
}
