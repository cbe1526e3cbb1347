import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { CarouselFrame, type CarouselProps } from './CarouselFrame';

const LazyEmblaCarousel = lazy(() =>
  import('./EmblaCarousel').then((module) => ({ default: module.EmblaCarousel })),
);

/**
 * A carousel whose slides render at once; its behaviour (embla) arrives in a small chunk of its own.
 * Until then, or if that chunk fails (reported once by the boundary), the slides show without controls.
 */
export function Carousel(props: CarouselProps) {
  const staticFrame = <CarouselFrame {...props} />;
  return (
    <ErrorBoundary resetKey={props.title} fallback={staticFrame}>
      <Suspense fallback={staticFrame}>
        <LazyEmblaCarousel {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
