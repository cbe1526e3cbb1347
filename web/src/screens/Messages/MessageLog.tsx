/**
 * A conversation's messages (000 §4 "Direct messages"): role="log", oldest at the top, newest at the
 * bottom, opened scrolled to the newest. Older pages load when it is scrolled to its top (or from the
 * button there) and are put above without the view jumping (the scroll position moves by the height
 * they add); a new message keeps the log at its end when it was there. The caller's messages that
 * are still on their way say so, and a failed one offers Retry and Discard. Texts are plain text with
 * safe links (ChatMessageText).
 */
import { useTranslation } from 'react-i18next';
import { ChatMessageText } from '../../components/chat/ChatMessageText';
import { Avatar } from '../../components/Avatar';
import { useAnchoredLog } from '../../lib/hooks/use-anchored-log';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
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
  const { messages, pending, history, older, hasOlder } = room;
  const firstId = messages[0]?.Id;
  const lastKey = pending.at(-1)?.clientId ?? messages.at(-1)?.Id;

  const {
    ref: logRef,
    askOlder,
    onScroll,
  } = useAnchoredLog<HTMLDivElement>({
    firstKey: firstId,
    lastKey,
    history,
    hasOlder,
    loadingOlder: older === 'loading',
    loadOlder: room.loadOlder,
  });

  if (history === 'loading') {
    return (
      <div className="conversation__log conversation__log--loading" role="status">
        <span className="visually-hidden">{t('messages.historyLoading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="direct-message" aria-hidden="true">
            <Skeleton shape="circle" width={28} height={28} />
            <SkeletonText lines={2} className="direct-message__body" />
          </div>
        ))}
      </div>
    );
  }
  if (history === 'failed') {
    return (
      <div className="conversation__log conversation__state" role="alert">
        <p>{t('messages.historyFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={room.reloadHistory}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  return (
    <div
      ref={logRef}
      className="conversation__log"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('messages.logLabel', { name: other })}
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder ? (
        <div className="conversation__older">
          {older === 'loading' ? (
            <p role="status" className="muted">
              {t('messages.olderLoading')}
            </p>
          ) : (
            <>
              {older === 'failed' ? (
                <p role="alert" className="field__error">
                  {t('messages.olderFailed')}
                </p>
              ) : null}
              <button type="button" className="button button--secondary button--small" onClick={askOlder}>
                {t('messages.older')}
              </button>
            </>
          )}
        </div>
      ) : null}
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
    </div>
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
