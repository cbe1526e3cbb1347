/**
 * The dot on the side navigation's Notifications button (000 §2): it shows when there is unread game
 * chat or unread notifications. Read here: the caller's unread game chat (countUnreadGameChat), unread
 * chat notifications (countUnreadChatNotifications) and unread general notifications (the spectate,
 * invite and chronicle mention lists, state/server/general-notifications.ts), the last two read every minute while the tab
 * is visible and again once the Notifications panel marks them read; general items marked read
 * locally (the General tab was left) no longer count.
 */
import { useContext } from 'react';
import { useAfterIdle } from '../lib/hooks/use-after-idle';
import { useOwnUsername } from './own-name';
import { useUnreadChatNotifications } from './server/chat-notifications';
import { useUnreadGameChat } from './server/game-chat';
import { useUnreadGeneralNotifications } from './server/general-notifications';
import { SessionContext } from './session';

/** Whether the Notifications dot shows (read once the page has had its idle moment: lib/idle.ts). */
export function useNotificationsDot(): boolean {
  // read once the page has had its idle moment (lib/idle.ts): no page waits for the dot
  const idle = useAfterIdle();
  const ownName = useOwnUsername();
  // outside the checked session (a frame rendered on its own) the general lists are not read
  const uuid = useContext(SessionContext)?.uuid ?? null;
  const chatNotifications = useUnreadChatNotifications(idle ? ownName : null);
  const general = useUnreadGeneralNotifications(idle ? uuid : null, idle ? ownName : null);
  return useUnreadGameChat(idle).any || chatNotifications > 0 || general > 0;
}
