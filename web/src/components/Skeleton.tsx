/**
 * Placeholders that hold the space of content still loading, so nothing moves when it arrives (no
 * layout shift: the footer and everything below stay put). Decorative: the region that shows them is a
 * polite status with its own text (`SkeletonRegion`). The pulse is an opacity animation (composited),
 * stilled for reduced motion.
 */
import type { CSSProperties, ReactNode } from 'react';

export interface SkeletonProps {
  /** CSS length; default the full width */
  width?: CSSProperties['width'];
  /** CSS length; default one line of text */
  height?: CSSProperties['height'];
  /** `circle` for pictures, `text` for a line of text (rounded, text height) */
  shape?: 'rect' | 'circle' | 'text';
  className?: string;
}

/** One grey block of a given size. */
export function Skeleton({ width = '100%', height, shape = 'rect', className }: SkeletonProps) {
  const classes = ['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}

/** `lines` lines of text, the last one shorter, as a paragraph would wrap. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={['skeleton-text', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** A loading region: announces `label` politely and shows its skeleton to sighted users. */
export function SkeletonRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={['skeleton-region', className].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
