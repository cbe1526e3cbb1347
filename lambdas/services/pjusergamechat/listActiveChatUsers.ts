/**
 * GET pjusergamechat/pjusergamechat/activeusersbygame?gameId&userId — who has the room open now
 * (000 §2 "a list of active users"; docs/data-model.md H8): the room's newest CHAT_LIMITS.activeUsers
 * connections, one entry per player (a player with two tabs open shows once), people blocked either
 * way left out (the people layer's rule; the caller sees their own presence). Pictures are the ones the connections took from the profiles at connect time.
 */
import { CHAT_LIMITS } from '../../../lib/contract/constants';
import { loadAudience } from '../../domain/people';
import { pictureLink } from '../../domain/views';
import type { OperationFor } from '../../http/service';

export const listActiveChatUsers: OperationFor<
  'listActiveChatUsers',
  'listNewestGameConnections' | 'getBlockRelations'
> = async ({ caller, query, deps }) => {
  const [connections, audience] = await Promise.all([
    deps.data.listNewestGameConnections(query.gameId, CHAT_LIMITS.activeUsers),
    loadAudience(caller.uuid, deps.data),
  ]);
  const users = new Map<string, { UserName: string; ProfilePicLink: string; AvailableNow: 1 }>();
  for (const connection of connections) {
    if (audience.hides(connection.uuid) || users.has(connection.uuid)) continue;
    users.set(connection.uuid, {
      UserName: connection.userName,
      ProfilePicLink: pictureLink(deps.media, connection.profileImage),
      AvailableNow: 1,
    });
  }
  return { activeUsers: [...users.values()] };
};
