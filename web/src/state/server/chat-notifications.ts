/**
 * The caller's chat notifications (000 §3 "Chat notification item", §4 "Notifications", §7
 * pjusergamechatnoti; lib/contract/routes/pjusergamechatnoti.ts):
 *
 * - the list, newest first, in pages of 50 (PAGE_SIZES.chatNotifications) continued by the previous
 *   page's `lastEvaluatedKey` while it is not null (`useChatNotificationPages`, one SWR-infinite key per page);
 * - the thread behind one notification, for 'Load full message' (`useChatNotificationThread`);
 * - the unread count behind the Notifications dot (`useUnreadChatNotifications`), read again every
 *   minute while the tab is visible (POLL.unreadNotifications) and after the panel marks them read;
 * - marking them read (`useMarkChatNotificationsReadLater`): TIMINGS.markReadDelay (5 s) after the Chat
 *   tab opens, cancelled when it closes sooner (000 §4, §9).
 *
 * Failures are reported by the SWR layer (000 §8); the list and the thread render their own failure
 * with a retry, the count fails quietly to 0.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { PAGE_SIZES, TIMINGS } from '../../../../lib/contract/constants';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi, type ApiClientError } from '../../lib/api';
import { report } from '../../lib/errors';
import { POLL } from '../cache';
import { apiFetcher, apiKey, isExpectedFailure, type ApiKey } from '../swr-config';
import { useApi } from '../use-api';

export type ChatNotificationPage = AnswerOf<'listChatNotifications'>;
/** One chat notification: a message of yours liked or answered, or a message that tagged you. */
export type ChatNotification = ChatNotificationPage['notiItems']['items'][number];
export type ChatNotificationKind = ChatNotification['notiType'];
export type ChatNotificationThread = AnswerOf<'getChatNotificationThread'>;

export const CHAT_NOTIFICATION_PAGE_SIZE = PAGE_SIZES.chatNotifications;

/** The server caps the unread count (notiCountUnread) here; above it the dot's label says "99+". */
export const UNREAD_SHOWN_MAX = 99;

/** The key of page `index`: the first, or the one after `previous` while it has a key; null past the end. */
export function chatNotificationPageKey(
  userId: string | null,
  index: number,
  previous: ChatNotificationPage | null,
): ApiKey<'listChatNotifications'> | null {
  if (userId === null) return null;
  if (index === 0) return apiKey('listChatNotifications', { userId, pageSize: CHAT_NOTIFICATION_PAGE_SIZE });
  const next = previous?.notiItems.lastEvaluatedKey;
  if (!next) return null;
  return apiKey('listChatNotifications', {
    userId,
    pageSize: CHAT_NOTIFICATION_PAGE_SIZE,
    lastEvaluatedKeyMessageId: next.messageId,
  });
}

/**
 * The pages read so far (`setSize` asks for the next, reading only it); each mount reads the pages
 * again, so the panel opens on what the server holds now. A null user reads nothing.
 */
export function useChatNotificationPages(userId: string | null) {
  const pages = useSWRInfinite<ChatNotificationPage, ApiClientError>(
    (index, previous: ChatNotificationPage | null) => chatNotificationPageKey(userId, index, previous),
    apiFetcher as (key: ApiKey) => Promise<ChatNotificationPage>,
    // each opening reads the pages afresh; asking for the next page reads only that page
    { revalidateOnMount: true, revalidateFirstPage: false },
  );
  const last = pages.data?.at(-1);
  return {
    ...pages,
    items: pages.data?.flatMap((page) => page.notiItems.items),
    /** another page follows the last one read */
    hasMore: last !== undefined && last.notiItems.lastEvaluatedKey !== null,
    /** a page was asked for and has not arrived */
    loadingMore: pages.data !== undefined && pages.size > pages.data.length && !pages.error,
  };
}

/** Every page with its items read (what the server holds once they were marked read). */
export function markPagesRead(pages: ChatNotificationPage[] | undefined): ChatNotificationPage[] | undefined {
  return pages?.map((page) => ({
    notiItems: {
      ...page.notiItems,
      items: page.notiItems.items.map((item) => (item.isRead ? item : { ...item, isRead: true })),
    },
  }));
}

export const chatNotificationThreadKey = (
  item: Pick<ChatNotification, 'messageId' | 'notiType'>,
  userId: string,
) => apiKey('getChatNotificationThread', { messageId: item.messageId, userId, notiType: item.notiType });

/** The thread behind a notification: its message (null when removed) and the replies, oldest first. */
export function useChatNotificationThread(
  item: Pick<ChatNotification, 'messageId' | 'notiType'>,
  userId: string | null,
  open: boolean,
) {
  return useApi(
    'getChatNotificationThread',
    open && userId !== null ? { messageId: item.messageId, userId, notiType: item.notiType } : null,
  );
}

export const unreadChatNotificationsKey = (userId: string) =>
  apiKey('countUnreadChatNotifications', { userId });

/** How many chat notifications are unread (0 until read, or when it fails); read every minute while visible. */
export function useUnreadChatNotifications(userId: string | null): number {
  const answer = useApi('countUnreadChatNotifications', userId === null ? null : { userId }, {
    refreshInterval: POLL.unreadNotifications,
  });
  return answer.data?.notiCountUnread ?? 0;
}

/** "99+" above 99, else the count as written in the interface language. */
export function unreadLabel(count: number, format: (value: number) => string): string {
  return count > UNREAD_SHOWN_MAX ? `${format(UNREAD_SHOWN_MAX)}+` : format(count);
}

/**
 * While `active` (the Chat tab is open) and a user is known: TIMINGS.markReadDelay later, marks the
 * caller's chat notifications read, then reads the unread count again. Closing the tab sooner cancels it.
 * Resolves nothing: `onMarked` runs once the server has marked them (a failure is reported and the
 * next opening tries again).
 */
export function useMarkChatNotificationsReadLater(
  userId: string | null,
  active: boolean,
  onMarked?: () => void,
) {
  const { mutate } = useSWRConfig();
  const onMarkedRef = useRef(onMarked);
  onMarkedRef.current = onMarked;
  const mark = useCallback(
    async (name: string) => {
      try {
        await callApi('markChatNotificationsRead', { userId: name });
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where: 'api:markChatNotificationsRead' });
        return;
      }
      onMarkedRef.current?.();
      await mutate(unreadChatNotificationsKey(name));
    },
    [mutate],
  );
  useEffect(() => {
    if (!active || userId === null) return;
    const timer = setTimeout(() => void mark(userId), TIMINGS.markReadDelay);
    return () => clearTimeout(timer);
  }, [active, userId, mark]);
}
