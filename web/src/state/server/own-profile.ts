/**
 * The signed-in user's own profile (000 §3 "User profile (read)", §7): read with getUserProfile
 * {username, uuid} (an array of one), changed by the profile editor's save (state/flows/profile-save.ts)
 * through the writes below, each the spec's call: the picture (setProfileImage), the username
 * (changeUsername, after checkUsername), the bio (updateBio) and the checklist (updateChecklist).
 *
 * The caller's own username is a session value, read by `useOwnUsername()` (state/own-name.ts); the
 * editor stores a changed one there.
 */
import type { GameStyleId } from '../../../../lib/contract/codes';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import useSWR from 'swr';
import { ApiError, callApi, type ApiClientError } from '../../lib/api';
import { apiFetcher, apiKey, type ApiKey } from '../swr-config';

export type UserProfile = AnswerOf<'getUserProfile'>[number];

export const userProfileKey = (username: string, uuid: string) =>
  apiKey('getUserProfile', { username, uuid });

/**
 * The profile of `username` as the caller reads it (their own, or another user's on the user card: an
 * empty array when that user is not available to the caller); null input fetches nothing (no username yet).
 * The server answers a user who is unknown, deactivated or blocked either way with 404 'no such user'
 * (lambdas/services/visible-profile.ts): that is an answer, read as the empty array, not a failure to retry.
 */
export function useUserProfile(username: string | null, uuid: string) {
  return useSWR<UserProfile[], ApiClientError>(
    username === null ? null : userProfileKey(username, uuid),
    readProfileOrNobody,
  );
}

async function readProfileOrNobody(key: ApiKey<'getUserProfile'>): Promise<UserProfile[]> {
  try {
    return await apiFetcher(key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

// ── Writes (run in the spec's order by state/flows/profile-save.ts) ─────────────

/** Points the profile picture at an uploaded object's key; answers its public address. */
export function setProfilePicture(uuid: string, imageFile: string) {
  return callApi('setProfileImage', { uuid, imageFile });
}

/** Whether `username` is taken (or reserved): the spec's username check (000 §7). */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const answer = await callApi('checkUsername', { username });
  return answer.duplicate;
}

export function changeUsername(uuid: string, username: string, newusername: string) {
  return callApi('changeUsername', { uuid, username, newusername });
}

export function updateBio(uuid: string, bio: string) {
  return callApi('updateBio', { uuid, bio });
}

/** The play-style checklist as the profile editor holds it (000 §3, §4): each flag 0 or 1. */
export interface ChecklistValues {
  gameStyle: GameStyleId;
  streamer: 0 | 1;
  microphone: 0 | 1;
  familyFriendly: 0 | 1;
  moderator: 0 | 1;
  discord: 0 | 1;
  pcConsole: 0 | 1;
}

export const CHECKLIST_FLAGS = [
  'streamer',
  'microphone',
  'familyFriendly',
  'moderator',
  'discord',
  'pcConsole',
] as const satisfies readonly (keyof ChecklistValues)[];

/** The checklist of a profile read. */
export function checklistOf(profile: UserProfile): ChecklistValues {
  return {
    gameStyle: profile.GameStyle as GameStyleId,
    streamer: profile.Streamer,
    microphone: profile.Microphone,
    familyFriendly: profile.FamilyFriendly,
    moderator: profile.Moderator,
    discord: profile.Discord,
    pcConsole: profile.PCConsole,
  };
}

export function updateChecklist(uuid: string, checklist: ChecklistValues) {
  return callApi('updateChecklist', { uuid, ...checklist });
}
