/**
 * Another user's profile as the signed-in area reads it (000 §7 "Spectating and profile"): the
 * profile (`getUserProfile`, an array of one; empty when the user is not available to the caller:
 * deactivated, or blocked either way), their games with details (`getUserProfileGames`) and their
 * platforms (`getPlatforms`). Read-only.
 */
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

export const personProfileKey = (uuid: string, username: string) =>
  apiKey('getUserProfile', { username, uuid });

export function usePersonProfile(uuid: string, username: string) {
  return useApi('getUserProfile', { username, uuid });
}

export function usePersonGames(username: string) {
  return useApi('getUserProfileGames', { username });
}

export function usePersonPlatforms(username: string) {
  return useApi('getPlatforms', { username });
}
