import type { i18n as I18n } from 'i18next';
import {
  notificationSentence,
  otherCountsSummary,
  replyTargetOf,
} from '../../../web/src/screens/Notifications/chat-notification-words';
import { unreadLabel } from '../../../web/src/state/server/chat-notifications';
import { i18nIn } from '../helpers';
import { aChatNotification } from '../notification-fixtures';

const liked = (likedCount: number) =>
  aChatNotification({ notiType: 'liked', likedCount, respondedCount: 0, userId: 'alice' });

describe('the sentence of a chat notification (000 §3), in every language', () => {
  let en: I18n;
  let es: I18n;
  let ja: I18n;
  beforeAll(async () => {
    [en, es, ja] = [await i18nIn('en'), await i18nIn('es'), await i18nIn('ja')];
  });

  it('names the latest actor and counts the others who liked, with plurals', () => {
    expect(notificationSentence(en.t, liked(1))).toBe('alice liked your message');
    expect(notificationSentence(en.t, liked(2))).toBe('alice and 1 other liked your message');
    expect(notificationSentence(en.t, liked(4))).toBe('alice and 3 others liked your message');
    expect(notificationSentence(es.t, liked(2))).toBe('A alice y 1 persona más les gustó tu mensaje');
    expect(notificationSentence(es.t, liked(4))).toBe('A alice y 3 personas más les gustó tu mensaje');
    expect(notificationSentence(ja.t, liked(4))).toBe(
      'alice さんとほか 3 人があなたのメッセージにいいねしました',
    );
  });

  it('counts replies and mentions as events, not people', () => {
    const answered = aChatNotification({ respondedCount: 1, userId: 'bob' });
    expect(notificationSentence(en.t, answered)).toBe('bob answered your message');
    expect(notificationSentence(en.t, { ...answered, respondedCount: 3 })).toBe(
      'bob answered your message (3 replies)',
    );
    const tagged = aChatNotification({
      notiType: 'tagged',
      respondedCount: 0,
      taggedCount: 1,
      userId: 'carol',
    });
    expect(notificationSentence(en.t, tagged)).toBe('carol mentioned you');
    expect(notificationSentence(es.t, tagged)).toBe('carol te mencionó');
  });

  it('sums up the other kinds on the same message', () => {
    expect(otherCountsSummary(en.t, liked(3))).toBeNull();
    expect(otherCountsSummary(en.t, { ...liked(3), respondedCount: 1 })).toBe('3 likes · 1 reply');
  });

  it('replies in the thread’s root to the latest actor', () => {
    expect(replyTargetOf(aChatNotification({ messageId: 'm2', parentMessageId: null }))).toEqual({
      parentMessageId: 'm2',
      replyToId: 'BobGamer',
    });
    expect(replyTargetOf(aChatNotification({ messageId: 'm2', parentMessageId: 'm1' })).parentMessageId).toBe(
      'm1',
    );
  });

  it('shows "99+" above 99 unread', () => {
    expect(unreadLabel(99, String)).toBe('99');
    expect(unreadLabel(100, String)).toBe('99+');
  });
});
