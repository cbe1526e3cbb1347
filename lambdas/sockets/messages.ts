/**
 * The direct-message WebSocket API's `sendmessage` (000 §7): the caller (fromUserName) sends `data`
 * to toUserName; the message is stored with both conversation summaries and pushed to the
 * recipient's and the sender's direct-message connections. Messaging yourself, an unknown or
 * deactivated recipient, or a block either way is refused with an error frame.
 */
import { sockets } from '../../lib/contract/sockets';
import { BadRequestError, ForbiddenError, NotFoundError } from '../core/errors';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../domain/media';
import { sameUserName } from '../domain/names';
import { broadcast } from './broadcast';
import { pushFrame } from './push';
import {
  defaultSocketDeps,
  parseFrame,
  socketActionHandler,
  type SocketCaller,
  type SocketDeps,
  type SocketEvent,
  type SocketHandler,
} from './events';
import { directMessageFrame } from './frames';
import type { DataNeeds } from '../core/deps';
import { isBlockedEitherWay } from '../data/blocks';
import { deleteConnection, listUserConnections } from '../data/connections';
import { putDirectMessage } from '../data/direct-messages';
import { getProfile, getProfileByUserName } from '../data/profiles';

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
    throw new BadRequestError('you cannot message yourself');

  const [sender, recipient] = await Promise.all([
    deps.data.getProfile(caller.uuid),
    deps.data.getProfileByUserName(frame.toUserName),
  ]);
  if (!sender?.active) throw new ForbiddenError('account not active');
  if (!recipient?.active) throw new NotFoundError('recipient not found');
  if (await deps.data.isBlockedEitherWay(sender.uuid, recipient.uuid))
    throw new ForbiddenError('messaging this user is blocked');

  const message = await deps.data.putDirectMessage(
    { fromUuid: sender.uuid, toUuid: recipient.uuid, message: frame.data },
    deps.clock.now(),
  );
  const out = directMessageFrame(
    message,
    { from: sender.userName, to: recipient.userName },
    deps.media.url(sender.profilePicKey ?? DEFAULT_PROFILE_PICTURE_KEY),
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
