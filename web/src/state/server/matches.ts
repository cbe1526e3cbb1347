/**
 * The caller's matches (000 §7 "Matches"): the new suggested matches (`listNewMatches`, .../new, with
 * `newuser` on the dashboard's carousel), the top matches (`listTopMatches`, .../top), the online list
 * (`listOnlineMatches`, .../online, items with Created), read in pages of 25 (000 §9) through
 * state/people-page.ts; the counts that decide paging (`countMatches` matchCount, `countOnlineMatches`
 * onlineMatchesCount); a game's matches (`listGameMatches`, with its count); and the match counts per
 * game (`countMatchesByGame`, pjmatchescountbygame), read once and kept for the browser session as
 * 000 §7 says ("cached in the session"), which the game tiles' new-game badge reads.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { DEFAULT_MATCH_SCORE, PAGE_SIZES } from '../../../../lib/contract/constants';
import type { MatchItem } from '../../../../lib/contract/responses';
import { callApi, type ApiClientError } from '../../lib/api';
import { usePeoplePage } from '../people-page';
import { apiKey, type ApiKey } from '../swr-config';
import { useApi } from '../use-api';

export const MATCH_PAGE_SIZE = PAGE_SIZES.list;

/** The three match lists of the dashboard and its view-all modal. */
export type MatchListKind = 'new' | 'top' | 'online';
export type OnlineMatch = AnswerOf<'listOnlineMatches'>['matches'][number];

/**
 * The key of one page of a match list: `offset` people skipped, at most MATCH_PAGE_SIZE read.
 * `newUser` asks the new list for newly joined players too (000 §7 `[&newuser]`; the dashboard sets it).
 */
export function matchPageKey(kind: MatchListKind, uuid: string, offset: number, newUser = false): ApiKey {
  const paging = { uuid, limit: MATCH_PAGE_SIZE, offset };
  switch (kind) {
    case 'new':
      return apiKey('listNewMatches', newUser ? { ...paging, newuser: true } : paging);
    case 'top':
      return apiKey('listTopMatches', paging);
    case 'online':
      return apiKey('listOnlineMatches', paging);
  }
}

/**
 * The dashboard's new suggested matches: the matches made since the previous visit (`newuser`). A
 * player with matches but none new would see an empty carousel on most visits, so then the carousel
 * shows their newest matches instead and says nothing is new (`nothingNew`). The decision waits for
 * the first page and the match count; until then the `newuser` list is read.
 */
export function useSuggestedMatches(uuid: string, matchCount: number | undefined) {
  const sinceLastVisit = useCallback((offset: number) => matchPageKey('new', uuid, offset, true), [uuid]);
  const newest = useCallback((offset: number) => matchPageKey('new', uuid, offset), [uuid]);
  const first = usePeoplePage(sinceLastVisit(0));
  const nothingNew = first.data?.matches.length === 0 && (matchCount ?? 0) > 0;
  return { pageKeyFor: nothingNew ? newest : sinceLastVisit, nothingNew, newest };
}

/** The caller's number of matches (`matchcount`): the dashboard's matches card and the match list's total. */
export function useMatchCount(uuid: string) {
  const answer = useApi('countMatches', { uuid });
  return { ...answer, count: answer.data?.matchCount };
}

/** How many online users the online list holds in all (`onlinematchcount`). */
export function useOnlineMatchCount(uuid: string) {
  const answer = useApi('countOnlineMatches', { uuid });
  return { ...answer, count: answer.data?.onlineMatchesCount };
}

/** The total behind a match list's paging: the match count for new and top, the online count for online. */
export function useMatchListTotal(kind: MatchListKind, uuid: string): number | undefined {
  const matches = useApi('countMatches', kind === 'online' ? null : { uuid });
  const online = useApi('countOnlineMatches', kind === 'online' ? { uuid } : null);
  return kind === 'online' ? online.data?.onlineMatchesCount : matches.data?.matchCount;
}

/** The key of one page of the caller's matches within a game (`gamematches`, answered with its count). */
export const gameMatchesPageKey = (uuid: string, gameId: number, offset: number) =>
  apiKey('listGameMatches', { uuid, gameId, limit: MATCH_PAGE_SIZE, offset });

/** The two orders of the online list (000 §9 "Online list sorts by newest or by match score descending"). */
export type OnlineOrder = 'newest' | 'top';

/** The online people in `order`: newest first by Created, or highest score first (stable for ties). */
export function sortOnline<T extends Pick<OnlineMatch, 'Created' | 'combinedScore'>>(
  people: readonly T[],
  order: OnlineOrder,
): T[] {
  const ranked = people.map((person, index) => ({ person, index }));
  ranked.sort((a, b) => {
    const difference =
      order === 'newest'
        ? Date.parse(b.person.Created) - Date.parse(a.person.Created)
        : b.person.combinedScore - a.person.combinedScore;
    return difference !== 0 ? difference : a.index - b.index;
  });
  return ranked.map(({ person }) => person);
}

/**
 * Whether a person of a community list is one of the viewer's matches: a pair that shares a game has
 * its own score, a pair that has none reads as the default score (000 §9) — used by the view-all
 * modal's Matches tab.
 */
export const isMatch = (person: Pick<MatchItem, 'combinedScore'>) =>
  person.combinedScore > DEFAULT_MATCH_SCORE;

// ── Match counts per game, kept for the session ─────────────────────────────────────────────

export type GameMatchCounts = AnswerOf<'countMatchesByGame'>;

/** Where the per-game counts are kept (sessionStorage: a new browser session reads them again). */
export const MATCH_COUNTS_BY_GAME_KEY = 'pj.matchCountsByGame';

export const matchCountsByGameKey = (uuid: string) => apiKey('countMatchesByGame', { uuid });

function readStoredCounts(uuid: string): GameMatchCounts | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(MATCH_COUNTS_BY_GAME_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return undefined;
    const { uuid: owner, counts } = stored as { uuid?: unknown; counts?: unknown };
    if (owner !== uuid || !Array.isArray(counts)) return undefined;
    return counts.filter(
      (item): item is GameMatchCounts[number] =>
        Boolean(item) &&
        Number.isInteger((item as { GameId?: unknown }).GameId) &&
        Number.isInteger((item as { MatchCount?: unknown }).MatchCount),
    );
  } catch {
    return undefined;
  }
}

/** The session's copy when there is one (for this user), else the call, whose answer is then kept. */
export async function fetchMatchCountsByGame([
  ,
  input,
]: ApiKey<'countMatchesByGame'>): Promise<GameMatchCounts> {
  const stored = readStoredCounts(input.uuid);
  if (stored) return stored;
  const counts = await callApi('countMatchesByGame', input);
  try {
    sessionStorage.setItem(MATCH_COUNTS_BY_GAME_KEY, JSON.stringify({ uuid: input.uuid, counts }));
  } catch {
    // storage full or denied: the counts still serve this page
  }
  return counts;
}

/** The caller's match count in each of their games, by game id (read once per session). */
export function useMatchCountsByGame(uuid: string) {
  const answer = useSWR<GameMatchCounts, ApiClientError>(matchCountsByGameKey(uuid), fetchMatchCountsByGame, {
    revalidateOnFocus: false,
  });
  const byGame = new Map((answer.data ?? []).map((item) => [item.GameId, item.MatchCount]));
  return { ...answer, byGame };
}
