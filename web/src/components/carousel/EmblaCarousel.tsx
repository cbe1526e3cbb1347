/**
 * The carousel behaviour, with embla: attached to the viewport Carousel.tsx has rendered, it reports
 * the carousel's handle and position (selected page, page count, whether either end is reached) on
 * start, on every move and on every re-measure. Renders nothing: the slides and the controls are the
 * Carousel's. Loaded lazily, after the page has shown, so embla stays out of the landing page's JS and
 * its start-up (measuring the slides) out of the page's first render.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

// embla-carousel-react's own package does not re-export the core's option type
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

const OPTIONS: EmblaOptions = { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' };

/** What the controls need of a started carousel. */
export interface CarouselState {
  /** moves one page; `jump` moves without the scroll animation (reduced motion) */
  previous(jump: boolean): void;
  next(jump: boolean): void;
  selected: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
}

function stateOf(embla: EmblaApi): CarouselState {
  return {
    previous: (jump) => {
      if (embla.canScrollPrev()) embla.scrollPrev(jump);
    },
    next: (jump) => {
      if (embla.canScrollNext()) embla.scrollNext(jump);
    },
    selected: embla.selectedScrollSnap(),
    pages: embla.scrollSnapList().length,
    canPrevious: embla.canScrollPrev(),
    canNext: embla.canScrollNext(),
  };
}

export function EmblaBehaviour({
  viewport,
  onChange,
}: {
  viewport: HTMLElement;
  onChange: (state: CarouselState) => void;
}) {
  const [attach, embla] = useEmblaCarousel(OPTIONS);

  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);

  useEffect(() => {
    if (!embla) return;
    const update = () => onChange(stateOf(embla));
    update();
    embla.on('select', update);
    embla.on('reInit', update);
    return () => {
      embla.off('select', update);
      embla.off('reInit', update);
    };
  }, [embla, onChange]);

  return null;
}
