/**
 * GET pjusernotification/pjusernotification/spectating?uuid — the caller's spectate notifications
 * (000 §3 "General notification" type spec; docs/data-model.md S7): their newest
 * SPECTATE_NOTIFICATIONS_MAX = 50 spectators, newest first, each unread when the spectating began
 * after the caller's `specNotiReadAt`. A spectator now blocked either way or closed is left out (the
 * people pipeline); an unspectate removes the notification with the edge.
 * Cost: one index query (≤ 3 RCU for 50), the caller's block relations (≈ 1 RCU), one BatchGet of
 * the spectators (0.5 RCU each, ≤ 50).
 */
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import type { OperationFor } from '../../http/service';
import { notificationList, type NotificationListData } from '../notifications';

export const listSpectateNotifications: OperationFor<
  'listSpectateNotifications',
  'listNewestSpectators' | NotificationListData
> = notificationList(NOTIFICATION_KINDS.spec);
