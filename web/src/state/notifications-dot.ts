/**
 * The dot on the side navigation's Notifications button (000 §2): it shows when there is unread game
 * chat or unread notifications. Read here: the caller's unread game chat (countUnreadGameChat) and
 * unread chat notifications (countUnreadChatNotifications, read every minute while the tab is visible
 * and again once the Notifications panel marks them read). The general notifications' unread state
 * joins with the invites and spectate notifications, through `generalUnread`.
 */
import { useAfterIdle } from '../lib/hooks/use-after-idle';
import { useOwnUsername } from './server/own-profile';
import { useUnreadChatNotifications } from './server/chat-notifications';
import { useUnreadGameChat } from './server/game-chat';

/** Whether the Notifications dot shows; `generalUnread` is the seam for unread general notifications. */
export function useNotificationsDot(generalUnread = false): boolean {
  // read once the page has had its idle moment (lib/idle.ts): no page waits for the dot
  const idle = useAfterIdle();
  const ownName = useOwnUsername();
  const chatNotifications = useUnreadChatNotifications(idle ? ownName : null);
  return useUnreadGameChat(idle).any || chatNotifications > 0 || generalUnread;
}
