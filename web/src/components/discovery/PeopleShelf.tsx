/**
 * A carousel of people (000 §2 dashboard and community carousels): the first page of 25 as tiles,
 * each opening the person's user card (the "carousel popup", issue 8), and when the list's total
 * exceeds 25 a last slide that reads the next page. That slide follows the spec's carousel timing
 * (000 §9 "Carousels debounce 300 ms and delay 1.5 s"): once it has stayed in view for 300 ms the
 * next page is read 1.5 s later; pressing it reads the page at once (keyboards, screen readers).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../lib/contract/constants';
import type { MatchItem } from '../../../../lib/contract/responses';
import type { ApiKey } from '../../state/swr-config';
import type { CarouselSlide } from '../carousel/CarouselFrame';
import { PersonTile } from '../people/PersonTile';
import { Shelf } from './Shelf';
import { usePagedPeople } from '../people/use-paged-people';

/**
 * Calls `onReached` when `element` has been in view for the carousel debounce and then the carousel
 * delay (000 §9); leaving view before the debounce ends cancels it. Without IntersectionObserver
 * (old browsers) nothing happens: the slide's button still works.
 */
function useReachedEnd(element: HTMLElement | null, active: boolean, onReached: () => void) {
  const callback = useRef(onReached);
  callback.current = onReached;
  useEffect(() => {
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    let debounce: ReturnType<typeof setTimeout> | null = null;
    let delay: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (!visible) {
        if (debounce) clearTimeout(debounce);
        debounce = null;
        return;
      }
      if (debounce || delay) return;
      debounce = setTimeout(() => {
        debounce = null;
        delay = setTimeout(() => callback.current(), TIMINGS.carouselDelay);
      }, TIMINGS.carouselDebounce);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (debounce) clearTimeout(debounce);
      if (delay) clearTimeout(delay);
    };
  }, [element, active]);
}

function MoreSlide({
  state,
  onMore,
  onRetry,
}: {
  state: 'ready' | 'loading' | 'error';
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const [node, setNode] = useState<HTMLButtonElement | null>(null);
  useReachedEnd(node, state === 'ready', onMore);
  if (state === 'loading') {
    return (
      <p className="person-tile person-tile--more" role="status">
        {t('people.list.loadingMore')}
      </p>
    );
  }
  if (state === 'error') {
    return (
      <div className="person-tile person-tile--more" role="alert">
        <p>{t('people.list.moreFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <button ref={setNode} type="button" className="person-tile person-tile--more" onClick={onMore}>
      {t('people.list.loadMore')}
    </button>
  );
}

export function PeopleShelf<T extends MatchItem>({
  title,
  pageKeyFor,
  total,
  nameLimit,
  mediaBaseUrl,
  onOpen,
  empty,
  more,
  note,
}: {
  title: string;
  pageKeyFor: (offset: number) => ApiKey;
  /** how many people the list holds in all (its count call); undefined while unknown */
  total: number | undefined;
  nameLimit: number;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
  empty: ReactNode;
  more?: ReactNode;
  /** a line under the tiles (Shelf) */
  note?: string;
}) {
  const list = usePagedPeople<T>(pageKeyFor, total);
  const slides: CarouselSlide[] = list.people.map((person) => ({
    key: person.userName,
    content: <PersonTile person={person} nameLimit={nameLimit} mediaBaseUrl={mediaBaseUrl} onOpen={onOpen} />,
  }));
  if (list.more !== 'idle' || list.canLoadMore) {
    slides.push({
      key: 'more',
      content: (
        <MoreSlide
          state={list.more === 'idle' ? 'ready' : list.more}
          onMore={list.loadMore}
          onRetry={list.retryMore}
        />
      ),
    });
  }
  const status = list.status === 'ready' ? (list.people.length === 0 ? 'empty' : 'ready') : list.status;
  return (
    <Shelf
      title={title}
      status={status}
      slides={slides}
      kind="person"
      onRetry={list.retryFirst}
      empty={empty}
      more={more}
      note={note}
      extra={list.probes}
    />
  );
}
