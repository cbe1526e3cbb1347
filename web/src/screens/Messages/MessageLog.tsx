/**
 * A conversation's messages (000 §4 "Direct messages"): oldest at the top, newest at the bottom, opened
 * scrolled to the newest; its loading, failure and older-page states, and its paging and scrolling,
 * are the log view it shares with the game chat (components/chat/LogView). The caller's messages that
 * are still on their way say so, and a failed one offers Retry and Discard. Texts are plain text with
 * safe links (ChatMessageText).
 */
import { useTranslation } from 'react-i18next';
import { ChatMessageText } from '../../components/chat/ChatMessageText';
import { Avatar } from '../../components/Avatar';
import { LogView } from '../../components/chat/LogView';
import { formatRelativeTime } from '../../lib/relative-time';
import { sameUserName } from '../../../../lib/contract/user-names';
import type { PendingMessage } from '../../state/realtime/conversation';
import type { ConversationRoom } from '../../state/realtime/use-conversation';
import type { DirectMessage } from '../../state/server/direct-messages';

export function MessageLog({
  room,
  own,
  other,
  mediaBaseUrl,
}: {
  room: ConversationRoom;
  own: string;
  other: string;
  mediaBaseUrl: string;
}) {
  const { t } = useTranslation();
  const { messages, pending } = room;
  return (
    <LogView
      log={room}
      firstKey={messages[0]?.Id}
      lastKey={pending.at(-1)?.clientId ?? messages.at(-1)?.Id}
      className={{ block: 'conversation', log: 'conversation__log' }}
      item={{ className: 'direct-message', picture: 28 }}
      labels={{
        log: t('messages.logLabel', { name: other }),
        loading: t('messages.historyLoading'),
        failed: t('messages.historyFailed'),
        older: t('messages.older'),
        olderLoading: t('messages.olderLoading'),
        olderFailed: t('messages.olderFailed'),
      }}
    >
      {messages.length === 0 && pending.length === 0 ? (
        <p className="conversation__state muted">{t('messages.conversationEmpty', { name: other })}</p>
      ) : (
        <ol className="conversation__messages">
          {messages.map((message) => (
            <StoredMessage
              key={message.Id}
              message={message}
              mine={sameUserName(message.CurrentUser, own)}
              mediaBaseUrl={mediaBaseUrl}
            />
          ))}
          {pending.map((entry) => (
            <PendingItem key={entry.clientId} entry={entry} room={room} />
          ))}
        </ol>
      )}
    </LogView>
  );
}

function StoredMessage({
  message,
  mine,
  mediaBaseUrl,
}: {
  message: DirectMessage;
  mine: boolean;
  mediaBaseUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const when = formatRelativeTime(message.Created, i18n.language) ?? t('messages.unknownTime');
  return (
    <li className={`direct-message${mine ? ' direct-message--mine' : ''}`}>
      {mine ? null : (
        <Avatar
          className="direct-message__picture"
          picture={message.ProfilePicLink}
          mediaBaseUrl={mediaBaseUrl}
          size={28}
        />
      )}
      <div className="direct-message__body">
        <p className="direct-message__meta">
          <span className="direct-message__author">{mine ? t('messages.you') : message.CurrentUser}</span>
          <time className="direct-message__time" dateTime={message.Created}>
            {when}
          </time>
        </p>
        <p className="direct-message__text">
          <ChatMessageText text={message.Message} />
        </p>
      </div>
    </li>
  );
}

function PendingItem({ entry, room }: { entry: PendingMessage; room: ConversationRoom }) {
  const { t } = useTranslation();
  const failed = entry.status === 'failed';
  return (
    <li className={`direct-message direct-message--mine direct-message--${entry.status}`}>
      <div className="direct-message__body">
        <p className="direct-message__meta">
          <span className="direct-message__author">{t('messages.you')}</span>
          <span className={`direct-message__status${failed ? ' direct-message__status--failed' : ''}`}>
            {failed ? t('messages.notSent') : t('messages.sending')}
          </span>
        </p>
        <p className="direct-message__text">
          <ChatMessageText text={entry.text} />
        </p>
        {failed ? (
          <div className="direct-message__actions">
            <button
              type="button"
              className="direct-message__action"
              onClick={() => room.retry(entry.clientId)}
            >
              {t('messages.retry')}
            </button>
            <button
              type="button"
              className="direct-message__action"
              onClick={() => room.discard(entry.clientId)}
            >
              {t('messages.discard')}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
