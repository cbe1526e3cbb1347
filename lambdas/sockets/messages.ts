/**
 * The direct-message WebSocket API's `sendmessage` (000 §7): the caller (fromUserName) sends `data`
 * to toUserName; the message is stored with both conversation summaries and pushed to the
 * recipient's and the sender's direct-message connections. Messaging yourself, an unknown or
 * deactivated recipient, or a block either way is refused with an error frame.
 */
import { sockets } from '../../lib/contract/sockets';
import { issuesOf } from '../http/errors';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../domain/media';
import { beginInvocation, endInvocation } from '../log';
import { sameUserName } from '../domain/names';
import { broadcast } from './broadcast';
import { pushFrame } from './push';
import {
  defaultSocketDeps,
  endpointOf,
  frameJson,
  socketCaller,
  type SocketDeps,
  type SocketEvent,
  type SocketHandler,
  type SocketResult,
} from './events';
import { directMessageFrame, type ErrorFrame } from './frames';
import type { DataNeeds } from '../http/service';
import { isBlockedEitherWay } from '../data/blocks';
import { deleteConnection, listUserConnections } from '../data/connections';
import { putDirectMessage } from '../data/direct-messages';
import { getProfile, getProfileByUserName } from '../data/users';

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

async function refuse(
  event: SocketEvent,
  deps: Deps,
  statusCode: number,
  message: string,
  issues?: ErrorFrame['issues'],
) {
  const frame: ErrorFrame = issues ? { type: 'error', message, issues } : { type: 'error', message };
  await deps.push(endpointOf(event), event.requestContext.connectionId, frame);
  return { statusCode };
}

async function sendMessage(
  event: SocketEvent,
  caller: { uuid: string; userName: string },
  deps: Deps,
): Promise<SocketResult> {
  const parsed = sockets.directMessages.routes.sendmessage.safeParse(frameJson(event));
  if (!parsed.success) return refuse(event, deps, 400, 'invalid message', issuesOf(parsed.error));
  const frame = parsed.data;
  if (!sameUserName(frame.fromUserName, caller.userName))
    return refuse(event, deps, 403, 'fromUserName must be you');
  if (sameUserName(frame.toUserName, caller.userName))
    return refuse(event, deps, 400, 'you cannot message yourself');

  const [sender, recipient] = await Promise.all([
    deps.data.getProfile(caller.uuid),
    deps.data.getProfileByUserName(frame.toUserName),
  ]);
  if (!sender?.active) return refuse(event, deps, 403, 'account not active');
  if (!recipient?.active) return refuse(event, deps, 404, 'recipient not found');
  if (await deps.data.isBlockedEitherWay(sender.uuid, recipient.uuid))
    return refuse(event, deps, 403, 'messaging this user is blocked');

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
  return { statusCode: 200 };
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
  let deps: Deps | undefined;
  return async (event) => {
    const route = event.requestContext.routeKey;
    beginInvocation({ apiRequestId: event.requestContext.requestId, route: `messages ${route}` });
    deps ??= makeDeps();
    try {
      const caller = socketCaller(event);
      if (!caller) return { statusCode: 401 };
      if (route !== 'sendmessage') return await refuse(event, deps, 400, `unknown action ${route}`);
      return await sendMessage(event, caller, deps);
    } catch (error) {
      deps.log.error('direct message failed', error as Error);
      return { statusCode: 500 };
    } finally {
      endInvocation();
    }
  };
}

/** Serves the routes `sendmessage` and `$default` of the direct-message API. */
export const handler = createMessagesHandler();
