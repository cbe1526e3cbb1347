import { act, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  ListState,
  listStatusOf,
  useNearEndPaging,
  type ListPaging,
  type ListStatus,
} from '../../../web/src/components/ListState';
import { englishI18n, renderWithI18n } from '../helpers';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  jest.useRealTimers();
});

const LABELS = {
  loading: 'Loading conversations',
  failed: 'Conversations could not load.',
  empty: 'No conversations yet',
  emptyHint: 'Say hi from a profile.',
};

function renderState(status: ListStatus, onRetry = jest.fn()) {
  const view = renderWithI18n(
    i18n,
    <ListState
      status={status}
      row={{ className: 'conversation-row', lines: 2 }}
      labels={LABELS}
      onRetry={onRetry}
    >
      <ul aria-label="Conversations">
        <li>NeonFox</li>
      </ul>
    </ListState>,
  );
  return { ...view, onRetry };
}

describe('listStatusOf', () => {
  it('is loading until rows come, failed when they failed, empty without rows, ready with rows', () => {
    expect(listStatusOf(undefined, undefined)).toBe('loading');
    expect(listStatusOf(undefined, new Error('offline'))).toBe('failed');
    expect(listStatusOf([], undefined)).toBe('empty');
    expect(listStatusOf([{ id: 1 }], new Error('a later page failed'))).toBe('ready');
  });
});

describe('ListState', () => {
  it('loading: three skeleton rows in a region that announces its label', () => {
    const { container } = renderState('loading');

    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(LABELS.loading);
    expect(region).toHaveClass('list-state', 'list-state--loading');
    expect(container.querySelectorAll('.conversation-row--skeleton')).toHaveLength(3);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('failed: says so as an alert, and Try again retries', () => {
    const { onRetry } = renderState('failed');

    expect(screen.getByRole('alert')).toHaveTextContent(LABELS.failed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('empty: the empty text and its hint, no alert', () => {
    renderState('empty');

    expect(screen.getByText(LABELS.empty)).toHaveClass('list-state__title');
    expect(screen.getByText(LABELS.emptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('ready: the rows, and no pager for a list read at once', () => {
    renderState('ready');

    expect(screen.getByRole('list', { name: 'Conversations' })).toHaveTextContent('NeonFox');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

// ── load more: a list read by offset and limit, ended by its first short page (docs/api.md) ──

const LIMIT = 3;
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fa', 'Gu'];

/** A list served page by page from NAMES by `read`. */
function PagedNames({ read }: { read: (offset: number) => Promise<string[]> }) {
  const pages = useSWRInfinite(
    (index, previous: string[] | null) =>
      previous && previous.length < LIMIT ? null : ['names', index * LIMIT],
    ([, offset]: [string, number]) => read(offset),
    { revalidateFirstPage: false },
  );
  const names = pages.data?.flat();
  const last = pages.data?.at(-1);
  const paging: ListPaging | undefined = names && {
    shown: names.length,
    hasMore: last !== undefined && last.length === LIMIT,
    loadingMore: pages.data !== undefined && pages.size > pages.data.length && !pages.error,
    failed: pages.error !== undefined,
    loadMore: () => void pages.setSize(pages.size + 1),
    retry: () => void pages.mutate(),
  };
  const near = useNearEndPaging(paging);
  return (
    <div className="names" data-testid="scroller" onScroll={near.onScroll}>
      <ListState
        status={listStatusOf(names, pages.error)}
        labels={{ loading: 'Loading names', failed: 'Names could not load.', empty: 'No names' }}
        onRetry={() => void pages.mutate()}
        paging={near.paging}
        pagerLabels={{ end: 'That is everyone.' }}
      >
        <ul aria-label="Names">
          {(names ?? []).map((name) => (
            <li key={name}>
              <button type="button">{name}</button>
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function serveNames(refuse: number[] = []) {
  const asked: number[] = [];
  const refused = new Set(refuse);
  const read = jest.fn(async (offset: number) => {
    asked.push(offset);
    if (refused.delete(offset)) throw new Error('offline');
    return NAMES.slice(offset, offset + LIMIT);
  });
  return { read, asked };
}

function Harness({ read }: { read: (offset: number) => Promise<string[]> }) {
  const [cache] = useState(() => new Map());
  return (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
      <PagedNames read={read} />
    </SWRConfig>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Names' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const moreButton = () => screen.queryByRole('button', { name: 'Show more' });

describe('ListState load more', () => {
  it('reads the next page on the button, moves focus to its first row, and stops at the short page', async () => {
    const { read, asked } = serveNames();
    renderWithI18n(i18n, <Harness read={read} />);
    expect(await screen.findByRole('button', { name: 'Cy' })).toBeInTheDocument();
    expect(names()).toEqual(['Ada', 'Bo', 'Cy']);

    fireEvent.click(moreButton()!);
    await screen.findByRole('button', { name: 'Fa' });
    expect(screen.getByRole('button', { name: 'Di' })).toHaveFocus();
    expect(names()).toEqual(['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fa']);

    fireEvent.click(moreButton()!);
    expect(await screen.findByRole('button', { name: 'Gu' })).toHaveFocus();
    // a page shorter than the limit ends the list: no button, the end note, nothing more read
    expect(moreButton()).not.toBeInTheDocument();
    expect(screen.getByText('That is everyone.')).toBeInTheDocument();
    expect(asked).toEqual([0, 3, 6]);
  });

  it('shows the button busy while the page loads, keeping it focusable and ignoring a second press', async () => {
    let release: () => void = () => undefined;
    const { read, asked } = serveNames();
    read.mockImplementation(async (offset: number) => {
      asked.push(offset);
      if (offset > 0) await new Promise<void>((resolve) => (release = resolve));
      return NAMES.slice(offset, offset + LIMIT);
    });
    renderWithI18n(i18n, <Harness read={read} />);
    await screen.findByRole('button', { name: 'Cy' });

    fireEvent.click(moreButton()!);
    const busy = await screen.findByRole('button', { name: 'Loading more…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
    fireEvent.click(busy);
    await act(async () => release());

    expect(await screen.findByRole('button', { name: 'Fa' })).toBeInTheDocument();
    expect(asked).toEqual([0, 3]);
    expect(moreButton()).toBeInTheDocument();
  });

  it('keeps the rows when the next page fails and reads that page again on Try again', async () => {
    const { read, asked } = serveNames([3]);
    renderWithI18n(i18n, <Harness read={read} />);
    await screen.findByRole('button', { name: 'Cy' });

    fireEvent.click(moreButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('More could not be loaded.');
    expect(names()).toEqual(['Ada', 'Bo', 'Cy']);
    expect(moreButton()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Fa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked.filter((offset) => offset === 3)).toHaveLength(2);
  });

  it('reads the next page 1 s after the list is scrolled near its end (000 §9)', async () => {
    const { read, asked } = serveNames();
    renderWithI18n(i18n, <Harness read={read} />);
    await screen.findByRole('button', { name: 'Cy' });
    jest.useFakeTimers();

    const scroller = screen.getByTestId('scroller');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    scroller.scrollTop = 600;
    fireEvent.scroll(scroller);
    await act(async () => jest.advanceTimersByTime(999));
    expect(asked).toEqual([0]);
    await act(async () => jest.advanceTimersByTime(1));
    jest.useRealTimers();

    expect(await screen.findByRole('button', { name: 'Fa' })).toBeInTheDocument();
    expect(asked).toEqual([0, 3]);
  });
});
