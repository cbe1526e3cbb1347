/**
 * POST pjusergamechat/pjusergamechat/postgamechatmessagementions {messageId, userIds, sourceAuthor,
 * gameId} — after a message is sent, its author posts the names it mentions (000 §5 "Mentions"; docs
 * /data-model.md H10): each becomes a 'tagged' chat notification of that player. Only the message's
 * author may post them, only names the message really mentions count (duplicates collapsed without
 * case), and nobody the author may not reach is notified (themselves, closed accounts, blocked either
 * way). Each player's notification counts once per message however often this is posted (applyOnce).
 * Answers how many players were notified for the first time.
 */
import { mentionedNames } from '../../../lib/contract/rules';
import { ForbiddenError, NotFoundError } from '../../core/errors';
import { chatNotificationChange } from '../../data/chat-notifications';
import { foldCase } from '../../../lib/contract/user-names';
import { listPeople } from '../../domain/people';
import type { OperationFor } from '../../http/service';

export const postChatMentions: OperationFor<
  'postChatMentions',
  'getChatMessage' | 'getUuidByUserName' | 'getProfiles' | 'getBlockRelations' | 'applyOnce'
> = async ({ caller, body, deps }) => {
  const message = await deps.data.getChatMessage(body.messageId);
  if (!message || message.gameId !== body.gameId) {
    throw new NotFoundError('message not found', { messageId: body.messageId });
  }
  if (message.senderUuid !== caller.uuid) throw new ForbiddenError('only the author posts its mentions');
  const mentioned = new Set(mentionedNames(message.messageText).map(foldCase));
  const names = [...new Set(body.userIds.map(foldCase))].filter((name) => mentioned.has(name));
  const uuids = (await Promise.all(names.map((name) => deps.data.getUuidByUserName(name)))).filter(
    (uuid): uuid is string => uuid !== undefined,
  );
  const people = await listPeople(uuids, { viewer: caller.uuid }, deps.data);
  const now = deps.clock.now();
  let notified = 0;
  for (const { profile } of people) {
    const result = await deps.data.applyOnce(
      `mention#${message.messageId}#${profile.uuid}`,
      [
        chatNotificationChange({
          uuid: profile.uuid,
          messageId: message.messageId,
          parentMessageId: message.parentMessageId,
          gameId: message.gameId,
          messageText: message.messageText,
          kind: 'tagged',
          delta: 1,
          actor: { uuid: caller.uuid, userName: message.userName, profileImage: message.profileImage },
          at: now,
        }),
      ],
      now,
    );
    if (result.outcome === 'applied') notified += 1;
  }
  return { affectedRows: notified };
};
