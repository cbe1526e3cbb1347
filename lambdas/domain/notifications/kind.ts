/**
 * A kind of General tab notification (000 §3 "General notification": spectators and invites; ours:
 * chronicle mentions; the play-session notices next) and the one pipeline every kind's list takes:
 *
 *   the kind's skeleton (the caller's newest items, the ones still alive)
 *     → the people layer (people.ts `listPeople`: whose face each item shows, hydrated once; an item
 *       whose person is hidden from the caller, blocked either way or closed, is left out)
 *     → what else the kind presents, once per request (`context`: the catalogue for invites)
 *     → the kind's presenter, in the contract's fields, read flags from the caller's read mark
 *     → the kind's order.
 *
 * Marking a kind read moves its read mark on the caller's profile (`readMark`, 1 WCU however many
 * items). A kind names its two routes (`routes`: the contract's list and mark-read routes); the
 * registry of kinds is domain/general-notifications.ts, and services/notifications.ts `kindOperations`
 * gives each service the operations of the kinds whose routes it serves. No AWS here: the data layer's
 * access patterns are passed in.
 */
import type { RouteName } from '../../../lib/contract/manifest';
import type { Profile, ReadMark } from '../../data';
import { listPeople, type PeopleSource } from '../people';
import type { MediaUrls } from '../present';

export type OnOff = 0 | 1;

/** Whether something that happened `at` is read under the watermark `readAt` (none: nothing is). */
export function readUnder(at: string | null | undefined, readAt: string | null | undefined): OnOff {
  return at && readAt && at <= readAt ? 1 : 0;
}

/** Newest first by `Created` (ties in a stable order of their keys). */
export function newestFirst<T extends { Created?: string | null; key: string }>(items: readonly T[]): T[] {
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...items].sort((a, b) => order(b.Created ?? '', a.Created ?? '') || order(a.key, b.key));
}

/** What a kind's presenter sees of one item besides the item itself. */
export interface Seen<C> {
  /** the person whose face the item shows, visible to the caller */
  person: Profile;
  /** the caller's profile (undefined before they have one) */
  viewer: Profile | undefined;
  /** what the kind's `context` read for this request */
  context: C;
  media: MediaUrls;
}

/**
 * One kind of notification. `T` is the contract's `type` of its items, `S` its stored item, `I` the
 * contract item it answers, `D` the access patterns its skeleton and context read (passed in), `C`
 * its context.
 */
export interface NotificationKind<T extends string, S, I, D = unknown, C = undefined> {
  /** the contract's `type` of its items */
  readonly type: T;
  /** the profile attribute under which its items are read (moved by its mark-read route) */
  readonly readMark: ReadMark;
  /** the names of its routes (lib/contract/routes): its list and its mark read */
  readonly routes: { readonly list: RouteName; readonly markRead: RouteName };
  /** the caller's items, newest first, the expired ones left out; `limit` is the route's when it takes one */
  items(uuid: string, request: { limit: number | undefined; now: Date }, data: D): Promise<S[]>;
  /** whose face an item shows, as the caller `uuid` sees it */
  personOf(item: S, uuid: string): string;
  /** what the presenter reads besides the people, once per request */
  context?(data: D, now: Date): Promise<C>;
  /** an empty list without the caller's profile (the kind's read flags need it) */
  readonly needsViewer?: boolean;
  /** the item as the caller sees it */
  present(item: S, seen: Seen<C>): I;
  /** the answer's order; the skeleton's own when absent */
  order?(items: I[]): I[];
}

/** The access patterns every kind's list reads besides its own: the people layer's. */
export type NotificationPeopleSource = Required<Pick<PeopleSource, 'getProfiles' | 'getBlockRelations'>>;

/**
 * The caller's notifications of one kind, presented (the pipeline above). Cost: the kind's skeleton
 * and context, the caller's block relations (≈ 1 RCU) and one BatchGet of the people the items show
 * (0.5 RCU each), all bounded by the kind's list size.
 */
export async function listNotifications<S, I, D, C>(
  kind: NotificationKind<string, S, I, D, C>,
  request: { uuid: string; limit: number | undefined; viewer: () => Promise<Profile | undefined> },
  deps: { data: D & NotificationPeopleSource; media: MediaUrls; now: Date },
): Promise<I[]> {
  const { uuid, limit } = request;
  const { data, media, now } = deps;
  const [viewer, items] = await Promise.all([request.viewer(), kind.items(uuid, { limit, now }, data)]);
  if (items.length === 0 || (kind.needsViewer && !viewer)) return [];
  const [people, context] = await Promise.all([
    listPeople(
      items.map((item) => kind.personOf(item, uuid)),
      { viewer: uuid },
      data,
    ),
    kind.context?.(data, now),
  ]);
  const personOf = new Map(people.map(({ profile }) => [profile.uuid, profile]));
  const presented = items.flatMap((item) => {
    const person = personOf.get(kind.personOf(item, uuid));
    return person ? [kind.present(item, { person, viewer, context: context as C, media })] : [];
  });
  return kind.order ? kind.order(presented) : presented;
}
