/**
 * GET pjusergamechat/pjusergamechat/getgameuserlist?gameId&userId — the names the mention picker
 * offers in a room (000 §2, §9 "Mention list fetch" 5000; docs/data-model.md H9): the people in the
 * room now and the authors of its most recent CHAT_LIMITS.mentionHistory messages, each once, without
 * the caller, people blocked either way and closed accounts. Never a scan of the game's players: one
 * query of the room's newest messages (≈ 20 RCU at most) and one of its connections, whatever the
 * game's size; the closed flags of the distinct authors not connected now (one BatchGet, 0.5 RCU each:
 * a closed account's connections are closed with it, so those in the room now are open).
 * A name the picker does not offer can still be typed; mentions are checked when posted.
 */
import { CHAT_LIMITS, LIMITS } from '../../../lib/contract/constants';
import { loadAudience, withClosedAmong } from '../../domain/people';
import { pictureLink } from '../../domain/views';
import type { OperationFor } from '../../http/service';

export const listGameChatUsers: OperationFor<
  'listGameChatUsers',
  'listRecentChatAuthors' | 'listNewestGameConnections' | 'getBlockRelations' | 'getClosedAmong'
> = async ({ caller, query, deps }) => {
  const [connections, authors, blocks] = await Promise.all([
    deps.data.listNewestGameConnections(query.gameId, CHAT_LIMITS.activeUsers),
    deps.data.listRecentChatAuthors(query.gameId, CHAT_LIMITS.mentionHistory),
    loadAudience(caller.uuid, deps.data),
  ]);
  const connected = new Set(connections.map((connection) => connection.uuid));
  const audience = await withClosedAmong(
    blocks,
    authors.map((author) => author.uuid).filter((uuid) => !connected.has(uuid)),
    deps.data,
  );
  const users = new Map<string, { UserName: string; ProfilePicLink: string; AvailableNow: 0 | 1 }>();
  for (const connection of connections) {
    if (!audience.lists(connection.uuid) || users.has(connection.uuid)) continue;
    users.set(connection.uuid, {
      UserName: connection.userName,
      ProfilePicLink: pictureLink(deps.media, connection.profileImage),
      AvailableNow: 1,
    });
  }
  for (const author of authors) {
    if (!audience.lists(author.uuid) || users.has(author.uuid)) continue;
    users.set(author.uuid, {
      UserName: author.userName,
      ProfilePicLink: pictureLink(deps.media, author.profileImage),
      AvailableNow: 0,
    });
  }
  return { gameUserList: [...users.values()].slice(0, LIMITS.mentionListFetch) };
};
