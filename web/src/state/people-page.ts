/**
 * One page of a list of people (000 §3 "Match item" lists: `{ matches }`), read by its API key, and the
 * paging rule of those lists. The paged lists (components/people/use-paged-people.tsx) read each page
 * through this hook, so every page is an ordinary cache entry: a spectate flips a flag in it and a block
 * takes a person out of it (people-cache.ts), and revalidating the lists reads each page again at its
 * offset.
 */
import useSWR from 'swr';
import { PAGE_SIZES } from '../../../lib/contract/constants';
import type { MatchItem } from '../../../lib/contract/responses';
import type { ApiClientError } from '../lib/api';
import { apiFetcher, type ApiKey } from './swr-config';

export interface PeoplePage {
  matches: MatchItem[];
}

/** A list of people is read in pages of 25 (000 §9). */
export const PEOPLE_PAGE_SIZE = PAGE_SIZES.list;

/**
 * Whether another page may be read after `pagesAsked` pages whose last held `lastSize` people: the
 * total exceeds one page (000 §4 "Lists": only then is a next page asked for), more remain than were
 * asked for, and the last page was full (docs/api.md: a shorter page ends the list).
 */
export function hasNextPage(
  total: number | undefined,
  pagesAsked: number,
  lastSize: number | undefined,
  pageSize: number = PEOPLE_PAGE_SIZE,
): boolean {
  return (
    total !== undefined &&
    total > pageSize &&
    pagesAsked * pageSize < total &&
    lastSize !== undefined &&
    lastSize >= pageSize
  );
}

/** The page behind `key`; null reads nothing. */
export function usePeoplePage(key: ApiKey | null) {
  return useSWR<PeoplePage, ApiClientError>(key, apiFetcher as (key: ApiKey) => Promise<PeoplePage>);
}
