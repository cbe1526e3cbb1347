/**
 * The match between the caller and one user with its parts (000 §3 "Profile match parts", §7
 * `getProfileMatch`, pjusermatches/percentmatch/profile): gameMatchPercentage,
 * genreMatchPercentage, checklistMatchPercentage, detailsMatchPercentage and combinedScore, computed
 * by the server for the pair. Your own profile is not asked: it shows 100% (000 §9).
 */
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { useApi } from '../use-api';
import { apiKey } from '../swr-config';

export type ProfileMatch = AnswerOf<'getProfileMatch'>['matches'][number];

export const profileMatchKey = (uuid: string, selectedUserName: string) =>
  apiKey('getProfileMatch', { uuid, selectedUserName });

/** The match with `selectedUserName`; null reads nothing (your own profile). `match` is undefined until read. */
export function useProfileMatch(uuid: string, selectedUserName: string | null) {
  const answer = useApi('getProfileMatch', selectedUserName === null ? null : { uuid, selectedUserName });
  return { ...answer, match: answer.data?.matches[0] };
}
