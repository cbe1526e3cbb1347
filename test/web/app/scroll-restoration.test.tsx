/** Scroll on navigation (issue 25): a new page at its top, Back and Forward where the page was left. */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import {
  MAX_SCROLL_POSITIONS,
  SCROLL_STORAGE_KEY,
  resetScrollPositions,
  useScrollRestoration,
} from '../../../web/src/app/use-scroll-restoration';

let navigate: NavigateFunction;
let scrollTo: jest.SpyInstance;

function Frame() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

/** The window as a browser moves it: scrollY follows, and a scroll event fires. */
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Navigates to a path (push, or replace) or through the history (a number: -1 is Back). */
function go(to: string | number, options?: { replace?: boolean }) {
  act(() => {
    void (typeof to === 'number' ? navigate(to) : navigate(to, options));
  });
}

const toTop = { top: 0, left: 0, behavior: 'instant' };

beforeEach(() => {
  sessionStorage.clear();
  resetScrollPositions();
  setScrollY(0);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    setScrollY(options.top ?? 0);
  }) as typeof window.scrollTo);
  render(
    <MemoryRouter initialEntries={['/home/user-home']}>
      <Frame />
    </MemoryRouter>,
  );
});
afterEach(() => {
  scrollTo.mockRestore();
});

it('does not scroll on the first page shown', () => {
  expect(scrollTo).not.toHaveBeenCalled();
});

it('opens a pushed page at its top, instantly', () => {
  setScrollY(1200);

  go('/home/user-community');

  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(toTop);
  expect(window.scrollY).toBe(0);
});

it('opens a replacing page at its top', () => {
  setScrollY(800);

  go('/home/user-posts', { replace: true });

  expect(scrollTo).toHaveBeenCalledWith(toTop);
});

it('returns to the remembered position on Back and on Forward', () => {
  setScrollY(1200);
  go('/home/user-community');
  setScrollY(300);

  scrollTo.mockClear();
  go(-1);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 1200, left: 0, behavior: 'instant' });
  expect(window.scrollY).toBe(1200);

  scrollTo.mockClear();
  go(1);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, left: 0, behavior: 'instant' });
});

it('does not scroll when only the search or the hash changes', () => {
  setScrollY(1200);

  go('/home/user-home?tab=games');
  go('/home/user-home?tab=games#top-players');
  go(-1);

  expect(scrollTo).not.toHaveBeenCalled();
  expect(window.scrollY).toBe(1200);
});

it('keeps the positions in sessionStorage, at most the last ones', () => {
  for (let page = 0; page < MAX_SCROLL_POSITIONS + 10; page++) {
    setScrollY(page + 1);
    go(`/page-${page}`);
  }

  const stored = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as [string, number][];
  expect(stored).toHaveLength(MAX_SCROLL_POSITIONS);
  expect(stored.every(([key, y]) => typeof key === 'string' && typeof y === 'number')).toBe(true);
});
