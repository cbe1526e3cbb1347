/**
 * The General tab's notifications (000 §2 "Notification modal (General and Chat tabs)", §3 "General
 * notification", §4 "Notifications", §7 "Invites and notifications"): spectate notifications
 * (listSpectateNotifications), invites to play (listInviteNotifications) and, ours (issue 11), the
 * chronicle mention notices (listMentionNotifications), read as three lists and shown as one, newest
 * first.
 *
 * - **Unread.** A spectate notification or a mention is unread while its `readMessage` is 0; an invite
 *   while the caller's own flag is 0: `readMessageTo` on one they received (status TO),
 *   `readMessageFrom` on one they sent (status FROM, which the sender hears about once it is accepted).
 * - **Marked read on the server** (`useMarkGeneralNotificationsReadLater`): TIMINGS.markReadDelay (5 s)
 *   after the Notifications panel opens with unread general items, markSpectateNotificationsRead,
 *   markInvitesRead and markMentionNotificationsRead (each only when its list has unread items); the
 *   cached lists then hold them read.
 * - **Marked read locally** (`useMarkGeneralNotificationsReadLocally`): leaving the General tab. The
 *   items shown are remembered as read for as long as the data cache lives (the page's life, or until
 *   sign-out), so a later poll that still finds them unread on the server (the panel was closed
 *   within the 5 s) does not light the dot again.
 * - **The dot** (`useUnreadGeneralNotifications`): the same three lists, read once the frame is idle and
 *   again every minute while the tab is visible (POLL.unreadNotifications), as the chat count is.
 * - **Accept** (`useAcceptInvite`): optimistic (the item shows accepted at once, put back if the call
 *   fails; the list is read again either way).
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { TIMINGS } from '../../../../lib/contract/constants';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi, type ApiClientError } from '../../lib/api';
import { report } from '../../lib/errors';
import { POLL } from '../cache';
import { useOptimisticMutation } from '../optimistic';
import { apiFetcher, apiKey, isExpectedFailure, type ApiKey } from '../swr-config';

export type GeneralNotificationList = AnswerOf<'listInviteNotifications'>;
/** One general notification: a spectate (type spec) or an invite (type invite), as the contract types it. */
export type GeneralNotification = GeneralNotificationList['data'][number];
export type MentionNotificationList = AnswerOf<'listMentionNotifications'>;
/** One chronicle mention notice (type mention, ours): who mentioned the caller, in which post or comment. */
export type MentionNotification = MentionNotificationList['data'][number];
/** Anything the General tab lists. */
export type GeneralTabNotification = GeneralNotification | MentionNotification;

/** A general notification with what the screen needs to know about it beyond the server's fields. */
export interface GeneralItem<T extends GeneralTabNotification = GeneralTabNotification> {
  /** stable across reads: the list's key for React and the local read marks */
  id: string;
  item: T;
  /** unread on the server and not marked read locally */
  unread: boolean;
}

export const spectateNotificationsKey = (uuid: string) => apiKey('listSpectateNotifications', { uuid });
export const inviteNotificationsKey = (usernameTo: string) =>
  apiKey('listInviteNotifications', { usernameTo });
export const mentionNotificationsKey = (uuid: string) => apiKey('listMentionNotifications', { uuid });

/** The kinds the General tab lists: spec, invite and (ours) mention. */
export type GeneralKind = GeneralTabNotification['type'];
/** The notification of one kind. */
export type NotificationOfKind<K extends GeneralKind> = K extends MentionNotification['type']
  ? MentionNotification
  : GeneralNotification;

/** What the app knows of one kind of notification; its presenter and words are the screen's. */
export interface GeneralKindRules<K extends GeneralKind> {
  /** whether the server holds it unread for the caller (see the module's comment) */
  unread: (item: NotificationOfKind<K>) => boolean;
  /** its identity, stable across reads: the list's key for React and the local read marks */
  id: (item: NotificationOfKind<K>) => string;
}

/** A spectate or an invite: its type and direction with the invite's id (or the server's key). */
const directedId = (item: GeneralNotification) => `${item.type}:${item.status}:${item.InviteId ?? item.key}`;

/**
 * The registry of notification kinds: a new kind adds its entry here (the type checks that every kind
 * the contract answers has one), its presenter in screens/Notifications/general-presenters.tsx and its
 * words; nothing else branches on the kind.
 */
export const GENERAL_KINDS: { readonly [K in GeneralKind]: GeneralKindRules<K> } = {
  spec: { unread: (item) => item.readMessage === 0, id: directedId },
  invite: {
    // the caller's own flag: on one they received (TO), or one they sent (FROM, heard of once accepted)
    unread: (item) => (item.status === 'TO' ? item.readMessageTo : item.readMessageFrom) === 0,
    id: directedId,
  },
  // a mention's key names its post and target
  mention: { unread: (item) => item.readMessage === 0, id: (item) => `mention:${item.key}` },
};

