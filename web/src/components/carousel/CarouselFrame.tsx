import { useId, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** the visible heading that names the carousel */
  title: string;
  slides: CarouselSlide[];
}

/**
 * The markup of a carousel (WAI-ARIA carousel pattern): a labelled region with a heading, optional
 * controls, and a viewport of slides, each a group named "n of total". Light on purpose: the slides
 * render with the page, and the carousel behaviour (embla, a lazy chunk) attaches to this markup when
 * it starts (Carousel.tsx); `onContact` tells that the visitor reached the carousel (pointer, touch,
 * focus), so the behaviour can start at once.
 */
export function CarouselFrame({
  title,
  slides,
  total = slides.length,
  controls,
  viewportRef,
  onKeyDown,
  onContact,
}: CarouselProps & {
  /** how many slides the carousel has in all, when `slides` are the first of them (still rendering) */
  total?: number;
  controls?: ReactNode;
  viewportRef?: Ref<HTMLDivElement>;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  onContact?: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const slideRole = t('carousel.slide');
  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.roleDescription')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onPointerEnter={onContact}
      onTouchStart={onContact}
      onFocus={onContact}
    >
      <div className="carousel__header">
        <h3 id={headingId} className="carousel__title">
          {title}
        </h3>
        {controls}
      </div>
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription={slideRole}
              aria-label={t('carousel.slideLabel', { position: index + 1, total })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
