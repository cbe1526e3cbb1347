/**
 * GET pjusermessages/pjmessages/getsummary?uuid — the caller's conversations, the most recent first
 * (000 §2 "Messages"; docs/data-model.md D3): one query of their conversation index (at most
 * PAGE_SIZES.conversations), the other people's profiles in one batch, the caller's block relations.
 * A conversation across a block is left out; one with a closed account stays (readable, no new message).
 */
import { PAGE_SIZES } from '../../../lib/contract/constants';
import { loadAudience } from '../../domain/people';
import { pictureUrl } from '../../domain/views';
import { presentConversation } from '../../domain/direct-messages';
import type { OperationFor } from '../../http/service';

export const getMessageSummary: OperationFor<
  'getMessageSummary',
  'listConversations' | 'getProfiles' | 'getBlockRelations'
> = async ({ caller, deps }) => {
  const [me, conversations, audience] = await Promise.all([
    caller.profile(),
    deps.data.listConversations(caller.uuid, PAGE_SIZES.conversations),
    loadAudience(caller.uuid, deps.data),
  ]);
  if (!me) return [];
  // the people layer's rule for content: a closed account's conversation stays readable
  const shown = conversations.filter((conversation) => !audience.hides(conversation.otherUuid));
  const others = new Map(
    (await deps.data.getProfiles(shown.map((conversation) => conversation.otherUuid))).map((profile) => [
      profile.uuid,
      profile,
    ]),
  );
  return shown.flatMap((conversation) => {
    const other = others.get(conversation.otherUuid);
    if (!other) return [];
    return [
      presentConversation(conversation, me.userName, {
        userName: other.userName,
        picture: pictureUrl(deps.media, other.profilePicKey),
      }),
    ];
  });
};
