/**
 * `$connect` of both WebSocket APIs: validates the connect query (lib/contract sockets), checks that
 * the user it names is the authorized caller, and stores the connection for 2 hours. A game chat
 * query (gameId, userId) makes a 'gamechat' connection; a direct-message query (fromUser, toUser)
 * a 'messages' one. A game chat connection keeps the player's picture from their profile (the room's
 * active users show it); the query's `profileImage` is not trusted.
 */
import * as v from 'valibot';
import { sockets } from '../../lib/contract/sockets';
import { CONNECTION_TTL_SECONDS, putConnection } from '../data/connections';
import type { SocketApiId } from '../data/entities';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../core/errors';
import { sameUserName } from '../../lib/contract/user-names';
import {
  defaultSocketDeps,
  lifecycleHandler,
  socketCaller,
  type SocketDeps,
  type SocketHandler,
} from './events';
import type { DataNeeds } from '../data/access';
import { getProfile } from '../data/profiles';
import { pictureUrl } from '../domain/views';

/** The data access `$connect` calls. */
type Deps = SocketDeps<DataNeeds<'putConnection' | 'getProfile'>>;

interface ConnectTarget {
  api: SocketApiId;
  /** the user the query names: must be the caller */
  userName: string;
  gameId: number | null;
  toUserName: string | null;
  reading: boolean;
}

/** What a connect query asks for, or undefined when it fits neither API's schema. */
function connectTarget(query: Record<string, string | undefined>): ConnectTarget | undefined {
  const gameChat = v.safeParse(sockets.gameChat.connectQuery, query);
  if (gameChat.success) {
    const { userId, gameId, mode } = gameChat.output;
    return { api: 'gamechat', userName: userId, gameId, toUserName: null, reading: mode === 'room' };
  }
  const direct = v.safeParse(sockets.directMessages.connectQuery, query);
  if (direct.success) {
    const { fromUser, toUser } = direct.output;
    return { api: 'messages', userName: fromUser, gameId: null, toUserName: toUser, reading: true };
  }
  return undefined;
}

export function createConnectHandler(
  makeDeps: () => Deps = () => defaultSocketDeps({ putConnection, getProfile }),
): SocketHandler {
  return lifecycleHandler('$connect', makeDeps, async (event, deps) => {
    const caller = socketCaller(event);
    if (!caller) throw new UnauthorizedError('Unauthorized');
    const target = connectTarget(event.queryStringParameters ?? {});
    if (!target) throw new BadRequestError('Bad connect query');
    if (!sameUserName(target.userName, caller.userName)) throw new ForbiddenError('Forbidden');

    // a game chat room shows its users with their own picture, never a link the query carried
    let profileImage: string | null = null;
    if (target.api === 'gamechat') {
      const profile = await deps.data.getProfile(caller.uuid);
      if (!profile?.active) throw new ForbiddenError('Forbidden');
      profileImage = pictureUrl(deps.media, profile.profilePicKey);
    }
    const now = deps.clock.now();
    await deps.data.putConnection({
      connectionId: event.requestContext.connectionId,
      api: target.api,
      uuid: caller.uuid,
      userName: caller.userName,
      gameId: target.gameId,
      toUserName: target.toUserName,
      profileImage,
      reading: target.reading,
      domainName: event.requestContext.domainName,
      stage: event.requestContext.stage,
      connectedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS,
    });
  });
}

export const handler = createConnectHandler();
