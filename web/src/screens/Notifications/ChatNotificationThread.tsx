/**
 * The thread behind a chat notification ('Load full message', 000 §4): the message (or a line saying
 * it is gone) and its replies, oldest first, each with its author's picture and name, when, whom it
 * answers and its text. Loading and failure (with a retry) are shown in place.
 */
import { useTranslation } from 'react-i18next';
import { ChatMessageText } from '../../components/chat/ChatMessageText';
import { Avatar } from '../../components/Avatar';
import { formatRelativeTime } from '../../lib/relative-time';
import { sameUserName } from '../../../../lib/contract/user-names';
import {
  useChatNotificationThread,
  type ChatNotification,
  type ChatNotificationThread as Thread,
} from '../../state/server/chat-notifications';

type ThreadMessage = Thread['replies'][number];

export function ChatNotificationThread({
  item,
  ownUserName,
  mediaBaseUrl,
}: {
  item: ChatNotification;
  ownUserName: string | null;
  mediaBaseUrl: string;
}) {
  const { t } = useTranslation();
  const thread = useChatNotificationThread(item, ownUserName, true);
  const label = t('notifications.chat.threadLabel', { game: item.gameDescription });

  if (thread.error && !thread.data) {
    return (
      <div className="noti-thread noti-thread--state" role="alert">
        <p>{t('notifications.chat.threadFailed')}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void thread.mutate()}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (!thread.data) {
    return (
      <p className="noti-thread noti-thread--state muted" role="status">
        {t('notifications.chat.threadLoading')}
      </p>
    );
  }
  const { parentMessage, replies } = thread.data;
  return (
    <section className="noti-thread" aria-label={label}>
      {parentMessage ? (
        <ThreadMessageView
          message={parentMessage}
          own={ownUserName !== null && sameUserName(parentMessage.userId, ownUserName)}
          mediaBaseUrl={mediaBaseUrl}
        />
      ) : (
        <p className="noti-thread__removed muted">{t('notifications.chat.threadRemoved')}</p>
      )}
      {replies.length === 0 ? (
        <p className="noti-thread__empty muted">{t('notifications.chat.noReplies')}</p>
      ) : (
        <ol className="noti-thread__replies" aria-label={t('notifications.chat.repliesLabel')}>
          {replies.map((reply) => (
            <li key={reply.messageId}>
              <ThreadMessageView
                message={reply}
                own={ownUserName !== null && sameUserName(reply.userId, ownUserName)}
                mediaBaseUrl={mediaBaseUrl}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ThreadMessageView({
  message,
  own,
  mediaBaseUrl,
}: {
  message: ThreadMessage;
  own: boolean;
  mediaBaseUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const when = formatRelativeTime(message.timestamp, i18n.language) ?? t('notifications.chat.unknownTime');
  return (
    <article className={`noti-thread__message${own ? ' noti-thread__message--own' : ''}`}>
      <Avatar
        className="noti-thread__picture"
        picture={message.profileImage}
        mediaBaseUrl={mediaBaseUrl}
        size={28}
      />
      <div className="noti-thread__body">
        <p className="noti-thread__meta">
          <span className="noti-thread__author">{message.userId}</span>
          <time className="noti-thread__time" dateTime={message.timestamp}>
            {when}
          </time>
        </p>
        {message.replyToId ? (
          <p className="noti-thread__reply-to muted">
            {t('gameModal.chat.replyTo', { name: message.replyToId })}
          </p>
        ) : null}
        <p className="noti-thread__text">
          <ChatMessageText text={message.messageText} />
        </p>
      </div>
    </article>
  );
}
