/**
 * The game chat WebSocket API's actions (000 §7 "Live connections"; docs/architecture.md "Game chat"):
 * - `sendmessage`: stores the caller's message in the game's chat and broadcasts it to every
 *   connection of that game but those of people blocked either way by the sender. Its id is the time
 *   the gateway received the frame (domain/chat.ts), so one sender's messages keep their typed order
 *   whatever order the invocations run in; the frame echoes the sender's own id as `clientMessageId`.
 *   A send past the sender's window (CHAT_LIMITS) is not stored and gets a `slowDown` alert; a message
 *   with too many links, a reply to yourself or to a message of another game is refused.
 * - `likes`: adds (+1) or removes (-1) the caller's like, once per user; liking your own message is
 *   refused with the spec's text; the caller gets {message: 'Likes update successful.', messageId,
 *   newLikeCount}, and in a room that is not big everyone else in it gets the same frame (the count).
 * Frames failing their schema, or naming another user than the caller, get an error frame.
 */
import { randomInt } from 'node:crypto';
import { CHAT_LIMITS } from '../../lib/contract/constants';
import { sockets } from '../../lib/contract/sockets';
import { LIKES_UPDATED, OWN_LIKE_REFUSED } from '../../lib/contract/socket-frames';
import { ForbiddenError, NotFoundError } from '../core/errors';
import {
  AccountNotActiveError,
  OwnLikeError,
  SelfReplyError,
  chatMessageId,
  checkMessageLinks,
  receivedAt,
  roomTickOf,
  sendWindowOf,
} from '../domain/chat';
import { sameUserName } from '../../lib/contract/user-names';
import { broadcast } from '../push/broadcast';
import { pushFrame } from '../push/connections';
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
import { chatMessageFrame } from '../push/frames';
import type { DataNeeds } from '../data/access';
import { getBlockRelations } from '../data/blocks';
import {
  RoomFullError,
  SendWindowFullError,
  getChatMessage,
  likeChatMessage,
  putChatMessage,
  unlikeChatMessage,
} from '../data/chat';
import { deleteConnection, getRoomListeners, listGameConnections } from '../data/connections';
import { socketConfig } from '../core/config';
import { getProfile } from '../data/profiles';
import { audienceOf } from '../domain/people';
import { pictureUrl } from '../domain/views';

/**
 * The data access the game chat calls, and where a room becomes big (socketConfig; tests set it).
 */
type Deps = SocketDeps<
  DataNeeds<
    | 'getRoomListeners'
    | 'getProfile'
    | 'getChatMessage'
    | 'putChatMessage'
    | 'likeChatMessage'
    | 'unlikeChatMessage'
    | 'listGameConnections'
    | 'deleteConnection'
    | 'getBlockRelations'
  >
> & { bigRoomListeners?: number };

async function sendMessage(event: SocketEvent, caller: Caller, deps: Deps): Promise<void> {
  const frame = parseFrame(event, sockets.gameChat.routes.sendmessage, 'invalid message');
  const clientMessageId = frame.messageId;
  const about = clientMessageId === undefined ? {} : { messageId: clientMessageId };
  if (!sameUserName(frame.userId, caller.userName)) throw new ForbiddenError('userId must be you', about);
  if (frame.replyToId && sameUserName(frame.replyToId, caller.userName)) {
    throw new SelfReplyError('a reply cannot be sent to yourself', about);
  }
  checkMessageLinks(frame.messageText, clientMessageId);
  const [profile, parent, listeners] = await Promise.all([
    deps.data.getProfile(caller.uuid),
    frame.parentMessageId ? deps.data.getChatMessage(frame.parentMessageId) : undefined,
    deps.data.getRoomListeners(frame.gameId),
  ]);
  if (!profile?.active) throw new AccountNotActiveError('account not active', about);
  if (frame.parentMessageId && (!parent || parent.gameId !== frame.gameId)) {
    throw new NotFoundError('parent message not found', about);
  }

  const at = receivedAt(event.requestContext.requestTimeEpoch, deps.clock.now());
  const window = sendWindowOf(at);
  // a big room is delivered by its ticks (streams/room-ticks.ts), which also carry the sender's echo
  const tick =
    listeners >= (deps.bigRoomListeners ?? socketConfig().bigRoomListeners)
      ? {
          ...roomTickOf(at),
          limit: CHAT_LIMITS.bigRoomSendsPerSecond,
          clientMessageId: clientMessageId ?? null,
        }
      : undefined;
  let message;
  try {
    message = await deps.data.putChatMessage(
      {
        gameId: frame.gameId,
        senderUuid: caller.uuid,
        userName: profile.userName,
        profileImage: pictureUrl(deps.media, profile.profilePicKey),
        messageText: frame.messageText,
        parentMessageId: frame.parentMessageId ?? null,
        replyToId: frame.replyToId ?? null,
      },
      new Date(at),
      () => chatMessageId(at, randomInt(1000)),
      { window: window.window, expiresAt: window.expiresAt, limit: CHAT_LIMITS.sendsPerWindow },
      tick,
    );
  } catch (error) {
    if (!(error instanceof SendWindowFullError || error instanceof RoomFullError)) throw error;
    await reply(event, deps, {
      type: 'alert',
      alert: 'slowDown',
      retryAfterMs: error instanceof RoomFullError ? roomTickOf(at).opensNextInMs : window.opensNextInMs,
      ...about,
    });
    return;
  }
  if (tick) return;
  const [connections, blocks] = await Promise.all([
    deps.data.listGameConnections(frame.gameId),
    deps.data.getBlockRelations(caller.uuid),
  ]);
  const hidden = audienceOf(caller.uuid, blocks).hidden;
  await broadcast(
    connections.filter((connection) => !hidden.has(connection.uuid)),
    { ...chatMessageFrame(message), ...(clientMessageId === undefined ? {} : { clientMessageId }) },
    deps,
  );
}

