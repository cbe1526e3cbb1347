/**
 * A list of chat users (pictures and names) with its loading, empty and failed states: the room's
 * active users (000 §2 "a list of active users") and who liked a message (the likes popup).
 */
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { Skeleton } from '../../components/Skeleton';
import type { ChatUser } from '../../state/server/game-chat';

export function ChatUserList({
  users,
  failed,
  label,
  loadingText,
  emptyText,
  failedText,
  onRetry,
  mediaBaseUrl,
  className,
}: {
  /** undefined while loading */
  users: readonly ChatUser[] | undefined;
  failed: boolean;
  label: string;
  loadingText: string;
  emptyText: string;
  failedText: string;
  onRetry: () => void;
  mediaBaseUrl: string;
  className: string;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className={`${className} chat-users__state`} role="alert">
        <span>{failedText}</span>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (users === undefined) {
    return (
      <div className={`${className} chat-users__state`} role="status">
        <span className="visually-hidden">{loadingText}</span>
        <Skeleton shape="circle" width={28} height={28} />
        <Skeleton shape="text" width={80} />
      </div>
    );
  }
  if (users.length === 0) return <p className={`${className} chat-users__state muted`}>{emptyText}</p>;
  return (
    <ul className={`${className} chat-users`} aria-label={label}>
      {users.map((user) => (
        <li key={user.UserName} className="chat-users__user">
          <Avatar
            className="chat-users__picture"
            picture={user.ProfilePicLink}
            mediaBaseUrl={mediaBaseUrl}
            size={28}
          />
          <span className="chat-users__name">{user.UserName}</span>
        </li>
      ))}
    </ul>
  );
}
