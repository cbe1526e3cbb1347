/**
 * GET pjusergamechat/pjusergamechat/activeusersbygame?gameId&userId — who has the room open now
 * (000 §2 "a list of active users"; docs/data-model.md H8): the room's newest CHAT_LIMITS.activeUsers
 * connections, one entry per player (a player with two tabs open shows once), people blocked either
 * way left out. Pictures are the ones the connections took from the profiles at connect time.
 */
import { CHAT_LIMITS } from '../../../lib/contract/constants';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';
import type { OperationFor } from '../../http/service';

export const listActiveChatUsers: OperationFor<
  'listActiveChatUsers',
  'listNewestGameConnections' | 'getBlockRelations'
> = async ({ caller, query, deps }) => {
  const [connections, blocks] = await Promise.all([
    deps.data.listNewestGameConnections(query.gameId, CHAT_LIMITS.activeUsers),
    deps.data.getBlockRelations(caller.uuid),
  ]);
  const hidden = new Set([...blocks.blocked, ...blocks.blockedBy]);
  const users = new Map<string, { UserName: string; ProfilePicLink: string; AvailableNow: 1 }>();
  for (const connection of connections) {
    if (hidden.has(connection.uuid) || users.has(connection.uuid)) continue;
    users.set(connection.uuid, {
      UserName: connection.userName,
      ProfilePicLink: connection.profileImage ?? deps.media.url(DEFAULT_PROFILE_PICTURE_KEY),
      AvailableNow: 1,
    });
  }
  return { activeUsers: [...users.values()] };
};
