/**
 * POST pjusergamechatnoti/updatereadmessage {userId} — the caller has read their chat notifications
 * (000 §4: 5 s after the Chat tab opens): everything up to now is read (N4, 1 WCU).
 */
import type { OperationFor } from '../../http/service';

export const markChatNotificationsRead: OperationFor<
  'markChatNotificationsRead',
  'markChatNotificationsRead'
> = async ({ caller, deps }) => ({
  affectedRows: (await deps.data.markChatNotificationsRead(caller.uuid, deps.clock.now())) ? 1 : 0,
});
