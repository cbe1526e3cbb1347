/**
 * GET pjusernotification/pjusernotification/mentions?uuid&limit — the caller's chronicle mention
 * notices (ours, issue 11: "mentions in posts and comments reach the mentioned player as a
 * notification"; docs/data-model.md R8): their newest `limit` notices (at most
 * PAGE_SIZES.mentionNotifications = 50, the default), newest first as the index keeps them, each
 * unread when it was made after the caller's `mentionNotiReadAt`. Expired ones (TTL lag) are dropped;
 * a notice from someone now blocked either way or closed is left out (the people pipeline).
 * Cost: one index query (≈ 3 RCU for 50, ≤ 7), the caller's block relations (≈ 1 RCU), one BatchGet of
 * the people who mentioned them (0.5 RCU each, ≤ 50).
 */
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import type { OperationFor } from '../../http/service';
import { notificationList, type NotificationListData } from '../notifications';

export const listMentionNotifications: OperationFor<
  'listMentionNotifications',
  'listNewestChronicleMentions' | NotificationListData
> = notificationList(NOTIFICATION_KINDS.mention);
