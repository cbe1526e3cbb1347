/**
 * GET pjusergamechat/pjusergamechat/getgamechatmessagesbypage?gameId&userId&pageSize
 * [&lastEvaluatedKeyGameId&lastEvaluatedKeyMessageId] — a page of a game's chat, newest first
 * (000 §3 messageRepliesPage; docs/data-model.md H2). One query of the room (about 2 RCU for 25
 * messages), the caller's likes among those messages (one query) and their block relations: messages
 * of people blocked either way are left out. The first page marks the room read for the caller (H5).
 */
import { BadRequestError } from '../../core/errors';
import { presentChatMessage } from '../../domain/chat';
import type { OperationFor } from '../../http/service';

export const getGameChatPage: OperationFor<
  'getGameChatPage',
  'getChatPage' | 'listLikedAmong' | 'getBlockRelations' | 'getChatMessageCount' | 'markChatSeen'
> = async ({ caller, query, deps }) => {
  const { gameId, pageSize } = query;
  if (query.lastEvaluatedKeyGameId !== undefined && query.lastEvaluatedKeyGameId !== gameId) {
    throw new BadRequestError('invalid query', {
      issues: [{ path: 'query.lastEvaluatedKeyGameId', message: 'must be the page’s game' }],
    });
  }
  const after =
    query.lastEvaluatedKeyMessageId === undefined
      ? undefined
      : { gameId, messageId: query.lastEvaluatedKeyMessageId };
  const markRead = async () => {
    if (after) return;
    await deps.data.markChatSeen(caller.uuid, gameId, await deps.data.getChatMessageCount(gameId));
  };
  const [page, blocks] = await Promise.all([
    deps.data.getChatPage(gameId, pageSize, after),
    deps.data.getBlockRelations(caller.uuid),
    markRead(),
  ]);
  const newest = page.messages[0];
  const oldest = page.messages.at(-1);
  const liked =
    newest && oldest
      ? await deps.data.listLikedAmong(caller.uuid, gameId, { from: oldest.messageId, to: newest.messageId })
      : new Set<string>();
  const hidden = new Set([...blocks.blocked, ...blocks.blockedBy]);
  return {
    messageRepliesPage: {
      messages: page.messages
        .filter((message) => !hidden.has(message.senderUuid))
        .map((message) => presentChatMessage(message, { liked })),
      lastEvaluatedKey: page.lastEvaluatedKey ?? null,
    },
  };
};
