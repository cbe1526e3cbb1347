/**
 * POST pjusergamechat/pjusergamechat/reportmessage {uuid, gameId, messageId, reason} — a player
 * reports a chat message (ours, beyond the spec: issue 10 "Safety"; docs/data-model.md H11). The
 * message is read (strongly consistent), then one transaction files the report once per player, flags
 * the message and files it for moderators (data/message-reports.ts): from then on the reporter's
 * history pages leave it out, and once LIMITS.inappropriateAfterReports players reported it, everyone's
 * but its author's do (getGameChatPage). Reporting again answers ok and changes nothing
 * (`affectedRows: 0`). A message that does not exist in that game is 404; your own message is 400
 * `ownReport`. The reason is required, tags stripped, at most 500 characters (schema).
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../../lib/contract/constants';
import { NotFoundError } from '../../core/errors';
import { OwnReportError } from '../../domain/chat';
import type { OperationFor } from '../../http/service';

export const reportChatMessage: OperationFor<
  'reportChatMessage',
  'getChatMessage' | 'putChatMessageReport'
> = async ({ caller, body, deps }) => {
  const { messageId } = body;
  const message = await deps.data.getChatMessage(messageId);
  if (!message || message.gameId !== body.gameId) throw new NotFoundError('message not found', { messageId });
  if (message.senderUuid === caller.uuid) {
    throw new OwnReportError('you cannot report your own message', { messageId });
  }
  const result = await deps.data.putChatMessageReport(
    message,
    { reporterUuid: caller.uuid, reason: body.reason, at: deps.clock.now(), reportId: randomUUID() },
    LIMITS.inappropriateAfterReports,
  );
  return { affectedRows: result.filed ? 1 : 0 };
};
