/**
 * The community lists (000 §2 "/home/user-community", §7 "Matches"): popular users (`listPopularUsers`,
 * .../popular), trending users (`listTrending`, .../trending), new users (`listCommunityNew`,
 * .../communitynew) and the new-and-trending list (`listCommunityNewTrending`), each read in pages of 25
 * (000 §9) through state/people-page.ts, with its count (`countCommunityPopular`,
 * `countCommunityTrending`, `countCommunityNew`, `countCommunityNewTrending`) that gives the list's
 * total (the paging rule: another page only when the total exceeds 25).
 */
import useSWR from 'swr';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { PAGE_SIZES } from '../../../../lib/contract/constants';
import type { ApiClientError } from '../../lib/api';
import { apiFetcher, apiKey, type ApiKey } from '../swr-config';

export const COMMUNITY_LISTS = ['popular', 'trending', 'new', 'newTrending'] as const;
export type CommunityList = (typeof COMMUNITY_LISTS)[number];

export const COMMUNITY_PAGE_SIZE = PAGE_SIZES.list;

/** The key of one page of a community list: `offset` people skipped, at most COMMUNITY_PAGE_SIZE read. */
export function communityPageKey(list: CommunityList, uuid: string, offset: number): ApiKey {
  const input = { uuid, limit: COMMUNITY_PAGE_SIZE, offset };
  switch (list) {
    case 'popular':
      return apiKey('listPopularUsers', input);
    case 'trending':
      return apiKey('listTrending', input);
    case 'new':
      return apiKey('listCommunityNew', input);
    case 'newTrending':
      return apiKey('listCommunityNewTrending', input);
  }
}

type CountAnswer =
  | AnswerOf<'countCommunityPopular'>
  | AnswerOf<'countCommunityTrending'>
  | AnswerOf<'countCommunityNew'>
  | AnswerOf<'countCommunityNewTrending'>;

export function communityCountKey(list: CommunityList, uuid: string): ApiKey {
  switch (list) {
    case 'popular':
      return apiKey('countCommunityPopular', { uuid });
    case 'trending':
      return apiKey('countCommunityTrending', { uuid });
    case 'new':
      return apiKey('countCommunityNew', { uuid });
    case 'newTrending':
      return apiKey('countCommunityNewTrending', { uuid });
  }
}

/** The number in a community count answer, whichever of the four it is. */
export function readCommunityCount(data: CountAnswer | undefined): number | undefined {
  if (!data) return undefined;
  if ('communityPopularCount' in data) return data.communityPopularCount;
  if ('communityTrendingCount' in data) return data.communityTrendingCount;
  if ('communityNewCount' in data) return data.communityNewCount;
  return data.communityNewTrendingCount;
}

/** How many people a community list holds in all. */
export function useCommunityCount(list: CommunityList, uuid: string) {
  const answer = useSWR<CountAnswer, ApiClientError>(
    communityCountKey(list, uuid),
    apiFetcher as (key: ApiKey) => Promise<CountAnswer>,
  );
  return { ...answer, count: readCommunityCount(answer.data) };
}
