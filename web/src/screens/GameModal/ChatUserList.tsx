/**
 * A list of chat users (pictures and names) with its loading, empty and failed states: the room's
 * active users (000 §2 "a list of active users") and who liked a message (the likes popup).
 */
import { Avatar } from '../../components/Avatar';
import { ListState, listStatusOf } from '../../components/ListState';
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
  return (
    <ListState
      status={failed ? 'failed' : listStatusOf(users, undefined)}
      className={`${className} chat-users__state`}
      row={{ className: 'chat-users__user', lines: 1, picture: 28 }}
      labels={{ loading: loadingText, failed: failedText, empty: emptyText }}
      onRetry={onRetry}
    >
      <ul className={`${className} chat-users`} aria-label={label}>
        {(users ?? []).map((user) => (
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
    </ListState>
  );
}
