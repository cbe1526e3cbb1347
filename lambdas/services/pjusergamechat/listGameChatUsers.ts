/**
 * GET pjusergamechat/pjusergamechat/getgameuserlist?gameId&userId — the names the mention picker
 * offers in a room (000 §2, §9 "Mention list fetch" 5000; docs/data-model.md H9): the people in the
 * room now and the authors of its most recent CHAT_LIMITS.mentionHistory messages, each once, without
 * the caller and people blocked either way. Never a scan of the game's players: one query of the
 * room's newest messages (≈ 20 RCU at most) and one of its connections, whatever the game's size.
 * A name the picker does not offer can still be typed; mentions are checked when posted.
 */
import { CHAT_LIMITS, LIMITS } from '../../../lib/contract/constants';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';
import type { OperationFor } from '../../http/service';

export const listGameChatUsers: OperationFor<
  'listGameChatUsers',
  'listRecentChatAuthors' | 'listNewestGameConnections' | 'getBlockRelations'
> = async ({ caller, query, deps }) => {
  const [connections, authors, blocks] = await Promise.all([
    deps.data.listNewestGameConnections(query.gameId, CHAT_LIMITS.activeUsers),
    deps.data.listRecentChatAuthors(query.gameId, CHAT_LIMITS.mentionHistory),
    deps.data.getBlockRelations(caller.uuid),
  ]);
  const hidden = new Set([caller.uuid, ...blocks.blocked, ...blocks.blockedBy]);
  const users = new Map<string, { UserName: string; ProfilePicLink: string; AvailableNow: 0 | 1 }>();
  for (const connection of connections) {
    if (hidden.has(connection.uuid) || users.has(connection.uuid)) continue;
    users.set(connection.uuid, {
      UserName: connection.userName,
      ProfilePicLink: connection.profileImage ?? deps.media.url(DEFAULT_PROFILE_PICTURE_KEY),
      AvailableNow: 1,
    });
  }
  for (const author of authors) {
    if (hidden.has(author.uuid) || users.has(author.uuid)) continue;
    users.set(author.uuid, {
      UserName: author.userName,
      ProfilePicLink: author.profileImage,
      AvailableNow: 0,
    });
  }
  return { gameUserList: [...users.values()].slice(0, LIMITS.mentionListFetch) };
};
