/**
 * The dot on the side navigation's Messages button (000 §2: it shows when the unread message count is
 * above 0). The count (countUnreadMessages) is read every minute while the tab is visible
 * (POLL.unreadMessages), and again whenever the Messages panel marks a conversation read, sends, or
 * receives a message (state/server/direct-messages.ts `useRefreshMessages`).
 */
import { useContext } from 'react';
import { useAfterIdle } from '../lib/hooks/use-after-idle';
import { useUnreadMessages } from './server/direct-messages';
import { SessionContext } from './session';

/** Whether the Messages dot shows (read once the page has had its idle moment: lib/idle.ts). */
export function useMessagesDot(): boolean {
  const idle = useAfterIdle();
  // outside the checked session (a frame rendered on its own) nothing is read
  const uuid = useContext(SessionContext)?.uuid ?? null;
  return useUnreadMessages(idle ? uuid : null) > 0;
}
