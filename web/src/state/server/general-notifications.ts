/**
 * The General tab's notifications (000 §2 "Notification modal (General and Chat tabs)", §3 "General
 * notification", §4 "Notifications", §7 "Invites and notifications"): spectate notifications
 * (listSpectateNotifications), invites to play (listInviteNotifications) and, ours (issue 11), the
 * chronicle mention notices (listMentionNotifications), a list per kind read together and shown as
 * one, newest first. The kinds are a registry (`GENERAL_KINDS`): each kind's entry says how its list
 * is read, how it is marked read, and its unread and identity rules; the reads, the read marks and the
 * dot below go through the registry and never name a kind.
 *
 * - **Unread.** A spectate notification or a mention is unread while its `readMessage` is 0; an invite
 *   while the caller's own flag is 0: `readMessageTo` on one they received (status TO),
 *   `readMessageFrom` on one they sent (status FROM, which the sender hears about once it is accepted).
 * - **Marked read on the server** (`useMarkGeneralNotificationsReadLater`): TIMINGS.markReadDelay (5 s)
 *   after the Notifications panel opens with unread general items, each kind's mark-read call
 *   (markSpectateNotificationsRead, markInvitesRead, markMentionNotificationsRead), only for a kind
 *   with unread items; the cached lists then hold them read.
 * - **Marked read locally** (`useMarkGeneralNotificationsReadLocally`): leaving the General tab. The
 *   items shown are remembered as read for as long as the data cache lives (the page's life, or until
 *   sign-out), so a later poll that still finds them unread on the server (the panel was closed
 *   within the 5 s) does not light the dot again.
 * - **The dot** (`useUnreadGeneralNotifications`): the same lists, read once the frame is idle and
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
import { isExpectedFailure } from '../swr-config';

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

/** The kinds the General tab lists: spec, invite and (ours) mention. */
export type GeneralKind = GeneralTabNotification['type'];
/** The notification of one kind. */
export type NotificationOfKind<K extends GeneralKind> = K extends MentionNotification['type']
  ? MentionNotification
  : GeneralNotification;

/** Who reads the lists: the caller's uuid and username (some lists are asked for by one, some by the other). */
export interface NotificationReader {
  uuid: string;
  userName: string;
}

