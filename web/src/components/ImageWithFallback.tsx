import { useState, type ImgHTMLAttributes } from 'react';

/** An image that shows `fallback` when its address is missing or fails to load (000 §9 default images). */
export function ImageWithFallback({
  src,
  fallback,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; fallback: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallback;
  return (
    <img
      {...props}
      src={shown}
      onError={() => {
        if (shown !== fallback) setFailedSrc(shown);
      }}
    />
  );
}
