/**
 * POST pjinvitetoplay/pjinvitetoplayreadmessageupdate {username} — the caller has read their invite
 * notifications (000 §4: 5 s after the panel opens with unread items): every invite and accept up to
 * now is read (I4: `SET inviteNotiReadAt`, 1 WCU). Nothing unread is fine: the mark moves anyway.
 */
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import type { OperationFor } from '../../http/service';
import { notificationsRead } from '../notifications';

export const markInvitesRead: OperationFor<'markInvitesRead', 'setReadMark'> = notificationsRead(
  NOTIFICATION_KINDS.invite,
);
