/**
 * GET pjusergamechat/pjusergamechat/getgamelikelist?messageId — who liked a chat message (000 §7
 * gameLikeUserList: UserName, ProfilePicLink, AvailableNow; docs/data-model.md H7): at most
 * CHAT_LIMITS.likesListed of them, through the people pipeline (closed accounts and people blocked
 * either way left out), by name. A message that does not exist answers an empty list.
 */
import { CHAT_LIMITS } from '../../../lib/contract/constants';
import { listPeople } from '../../domain/people';
import { pictureUrl } from '../../domain/views';
import type { OperationFor } from '../../http/service';

export const listChatMessageLikes: OperationFor<
  'listChatMessageLikes',
  'listChatLikes' | 'getProfiles' | 'getBlockRelations'
> = async ({ caller, query, deps }) => {
  const likes = await deps.data.listChatLikes(query.messageId, CHAT_LIMITS.likesListed);
  const people = await listPeople(
    likes.map((like) => like.uuid),
    { viewer: caller.uuid },
    deps.data,
  );
  return {
    gameLikeUserList: people
      .map(({ profile }) => profile)
      .sort((a, b) => a.userName.localeCompare(b.userName, 'en', { sensitivity: 'base' }))
      .map((profile) => ({
        UserName: profile.userName,
        ProfilePicLink: pictureUrl(deps.media, profile.profilePicKey),
        AvailableNow: profile.availableNow === 1 ? 1 : 0,
      })),
  };
};
