/**
 * How many messages a game's chat holds (000 §7 pjusergamechat/gamechatmessagecountbygame:
 * `gameMessageCounter`), shown in the game modal's header. The chat itself belongs to the chat
 * issue; until its server answers, the route answers 501 and the count reads as not available
 * (`null`): an operation that is not built yet is not a failure to retry or report.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, type ApiClientError } from '../../lib/api';
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

/** The count, or null when the server does not serve it yet (501). */
async function readChatCount(key: ApiKey<'countGameChatMessages'>): Promise<number | null> {
  try {
    return (await apiFetcher(key)).gameMessageCounter;
  } catch (error) {
    if (error instanceof ApiError && error.status === 501) return null;
    throw error;
  }
}

/** `count`: the number of messages, null when not available yet, undefined while loading or failed. */
export function useGameChatCount(gameId: number) {
  const answer = useSWR<number | null, ApiClientError>(gameChatCountKey(gameId), readChatCount);
  return { ...answer, count: answer.data };
}

/**
 * Counts one more message in `gameId`'s chat at once (a new message arrived live), without a read:
 * the header follows the room. A count that is not available stays so.
 */
export function useCountNewChatMessage(gameId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      void mutate<number | null>(
        gameChatCountKey(gameId),
        (count) => (typeof count === 'number' ? count + 1 : count),
        { revalidate: false },
      ),
    [mutate, gameId],
  );
}
