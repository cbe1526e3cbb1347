/**
 * GET pjusermessages/pjmessages/unreadcount?uuid — the caller's unread direct messages (000 §2: the dot
 * on Messages; docs/data-model.md D4): the counter on their profile, kept by each send and mark-read in
 * the same transactions, less the unread of the conversations the summary hides (with people blocked
 * either way: the people layer's rule; a closed account's conversation stays readable and counted), so
 * the count adds up with the conversations listed. The session's read + ≈ 1 RCU blocks + 0.5 RCU a
 * person hidden from the caller (their conversations' counts, one BatchGet).
 */
import type { OperationFor } from '../../http/service';
import { loadAudience } from '../../domain/people';

export const countUnreadMessages: OperationFor<
  'countUnreadMessages',
  'getBlockRelations' | 'countUnreadFrom'
> = async ({ caller, deps }) => {
  const profile = await caller.profile();
  const total = Math.max(0, profile?.unreadMessageCount ?? 0);
  if (total === 0) return [{ userMessageCount: 0 }];
  const audience = await loadAudience(caller.uuid, deps.data);
  const hidden = await deps.data.countUnreadFrom(caller.uuid, [...audience.hidden]);
  return [{ userMessageCount: Math.max(0, total - hidden) }];
};
