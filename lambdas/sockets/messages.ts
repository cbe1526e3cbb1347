/**
 * The direct-message WebSocket API's `sendmessage` (000 §7; docs/architecture.md "Direct messages"):
 * the caller (fromUserName) sends `data` to toUserName; the message is stored with both conversation
 * summaries and the recipient's unread count, and pushed to the recipient's and the sender's
 * direct-message connections. Its id is the time the gateway received the frame (domain/chat.ts), so a
 * sender's messages keep their typed order. Tags are stripped and the text trimmed (000 §5); what is
 * left empty, a message to yourself, to a closed account or across a block is refused with an error
 * frame and its code; a send past the sender's window (CHAT_LIMITS.dmSendsPerWindow) gets a slowDown
 * alert and is not stored.
 */
import { sockets } from '../../lib/contract/sockets';
import { ForbiddenError } from '../core/errors';
import { receivedAt } from '../domain/chat';
import { SelfMessageError, sendDirectMessage } from '../domain/direct-messages';
import { sameUserName } from '../../lib/contract/user-names';
import { broadcast } from '../push/broadcast';
import { pushFrame } from '../push/connections';
import {
  defaultSocketDeps,
  parseFrame,
  reply,
  socketActionHandler,
  type SocketCaller,
  type SocketDeps,
  type SocketEvent,
  type SocketHandler,
} from './events';
import { directMessageFrame } from '../push/frames';
import type { DataNeeds } from '../data/access';
import { isBlockedEitherWay } from '../data/blocks';
import { deleteConnection, listUserConnections } from '../data/connections';
import { putDirectMessage } from '../data/direct-messages';
import { getProfile, getProfileByUserName } from '../data/profiles';
import { pictureUrl } from '../domain/views';

/** The data access direct messages call. */
type Deps = SocketDeps<
  DataNeeds<
    | 'getProfile'
    | 'getProfileByUserName'
    | 'isBlockedEitherWay'
    | 'putDirectMessage'
    | 'listUserConnections'
    | 'deleteConnection'
  >
>;

async function sendMessage(event: SocketEvent, caller: SocketCaller, deps: Deps): Promise<void> {
  const frame = parseFrame(event, sockets.directMessages.routes.sendmessage, 'invalid message');
  if (!sameUserName(frame.fromUserName, caller.userName))
    throw new ForbiddenError('fromUserName must be you');
  if (sameUserName(frame.toUserName, caller.userName))
    throw new SelfMessageError('you cannot message yourself');
  const outcome = await sendDirectMessage(deps.data, {
    senderUuid: caller.uuid,
    toUserName: frame.toUserName,
    text: frame.data,
    urlEncoded: false,
    receivedAtMs: receivedAt(event.requestContext.requestTimeEpoch, deps.clock.now()),
  });
  if (!outcome.sent) {
    await reply(event, deps, { type: 'alert', alert: 'slowDown', retryAfterMs: outcome.retryAfterMs });
    return;
  }
  const { message, sender, recipient } = outcome;
  const out = directMessageFrame(
    message,
    { from: sender.userName, to: recipient.userName },
    pictureUrl(deps.media, sender.profilePicKey),
  );
  const [toRecipient, toSender] = await Promise.all([
    deps.data.listUserConnections(recipient.uuid, 'messages'),
    deps.data.listUserConnections(sender.uuid, 'messages'),
  ]);
  await broadcast([...toRecipient, ...toSender], out, deps);
}

/** Pushing frames is this API's job, so its client loads with the module (see events.ts). */
const eagerDeps = () =>
  defaultSocketDeps(
    {
      getProfile,
      getProfileByUserName,
      isBlockedEitherWay,
      putDirectMessage,
      listUserConnections,
      deleteConnection,
    },
    pushFrame,
  );

export function createMessagesHandler(makeDeps: () => Deps = eagerDeps): SocketHandler {
  return socketActionHandler('messages', { sendmessage: sendMessage }, makeDeps);
}

/** Serves the routes `sendmessage` and `$default` of the direct-message API. */
export const handler = createMessagesHandler();
