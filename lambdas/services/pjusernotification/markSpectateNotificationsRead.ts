/**
 * POST pjusernotification/pjusernotification/update/specnotification {uuid} — the caller has read
 * their spectate notifications (000 §4: 5 s after the panel opens with unread items): every spectator
 * up to now is read (S7: `SET specNotiReadAt`, 1 WCU). Nothing unread is fine; a caller without a
 * profile yet answers 0.
 */
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import type { OperationFor } from '../../http/service';
import { notificationsRead } from '../notifications';

export const markSpectateNotificationsRead: OperationFor<'markSpectateNotificationsRead', 'setReadMark'> =
  notificationsRead(NOTIFICATION_KINDS.spec);
