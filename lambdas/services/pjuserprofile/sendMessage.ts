/**
 * POST pjuserprofile/pjuserprofile/message {username, uuid, message} — the message popup on a profile
 * (000 §5 "Message to a user": the web strips tags and URL-encodes the text): the text is decoded
 * (kept as sent when it is not valid encoding), tags stripped and trimmed, then sent as any direct
 * message (domain/direct-messages.ts sendDirectMessage: never to yourself, a closed account or across
 * a block; the sender's send window). Answers the stored message. It is not pushed to open message
 * sockets (this Lambda does not hold the WebSocket API's rights): the recipient sees it on their next
 * unread count, summary or history read.
 */
import { TooManyRequestsError } from '../../core/errors';
import { presentDirectMessage, sendDirectMessage } from '../../domain/direct-messages';
import type { OperationFor } from '../../http/service';
import { pictureUrl } from '../../domain/views';

export const sendMessage: OperationFor<
  'sendMessage',
  'getProfile' | 'getProfileByUserName' | 'isBlockedEitherWay' | 'putDirectMessage'
> = async ({ caller, body, deps }) => {
  const outcome = await sendDirectMessage(deps.data, {
    senderUuid: caller.uuid,
    senderProfile: () => caller.profile(),
    toUserName: body.username,
    text: body.message,
    urlEncoded: true,
    receivedAtMs: deps.clock.now().getTime(),
  });
  if (!outcome.sent) {
    throw new TooManyRequestsError(`slow down: try again in ${Math.ceil(outcome.retryAfterMs / 1000)} s`);
  }
  const { message, sender, recipient } = outcome;
  const picture = pictureUrl(deps.media, sender.profilePicKey);
  return presentDirectMessage(
    message,
    new Map([
      [sender.uuid, sender.userName],
      [recipient.uuid, recipient.userName],
    ]),
    new Map([[sender.uuid, picture]]),
    picture,
  );
};