/** What the app knows of one kind of notification; its presenter and words are the screen's. */
export interface GeneralKindRules<K extends GeneralKind> {
  /** reads the caller's list of this kind */
  read: (reader: NotificationReader) => Promise<readonly NotificationOfKind<K>[]>;
  /** marks the caller's items of this kind read on the server; `where` names the call in reports */
  markRead: { send: (reader: NotificationReader) => Promise<unknown>; where: string };
  /** the item as the server holds it once the caller's read mark is set */
  markedRead: (item: NotificationOfKind<K>) => NotificationOfKind<K>;
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
 * words; nothing else branches on the kind. The order is the order of the undated items in the tab.
 */
export const GENERAL_KINDS: { readonly [K in GeneralKind]: GeneralKindRules<K> } = {
  spec: {
    read: async ({ uuid }) => (await callApi('listSpectateNotifications', { uuid })).data,
    markRead: {
      send: ({ uuid }) => callApi('markSpectateNotificationsRead', { uuid }),
      where: 'api:markSpectateNotificationsRead',
    },
    markedRead: (item) => ({ ...item, readMessage: 1 }),
    unread: (item) => item.readMessage === 0,
    id: directedId,
  },
  invite: {
    read: async ({ userName }) => (await callApi('listInviteNotifications', { usernameTo: userName })).data,
    markRead: {
      send: ({ userName }) => callApi('markInvitesRead', { username: userName }),
      where: 'api:markInvitesRead',
    },
    markedRead: (item) =>
      item.status === 'TO'
        ? { ...item, readMessage: 1, readMessageTo: 1 }
        : { ...item, readMessage: 1, readMessageFrom: 1 },
    // the caller's own flag: on one they received (TO), or one they sent (FROM, heard of once accepted)
    unread: (item) => (item.status === 'TO' ? item.readMessageTo : item.readMessageFrom) === 0,
    id: directedId,
  },
  mention: {
    read: async ({ uuid }) => (await callApi('listMentionNotifications', { uuid })).data,
    markRead: {
      send: ({ uuid }) => callApi('markMentionNotificationsRead', { uuid }),
      where: 'api:markMentionNotificationsRead',
    },
    markedRead: (item) => ({ ...item, readMessage: 1 }),
    unread: (item) => item.readMessage === 0,
    // a mention's key names its post and target
    id: (item) => `mention:${item.key}`,
  },
};

/** The kinds, in the registry's order. */
export const GENERAL_KIND_NAMES = Object.keys(GENERAL_KINDS) as GeneralKind[];

/** Every kind's list as last read, by kind. */
export type GeneralLists = { readonly [K in GeneralKind]: readonly NotificationOfKind<K>[] };

/** The rules of an item's own kind. */
function rulesOf(item: GeneralTabNotification): GeneralKindRules<GeneralKind> {
  return GENERAL_KINDS[item.type] as unknown as GeneralKindRules<GeneralKind>;
}

/** Whether the server holds the item unread for the caller (its kind's rule). */
export function isUnreadOnServer(item: GeneralTabNotification): boolean {
  return rulesOf(item).unread(item as never);
}

/** The lists with `kind`'s items as the server holds them once the caller's read mark of that kind is set. */
export function withKindRead(lists: GeneralLists | undefined, kind: GeneralKind): GeneralLists | undefined {
  if (!lists) return lists;
  const rules = GENERAL_KINDS[kind] as unknown as GeneralKindRules<GeneralKind>;
  const list = lists[kind] as readonly GeneralTabNotification[];
  return {
    ...lists,
    [kind]: list.map((item) => (isUnreadOnServer(item) ? rules.markedRead(item as never) : item)),
  };
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
 * goes after the dated ones, in the order of the lists given (the registry's: spectate notifications
 * before invites; mentions always carry theirs). The sort is stable, so items of the same instant keep
 * the server's order.
 */
export function mergeGeneralNotifications(
  ...lists: ReadonlyArray<readonly GeneralTabNotification[]>
): GeneralTabNotification[] {
  return lists
    .flat()
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
 * The key of the caller's general notifications: every kind's list, read together. Shaped like an API
 * key (a name and an input), so what edits or re-reads every cached answer (a block) reaches it too.
 */
export const generalNotificationsKey = (reader: NotificationReader) =>
  ['generalNotifications', reader] as const;
type GeneralNotificationsKey = ReturnType<typeof generalNotificationsKey>;

/** Reads every kind's list (its registry entry says how); one failure fails the read. */
async function readGeneralLists([, reader]: GeneralNotificationsKey): Promise<GeneralLists> {
  const lists = await Promise.all(
    GENERAL_KIND_NAMES.map((kind) =>
      (GENERAL_KINDS[kind] as unknown as GeneralKindRules<GeneralKind>).read(reader),
    ),
  );
  return Object.fromEntries(GENERAL_KIND_NAMES.map((kind, index) => [kind, lists[index]])) as GeneralLists;
}

/** Which kinds have unread items on the server (for the read marks). */
export type UnreadKinds = { readonly [K in GeneralKind]: boolean };

/**
 * The caller's general notifications, merged newest first; `items` is undefined until every list has
 * answered. A failure of any is the tab's failure (`retry` reads them all again). Null input reads
 * nothing.
 */
export function useGeneralNotifications(
  uuid: string | null,
  userName: string | null,
  config?: SWRConfiguration,
) {
  const lists = useSWR<GeneralLists, ApiClientError, GeneralNotificationsKey | null>(
    uuid === null || userName === null ? null : generalNotificationsKey({ uuid, userName }),
    readGeneralLists,
    config,
  );
  const locallyRead = useLocallyReadIds();
  const items = useMemo<GeneralItem[] | undefined>(() => {
    const data = lists.data;
    if (!data) return undefined;
    return mergeGeneralNotifications(...GENERAL_KIND_NAMES.map((kind) => data[kind])).map((item) => {
      const id = notificationId(item);
      return { id, item, unread: isUnreadOnServer(item) && !locallyRead.has(id) };
    });
  }, [lists.data, locallyRead]);
  const unreadOnServer = useMemo(
    () =>
      Object.fromEntries(
        GENERAL_KIND_NAMES.map((kind) => [
          kind,
          (lists.data?.[kind] as readonly GeneralTabNotification[] | undefined)?.some(isUnreadOnServer) ??
            false,
        ]),
      ) as UnreadKinds,
    [lists.data],
  );
  const { mutate: reread } = lists;
  const retry = useCallback(() => void reread(), [reread]);
  return {
    items,
    error: (items === undefined && lists.error) || undefined,
    /** which kinds have unread items on the server (for the read marks) */
    unreadOnServer,
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
 * While `active` (the panel is open with unread general items): TIMINGS.markReadDelay later, marks
 * read each kind with unread items (its registry entry's call), then sets that kind read in the cached
 * lists (no new read: the server holds what the cache now says). Closing the panel sooner cancels it.
 * A failure is reported; the next opening tries again.
 */
export function useMarkGeneralNotificationsReadLater(
  uuid: string | null,
  userName: string | null,
  unread: UnreadKinds,
) {
  const { mutate } = useSWRConfig();
  const latest = useRef(unread);
  latest.current = unread;
  const active = GENERAL_KIND_NAMES.some((kind) => unread[kind]);
  useEffect(() => {
    if (!active || uuid === null || userName === null) return;
    const reader = { uuid, userName };
    const timer = setTimeout(() => {
      for (const kind of GENERAL_KIND_NAMES) {
        if (!latest.current[kind]) continue;
        const { send, where } = GENERAL_KINDS[kind].markRead;
        void send(reader).then(
          () =>
            mutate(generalNotificationsKey(reader), (lists?: GeneralLists) => withKindRead(lists, kind), {
              revalidate: false,
            }),
          (error: unknown) => {
            if (!isExpectedFailure(error)) report(error, { where });
          },
        );
      }
    }, TIMINGS.markReadDelay);
    return () => clearTimeout(timer);
  }, [active, uuid, userName, mutate]);
}

// ── Accepting an invite ────────────────────────────────────────────────────────

/**
 * Returns `accept(invite)`: the recipient (`uuid`, `userName`) accepts an invite they received. The item shows
 * accepted at once; a failed call puts it back. Resolves true once the server accepted it.
 */
export function useAcceptInvite(uuid: string | null, userName: string | null) {
  const mutateOptimistically = useOptimisticMutation();
  return useCallback(
    async (invite: GeneralNotification): Promise<boolean> => {
      if (uuid === null || userName === null || invite.gameId === null) return false;
      const id = notificationId(invite);
      const gameId = invite.gameId;
      return mutateOptimistically<GeneralLists | undefined>(generalNotificationsKey({ uuid, userName }), {
        apply: (current) =>
          current && {
            ...current,
            invite: current.invite.map((item) =>
              notificationId(item) === id ? { ...item, accepted: 1 as const } : item,
            ),
          },
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
    [mutateOptimistically, uuid, userName],
  );
}
