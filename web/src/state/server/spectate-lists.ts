/**
 * Who spectates whom (000 §2 "Spectators and spectating lists inside the profile", §7 "Matches"):
 * a user's spectators (`listSpectators`, .../spectators) and the users they spectate
 * (`listSpectating`, .../specprofile), read in pages of 25 (000 §9), their counts
 * (`countSpectators`, `countSpectating`), and everyone the caller spectates for the Spectating panel
 * (`listAllSpectating`, .../specall). Read-only: spectating itself is spectate-status.ts.
 */
import useSWR from 'swr';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { PAGE_SIZES } from '../../../../lib/contract/constants';
import type { ApiClientError } from '../../lib/api';
import { apiFetcher, apiKey, type ApiKey } from '../swr-config';
import { useApi } from '../use-api';

export type SpectateListKind = 'spectators' | 'spectating';
/** One person of a spectate list, with the caller's match score and spectate flag (000 §3 "Match item"). */
export type SpectatePerson = AnswerOf<'listSpectators'>['matches'][number];
export type SpectatePage = AnswerOf<'listSpectators'>;

export const SPECTATE_PAGE_SIZE = PAGE_SIZES.list;

/** The key of one page (read with state/people-page.ts): `offset` people skipped, at most SPECTATE_PAGE_SIZE read. */
export function spectatePageKey(
  kind: SpectateListKind,
  uuid: string,
  username: string,
  offset: number,
): ApiKey {
  const input = { uuid, username, limit: SPECTATE_PAGE_SIZE, offset };
  return kind === 'spectators' ? apiKey('listSpectators', input) : apiKey('listSpectating', input);
}

export function spectateCountKey(kind: SpectateListKind, uuid: string, username: string): ApiKey {
  return kind === 'spectators'
    ? apiKey('countSpectators', { username, uuid })
    : apiKey('countSpectating', { uuid, username });
}

export const allSpectatingKey = (uuid: string) => apiKey('listAllSpectating', { uuid });

/** How many spectate `username` (spectators) or how many `username` spectates (spectating). */
export function useSpectateCount(kind: SpectateListKind, uuid: string, username: string | null) {
  const answer = useSWR<AnswerOf<'countSpectators'> | AnswerOf<'countSpectating'>, ApiClientError>(
    username === null ? null : spectateCountKey(kind, uuid, username),
    apiFetcher as (key: ApiKey) => Promise<AnswerOf<'countSpectators'> | AnswerOf<'countSpectating'>>,
  );
  return { ...answer, count: readCount(answer.data) };
}

/** The number in a count answer, whichever of the two it is. */
export function readCount(
  data: AnswerOf<'countSpectators'> | AnswerOf<'countSpectating'> | undefined,
): number | undefined {
  if (!data) return undefined;
  return 'spectatorsCount' in data ? data.spectatorsCount : data.spectatingCount;
}

/** Everyone the caller spectates, as the server orders them (online first). */
export function useAllSpectating(uuid: string) {
  return useApi('listAllSpectating', { uuid });
}
