/**
 * One page of a list of people (000 §3 "Match item" lists: `{ matches }`), read by its API key. The
 * paged lists (components/people/PagedPeopleList) read each page through this hook, so every page is
 * an ordinary cache entry: a spectate flips a flag in it and a block takes a person out of it
 * (people-cache.ts), and revalidating the lists reads each page again at its offset.
 */
import useSWR from 'swr';
import type { MatchItem } from '../../../lib/contract/responses';
import type { ApiClientError } from '../lib/api';
import { apiFetcher, type ApiKey } from './swr-config';

export interface PeoplePage {
  matches: MatchItem[];
}

/** The page behind `key`; null reads nothing. */
export function usePeoplePage(key: ApiKey | null) {
  return useSWR<PeoplePage, ApiClientError>(key, apiFetcher as (key: ApiKey) => Promise<PeoplePage>);
}
