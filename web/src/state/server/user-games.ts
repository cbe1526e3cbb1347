/**
 * A user's games with their per-game details (000 §3 "User game entry", §7): read with
 * getUserProfileGames {username} (Id, Description, GameImageSrc, Platform, SkillLevel, Frequency,
 * Rating), added with addGames (the server gives each the defaults of a new entry) and removed with
 * removeGames followed by removeGameDetails (the spec's games/delete and skilllevel/delete).
 */
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi } from '../../lib/api';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

export type UserGame = AnswerOf<'getUserProfileGames'>[number];

export const userGamesKey = (username: string) => apiKey('getUserProfileGames', { username });

/** The games of `username`; null fetches nothing. */
export function useUserGames(username: string | null) {
  return useApi('getUserProfileGames', username === null ? null : { username });
}

export function addGames(uuid: string, games: number[]) {
  return callApi('addGames', { uuid, games });
}

/** Removes the games, then resets their per-game details, in the spec's two calls. */
export async function removeGames(uuid: string, games: number[]) {
  await callApi('removeGames', { uuid, games });
  await callApi('removeGameDetails', { uuid, games });
}

/**
 * Adds one game from the game modal's 'Add Game' button (pjusergames/pjuserselectedgames/add, ours:
 * 000 §7 does not show its path); a failure throws. The caller reads its games again once it is added.
 */
export async function addGameFromModal(uuid: string, gameId: number): Promise<void> {
  await callApi('addGameFromModal', { uuid, gameId });
}
