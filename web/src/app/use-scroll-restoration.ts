/**
 * Scroll on navigation (issue 25): a new page opens at its top, Back and Forward return to where the
 * page was left. The app has no modal routes (the game modal and the user card open over the page
 * without changing the location), and the window is the scrolling element in both frames.
 *
 * - PUSH or REPLACE to another pathname: to the top, or to the `#hash` element when there is one.
 * - A change of the search or the hash alone: no scroll (filters, tabs and anchors keep their place).
 * - POP (Back, Forward, a reload): the position remembered for that history entry (`location.key`).
 *
 * Scrolling is instant, never smooth, so it respects reduced motion. Positions are recorded while the
 * page scrolls, kept in a bounded map and in sessionStorage, so they survive a reload of the tab.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export const SCROLL_STORAGE_KEY = 'playjoin.scroll-positions';
/** The history entries whose positions are kept; the oldest go first. */
export const MAX_SCROLL_POSITIONS = 50;
/** How long a restore waits for the page (a lazy chunk, its data) to grow tall enough. */
const RESTORE_WINDOW_MS = 1000;

const positions = new Map<string, number>();
let loaded = false;

function loadPositions() {
  if (loaded) return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return;
    for (const entry of stored) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
        positions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // storage unavailable or unreadable: positions live for this page only
  }
}

function savePositions() {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // storage full or unavailable: the in-memory map still serves this page
  }
}

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  while (positions.size > MAX_SCROLL_POSITIONS) {
    const oldest = positions.keys().next().value;
    if (oldest === undefined) break;
    positions.delete(oldest);
  }
}

/** Forgets every remembered position (tests). */
export function resetScrollPositions() {
  positions.clear();
  loaded = false;
}

function scrollInstantly(top: number) {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Used once, in the layout every page renders in (RootLayout). */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPathname = useRef<string | null>(null);

  // The browser's own restoration would fight ours (it restores before the page has rendered).
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Record the position of the entry being shown, as the page scrolls; store them when the tab goes.
  useEffect(() => {
    loadPositions();
    const onScroll = () => remember(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
      savePositions();
    };
  }, []);

  useLayoutEffect(() => {
    loadPositions();
    currentKey.current = location.key;
    const pathnameChanged = previousPathname.current !== location.pathname;
    const firstRender = previousPathname.current === null;
    previousPathname.current = location.pathname;
    savePositions();

    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved === undefined) {
        if (!firstRender && pathnameChanged) scrollInstantly(0);
        return;
      }
      return restore(saved);
    }
    if (!pathnameChanged) return;
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else scrollInstantly(0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/**
 * Scrolls to `top` now and, while the page is still shorter than that (its chunk or its data on the
 * way), again on each frame for up to a second. A wheel, touch or key from the player stops it.
 */
function restore(top: number) {
  scrollInstantly(top);
  if (Math.abs(window.scrollY - top) < 1) return;
  const started = Date.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const step = () => {
    scrollInstantly(top);
    if (Math.abs(window.scrollY - top) < 1 || Date.now() - started > RESTORE_WINDOW_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  frame = requestAnimationFrame(step);
  return stop;
}
