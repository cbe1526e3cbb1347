/**
 * POST pjusermessages/pjmessages/update/readmessagebyid {uuid, username, messageId} — the caller opened
 * the conversation with `username` (000 §4 "Direct messages": an incoming unread message is marked read
 * when the conversation opens): `messageId` and every earlier unread message the other person sent them
 * are marked read, and taken off both unread counts in the same writes (docs/data-model.md D5). Answers
 * 'Successful Update' (000 §7), also when nothing was unread.
 */
import type { OperationFor } from '../../http/service';

export const markMessageRead: OperationFor<
  'markMessageRead',
  'getUuidByUserName' | 'markDirectMessagesRead'
> = async ({ caller, body, deps }) => {
  const other = await deps.data.getUuidByUserName(body.username);
  if (other && other !== caller.uuid) {
    await deps.data.markDirectMessagesRead(caller.uuid, other, body.messageId);
  }
  return 'Successful Update';
};
