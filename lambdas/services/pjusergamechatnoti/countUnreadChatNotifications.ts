/**
 * GET pjusergamechatnoti/pjusergamechatnoti/unreadcount?userId — how many chat notifications the caller
 * has not read (N3): one count of their notifications index after `chatNotiReadAt`, at most
 * UNREAD_CAP (the dot needs more than 0, a badge shows 99+): ≤ 7 RCU however many there are.
 */
import type { OperationFor } from '../../http/service';

export const UNREAD_CAP = 100;

export const countUnreadChatNotifications: OperationFor<
  'countUnreadChatNotifications',
  'countChatNotificationsSince'
> = async ({ caller, deps }) => {
  const profile = await caller.profile();
  return {
    notiCountUnread: await deps.data.countChatNotificationsSince(
      caller.uuid,
      profile?.chatNotiReadAt ?? null,
      UNREAD_CAP,
    ),
  };
};
