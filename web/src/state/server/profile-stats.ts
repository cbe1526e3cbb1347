/**
 * The counts a profile shows (000 §1, §3 "Dashboard stats", §7): profile views (getProfileViews,
 * queryResult ProfileViewsCount), the online streak (getStreakCount, queryResult CurrentStreakCount),
 * and how many spectate the user and whom the user spectates (countSpectators, countSpectating).
 * Read-only here; 000 §9 shows 0 while a count is missing.
 */
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

export const profileViewsKey = (username: string) => apiKey('getProfileViews', { username });
export const streakCountKey = (username: string) => apiKey('getStreakCount', { username });
export const spectatorsCountKey = (uuid: string, username: string) =>
  apiKey('countSpectators', { uuid, username });
export const spectatingCountKey = (uuid: string, username: string) =>
  apiKey('countSpectating', { uuid, username });

const first = <T>(items: readonly T[] | undefined) => items?.[0];

export function useProfileViews(username: string | null) {
  const result = useApi('getProfileViews', username === null ? null : { username });
  return { ...result, count: first(result.data?.queryResult)?.ProfileViewsCount };
}

export function useStreakCount(username: string | null) {
  const result = useApi('getStreakCount', username === null ? null : { username });
  return { ...result, count: first(result.data?.queryResult)?.CurrentStreakCount };
}

export function useSpectatorsCount(uuid: string, username: string | null) {
  const result = useApi('countSpectators', username === null ? null : { uuid, username });
  return { ...result, count: result.data?.spectatorsCount };
}

export function useSpectatingCount(uuid: string, username: string | null) {
  const result = useApi('countSpectating', username === null ? null : { uuid, username });
  return { ...result, count: result.data?.spectatingCount };
}
