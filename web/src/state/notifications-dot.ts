/**
 * The dot on the side navigation's Notifications button (000 §2): it shows when there is unread game
 * chat or unread general notifications. The game chat part is read here (countUnreadGameChat); the
 * general notifications' unread count joins with the notifications issue, through `generalUnread`.
 */
import { useUnreadGameChat } from './server/game-chat';

/** Whether the Notifications dot shows; `generalUnread` is the seam for unread general notifications. */
export function useNotificationsDot(generalUnread = false): boolean {
  return useUnreadGameChat().any || generalUnread;
}