async function like(event: SocketEvent, caller: Caller, deps: Deps): Promise<void> {
  const frame = parseFrame(event, sockets.gameChat.routes.likes, 'invalid like');
  const about = { messageId: frame.messageId };
  if (!sameUserName(frame.userId, caller.userName)) throw new ForbiddenError('userId must be you', about);

  const [message, profile, listeners] = await Promise.all([
    deps.data.getChatMessage(frame.messageId),
    deps.data.getProfile(caller.uuid),
    deps.data.getRoomListeners(frame.gameId),
  ]);
  if (!profile?.active) throw new AccountNotActiveError('account not active', about);
  if (!message || message.gameId !== frame.gameId) throw new NotFoundError('message not found', about);
  if (message.senderUuid === caller.uuid) throw new OwnLikeError(OWN_LIKE_REFUSED, about);
  const result =
    frame.likeCount === 1
      ? await deps.data.likeChatMessage({
          messageId: frame.messageId,
          gameId: message.gameId,
          uuid: caller.uuid,
          userName: profile.userName,
          // the author's notification shows the liker's own picture, never the frame's link
          profileImage: pictureUrl(deps.media, profile.profilePicKey),
          createdAt: deps.clock.now().toISOString(),
        })
      : await deps.data.unlikeChatMessage(frame.messageId, caller.uuid);
  const confirmation = {
    type: 'likes',
    message: LIKES_UPDATED,
    messageId: frame.messageId,
    newLikeCount: result.likeCount,
  } as const;
  await reply(event, deps, confirmation);
  // the room sees the new count live too; a big room's likes are read with its history instead (one
  // push per listener and like would undo what its ticks save)
  if (listeners >= (deps.bigRoomListeners ?? socketConfig().bigRoomListeners)) return;
  const connections = await deps.data.listGameConnections(message.gameId);
  await broadcast(
    connections.filter((connection) => connection.connectionId !== event.requestContext.connectionId),
    confirmation,
    deps,
  );
}

const ACTIONS = {
  sendmessage: sendMessage,
  likes: like,
} satisfies Record<string, SocketAction<Deps>>;

/** Pushing frames is this API's job, so its client loads with the module (see events.ts). */
const eagerDeps = () =>
  defaultSocketDeps(
    {
      getRoomListeners,
      getProfile,
      getChatMessage,
      putChatMessage,
      likeChatMessage,
      unlikeChatMessage,
      listGameConnections,
      deleteConnection,
      getBlockRelations,
    },
    pushFrame,
  );

export function createGameChatHandler(makeDeps: () => Deps = eagerDeps): SocketHandler {
  return socketActionHandler('gamechat', ACTIONS, makeDeps);
}

/** Serves the routes `sendmessage`, `likes` and `$default` of the game chat API. */
export const handler = createGameChatHandler();
