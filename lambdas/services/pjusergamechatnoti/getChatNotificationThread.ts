/**
 * GET pjusergamechatnoti/usergamechatnotiparentchild?messageId&userId&notiType — the thread behind a
 * chat notification, for 'Load full message' (000 §4): the thread's first message (the message itself,
 * or the one it answers) and its replies, oldest first, at most THREAD_REPLIES (docs/data-model.md H3:
 * ≈ 1 RCU + 0.5 per 8 replies). Messages of people blocked either way or closed are left out (the
 * closed flags of the thread's distinct authors: one BatchGet, 0.5 RCU each); `isLiked` is the
 * caller's. A message that is gone answers a null parent and no replies.
 */
import { presentChatMessage } from '../../domain/chat';
import type { OperationFor } from '../../http/service';
import { audienceOf, withClosedAmong } from '../../domain/people';

/** The most replies a thread shows. */
export const THREAD_REPLIES = 100;

export const getChatNotificationThread: OperationFor<
  'getChatNotificationThread',
  'getChatMessage' | 'listChatReplies' | 'getBlockRelations' | 'getClosedAmong' | 'listLikedAmong'
> = async ({ caller, query, deps }) => {
  const message = await deps.data.getChatMessage(query.messageId);
  const rootId = message?.parentMessageId ?? message?.messageId;
  if (!message || !rootId) return { parentMessage: null, replies: [] };
  const [root, replies, blocks] = await Promise.all([
    rootId === message.messageId ? message : deps.data.getChatMessage(rootId),
    deps.data.listChatReplies(rootId, THREAD_REPLIES),
    deps.data.getBlockRelations(caller.uuid),
  ]);
  const newest = replies.at(-1)?.messageId ?? rootId;
  const authors = [root, ...replies].flatMap((each) => (each ? [each.senderUuid] : []));
  const [audience, liked] = await Promise.all([
    withClosedAmong(audienceOf(caller.uuid, blocks), authors, deps.data),
    deps.data.listLikedAmong(caller.uuid, message.gameId, { from: rootId, to: newest }),
  ]);
  const shown = (candidate: typeof message | undefined) =>
    candidate && !audience.hides(candidate.senderUuid) ? presentChatMessage(candidate, { liked }) : null;
  return {
    parentMessage: shown(root),
    replies: replies.flatMap((reply) => shown(reply) ?? []),
  };
};
