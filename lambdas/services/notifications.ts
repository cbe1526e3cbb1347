/**
 * The two operations of every General tab notification kind (domain/general-notifications.ts), so a
 * kind's endpoints are a binding each:
 * - its list: the kind's items through the people layer, presented (domain/notifications/kind.ts
 *   `listNotifications`), answered as `{ data }`; a route that takes a `limit` passes it to the kind;
 * - its mark read: the kind's read mark on the caller's profile moves to now (`setReadMark`, 1 WCU
 *   however many items; the items are not touched), answered `{ affectedRows }`: 0 for a caller
 *   without a profile yet. Nothing unread is fine: the mark moves anyway.
 */
import type { DataNeeds } from '../data/access';
import type { Deps } from '../core/deps';
import type { Profile } from '../data';
import {
  listNotifications,
  type NotificationKind,
  type NotificationPeopleSource,
} from '../domain/notifications/kind';

/** What every kind's list reads besides the kind's own access patterns: the people layer's. */
export type NotificationListData = 'getProfiles' | 'getBlockRelations';

/** The route's `limit`, when it takes one. */
function limitOf(query: unknown): number | undefined {
  const limit = (query as { limit?: unknown } | undefined)?.limit;
  return typeof limit === 'number' ? limit : undefined;
}

/** The list operation of `kind`. */
export function notificationList<S, I, D, C>(kind: NotificationKind<string, S, I, D, C>) {
  return async (context: {
    caller: { uuid: string; profile(): Promise<Profile | undefined> };
    query: unknown;
    deps: Deps<D & NotificationPeopleSource>;
  }): Promise<{ data: I[] }> => {
    const { caller, query, deps } = context;
    const data = await listNotifications(
      kind,
      { uuid: caller.uuid, limit: limitOf(query), viewer: () => caller.profile() },
      { data: deps.data, media: deps.media, now: deps.clock.now() },
    );
    return { data };
  };
}

/** The mark-read operation of `kind`. */
export function notificationsRead(kind: Pick<NotificationKind<string, unknown, unknown>, 'readMark'>) {
  return async (context: {
    caller: { uuid: string };
    deps: Deps<DataNeeds<'setReadMark'>>;
  }): Promise<{ affectedRows: 0 | 1 }> => {
    const { caller, deps } = context;
    return {
      affectedRows: (await deps.data.setReadMark(caller.uuid, kind.readMark, deps.clock.now())) ? 1 : 0,
    };
  };
}
