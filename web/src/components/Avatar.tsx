/**
 * A player's picture, wherever one shows (lists, rows, tiles, chat, messages, notifications, the
 * profile): the picture at its media address, or the default picture when the player has none or it
 * fails to load (000 §9 default images). Square, `size` px; lazy unless `eager` (a picture above the
 * fold). Decorative unless `alt` names it: the player's name is always written beside it.
 */
import { DEFAULT_PROFILE_PICTURE, mediaUrl } from '../lib/media';
import { ImageWithFallback } from './ImageWithFallback';

type AvatarSource =
  /** the picture's media link (as the API answers it) and the media address it is under */
  | { picture: string | null | undefined; mediaBaseUrl: string; src?: never }
  /** an address already resolved (a preview of a chosen file, a picture just uploaded) */
  | { src: string | null; picture?: never; mediaBaseUrl?: never };

export type AvatarProps = AvatarSource & {
  className: string;
  /** width and height in px */
  size: number;
  /** the picture's name; '' (decorative) by default */
  alt?: string;
  /** loads at once (a picture above the fold); lazily by default */
  eager?: boolean;
};

export function Avatar({ className, size, alt = '', eager = false, ...source }: AvatarProps) {
  const src = source.src !== undefined ? source.src : mediaUrl(source.picture, source.mediaBaseUrl);
  return (
    <ImageWithFallback
      className={className}
      src={src}
      fallback={DEFAULT_PROFILE_PICTURE}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
