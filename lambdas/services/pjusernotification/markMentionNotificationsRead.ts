/**
 * POST pjusernotification/pjusernotification/update/mentionnotification {uuid} — the caller has read
 * their chronicle mention notices (ours, issue 11; 5 s after the Notifications panel opens with unread
 * items, as 000 §4 has the General tab's others): every notice up to now is read (R9:
 * `SET mentionNotiReadAt`, 1 WCU; the notices themselves are not touched). Nothing unread is fine; a
 * caller without a profile yet answers 0.
 */
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import type { OperationFor } from '../../http/service';
import { notificationsRead } from '../notifications';

export const markMentionNotificationsRead: OperationFor<'markMentionNotificationsRead', 'setReadMark'> =
  notificationsRead(NOTIFICATION_KINDS.mention);
