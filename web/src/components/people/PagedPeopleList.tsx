/**
 * A list of people read in pages of 25 (000 §9) with the spec's scroll rule: when the list is
 * scrolled to within 5 px of its end, the next page loads after 1 second, and only when the total
 * exceeds 25 (000 §4 "Lists", §9). A "show more" button at the end does the same at once for
 * keyboards and for lists too short to scroll. The first page decides the list's state: loading,
 * failed (with a retry), empty, or the people; a later page that fails says so under the people
 * already shown and can be retried on its own.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, TIMINGS } from '../../../../lib/contract/constants';
import { usePeoplePage } from '../../state/people-page';
import type { ApiKey } from '../../state/swr-config';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { PersonRow } from './PersonRow';

export const PEOPLE_PAGE_SIZE = PAGE_SIZES.list;

/** Whether another page may be read: the total exceeds one page and more remain than are asked for. */
export function hasNextPage(
  total: number | undefined,
  pagesAsked: number,
  pageSize = PEOPLE_PAGE_SIZE,
): boolean {
  return total !== undefined && total > pageSize && pagesAsked * pageSize < total;
}

/** Whether a scroll container is within the spec's distance of its end. */
export function isNearEnd(element: HTMLElement, threshold: number = TIMINGS.scrollEndThresholdPx): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}

interface PageProps {
  index: number;
  pageKey: ApiKey;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
  onSettled: (index: number, size: number) => void;
}

/** A page after the first: its people, or a loading or failure line of its own. */
function LaterPage({ index, pageKey, mediaBaseUrl, onOpen, onSettled }: PageProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = usePeoplePage(pageKey);
  useEffect(() => {
    if (data) onSettled(index, data.matches.length);
  }, [data, index, onSettled]);
  if (data) {
    return (
      <>
        {data.matches.map((person) => (
          <PersonRow key={person.userName} person={person} mediaBaseUrl={mediaBaseUrl} onOpen={onOpen} />
        ))}
      </>
    );
  }
  return (
    <li className="people-list__status">
      {error ? (
        <ListError message={t('people.list.moreFailed')} onRetry={() => void mutate()} />
      ) : (
        <ListLoading label={t('people.list.loadingMore')} />
      )}
    </li>
  );
}

export function PagedPeopleList({
  label,
  total,
  pageKeyFor,
  emptyText,
  mediaBaseUrl,
  onOpen,
}: {
  /** the list's accessible name */
  label: string;
  /** how many people the list holds in all (its count call); undefined while unknown */
  total: number | undefined;
  /** the API key of the page that starts at `offset` */
  pageKeyFor: (offset: number) => ApiKey;
  emptyText: string;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
}) {
  const { t } = useTranslation();
  const first = usePeoplePage(pageKeyFor(0));
  const [pagesAsked, setPagesAsked] = useState(1);
  // the furthest page read so far and how many people it held: a short page means nothing follows
  const [lastRead, setLastRead] = useState<{ index: number; size: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const onSettled = useCallback((index: number, size: number) => {
    setLastRead((current) => (current === null || index >= current.index ? { index, size } : current));
  }, []);
  const firstSize = first.data?.matches.length;
  useEffect(() => {
    if (firstSize !== undefined) onSettled(0, firstSize);
  }, [firstSize, onSettled]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const canLoadMore =
    hasNextPage(total, pagesAsked) && lastRead?.index === pagesAsked - 1 && lastRead.size >= PEOPLE_PAGE_SIZE;
  const loadMore = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPagesAsked((count) => count + 1);
  };

  if (first.error) return <ListError onRetry={() => void first.mutate()} />;
  if (!first.data) return <ListLoading />;
  if (first.data.matches.length === 0) return <ListEmpty text={emptyText} />;

  return (
    <div
      className="people-list"
      onScroll={(event) => {
        if (!canLoadMore || timer.current || !isNearEnd(event.currentTarget)) return;
        timer.current = setTimeout(loadMore, TIMINGS.nextPageDelay);
      }}
    >
      <ul className="people-list__items" aria-label={label}>
        {first.data.matches.map((person) => (
          <PersonRow key={person.userName} person={person} mediaBaseUrl={mediaBaseUrl} onOpen={onOpen} />
        ))}
        {Array.from({ length: pagesAsked - 1 }, (_, page) => {
          const index = page + 1;
          return (
            <LaterPage
              key={index}
              index={index}
              pageKey={pageKeyFor(index * PEOPLE_PAGE_SIZE)}
              mediaBaseUrl={mediaBaseUrl}
              onOpen={onOpen}
              onSettled={onSettled}
            />
          );
        })}
      </ul>
      {canLoadMore ? (
        <button
          type="button"
          className="button button--secondary button--small people-list__more"
          onClick={loadMore}
        >
          {t('people.list.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
