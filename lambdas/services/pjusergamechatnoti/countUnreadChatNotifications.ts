/**
 * GET pjusergamechatnoti/pjusergamechatnoti/unreadcount?userId — how many chat notifications the caller
 * has not read (N3), counted by the list's own rule (domain/chat-notification-faces.ts): the items
 * after `chatNotiReadAt`, at most UNREAD_CAP (the dot needs more than 0, a badge shows 99+), less those
 * whose every face is hidden from the caller (blocked either way, closed). ≤ 7 RCU for the items (what
 * a COUNT of them reads too) + ≈ 1 RCU blocks + 0.5 RCU a distinct face not blocked (the closed flags).
 */
import type { OperationFor } from '../../http/service';
import { faceUuids, shownFaces } from '../../domain/chat-notification-faces';
import { loadAudience, withClosedAmong } from '../../domain/people';

export const UNREAD_CAP = 100;

export const countUnreadChatNotifications: OperationFor<
  'countUnreadChatNotifications',
  'listChatNotificationsSince' | 'getBlockRelations' | 'getClosedAmong'
> = async ({ caller, deps }) => {
  const profile = await caller.profile();
  const [items, blocks] = await Promise.all([
    deps.data.listChatNotificationsSince(caller.uuid, profile?.chatNotiReadAt ?? null, UNREAD_CAP),
    loadAudience(caller.uuid, deps.data),
  ]);
  const audience = await withClosedAmong(blocks, faceUuids(items), deps.data);
  return { notiCountUnread: items.filter((item) => shownFaces(item, audience).length > 0).length };
};
