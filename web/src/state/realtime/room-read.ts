/**
 * A game chat room the caller has read (000 §2: the Notifications dot shows while there is unread game
 * chat; §4: the new-game badge). Reading the room's first history page marks it seen on the server
 * (`chatSeenCount`, docs/architecture.md "Game chat"), and while the room is open its messages arrive
 * live; the caller's unread count per game (countUnreadGameChat, behind the dot and the tiles' badge)
 * is read only when the page loads or regains focus, so it kept saying "unread" after the player had
 * read everything. Once the room's history is on screen, that game's count is set to 0 in the cache,
 * without a read (what arrives while the room is open is read there too).
 */
import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { apiKey } from '../swr-config';

type UnreadChatByGame = AnswerOf<'countUnreadGameChat'>;

/** The answer with `gameId`'s unread count at 0 (the same answer when it had none, or none was read). */
export function withRoomRead(
  answer: UnreadChatByGame | undefined,
  gameId: number,
): UnreadChatByGame | undefined {
  const body = answer?.gameCountUnread.body;
  if (!answer || !body?.some((entry) => entry.gameId === gameId && entry.count > 0)) return answer;
  return {
    ...answer,
    gameCountUnread: {
      ...answer.gameCountUnread,
      body: body.map((entry) => (entry.gameId === gameId ? { ...entry, count: 0 } : entry)),
    },
  };
}

/** Once `read` (the room's history is on screen), `gameId` holds nothing unread for `userId`. */
export function useRoomRead(gameId: number, userId: string | null, read: boolean): void {
  const { mutate, cache } = useSWRConfig();
  useEffect(() => {
    if (!read || userId === null) return;
    const key = apiKey('countUnreadGameChat', { userId });
    // not read yet: the first read answers after the server marked the room seen (and a change now
    // would make SWR drop that read's answer)
    if (cache.get(unstable_serialize(key))?.data === undefined) return;
    void mutate<UnreadChatByGame>(key, (answer) => withRoomRead(answer, gameId), { revalidate: false });
  }, [mutate, cache, gameId, userId, read]);
}
