/**
 * How many messages a game's chat holds (000 §7 pjusergamechat/gamechatmessagecountbygame:
 * `gameMessageCounter`), shown in the game modal's header, and counted up at once when a message
 * arrives live in the open room.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiClientError } from '../../lib/api';
import { isApiKey } from '../people-cache';
import { apiFetcher, apiKey, type ApiKey } from '../swr-config';

export const gameChatCountKey = (gameId: number) => apiKey('countGameChatMessages', { gameId });

/** Whether an SWR key is `gameId`'s chat message count. */
export function isGameChatCountKey(key: unknown, gameId: number): boolean {
  return (
    isApiKey(key) &&
    key[0] === 'countGameChatMessages' &&
    (key[1] as { gameId?: unknown } | undefined)?.gameId === gameId
  );
}

async function readChatCount(key: ApiKey<'countGameChatMessages'>): Promise<number> {
  return (await apiFetcher(key)).gameMessageCounter;
}

/** `count`: the number of messages, undefined while loading or failed. */
export function useGameChatCount(gameId: number) {
  const answer = useSWR<number, ApiClientError>(gameChatCountKey(gameId), readChatCount);
  return { ...answer, count: answer.data };
}

/**
 * Counts one more message in `gameId`'s chat at once (a new message arrived live), without a read:
 * the header follows the room. A count not read (yet) stays so.
 */
export function useCountNewChatMessage(gameId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      void mutate<number>(
        gameChatCountKey(gameId),
        (count) => (typeof count === 'number' ? count + 1 : count),
        { revalidate: false },
      ),
    [mutate, gameId],
  );
}
