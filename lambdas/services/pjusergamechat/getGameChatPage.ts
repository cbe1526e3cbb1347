/**
 * GET pjusergamechat/pjusergamechat/getgamechatmessagesbypage?gameId&userId&pageSize
 * [&lastEvaluatedKeyGameId&lastEvaluatedKeyMessageId] — a page of a game's chat, newest first
 * (000 §3 messageRepliesPage; docs/data-model.md H2). One query of the room (about 2 RCU for 25
 * messages), the caller's likes and reports among those messages (one query each, bounded by the
 * page's first and last ids) and their block relations: messages of people blocked either way or
 * closed are left out (the closed flags of the page's distinct authors: one BatchGet, 0.5 RCU each), and so are the messages the caller reported and, for everyone but their author, messages
 * marked inappropriate (ours, beyond the spec: domain/chat.ts `hiddenFromViewer`). The first page
 * marks the room read for the caller (H5).
 */
import { BadRequestError } from '../../core/errors';
import { hiddenFromViewer, presentChatMessage } from '../../domain/chat';
import type { OperationFor } from '../../http/service';
import { audienceOf, withClosedAmong } from '../../domain/people';

export const getGameChatPage: OperationFor<
  'getGameChatPage',
  | 'getChatPage'
  | 'listLikedAmong'
  | 'listReportedAmong'
  | 'getBlockRelations'
  | 'getClosedAmong'
  | 'getChatMessageCount'
  | 'markChatSeen'
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
  const range = newest && oldest ? { from: oldest.messageId, to: newest.messageId } : undefined;
  const authors = page.messages.map((message) => message.senderUuid);
  const [liked, reported, audience] = await Promise.all([
    range ? deps.data.listLikedAmong(caller.uuid, gameId, range) : new Set<string>(),
    range ? deps.data.listReportedAmong(caller.uuid, gameId, range) : new Set<string>(),
    withClosedAmong(audienceOf(caller.uuid, blocks), authors, deps.data),
  ]);
  const viewer = { uuid: caller.uuid, reported };
  return {
    messageRepliesPage: {
      messages: page.messages
        .filter((message) => !audience.hides(message.senderUuid) && !hiddenFromViewer(message, viewer))
        .map((message) => presentChatMessage(message, { liked })),
      lastEvaluatedKey: page.lastEvaluatedKey ?? null,
    },
  };
};
