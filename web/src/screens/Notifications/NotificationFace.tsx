/** A person's picture on a notification item (decorative: the item's sentence names them). */
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { DEFAULT_PROFILE_PICTURE, mediaUrl } from '../../lib/media';

export function NotificationFace({
  image,
  mediaBaseUrl,
  second = false,
}: {
  /** the picture's link or media key as the server answered it */
  image: string | null | undefined;
  mediaBaseUrl: string;
  /** the second of two faces (drawn overlapping the first) */
  second?: boolean;
}) {
  return (
    <ImageWithFallback
      className={`noti-item__face${second ? ' noti-item__face--second' : ''}`}
      src={mediaUrl(image, mediaBaseUrl)}
      fallback={DEFAULT_PROFILE_PICTURE}
      alt=""
      width={40}
      height={40}
      loading="lazy"
    />
  );
}
