/**
 * A list of people read page by page (000 §9: pages of 25), for every list of people: the paged lists
 * (spectators, spectating), the game modal's lists, the view-all modal (the online list's two orders,
 * the Matches tab's filter) and the carousels (their slides). Each page stays an ordinary cache entry read by its API key
 * (state/people-page.ts), so a block or a spectate edits it in place (state/people-cache.ts); the
 * pages after the first are read by small probe components the caller renders. Another page may be
 * asked for only when the total exceeds one page (000 §4 "Lists") and the last page read was full
 * (`hasNextPage`). `paging` is the list's pager for components/ListState.tsx.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MatchItem } from '../../../../lib/contract/responses';
import { usePeoplePage, type PeoplePage } from '../../state/people-page';
import type { ApiKey } from '../../state/swr-config';
import { hasNextPage, PEOPLE_PAGE_SIZE } from '../../state/people-page';
import type { TFunction } from 'i18next';
import type { ListPagerLabels, ListPaging, ListStatus } from '../ListState';

/** The pager's words on a list of people. */
export function peoplePagerLabels(t: TFunction): ListPagerLabels {
  return {
    more: t('people.list.loadMore'),
    loading: t('people.list.loadingMore'),
    failed: t('people.list.moreFailed'),
  };
}

/** The list's state (components/ListState.tsx) from the paged list and the people it shows. */
export function peopleListStatus(list: PagedPeople, shown: readonly unknown[]): ListStatus {
  if (list.status === 'error') return 'failed';
  if (list.status === 'loading') return 'loading';
  return shown.length === 0 ? 'empty' : 'ready';
}

interface PageState {
  data?: PeoplePage;
  failed: boolean;
  retry: () => void;
}

/** Reads one later page and reports it to the list; renders nothing. */
function PageProbe({
  index,
  pageKey,
  onChange,
}: {
  index: number;
  pageKey: ApiKey;
  onChange: (index: number, state: PageState) => void;
}) {
  const { data, error, mutate } = usePeoplePage(pageKey);
  const failed = Boolean(error) && !data;
  useEffect(() => {
    onChange(index, { data, failed, retry: () => void mutate() });
  }, [data, failed, index, mutate, onChange]);
  return null;
}

export interface PagedPeople<T extends MatchItem = MatchItem> {
  /** the first page's state decides the list's */
  status: 'loading' | 'error' | 'ready';
  retryFirst: () => void;
  /** everyone read so far, in page order, each person once */
  people: T[];
  /** whether the next page may be asked for now */
  canLoadMore: boolean;
  loadMore: () => void;
  /** the state of the page asked for last, when it is not the first */
  more: 'idle' | 'loading' | 'error';
  retryMore: () => void;
  /** render these somewhere in the tree: they read the pages after the first */
  probes: ReactNode;
  /** the pager (components/ListState.tsx) */
  paging: ListPaging;
}

export function usePagedPeople<T extends MatchItem = MatchItem>(
  pageKeyFor: (offset: number) => ApiKey,
  total: number | undefined,
): PagedPeople<T> {
  const first = usePeoplePage(pageKeyFor(0));
  const [pagesAsked, setPagesAsked] = useState(1);
  const [later, setLater] = useState<ReadonlyMap<number, PageState>>(new Map());

  const onChange = useCallback((index: number, state: PageState) => {
    setLater((current) => new Map(current).set(index, state));
  }, []);

  const pages = useMemo(() => {
    const read: PeoplePage[] = first.data ? [first.data] : [];
    for (let index = 1; index < pagesAsked; index += 1) {
      const page = later.get(index)?.data;
      if (!page) break;
      read.push(page);
    }
    return read;
  }, [first.data, later, pagesAsked]);

  const people = useMemo(() => {
    const seen = new Set<string>();
    const all: T[] = [];
    for (const page of pages) {
      for (const person of page.matches) {
        // a person can move from one page to the next between two reads: show them once
        if (seen.has(person.userName)) continue;
        seen.add(person.userName);
        all.push(person as T);
      }
    }
    return all;
  }, [pages]);

  const lastIndex = pagesAsked - 1;
  const last = lastIndex === 0 ? undefined : later.get(lastIndex);
  const lastSize = lastIndex === 0 ? first.data?.matches.length : last?.data?.matches.length;
  const canLoadMore = hasNextPage(total, pagesAsked, lastSize);
  const loadMore = useCallback(() => setPagesAsked((count) => count + 1), []);
  const more = lastIndex === 0 || last?.data ? 'idle' : last?.failed ? 'error' : 'loading';
  const retryMore = useCallback(() => last?.retry(), [last]);

  const probes = Array.from({ length: pagesAsked - 1 }, (_, page) => {
    const index = page + 1;
    return (
      <PageProbe
        key={index}
        index={index}
        pageKey={pageKeyFor(index * PEOPLE_PAGE_SIZE)}
        onChange={onChange}
      />
    );
  });

  return {
    status: first.data ? 'ready' : first.error ? 'error' : 'loading',
    retryFirst: () => void first.mutate(),
    people,
    canLoadMore,
    loadMore,
    more,
    retryMore,
    probes,
    paging: {
      shown: people.length,
      hasMore: canLoadMore,
      loadingMore: more === 'loading',
      failed: more === 'error',
      loadMore,
      retry: retryMore,
    },
  };
}
