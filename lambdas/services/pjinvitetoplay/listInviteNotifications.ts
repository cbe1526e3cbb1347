/**
 * GET pjinvitetoplay/pjinvitetoplaynotiget?usernameTo — the caller's invite notifications (000 §3
 * "General notification", §7 "returns a data array"; docs/data-model.md I3): the invites they
 * received (status TO, accepted or not) and the invites they sent that were accepted (status FROM),
 * at most INVITE_LIST_MAX = 50 of each, merged newest first by Created. Each shows the other player's
 * current name and picture and the catalogue's game name and picture; read flags come from the
 * profiles' `inviteNotiReadAt` (domain/general-notifications.ts). An invite whose other player is
 * now blocked either way or closed is left out (the people pipeline).
 * Cost: two index queries (≤ 3.5 RCU each for 50), the caller's block relations (≈ 1 RCU), one
 * BatchGet of the other players (0.5 RCU each, ≤ 100), the catalogue (cached); bounded by the caps.
 */
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import type { OperationFor } from '../../http/service';
import { notificationList, type NotificationListData } from '../notifications';

export const listInviteNotifications: OperationFor<
  'listInviteNotifications',
  'listReceivedInvites' | 'listAcceptedSentInvites' | 'listGames' | NotificationListData
> = notificationList(NOTIFICATION_KINDS.invite);
