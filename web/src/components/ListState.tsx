/**
 * The states of every list (social-app style: every list renders its loading, empty and error states
 * explicitly, and the same way), and the pager of a list read page by page:
 *
 * - **loading**: a skeleton of three rows, announced by its label (a polite status);
 * - **failed**: what failed (role="alert") and Try again;
 * - **empty**: the empty text and, when it helps, a hint saying what would fill the list;
 * - **ready**: the rows (`children`) and, for a paged list, its pager (`paging`): a "load more" button
 *   (a native button: Tab and Enter or Space), busy with a spinner while the page loads (the spinner
 *   stands still under prefers-reduced-motion, the words say it), the next page's failure with its own
 *   retry under the rows already shown, and, when the list ended and has one, its end note. A page
 *   asked for with the button gives focus to its first row once it shows, so a keyboard user carries
 *   on where the new rows start; when nothing follows, focus goes to the end note.
 *
 * A list knows it ended the way docs/api.md says: a page shorter than its `limit` (or, where a list has
 * a count, `offset + rows >= count`; a chat notification page without a `lastEvaluatedKey`). That is
 * the list's own rule; `paging.hasMore` carries its answer.
 *
 * Lists that read on as the reader scrolls near their end (000 §4 "Lists", §9) add `useNearEndPaging`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../lib/contract/constants';
import { Skeleton, SkeletonRegion, SkeletonText } from './Skeleton';

export type ListStatus = 'loading' | 'failed' | 'empty' | 'ready';

/** The state of a list from its rows and its first page's failure (a later page's failure keeps it ready). */
export function listStatusOf(rows: readonly unknown[] | undefined, error: unknown): ListStatus {
  if (rows === undefined) return error ? 'failed' : 'loading';
  return rows.length === 0 ? 'empty' : 'ready';
}

/** The pager of a list read page by page. */
export interface ListPaging {
  /** how many rows are shown (the first row of the page asked for next is row `shown`) */
  shown: number;
  /** another page may follow the last one read (the list's own rule; see the module comment) */
  hasMore: boolean;
  /** a page after the first is being read */
  loadingMore: boolean;
  /** the page after the first asked for last could not be read */
  failed: boolean;
  loadMore: () => void;
  /** reads the failed page again */
  retry: () => void;
}

export interface ListPagerLabels {
  /** the button ("Show more players") */
  more: string;
  /** while the next page loads */
  loading: string;
  /** the next page failed */
  failed: string;
  /** under the last row once the list ended (none by default) */
  end?: string;
}

export interface ListStateLabels {
  loading: string;
  failed: string;
  empty: string;
  /** a line under the empty text: what would fill the list */
  emptyHint?: string;
}

