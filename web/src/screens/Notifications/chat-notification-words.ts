/**
 * The words of a chat notification (000 §3 "Chat notification item"): one sentence from the kind of
 * its latest event (notiType) and that kind's count, named after the latest actor (userId), with proper
 * plurals in every language (i18next `count`):
 *
 * - liked: "alice liked your message", "alice and 3 others liked your message" (each person likes a
 *   message once, so the count is people);
 * - responded: "bob answered your message", "bob answered your message (4 replies)" (the count is
 *   replies, possibly several from one person, so no "and N others");
 * - tagged: "carol mentioned you", "carol mentioned you 2 times".
 *
 * The two faces are the last two who acted of any kind, so the sentence never names the second one.
 * The other kinds' counts on the same message, when there are any, make a short summary line.
 */
import type { TFunction } from 'i18next';
import type { ChatNotification } from '../../state/server/chat-notifications';

/** The count of the notification's own kind, at least 1 (an item exists because something happened). */
function countOf(item: ChatNotification, kind: ChatNotification['notiType']): number {
  const count =
    kind === 'liked' ? item.likedCount : kind === 'responded' ? item.respondedCount : item.taggedCount;
  return Math.max(0, count);
}

export function notificationSentence(t: TFunction, item: ChatNotification): string {
  const name = item.userId || item.profileImageUserId1;
  const count = Math.max(1, countOf(item, item.notiType));
  switch (item.notiType) {
    case 'liked':
      return count === 1
        ? t('notifications.chat.liked', { name })
        : t('notifications.chat.likedWithOthers', { name, count: count - 1 });
    case 'responded':
      return t('notifications.chat.responded', { name, count });
    case 'tagged':
      return t('notifications.chat.tagged', { name, count });
  }
}

/** "3 likes · 2 replies" when kinds other than the latest also happened on the message; else null. */
export function otherCountsSummary(t: TFunction, item: ChatNotification): string | null {
  const parts: string[] = [];
  if (item.likedCount > 0) parts.push(t('notifications.chat.likeCount', { count: item.likedCount }));
  if (item.respondedCount > 0) parts.push(t('notifications.chat.replyCount', { count: item.respondedCount }));
  if (item.taggedCount > 0) parts.push(t('notifications.chat.mentionCount', { count: item.taggedCount }));
  const others = (['liked', 'responded', 'tagged'] as const).filter(
    (kind) => kind !== item.notiType && countOf(item, kind) > 0,
  );
  return others.length > 0 ? parts.join(t('notifications.chat.countSeparator')) : null;
}

/** Whom a reply from this notification answers: the latest actor (who liked, answered or tagged). */
export function replyTargetOf(item: ChatNotification): { parentMessageId: string; replyToId: string } {
  return {
    parentMessageId: item.parentMessageId ?? item.messageId,
    replyToId: item.profileImageUserId1 || item.userId,
  };
}
