/**
 * The signed-in user's own profile (000 §3 "User profile (read)", §7): read with getUserProfile
 * {username, uuid} (an array of one), changed by the profile editor's save (state/flows/profile-save.ts)
 * through the writes below, each the spec's call: the picture (setProfileImage), the username
 * (changeUsername, after checkUsername), the bio (updateBio) and the checklist (updateChecklist).
 *
 * The caller's username is a session value (001 §3 userName, browser storage), not part of the
 * token: `useOwnUsername()` reads it and follows a change made here (after a username change every
 * key that names the user moves to the new name at once).
 */
import { useSyncExternalStore } from 'react';
import type { GameStyleId } from '../../../../lib/contract/codes';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import useSWR from 'swr';
import { ApiError, callApi, type ApiClientError } from '../../lib/api';
import { readSessionValue, writeSessionValues } from '../../lib/session-values';
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

// ── The caller's username (a session value) ───────────────────────────────────

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const currentUsername = () => readSessionValue('userName');

/** The signed-in user's username as stored with the session, or null when it is missing. */
export function useOwnUsername(): string | null {
  return useSyncExternalStore(subscribe, currentUsername, () => null);
}

/** Stores a changed username (or picture) with the session values and tells every reader. */
export function storeOwnAccountValues(values: { userName?: string; profilePicLink?: string }): void {
  try {
    writeSessionValues(3, values);
  } catch {
    // storage refused: the server holds the change; the next login stores it again
  }
  for (const listener of listeners) listener();
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