/** What failed, announced, and a button to try again: a list's failure, also used by a view that is not a list. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={['list-state', 'list-state--failed', className].filter(Boolean).join(' ')} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

export function ListState({
  status,
  labels,
  onRetry,
  row = { className: 'list-state__row', lines: 2 },
  className,
  paging,
  pagerLabels,
  children,
}: {
  status: ListStatus;
  labels: ListStateLabels;
  /** reads the list again after it failed */
  onRetry?: () => void;
  /** a skeleton row's class (its skeleton is `<row> <row>--skeleton`), the lines of its text and its picture's size (40 px) */
  row?: { className: string; lines: number; picture?: number };
  /** the list's own class on its loading, failed and empty states (they take the list's place) */
  className?: string;
  /** the pager, for a list read page by page */
  paging?: ListPaging;
  /** the pager's words (default: the common ones) */
  pagerLabels?: Partial<ListPagerLabels>;
  /** the rows, when there are some */
  children?: ReactNode;
}) {
  if (status === 'failed') {
    return <LoadFailed message={labels.failed} onRetry={() => onRetry?.()} className={className} />;
  }
  if (status === 'loading') {
    return (
      <SkeletonRegion
        label={labels.loading}
        className={['list-state', 'list-state--loading', className].filter(Boolean).join(' ')}
      >
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${row.className} ${row.className}--skeleton`} aria-hidden="true">
            <Skeleton shape="circle" width={row.picture ?? 40} height={row.picture ?? 40} />
            <SkeletonText lines={row.lines} className={`${row.className}__body`} />
          </div>
        ))}
      </SkeletonRegion>
    );
  }
  if (status === 'empty') {
    // a list that shows some of what it read (a filter) may be empty so far with pages still to read
    const pagesFollow = paging !== undefined && (paging.hasMore || paging.loadingMore || paging.failed);
    return (
      <>
        <div className={['list-state', 'list-state--empty', className].filter(Boolean).join(' ')}>
          <p className="list-state__title">{labels.empty}</p>
          {labels.emptyHint ? <p className="list-state__hint muted">{labels.emptyHint}</p> : null}
        </div>
        {pagesFollow ? <ListPager paging={paging} labels={pagerLabels} /> : null}
      </>
    );
  }
  return (
    <>
      {children}
      {paging ? <ListPager paging={paging} labels={pagerLabels} /> : null}
    </>
  );
}

/** The first focusable control of row `index` of the list beside `pager` (the rows are its `li`s). */
function rowControl(pager: HTMLElement, index: number): HTMLElement | null {
  const list = pager.parentElement?.querySelector('ul, ol');
  const item = list?.querySelectorAll(':scope > li')[index];
  if (!item) return null;
  return item.matches('a, button, [tabindex]')
    ? (item as HTMLElement)
    : item.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex]');
}

function ListPager({ paging, labels }: { paging: ListPaging; labels?: Partial<ListPagerLabels> }) {
  const { t } = useTranslation();
  const words: ListPagerLabels = {
    more: labels?.more ?? t('common.list.more'),
    loading: labels?.loading ?? t('common.list.loadingMore'),
    failed: labels?.failed ?? t('common.list.moreFailed'),
    end: labels?.end,
  };
  const { shown, hasMore, loadingMore, failed } = paging;
  const pagerRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  // the row that takes focus once the page asked for with a button shows (null: none asked)
  const focusFrom = useRef<number | null>(null);

  const press = (read: () => void) => {
    if (loadingMore) return;
    focusFrom.current = shown;
    read();
  };

  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || loadingMore || failed || !pagerRef.current) return;
    if (shown > from) {
      focusFrom.current = null;
      rowControl(pagerRef.current, from)?.focus();
    } else if (!hasMore) {
      focusFrom.current = null;
      endRef.current?.focus();
    }
  }, [shown, loadingMore, failed, hasMore]);

  let body: ReactNode = null;
  if (failed) {
    body = (
      <div className="list-state list-state--failed" role="alert">
        <p>{words.failed}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => press(paging.retry)}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (hasMore || loadingMore) {
    body = (
      <button
        type="button"
        className="button button--secondary button--small list-pager__more"
        // not disabled while busy, so the focus stays on it
        aria-disabled={loadingMore || undefined}
        aria-busy={loadingMore || undefined}
        onClick={() => press(paging.loadMore)}
      >
        {loadingMore ? <span className="list-pager__spinner" aria-hidden="true" /> : null}
        {loadingMore ? words.loading : words.more}
      </button>
    );
  } else if (words.end) {
    body = (
      <p ref={endRef} className="list-pager__end muted" tabIndex={-1}>
        {words.end}
      </p>
    );
  }
  return (
    <div ref={pagerRef} className="list-pager">
      {body}
      <span className="visually-hidden" role="status">
        {loadingMore ? words.loading : ''}
      </span>
    </div>
  );
}

/** Whether a scroll container is within `threshold` px of its end. */
export function isNearEnd(element: HTMLElement, threshold: number = TIMINGS.scrollEndThresholdPx): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}

/**
 * The spec's scroll rule (000 §4 "Lists", §9): scrolled within `threshold` px of the end, the next page
 * is asked for TIMINGS.nextPageDelay (1 s) later, while the list may page on and is not `paused`.
 * Returns the scroll container's `onScroll` and `paging` with a `loadMore` that cancels a pending timer
 * (the button asks at once).
 */
export function useNearEndPaging(
  paging: ListPaging | undefined,
  { threshold = TIMINGS.scrollEndThresholdPx, paused = false }: { threshold?: number; paused?: boolean } = {},
): { onScroll: (event: UIEvent<HTMLElement>) => void; paging: ListPaging | undefined } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const loadMore = paging?.loadMore;
  const askNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    loadMore?.();
  }, [loadMore]);
  const canAsk = paging !== undefined && paging.hasMore && !paging.loadingMore && !paging.failed && !paused;
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (!canAsk || timer.current || !isNearEnd(event.currentTarget, threshold)) return;
    timer.current = setTimeout(askNow, TIMINGS.nextPageDelay);
  };
  return { onScroll, paging: paging && { ...paging, loadMore: askNow } };
}
