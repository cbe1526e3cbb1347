/**
 * The notifications modal's General tab (000 §2, §3 "General notification", §4 "Notifications"): the
 * registry of its notification kinds. Each kind is one module of notifications/ (its skeleton, whose
 * face it shows, its read mark, its presenter and order: notifications/kind.ts) and one line here;
 * services/notifications.ts serves any kind's list and mark-read routes, so a kind's endpoints are a
 * binding each. The type below refuses a registry that misses a `type` the contract answers, and
 * test/lambdas/domain/notification-kinds.test.ts checks the registry against the contract's types and
 * each kind's read mark against the profile's attributes.
 *
 * Read flags come from read marks on the profiles: an item is read by a player when it happened at
 * or before their mark for its kind (`specNotiReadAt`, `inviteNotiReadAt`, `mentionNotiReadAt`).
 */
import type { GeneralTabItem, GeneralTabType } from './notifications/items';
import { inviteNotifications } from './notifications/invite';
import type { NotificationKind } from './notifications/kind';
import { mentionNotifications } from './notifications/mention';
import { spectateNotifications } from './notifications/spectate';

export type { GeneralNotification, MentionNotification } from './notifications/items';
export { newestFirst, readUnder } from './notifications/kind';
export { presentInvite } from './notifications/invite';
export { isCurrentMention, presentMention } from './notifications/mention';
export { SPECTATE_NOTIFICATIONS_MAX, presentSpectate } from './notifications/spectate';

/** The contract item whose `type` may be `T` (spectates and invites share one shape). */
type ItemOfType<T extends GeneralTabType> = GeneralTabItem extends infer I
  ? I extends { type: infer U }
    ? T extends U
      ? I
      : never
    : never
  : never;

/** Every kind the General tab lists, by the `type` its items carry. */
export const NOTIFICATION_KINDS = {
  spec: spectateNotifications,
  invite: inviteNotifications,
  mention: mentionNotifications,
} as const satisfies {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads and stores its own
  readonly [T in GeneralTabType]: NotificationKind<T, any, ItemOfType<T>, any, any>;
};
