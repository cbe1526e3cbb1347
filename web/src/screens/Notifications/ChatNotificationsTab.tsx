/**
 * The Chat tab of the Notifications panel (000 §3 "Chat notification item", §4, §7, §9): the caller's
 * chat notifications, newest first, in pages of 50. The next page loads when the list is scrolled to
 * within 300 px of its end, after the spec's 1 second (TIMINGS.nextPageDelay), while the last page
 * carried a key; a "Show more" button does it at once (keyboards, short lists).
 *
 * Unread items are highlighted and say "Unread" in words. Five seconds after the tab opens with unread
 * items (TIMINGS.markReadDelay) they are marked read and the unread count is read again (the dot
 * goes out); leaving sooner cancels it. The cached list then holds them as read, but the items on
 * screen keep their highlight while the tab stays open, so the player still sees what was new.
 *
 * States: a skeleton while the first page loads, the empty text, a failure with a retry (a later
 * page's failure shows under the items already there).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../lib/contract/constants';
import { isNearEnd } from '../../components/people/PagedPeopleList';
import { ListState, listStateOf } from '../../components/ListState';
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
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // ── marking read: 5 s after opening with something unread (unread ones are always the newest) ──
  const hasUnread = items?.some((item) => !item.isRead) ?? false;
  useMarkChatNotificationsReadLater(userId, hasUnread, () => {
    // the cache holds them as read; the items on screen keep their highlight until the tab closes
    void mutate(markPagesRead, { revalidate: false });
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // ── paging ──
  const loadMore = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    void setSize((size) => size + 1);
  }, [setSize]);

  const state = listStateOf(items, pages.error);
  if (state !== null || !items) {
    return (
      <ListState
        state={state ?? 'loading'}
        block="noti-chat"
        row={{ className: 'noti-item', lines: 3 }}
        labels={{
          loading: t('notifications.chat.loading'),
          failed: t('notifications.chat.failed'),
          empty: t('notifications.chat.empty'),
          emptyHint: t('notifications.chat.emptyHint'),
        }}
        onRetry={() => void mutate()}
      />
    );
  }

  const canLoadMore = hasMore && !loadingMore && !pages.error;
  return (
    <div
      className="noti-chat"
      onScroll={(event) => {
        if (!canLoadMore || timer.current) return;
        if (!isNearEnd(event.currentTarget, TIMINGS.scrollEndThresholdWidePx)) return;
        timer.current = setTimeout(loadMore, TIMINGS.nextPageDelay);
      }}
    >
      <ul className="noti-chat__items" aria-label={t('notifications.chat.listLabel')}>
        {items.map((item) => (
          <ChatNotificationItem
            key={item.messageId}
            item={item}
            ownUserName={userId}
            mediaBaseUrl={mediaBaseUrl}
          />
        ))}
      </ul>
      {loadingMore ? (
        <p className="noti-chat__more muted" role="status">
          {t('notifications.chat.loadingMore')}
        </p>
      ) : null}
      {pages.error ? (
        <div className="noti-chat__more" role="alert">
          <p>{t('notifications.chat.moreFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void mutate()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
      {canLoadMore ? (
        <button
          type="button"
          className="button button--secondary button--small noti-chat__more"
          onClick={loadMore}
        >
          {t('notifications.chat.more')}
        </button>
      ) : null}
    </div>
  );
}
