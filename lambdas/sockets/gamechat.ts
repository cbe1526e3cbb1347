/**
 * The game chat WebSocket API's actions (000 §7 "Live connections"):
 * - `sendmessage`: stores the caller's message in the game's chat (messageId = the server's
 *   timestamp) and broadcasts it to every connection of that game.
 * - `likes`: adds (+1) or removes (-1) the caller's like, once per user; liking your own message is
 *   refused with the spec's text; the caller gets {message: 'Likes update successful.', messageId, newLikeCount}.
 * Frames failing their schema, or naming another user than the caller, get an error frame.
 */
import { sockets } from '../../lib/contract/sockets';
import { LIKES_UPDATED, OWN_LIKE_REFUSED } from '../../lib/contract/socket-frames';
import { BadRequestError, ForbiddenError, NotFoundError } from '../core/errors';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../domain/media';
import { sameUserName } from '../domain/names';
import { broadcast } from './broadcast';
import { pushFrame } from './push';
import {
  defaultSocketDeps,
  parseFrame,
  reply,
  socketActionHandler,
  type SocketCaller as Caller,
  type SocketDeps,
  type SocketEvent,
  type SocketHandler,
  type SocketAction,
} from './events';
import { chatMessageFrame } from './frames';
import type { DataNeeds } from '../core/deps';
import { getChatMessage, likeChatMessage, putChatMessage, unlikeChatMessage } from '../data/chat';
import { deleteConnection, listGameConnections } from '../data/connections';
import { getProfile } from '../data/profiles';

/** The data access the game chat calls. */
type Deps = SocketDeps<
  DataNeeds<
    | 'getProfile'
    | 'getChatMessage'
    | 'putChatMessage'
    | 'likeChatMessage'
    | 'unlikeChatMessage'
    | 'listGameConnections'
    | 'deleteConnection'
  >
>;

async function sendMessage(event: SocketEvent, caller: Caller, deps: Deps): Promise<void> {
  const frame = parseFrame(event, sockets.gameChat.routes.sendmessage, 'invalid message');
  if (!sameUserName(frame.userId, caller.userName)) throw new ForbiddenError('userId must be you');
  if (frame.replyToId && sameUserName(frame.replyToId, caller.userName)) {
    throw new BadRequestError('a reply cannot be sent to yourself');
  }
  if (frame.parentMessageId) {
    const parent = await deps.data.getChatMessage(frame.parentMessageId);
    if (!parent || parent.gameId !== frame.gameId) {
      throw new NotFoundError('parent message not found', { messageId: frame.parentMessageId });
    }
  }
  const profile = await deps.data.getProfile(caller.uuid);
  if (!profile?.active) throw new ForbiddenError('account not active');

  const message = await deps.data.putChatMessage(
    {
      gameId: frame.gameId,
      senderUuid: caller.uuid,
      userName: profile.userName,
      profileImage: deps.media.url(profile.profilePicKey ?? DEFAULT_PROFILE_PICTURE_KEY),
      messageText: frame.messageText,
      parentMessageId: frame.parentMessageId ?? null,
      replyToId: frame.replyToId ?? null,
    },
    deps.clock.now(),
  );
  const connections = await deps.data.listGameConnections(frame.gameId);
  await broadcast(connections, chatMessageFrame(message), deps);
}

async function like(event: SocketEvent, caller: Caller, deps: Deps): Promise<void> {
  const frame = parseFrame(event, sockets.gameChat.routes.likes, 'invalid like');
  if (!sameUserName(frame.userId, caller.userName)) throw new ForbiddenError('userId must be you');

  const message = await deps.data.getChatMessage(frame.messageId);
  if (!message || message.gameId !== frame.gameId) {
    throw new NotFoundError('message not found', { messageId: frame.messageId });
  }
  if (message.senderUuid === caller.uuid) {
    throw new ForbiddenError(OWN_LIKE_REFUSED, { messageId: frame.messageId });
  }
  const result =
    frame.likeCount === 1
      ? await deps.data.likeChatMessage({
          messageId: frame.messageId,
          uuid: caller.uuid,
          userName: caller.userName,
          createdAt: deps.clock.now().toISOString(),
        })
      : await deps.data.unlikeChatMessage(frame.messageId, caller.uuid);
  await reply(event, deps, {
    type: 'likes',
    message: LIKES_UPDATED,
    messageId: frame.messageId,
    newLikeCount: result.likeCount,
  });
}

const ACTIONS = {
  sendmessage: sendMessage,
  likes: like,
} satisfies Record<string, SocketAction<Deps>>;

/** Pushing frames is this API's job, so its client loads with the module (see events.ts). */
const eagerDeps = () =>
  defaultSocketDeps(
    {
      getProfile,
      getChatMessage,
      putChatMessage,
      likeChatMessage,
      unlikeChatMessage,
      listGameConnections,
      deleteConnection,
    },
    pushFrame,
  );

export function createGameChatHandler(makeDeps: () => Deps = eagerDeps): SocketHandler {
  return socketActionHandler('gamechat', ACTIONS, makeDeps);
}

/** Serves the routes `sendmessage`, `likes` and `$default` of the game chat API. */
export const handler = createGameChatHandler();
