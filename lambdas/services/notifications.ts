/**
 * The two operations of every General tab notification kind (domain/general-notifications.ts), served
 * under the route names the kind declares (`routes`): a service's entry spreads
 * `kindOperations(NOTIFICATION_KINDS, routes)` into its operations, which gives the kinds whose routes
 * are among its own, so a kind has no endpoint file:
 * - its list: the kind's items through the people layer, presented (domain/notifications/kind.ts
 *   `listNotifications`), answered as `{ data }`; a route that takes a `limit` passes it to the kind;
 * - its mark read: the kind's read mark on the caller's profile moves to now (`setReadMark`, 1 WCU
 *   however many items; the items are not touched), answered `{ affectedRows }`: 0 for a caller
 *   without a profile yet. Nothing unread is fine: the mark moves anyway.
 */
import type { RouteDefinition } from '../../lib/contract/route';
import type { DataNeeds } from '../data/access';
import type { Deps } from '../core/deps';
import type { Profile } from '../data';
import {
  listNotifications,
  type NotificationKind,
  type NotificationPeopleSource,
} from '../domain/notifications/kind';

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

/** Any kind of the registry (each reads and stores its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads and stores its own
type AnyKind = NotificationKind<string, any, any, any, any>;

/** The list operation of a kind `K`, typed by its items and the access patterns it reads. */
type ListOperationOf<K extends AnyKind> = ReturnType<
  typeof notificationList<unknown, ReturnType<K['present']>, Parameters<K['items']>[2], unknown>
>;

/** The kinds of `Kinds` whose routes are named `N` (a service's route names). */
type ServedKind<Kinds, N extends string> = {
  [T in keyof Kinds]: Kinds[T] extends AnyKind
    ? Kinds[T]['routes']['list'] extends N
      ? Kinds[T]
      : never
    : never;
}[keyof Kinds];

/** The operations `kindOperations` gives a service whose routes are named `N`, by route name. */
export type KindOperations<Kinds, N extends string> = {
  [K in ServedKind<Kinds, N> as K['routes']['list']]: ListOperationOf<K>;
} & {
  [K in ServedKind<Kinds, N> as K['routes']['markRead']]: ReturnType<typeof notificationsRead>;
};

/**
 * The list and mark-read operations of the kinds whose routes are among `served` (a service's routes,
 * lib/contract/routes/<service>.ts), by route name: a service spreads them into its operations, and
 * createService checks, as for any operation, that each answers its route and needs no data the
 * service does not pass.
 */
export function kindOperations<
  const Kinds extends Readonly<Record<string, AnyKind>>,
  const R extends readonly RouteDefinition[],
>(kinds: Kinds, served: R): KindOperations<Kinds, R[number]['name']> {
  const names = new Set<string>(served.map((route) => route.name));
  const operations: Record<string, unknown> = {};
  for (const kind of Object.values(kinds)) {
    if (!names.has(kind.routes.list)) continue;
    operations[kind.routes.list] = notificationList(kind);
    operations[kind.routes.markRead] = notificationsRead(kind);
  }
  return operations as KindOperations<Kinds, R[number]['name']>;
}
