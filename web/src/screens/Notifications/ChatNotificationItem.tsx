/**
 * One chat notification (000 §3 "Chat notification item", §4 "Notifications"): the faces of the last
 * one or two who acted, a sentence from the kind and the counts, the game (its picture and name), when,
 * and the message it is about as plain text (links stay links, cut to a few lines). Unread ones are
 * highlighted and say so in words.
 *
 * 'Load full message' reads the thread and shows the message and its replies beneath the item; 'Hide'
 * collapses it (a disclosure: aria-expanded, aria-controls). Reply, on answers and mentions, opens a
 * textarea under the item (ChatNotificationReply).
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessageText } from '../../components/chat/ChatMessageText';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { NotificationFace } from './NotificationFace';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../lib/media';
import { formatRelativeTime } from '../../lib/relative-time';
import { sameUserName } from '../../../../lib/contract/user-names';
import type { ChatNotification } from '../../state/server/chat-notifications';
import { ChatNotificationReply } from './ChatNotificationReply';
import { ChatNotificationThread } from './ChatNotificationThread';
import { notificationSentence, otherCountsSummary, replyTargetOf } from './chat-notification-words';

export function ChatNotificationItem({
  item,
  ownUserName,
  mediaBaseUrl,
}: {
  item: ChatNotification;
  ownUserName: string | null;
  mediaBaseUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [threadOpen, setThreadOpen] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const [replySent, setReplySent] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // the highlight of an unread item stays while the tab is open, even once it was marked read
  const [unread, setUnread] = useState(!item.isRead);
  if (!item.isRead && !unread) setUnread(true);

  const target = replyTargetOf(item);
  const canReply =
    ownUserName !== null && item.notiType !== 'liked' && !sameUserName(target.replyToId, ownUserName);
  const secondFace =
    item.profileImageUserId2 && !sameUserName(item.profileImageUserId2, item.profileImageUserId1)
      ? item.profileImage2
      : null;
  const when = formatRelativeTime(item.timestamp, i18n.language) ?? t('notifications.chat.unknownTime');
  const summary = otherCountsSummary(t, item);

  const closeReply = (sent: boolean) => {
    setReplyOpen(false);
    setReplySent(sent);
    replyButton.current?.focus();
  };

  return (
    <li className={`noti-item${unread ? ' noti-item--unread' : ''}`}>
      <div
        className={`noti-item__faces${secondFace !== null ? ' noti-item__faces--two' : ''}`}
        aria-hidden="true"
      >
        <NotificationFace image={item.profileImage1} mediaBaseUrl={mediaBaseUrl} />
        {secondFace !== null ? (
          <NotificationFace image={secondFace} mediaBaseUrl={mediaBaseUrl} second />
        ) : null}
      </div>
      <div className="noti-item__body">
        <p className="noti-item__sentence">
          {unread ? <span className="noti-item__badge">{t('notifications.chat.unread')}</span> : null}
          {notificationSentence(t, item)}
        </p>
        <p className="noti-item__meta">
          <ImageWithFallback
            className="noti-item__game"
            src={mediaUrl(item.gameImageSrc, mediaBaseUrl)}
            fallback={DEFAULT_GAME_IMAGE}
            alt=""
            width={24}
            height={24}
            loading="lazy"
          />
          <span className="noti-item__game-name">
            {t('notifications.chat.inGame', { game: item.gameDescription })}
          </span>
          <time className="noti-item__time" dateTime={item.timestamp}>
            {when}
          </time>
        </p>
        {summary ? <p className="noti-item__summary muted">{summary}</p> : null}
        <blockquote className="noti-item__quote">
          <ChatMessageText text={item.messageText} />
        </blockquote>
        <div className="noti-item__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={threadOpen}
            aria-controls={`${id}-thread`}
            onClick={() => setThreadOpen((open) => !open)}
          >
            {threadOpen ? t('notifications.chat.hide') : t('notifications.chat.loadFull')}
          </button>
          {canReply ? (
            <button
              ref={replyButton}
              type="button"
              className="button button--secondary button--small"
              aria-expanded={replyOpen}
              aria-controls={`${id}-reply`}
              aria-label={t('notifications.chat.replyTo', { name: target.replyToId })}
              onClick={() => {
                setReplySent(false);
                setReplyOpen((open) => !open);
              }}
            >
              {t('notifications.chat.reply')}
            </button>
          ) : null}
        </div>
        <p className="noti-item__sent" role="status">
          {replySent ? t('notifications.chat.sent') : null}
        </p>
        <div id={`${id}-thread`} hidden={!threadOpen}>
          {threadOpen ? (
            <ChatNotificationThread item={item} ownUserName={ownUserName} mediaBaseUrl={mediaBaseUrl} />
          ) : null}
        </div>
        <div id={`${id}-reply`} hidden={!replyOpen}>
          {replyOpen && canReply && ownUserName !== null ? (
            <ChatNotificationReply
              item={item}
              ownUserName={ownUserName}
              onSent={() => closeReply(true)}
              onCancel={() => closeReply(false)}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}