/** The rules of an item's own kind. */
function rulesOf(item: GeneralTabNotification): GeneralKindRules<GeneralKind> {
  return GENERAL_KINDS[item.type] as unknown as GeneralKindRules<GeneralKind>;
}

/** Whether the server holds the item unread for the caller (its kind's rule). */
export function isUnreadOnServer(item: GeneralTabNotification): boolean {
  return rulesOf(item).unread(item as never);
}

/** The item as the server holds it once the caller's read mark is set. */
function markedRead(item: GeneralNotification): GeneralNotification {
  if (!isUnreadOnServer(item)) return item;
  if (item.type === 'spec') return { ...item, readMessage: 1 };
  return item.status === 'TO'
    ? { ...item, readMessage: 1, readMessageTo: 1 }
    : { ...item, readMessage: 1, readMessageFrom: 1 };
}

export function markListRead(list: GeneralNotificationList | undefined): GeneralNotificationList | undefined {
  return list && { data: list.data.map(markedRead) };
}

/** The mention list as the server holds it once the caller's mention read mark is set. */
export function markMentionListRead(
  list: MentionNotificationList | undefined,
): MentionNotificationList | undefined {
  return list && { data: list.data.map((item) => ({ ...item, readMessage: 1 as const })) };
}

/** One identity per notification (its kind's rule). */
export function notificationId(item: GeneralTabNotification): string {
  return rulesOf(item).id(item as never);
}

function timeOf(item: GeneralTabNotification): number | null {
  if (!item.Created) return null;
  const time = Date.parse(item.Created);
  return Number.isNaN(time) ? null : time;
}

/**
 * The lists as one, newest first by `Created`. The spec gives spectate notifications no time
 * (000 §3: "Invites also carry InviteId, Created"); an item without one keeps its list's order and
 * goes after the dated ones, spectate notifications before invites among the undated (mentions always
 * carry theirs). The sort is stable, so items of the same instant keep the server's order.
 */
