/**
 * A carousel of the dashboard or the community page with the states every list has (issue 8, 9):
 * loading (a skeleton of the same height as the tiles, under the same header, so nothing moves when
 * the tiles arrive), failed (what failed, announced, and a retry), empty (the spec's words and, where
 * it helps, an action), or the tiles in the shared carousel (components/carousel, composed, not
 * changed). `more` (the View all button) sits under the carousel in every state, so its place never
 * moves either; a `note` under ready tiles says what they are when the title alone would mislead.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../carousel/Carousel';
import type { CarouselSlide } from '../carousel/CarouselFrame';
import { Skeleton, SkeletonRegion } from '../Skeleton';

export type ShelfStatus = 'loading' | 'error' | 'empty' | 'ready';

/** How many placeholder tiles a loading carousel shows (enough to fill the widest row). */
const PLACEHOLDERS = 5;

function ShelfFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="carousel shelf__frame" aria-labelledby={headingId}>
      <div className="carousel__header">
        <h3 id={headingId} className="carousel__title">
          {title}
        </h3>
        <span className="shelf__controls-placeholder" aria-hidden="true" />
      </div>
      {children}
    </section>
  );
}

export function Shelf({
  title,
  status,
  slides,
  kind,
  onRetry,
  empty,
  more,
  note,
  extra,
}: {
  /** the carousel's visible heading */
  title: string;
  status: ShelfStatus;
  slides: CarouselSlide[];
  /** the tiles' kind, for the skeleton's shape */
  kind: 'person' | 'game';
  onRetry: () => void;
  /** what an empty carousel says (and offers) */
  empty: ReactNode;
  /** the View all button, when the carousel has one */
  more?: ReactNode;
  /** a line under the tiles that says what they are, when that is not the title (announced politely) */
  note?: string;
  /** rendered after the carousel (probes that read later pages) */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (status === 'ready') {
    body = <Carousel title={title} slides={slides} />;
  } else if (status === 'loading') {
    body = (
      <ShelfFrame title={title}>
        <SkeletonRegion
          label={t('discovery.shelf.loading', { title })}
          className={`shelf__skeleton shelf__skeleton--${kind}`}
        >
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <span key={index} className="shelf__placeholder">
              <Skeleton shape={kind === 'person' ? 'circle' : 'rect'} className="shelf__placeholder-art" />
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="45%" />
            </span>
          ))}
        </SkeletonRegion>
      </ShelfFrame>
    );
  } else if (status === 'error') {
    body = (
      <ShelfFrame title={title}>
        <div className={`shelf__state shelf__state--${kind}`} role="alert">
          <p>{t('discovery.shelf.failed', { title })}</p>
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </div>
      </ShelfFrame>
    );
  } else {
    body = (
      <ShelfFrame title={title}>
        <div className={`shelf__state shelf__state--${kind}`}>{empty}</div>
      </ShelfFrame>
    );
  }
  return (
    <div className="shelf">
      {body}
      {note && status === 'ready' ? (
        <p className="shelf__note muted" role="status">
          {note}
        </p>
      ) : null}
      {more ? <div className="shelf__more">{more}</div> : null}
      {extra}
    </div>
  );
}
