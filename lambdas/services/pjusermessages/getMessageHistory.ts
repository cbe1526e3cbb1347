/**
 * GET pjusermessages/pjmessages/getmessagehistory?uuid&username[&limit&before] — the conversation of
 * the caller and the named user, oldest first (000 §3 "Message history item"; docs/data-model.md D2):
 * its latest `limit` (50) messages, or the `limit` before `before` when the screen scrolls up. One query
 * of the conversation's partition (≈ 0.5 RCU per 8 KB), the other's profile by name. The conversation
 * of a closed account stays readable (000: it takes no new message); one across a block is not shown.
 */
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';
import { presentDirectMessage } from '../../domain/direct-messages';
import type { OperationFor } from '../../http/service';
import { pictureUrl } from '../../domain/views';

export const getMessageHistory: OperationFor<
  'getMessageHistory',
  'getProfileByUserName' | 'getConversationPage' | 'isBlockedEitherWay'
> = async ({ caller, query, deps }) => {
  const [me, other] = await Promise.all([caller.profile(), deps.data.getProfileByUserName(query.username)]);
  if (!me || !other || other.uuid === me.uuid) return [];
  if (await deps.data.isBlockedEitherWay(me.uuid, other.uuid)) return [];
  const messages = await deps.data.getConversationPage(me.uuid, other.uuid, query.limit, query.before);
  const names = new Map([
    [me.uuid, me.userName],
    [other.uuid, other.userName],
  ]);
  const pictures = new Map(
    [me, other].map((profile) => [profile.uuid, pictureUrl(deps.media, profile.profilePicKey)]),
  );
  const fallback = deps.media.url(DEFAULT_PROFILE_PICTURE_KEY);
  return messages.map((message) => presentDirectMessage(message, names, pictures, fallback));
};