export function mergeGeneralNotifications(
  spectates: readonly GeneralTabNotification[],
  invites: readonly GeneralTabNotification[],
  mentions: readonly GeneralTabNotification[] = [],
): GeneralTabNotification[] {
  return [...spectates, ...invites, ...mentions]
    .map((item, index) => ({ item, index, time: timeOf(item) }))
    .sort((a, b) => {
      if (a.time !== null && b.time !== null) return b.time - a.time || a.index - b.index;
      if (a.time !== null) return -1;
      if (b.time !== null) return 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

// ── Local read marks (leaving the General tab) ─────────────────────────────────

interface LocalReads {
  ids: ReadonlySet<string>;
  listeners: Set<() => void>;
}
/** One set per SWR cache: the marks live exactly as long as the lists they overlay. */
const localReads = new WeakMap<object, LocalReads>();

function localReadsOf(cache: object): LocalReads {
  let reads = localReads.get(cache);
  if (!reads) {
    reads = { ids: new Set(), listeners: new Set() };
    localReads.set(cache, reads);
  }
  return reads;
}

function useLocalReads(): LocalReads {
  const { cache } = useSWRConfig();
  return localReadsOf(cache);
}

function useLocallyReadIds(): ReadonlySet<string> {
  const reads = useLocalReads();
  const subscribe = useCallback(
    (listener: () => void) => {
      reads.listeners.add(listener);
      return () => {
        reads.listeners.delete(listener);
      };
    },
    [reads],
  );
  return useSyncExternalStore(
    subscribe,
    () => reads.ids,
    () => reads.ids,
  );
}

/** Returns `markLocally(ids)`: those notifications read from now on, on this page, whatever the server says. */
export function useMarkGeneralNotificationsReadLocally() {
  const reads = useLocalReads();
  return useCallback(
    (ids: Iterable<string>) => {
      const next = new Set(reads.ids);
      for (const id of ids) next.add(id);
      if (next.size === reads.ids.size) return;
      reads.ids = next;
      for (const listener of reads.listeners) listener();
    },
    [reads],
  );
}

// ── Reading the lists ──────────────────────────────────────────────────────────

/**
 * The caller's general notifications, merged newest first; `items` is undefined until the three lists
 * have answered. A failure of any is the tab's failure (`retry` reads them all again). Null input
 * reads nothing.
 */
export function useGeneralNotifications(
  uuid: string | null,
  userName: string | null,
  config?: SWRConfiguration,
) {
  const spectates = useSWR<GeneralNotificationList, ApiClientError>(
    uuid === null || userName === null ? null : spectateNotificationsKey(uuid),
    apiFetcher as (key: ApiKey) => Promise<GeneralNotificationList>,
    config,
  );
  const invites = useSWR<GeneralNotificationList, ApiClientError>(
    uuid === null || userName === null ? null : inviteNotificationsKey(userName),
    apiFetcher as (key: ApiKey) => Promise<GeneralNotificationList>,
    config,
  );
  const mentions = useSWR<MentionNotificationList, ApiClientError>(
    uuid === null || userName === null ? null : mentionNotificationsKey(uuid),
    apiFetcher as (key: ApiKey) => Promise<MentionNotificationList>,
    config,
  );
  const locallyRead = useLocallyReadIds();
  const items = useMemo<GeneralItem[] | undefined>(() => {
    if (!spectates.data || !invites.data || !mentions.data) return undefined;
    return mergeGeneralNotifications(spectates.data.data, invites.data.data, mentions.data.data).map(
      (item) => {
        const id = notificationId(item);
        return { id, item, unread: isUnreadOnServer(item) && !locallyRead.has(id) };
      },
    );
  }, [spectates.data, invites.data, mentions.data, locallyRead]);
  const { mutate: rereadSpectates } = spectates;
  const { mutate: rereadInvites } = invites;
  const { mutate: rereadMentions } = mentions;
  const retry = useCallback(() => {
    void rereadSpectates();
    void rereadInvites();
    void rereadMentions();
  }, [rereadSpectates, rereadInvites, rereadMentions]);
  return {
    items,
    error: (items === undefined && (spectates.error ?? invites.error ?? mentions.error)) || undefined,
    /** which lists have unread items on the server (for the read marks) */
    unreadOnServer: {
      spectates: spectates.data?.data.some(isUnreadOnServer) ?? false,
      invites: invites.data?.data.some(isUnreadOnServer) ?? false,
      mentions: mentions.data?.data.some(isUnreadOnServer) ?? false,
    },
    retry,
  };
}

/** How many general notifications are unread (0 until read, or when a read fails); read every minute. */
export function useUnreadGeneralNotifications(uuid: string | null, userName: string | null): number {
  const { items } = useGeneralNotifications(uuid, userName, { refreshInterval: POLL.unreadNotifications });
  return items?.filter((entry) => entry.unread).length ?? 0;
}

// ── Marking read on the server ─────────────────────────────────────────────────

/**
 * While `active` (the panel is open with unread general items): TIMINGS.markReadDelay later, marks the
 * caller's spectate notifications, invites and mentions read (each call only for a list with unread items), then
 * sets the cached lists read (no new read: the server holds what the cache now says). Closing the
 * panel sooner cancels it. A failure is reported; the next opening tries again.
 */
export function useMarkGeneralNotificationsReadLater(
  uuid: string | null,
  userName: string | null,
  unread: { spectates: boolean; invites: boolean; mentions: boolean },
) {
  const { mutate } = useSWRConfig();
  const latest = useRef(unread);
  latest.current = unread;
  const active = unread.spectates || unread.invites || unread.mentions;
  useEffect(() => {
    if (!active || uuid === null || userName === null) return;
    const timer = setTimeout(() => {
      const { spectates, invites, mentions } = latest.current;
      if (spectates) {
        void callApi('markSpectateNotificationsRead', { uuid }).then(
          () => mutate(spectateNotificationsKey(uuid), markListRead, { revalidate: false }),
          (error: unknown) => {
            if (!isExpectedFailure(error)) report(error, { where: 'api:markSpectateNotificationsRead' });
          },
        );
      }
      if (invites) {
        void callApi('markInvitesRead', { username: userName }).then(
          () => mutate(inviteNotificationsKey(userName), markListRead, { revalidate: false }),
          (error: unknown) => {
            if (!isExpectedFailure(error)) report(error, { where: 'api:markInvitesRead' });
          },
        );
      }
      if (mentions) {
        void callApi('markMentionNotificationsRead', { uuid }).then(
          () => mutate(mentionNotificationsKey(uuid), markMentionListRead, { revalidate: false }),
          (error: unknown) => {
            if (!isExpectedFailure(error)) report(error, { where: 'api:markMentionNotificationsRead' });
          },
        );
      }
    }, TIMINGS.markReadDelay);
    return () => clearTimeout(timer);
  }, [active, uuid, userName, mutate]);
}

// ── Accepting an invite ────────────────────────────────────────────────────────

/**
 * Returns `accept(invite)`: the recipient (`userName`) accepts an invite they received. The item shows
 * accepted at once; a failed call puts it back. Resolves true once the server accepted it.
 */
export function useAcceptInvite(userName: string | null) {
  const mutateOptimistically = useOptimisticMutation();
  return useCallback(
    async (invite: GeneralNotification): Promise<boolean> => {
      if (userName === null || invite.gameId === null) return false;
      const id = notificationId(invite);
      const gameId = invite.gameId;
      return mutateOptimistically<GeneralNotificationList>(inviteNotificationsKey(userName), {
        apply: (current) => ({
          data: (current?.data ?? []).map((item) =>
            notificationId(item) === id ? { ...item, accepted: 1 as const } : item,
          ),
        }),
        send: () =>
          callApi('acceptInvite', {
            usernameFrom: invite.name,
            usernameTo: userName,
            gameId,
            gameDescription: invite.gameDescription ?? '',
            accepted: 1,
          }),
        where: 'api:acceptInvite',
      });
    },
    [mutateOptimistically, userName],
  );
}
