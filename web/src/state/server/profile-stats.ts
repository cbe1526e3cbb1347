/**
 * The counts a profile shows (000 §1, §3 "Dashboard stats", §7): profile views (getProfileViews,
 * queryResult ProfileViewsCount) and the online streak (getStreakCount, queryResult CurrentStreakCount).
 * The spectate counts are spectate-lists.ts's, beside their lists.
 * Read-only here; 000 §9 shows 0 while a count is missing.
 */
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

export const profileViewsKey = (username: string) => apiKey('getProfileViews', { username });
export const streakCountKey = (username: string) => apiKey('getStreakCount', { username });

const first = <T>(items: readonly T[] | undefined) => items?.[0];

export function useProfileViews(username: string | null) {
  const result = useApi('getProfileViews', username === null ? null : { username });
  return { ...result, count: first(result.data?.queryResult)?.ProfileViewsCount };
}

export function useStreakCount(username: string | null) {
  const result = useApi('getStreakCount', username === null ? null : { username });
  return { ...result, count: first(result.data?.queryResult)?.CurrentStreakCount };
}
