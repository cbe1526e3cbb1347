/** A person's picture on a notification item (decorative: the item's sentence names them). */
import { Avatar } from '../../components/Avatar';

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
    <Avatar
      className={`noti-item__face${second ? ' noti-item__face--second' : ''}`}
      picture={image}
      mediaBaseUrl={mediaBaseUrl}
      size={40}
    />
  );
}
