/**
 * A carousel (WAI-ARIA carousel pattern): the slides render with the page; the behaviour (embla, a
 * chunk of its own) starts once the browser is idle after the page has shown, or at once when the
 * visitor points at, touches or focuses the carousel, and attaches to the slides already on screen
 * (nothing re-renders, nothing moves). Then come previous/next buttons (named, keyboard usable, marked
 * aria-disabled at either end so focus never drops), arrow keys while focus is inside, swipe and drag,
 * and a polite "page n of m" status. With reduced motion asked for, the buttons jump instead of scroll.
 * Until the behaviour starts, or if its chunk fails (reported once by the boundary), the slides show
 * without controls.
 *
 * Only the first slides render with the answer that brings them; the rest follow in a deferred render
 * that React does in slices, yielding to the browser between them. A page with four carousels of 25
 * tiles gets its answers one by one, and rendering every tile with each answer kept a phone's main
 * thread busy for over a second in long tasks; the slides past the first few are off screen anyway.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../lib/hooks/use-reduced-motion';
import { whenIdle } from '../../lib/idle';
import { ErrorBoundary } from '../ErrorBoundary';
import { CarouselFrame, type CarouselProps } from './CarouselFrame';
import type { CarouselState } from './EmblaCarousel';

/** How many slides render at once: more than the widest row shows. */
export const FIRST_SLIDES = 6;

const LazyEmblaBehaviour = lazy(() =>
  import('./EmblaCarousel').then((module) => ({ default: module.EmblaBehaviour })),
);

export function Carousel({ title, slides }: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const shown = useDeferredValue(slides, slides.slice(0, FIRST_SLIDES));
  const [started, setStarted] = useState(false);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<CarouselState | null>(null);

  const start = useCallback(() => setStarted(true), []);
  useEffect(() => (started ? undefined : whenIdle(start)), [started, start]);

  const previous = () => state?.previous(reducedMotion);
  const next = () => state?.next(reducedMotion);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const controls = state ? (
    <div className="carousel__controls">
      {state.pages > 1 ? (
        <p className="carousel__position" aria-live="polite">
          {t('carousel.position', { current: state.selected + 1, total: state.pages })}
        </p>
      ) : null}
      <button
        type="button"
        className="carousel__button"
        aria-label={t('carousel.previous', { title })}
        aria-disabled={!state.canPrevious}
        onClick={previous}
      >
        <Chevron direction="previous" />
      </button>
      <button
        type="button"
        className="carousel__button"
        aria-label={t('carousel.next', { title })}
        aria-disabled={!state.canNext}
        onClick={next}
      >
        <Chevron direction="next" />
      </button>
    </div>
  ) : null;

  return (
    <>
      <CarouselFrame
        title={title}
        slides={shown}
        total={slides.length}
        controls={controls}
        viewportRef={setViewport}
        onKeyDown={state ? onKeyDown : undefined}
        onContact={started ? undefined : start}
      />
      {started && viewport ? (
        <ErrorBoundary resetKey={title} fallback={null}>
          <Suspense fallback={null}>
            <LazyEmblaBehaviour viewport={viewport} onChange={setState} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
