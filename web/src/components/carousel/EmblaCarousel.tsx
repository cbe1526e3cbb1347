/**
 * The carousel behaviour, with embla: previous/next buttons (named, keyboard usable, marked
 * aria-disabled at either end so focus never drops), arrow keys while focus is inside, swipe and drag,
 * and a polite "page n of m" status. With reduced motion asked for, the buttons jump instead of scroll.
 * Loaded lazily by Carousel.tsx, so embla stays out of the landing page's initial JS.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../lib/hooks/use-reduced-motion';
import { CarouselFrame, type CarouselProps } from './CarouselFrame';

// embla-carousel-react's own package does not re-export the core's option type
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

const OPTIONS: EmblaOptions = { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' };

interface Position {
  selected: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
}

const START: Position = { selected: 0, pages: 0, canPrevious: false, canNext: false };

export function EmblaCarousel({ title, slides }: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel(OPTIONS);
  const [position, setPosition] = useState<Position>(START);

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setPosition({
        selected: embla.selectedScrollSnap(),
        pages: embla.scrollSnapList().length,
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    embla.on('select', update);
    embla.on('reInit', update);
    return () => {
      embla.off('select', update);
      embla.off('reInit', update);
    };
  }, [embla]);

  const previous = useCallback(() => {
    if (embla?.canScrollPrev()) embla.scrollPrev(reducedMotion);
  }, [embla, reducedMotion]);
  const next = useCallback(() => {
    if (embla?.canScrollNext()) embla.scrollNext(reducedMotion);
  }, [embla, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const controls = (
    <div className="carousel__controls">
      {position.pages > 1 ? (
        <p className="carousel__position" aria-live="polite">
          {t('carousel.position', { current: position.selected + 1, total: position.pages })}
        </p>
      ) : null}
      <button
        type="button"
        className="carousel__button"
        aria-label={t('carousel.previous', { title })}
        aria-disabled={!position.canPrevious}
        onClick={previous}
      >
        <Chevron direction="previous" />
      </button>
      <button
        type="button"
        className="carousel__button"
        aria-label={t('carousel.next', { title })}
        aria-disabled={!position.canNext}
        onClick={next}
      >
        <Chevron direction="next" />
      </button>
    </div>
  );

  return (
    <CarouselFrame
      title={title}
      slides={slides}
      controls={controls}
      viewportRef={viewportRef}
      onKeyDown={onKeyDown}
    />
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
