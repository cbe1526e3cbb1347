/**
 * The chat room's feed (000 §2 "Chat tab", §4 "Game chat"): a log of messages, oldest at the top,
 * each with its author's picture and name, its relative time, its quoted parent when it is a reply
 * (cut at 40 characters plus ' ...'), its text and its actions: like (not on your own message: that
 * says why), the like count that opens who liked it, Reply (not on your own: a reply to yourself
 * is refused) and Report (not on your own; ours, beyond the spec: it opens the report popup). The
 * caller's messages show at once as 'sending', and a failed one offers a retry.
 *
 * Its loading, failure and older-page states, and its paging and scrolling, are the log view it
 * shares with the direct messages (components/chat/LogView); the empty state is its own.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { LogView } from '../../components/chat/LogView';
import { quotePreview } from '../../lib/chat-text';
import { formatCount } from '../../lib/numbers';
import { formatRelativeTime } from '../../lib/relative-time';
import { sameUserName } from '../../../../lib/contract/user-names';
import type { ChatEntry, ChatMessage } from '../../state/realtime/game-chat-room';
import type { GameChatRoom } from '../../state/realtime/use-game-chat';
import { ChatMessageText } from '../../components/chat/ChatMessageText';

interface FeedProps {
  room: GameChatRoom;
  ownUserName: string;
  mediaBaseUrl: string;
  onReply: (message: ChatMessage) => void;
  onShowLikes: (message: ChatMessage, trigger: HTMLElement) => void;
  onReport: (message: ChatMessage, trigger: HTMLElement) => void;
}

export function ChatFeed({ room, ownUserName, mediaBaseUrl, onReply, onShowLikes, onReport }: FeedProps) {
  const { t } = useTranslation();
  const { entries } = room;
  const byId = useMemo(
    () => new Map(entries.map((entry) => [entry.message.messageId, entry.message])),
    [entries],
  );
  return (
    <LogView
      log={room}
      firstKey={entries[0]?.message.messageId}
      lastKey={entries.at(-1)?.message.messageId}
      className={{ block: 'game-chat', log: 'game-chat__feed' }}
      item={{ className: 'chat-message', picture: 36 }}
      labels={{
        log: t('gameModal.chat.feedLabel'),
        loading: t('gameModal.chat.loading'),
        failed: t('gameModal.chat.loadFailed'),
        older: t('gameModal.chat.older'),
        olderLoading: t('gameModal.chat.olderLoading'),
        olderFailed: t('gameModal.chat.olderFailed'),
      }}
    >
      {entries.length === 0 ? (
        <div className="game-chat__state">
          <p className="game-chat__empty-title">{t('gameModal.chat.empty')}</p>
          <p className="muted">{t('gameModal.chat.emptyHint')}</p>
        </div>
      ) : (
        <ol className="game-chat__messages">
          {entries.map((entry) => (
            <ChatMessageItem
              key={entry.clientId ?? entry.message.messageId}
              entry={entry}
              parent={entry.message.parentMessageId ? byId.get(entry.message.parentMessageId) : undefined}
              own={sameUserName(entry.message.userId, ownUserName)}
              mediaBaseUrl={mediaBaseUrl}
              room={room}
              onReply={onReply}
              onShowLikes={onShowLikes}
              onReport={onReport}
            />
          ))}
        </ol>
      )}
    </LogView>
  );
}

function ChatMessageItem({
  entry,
  parent,
  own,
  mediaBaseUrl,
  room,
  onReply,
  onShowLikes,
  onReport,
}: {
  entry: ChatEntry;
  parent: ChatMessage | undefined;
  own: boolean;
  mediaBaseUrl: string;
  room: GameChatRoom;
  onReply: FeedProps['onReply'];
  onShowLikes: FeedProps['onShowLikes'];
  onReport: FeedProps['onReport'];
}) {
  const { t, i18n } = useTranslation();
  const { message, status, clientId } = entry;
  const author = message.userId;
  const when = formatRelativeTime(message.timestamp, i18n.language) ?? t('gameModal.chat.unknownTime');
  const likesRef = useRef<HTMLButtonElement>(null);
  const sent = status === 'sent';
  const classes = ['chat-message', own ? 'chat-message--own' : '', sent ? '' : `chat-message--${status}`]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes}>
      <Avatar
        className="chat-message__picture"
        picture={message.profileImage}
        mediaBaseUrl={mediaBaseUrl}
        size={36}
      />
      <div className="chat-message__body">
        <p className="chat-message__meta">
          <span className="chat-message__author">{author}</span>
          <time className="chat-message__time" dateTime={message.timestamp}>
            {when}
          </time>
          {status === 'sending' ? (
            <span className="chat-message__status">{t('gameModal.chat.sending')}</span>
          ) : null}
          {status === 'failed' ? (
            <span className="chat-message__status chat-message__status--failed">
              {t('gameModal.chat.failed')}
            </span>
          ) : null}
        </p>
        {message.parentMessageId ? (
          <p className="chat-message__quote">
            {parent
              ? t('gameModal.chat.quote', { name: parent.userId, text: quotePreview(parent.messageText) })
              : t('gameModal.chat.replyTo', { name: message.replyToId ?? '' })}
          </p>
        ) : null}
        <p className="chat-message__text">
          <ChatMessageText text={message.messageText} />
        </p>
        <div className="chat-message__actions">
          {sent ? (
            <>
              <button
                type="button"
                className="chat-message__action chat-message__like"
                aria-pressed={own ? undefined : message.isLiked}
                aria-label={t('gameModal.chat.like', { name: author })}
                onClick={() => void room.toggleLike(message)}
              >
                <span aria-hidden="true">{message.isLiked ? '♥' : '♡'}</span>
              </button>
              <button
                ref={likesRef}
                type="button"
                className="chat-message__action chat-message__likes"
                aria-label={t('gameModal.chat.likes', { count: message.likes })}
                onClick={() => likesRef.current && onShowLikes(message, likesRef.current)}
              >
                {formatCount(message.likes, i18n.language)}
              </button>
              {own ? null : (
                <>
                  <button
                    type="button"
                    className="chat-message__action"
                    aria-label={t('gameModal.chat.reply', { name: author })}
                    onClick={() => onReply(message)}
                  >
                    {t('gameModal.chat.replyButton')}
                  </button>
                  <button
                    type="button"
                    className="chat-message__action chat-message__report"
                    aria-label={t('gameModal.chat.report', { name: author })}
                    aria-haspopup="dialog"
                    onClick={(event) => onReport(message, event.currentTarget)}
                  >
                    {t('gameModal.chat.reportButton')}
                  </button>
                </>
              )}
            </>
          ) : null}
          {status === 'failed' && clientId ? (
            <>
              <button type="button" className="chat-message__action" onClick={() => room.retry(clientId)}>
                {t('gameModal.chat.retry')}
              </button>
              <button type="button" className="chat-message__action" onClick={() => room.discard(clientId)}>
                {t('gameModal.chat.discard')}
              </button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
