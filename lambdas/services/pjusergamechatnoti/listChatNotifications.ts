/**
 * GET pjusergamechatnoti/usergamechatnotiitems?userId&pageSize&lastEvaluatedKeyMessageId — a page of
 * the caller's chat notifications, newest first (000 §3 "Chat notification item", §9 page of 50;
 * docs/data-model.md N2): one query of their notifications index (≈ 0.5 KB an item: ≈ 3.5 RCU for 50),
 * their block relations and the catalogue (cached). An item is unread when its latest event is newer
 * than their `chatNotiReadAt`. Faces of people blocked either way or closed are left out (the closed
 * flags of the page's faces: one BatchGet, 0.5 RCU a distinct face), and an item whose every face is
 * such a person is not shown (domain/chat-notification-faces.ts, the rule the unread count applies).
 */
import { BadRequestError } from '../../core/errors';
import { DEFAULT_GAME_IMAGE_KEY } from '../../domain/media';
import { loadAudience, withClosedAmong } from '../../domain/people';
import { faceUuids, shownFaces } from '../../domain/chat-notification-faces';
import { pictureLink } from '../../domain/views';
import type { OperationFor } from '../../http/service';

export const listChatNotifications: OperationFor<
  'listChatNotifications',
  'listChatNotifications' | 'getBlockRelations' | 'getClosedAmong' | 'listGames'
> = async ({ caller, query, deps }) => {
  const cursor = query.lastEvaluatedKeyMessageId;
  if (cursor !== undefined && !cursor.includes('#')) {
    throw new BadRequestError('invalid query', {
      issues: [{ path: 'query.lastEvaluatedKeyMessageId', message: 'not a key this list gave' }],
    });
  }
  const [page, blocks, games, profile] = await Promise.all([
    deps.data.listChatNotifications(caller.uuid, query.pageSize, cursor),
    loadAudience(caller.uuid, deps.data),
    deps.data.listGames(deps.clock.now().getTime()),
    caller.profile(),
  ]);
  const audience = await withClosedAmong(blocks, faceUuids(page.items), deps.data);
  const gameOf = new Map(games.map((game) => [game.gameId, game]));
  const readAt = profile?.chatNotiReadAt ?? null;
  const items = page.items.flatMap((item) => {
    const [first, second] = shownFaces(item, audience);
    if (!first) return [];
    const game = gameOf.get(item.gameId);
    return [
      {
        parentMessageId: item.parentMessageId,
        messageId: item.messageId,
        gameId: item.gameId,
        gameDescription: game?.description ?? '',
        notiType: item.notiType,
        likedCount: item.likedCount,
        respondedCount: item.respondedCount,
        taggedCount: item.taggedCount,
        isRead: readAt !== null && item.updatedAt <= readAt,
        timestamp: item.updatedAt,
        gameImageSrc: deps.media.url(game?.thumbKey ?? game?.imageKey ?? DEFAULT_GAME_IMAGE_KEY),
        profileImageUserId1: first.userName,
        profileImageUserId2: second?.userName ?? null,
        profileImage1: pictureLink(deps.media, first.profileImage),
        profileImage2: second ? pictureLink(deps.media, second.profileImage) : null,
        userId: first.userName,
        messageText: item.messageText,
      },
    ];
  });
  return {
    notiItems: {
      items,
      lastEvaluatedKey: page.cursor === undefined ? null : { messageId: page.cursor },
    },
  };
};
