/**
 * The Chat tab of the Notifications panel (000 §3 "Chat notification item", §4, §7, §9): the caller's
 * chat notifications, newest first, in pages of 50. The next page loads when the list is scrolled to
 * within 300 px of its end, after the spec's 1 second (TIMINGS.nextPageDelay), while the last page
 * carried a key; the pager's "Show more" button (components/ListState.tsx) does it at once (keyboards,
 * short lists).
 *
 * Unread items are highlighted and say "Unread" in words. Five seconds after the tab opens with unread
 * items (TIMINGS.markReadDelay) they are marked read and the unread count is read again (the dot
 * goes out); leaving sooner cancels it. The cached list then holds them as read, but the items on
 * screen keep their highlight while the tab stays open, so the player still sees what was new.
 *
 * States: a skeleton while the first page loads, the empty text, a failure with a retry (a later
 * page's failure shows under the items already there).
 */
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../lib/contract/constants';
import { ListState, listStatusOf, useNearEndPaging } from '../../components/ListState';
import { useConfig } from '../../state/config';
import {
  markPagesRead,
  useChatNotificationPages,
  useMarkChatNotificationsReadLater,
} from '../../state/server/chat-notifications';
import { ChatNotificationItem } from './ChatNotificationItem';

export function ChatNotificationsTab({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const pages = useChatNotificationPages(userId);
  const { items, hasMore, loadingMore, setSize, mutate } = pages;

  // ── marking read: 5 s after opening with something unread (unread ones are always the newest) ──
  const hasUnread = items?.some((item) => !item.isRead) ?? false;
  useMarkChatNotificationsReadLater(userId, hasUnread, () => {
    // the cache holds them as read; the items on screen keep their highlight until the tab closes
    void mutate(markPagesRead, { revalidate: false });
  });

  // ── paging: the end is the page without a lastEvaluatedKey ──
  const { onScroll, paging } = useNearEndPaging(
    items && {
      shown: items.length,
      hasMore,
      loadingMore,
      failed: Boolean(pages.error),
      loadMore: () => void setSize((size) => size + 1),
      retry: () => void mutate(),
    },
    { threshold: TIMINGS.scrollEndThresholdWidePx },
  );

  return (
    <div className="noti-chat" onScroll={onScroll}>
      <ListState
        status={listStatusOf(items, pages.error)}
        row={{ className: 'noti-item', lines: 3 }}
        labels={{
          loading: t('notifications.chat.loading'),
          failed: t('notifications.chat.failed'),
          empty: t('notifications.chat.empty'),
          emptyHint: t('notifications.chat.emptyHint'),
        }}
        onRetry={() => void mutate()}
        paging={paging}
        pagerLabels={{
          more: t('notifications.chat.more'),
          loading: t('notifications.chat.loadingMore'),
          failed: t('notifications.chat.moreFailed'),
        }}
      >
        <ul className="noti-chat__items" aria-label={t('notifications.chat.listLabel')}>
          {(items ?? []).map((item) => (
            <ChatNotificationItem
              key={item.messageId}
              item={item}
              ownUserName={userId}
              mediaBaseUrl={mediaBaseUrl}
            />
          ))}
        </ul>
      </ListState>
    </div>
  );
}
