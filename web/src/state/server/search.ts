/**
 * Custom search (000 §7 "Search"): a page of players who pass the filters (`searchUsers`, POST
 * pjusersearch/pjsearchcustom), how many there are (`countSearchResults`, .../count: exact, or an
 * estimate flagged `estimated` when the chosen games' communities are larger than one search reads),
 * and the players whose name holds a text (`searchUsersByName`, .../username). Read through the SWR
 * cache keyed by the submitted filters, so reopening the panel shows the last results at once.
 */
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { PAGE_SIZES, SEARCH_OFFSET_MAX } from '../../../../lib/contract/constants';
import type { ApiInput } from '../../lib/api';
import useSWRInfinite from 'swr/infinite';
import type { ApiClientError } from '../../lib/api';
import { apiFetcher, apiKey, type ApiKey } from '../swr-config';
import { useApi } from '../use-api';

export type SearchFilters = Omit<ApiInput<'searchUsers'>, 'offset' | 'limit'>;
export type SearchPerson = AnswerOf<'searchUsers'>[number];

export const SEARCH_PAGE_SIZE = PAGE_SIZES.list;

/** The key of the search's page `index` (25 a page); null past the last page or without filters. */
export function searchPageKey(
  filters: SearchFilters | null,
  index: number,
  previous: SearchPerson[] | null,
): ApiKey<'searchUsers'> | null {
  if (!filters) return null;
  if (previous && !canPageOn(index, previous.length)) return null;
  return apiKey('searchUsers', { ...filters, offset: index * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE });
}

/** The search's pages, read one after another (`setSize` asks for the next); null filters read nothing. */
export function useSearchPages(filters: SearchFilters | null) {
  return useSWRInfinite<SearchPerson[], ApiClientError>(
    (index, previous: SearchPerson[] | null) => searchPageKey(filters, index, previous),
    apiFetcher as (key: ApiKey) => Promise<SearchPerson[]>,
    { revalidateFirstPage: false },
  );
}

/** How many players the search finds; `estimated` when the server extrapolated it. */
export function useSearchCount(filters: SearchFilters | null) {
  return useApi('countSearchResults', filters);
}

/** The players whose name holds `name` (trimmed, at most 25 characters); null reads nothing. */
export function useNameSearch(uuid: string, name: string | null) {
  return useApi('searchUsersByName', name === null ? null : { uuid, searchname: name });
}

/** Whether a next page may be asked for: the last page was full and the contract's offset cap allows it. */
export function canPageOn(pages: number, lastPageSize: number): boolean {
  return lastPageSize === SEARCH_PAGE_SIZE && pages * SEARCH_PAGE_SIZE <= SEARCH_OFFSET_MAX;
}

/**
 * Results as the panel shows them (000 §5): each userName once (the first wins) and a placeholder name
 * for an entry without one. An entry without a picture keeps an empty link, which the row shows as the
 * default picture (PersonRow, Avatar).
 */
export function presentResults(people: readonly SearchPerson[], placeholderName: string): SearchPerson[] {
  const seen = new Set<string>();
  const shown: SearchPerson[] = [];
  for (const person of people) {
    const userName = person.userName?.trim() || placeholderName;
    if (seen.has(userName)) continue;
    seen.add(userName);
    shown.push({ ...person, userName, image: person.image?.trim() ?? '' });
  }
  return shown;
}
