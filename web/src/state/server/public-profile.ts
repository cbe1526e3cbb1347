/**
 * Public profiles (000 §2, §7): anyone, signed in or not, reads a profile and its games by username
 * with the shared API key. Read-only: no mutations.
 */
import { CACHE } from '../cache';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

const PUBLIC_PROFILE_OPTIONS = { dedupingInterval: CACHE.publicProfile, revalidateOnFocus: false } as const;

export const publicProfileKey = (username: string) => apiKey('getPublicProfile', { username });
export const publicProfileGamesKey = (username: string) => apiKey('getPublicProfileGames', { username });

/** The profile as a list of at most one: an empty list means no such (active) user. */
export function usePublicProfile(username: string) {
  return useApi('getPublicProfile', { username }, PUBLIC_PROFILE_OPTIONS);
}

/** The profile's games with their per-game details. */
export function usePublicProfileGames(username: string) {
  return useApi('getPublicProfileGames', { username }, PUBLIC_PROFILE_OPTIONS);
}
