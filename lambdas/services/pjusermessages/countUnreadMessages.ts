/**
 * GET pjusermessages/pjmessages/unreadcount?uuid — the caller's unread direct messages (000 §2: the dot
 * on Messages; docs/data-model.md D4): the counter on their profile, kept by each send and mark-read in
 * the same transactions, so it always adds up with the conversations' own counts. 1 RCU (the session's).
 */
import type { OperationFor } from '../../http/service';

export const countUnreadMessages: OperationFor<'countUnreadMessages'> = async ({ caller }) => {
  const profile = await caller.profile();
  return [{ userMessageCount: Math.max(0, profile?.unreadMessageCount ?? 0) }];
};
