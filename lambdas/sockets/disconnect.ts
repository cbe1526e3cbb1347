/**
 * `$disconnect` of both WebSocket APIs: forgets the connection. Leaving a game chat room marks its
 * messages read for that player (H5: the game's message count is copied onto their game entry), so
 * what arrived while the room was open never counts as unread. A connection opened only to send a
 * reply (`mode=reply`) marks nothing.
 */
import { defaultSocketDeps, lifecycleHandler, type SocketDeps, type SocketHandler } from './events';
import type { DataNeeds } from '../data/access';
import { getChatMessageCount, markChatSeen } from '../data/chat';
import { deleteConnection } from '../data/connections';

/** The data access `$disconnect` calls. */
type Deps = SocketDeps<DataNeeds<'deleteConnection' | 'getChatMessageCount' | 'markChatSeen'>>;

export function createDisconnectHandler(
  makeDeps: () => Deps = () => defaultSocketDeps({ deleteConnection, getChatMessageCount, markChatSeen }),
): SocketHandler {
  return lifecycleHandler('$disconnect', makeDeps, async (event, deps) => {
    const connection = await deps.data.deleteConnection(event.requestContext.connectionId);
    if (connection?.api !== 'gamechat' || connection.gameId === null || !connection.reading) return;
    const count = await deps.data.getChatMessageCount(connection.gameId);
    await deps.data.markChatSeen(connection.uuid, connection.gameId, count);
  });
}

export const handler = createDisconnectHandler();
