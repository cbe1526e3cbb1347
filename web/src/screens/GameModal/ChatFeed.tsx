/**
 * The chat room's feed (000 §2 "Chat tab", §4 "Game chat"): a log of messages, oldest at the top,
 * each with its author's picture and name, its relative time, its quoted parent when it is a reply
 * (cut at 40 characters plus ' ...'), its text and its actions: like (not on your own message: that
 * says why), the like count that opens who liked it, Reply (not on your own: a reply to yourself
 * is refused) and Report (not on your own; ours, beyond the spec: it opens the report popup). The
 * caller's messages show at once as 'sending', and a failed one offers a retry.
 *
 * Older pages load when the feed is scrolled to its top (or from the button there): they are put
 * above without the view jumping (the scroll position moves by the height they add). New messages
 * keep the feed at its end when it was there. The feed is role="log": new messages are announced
 * politely. First page: a skeleton; then the empty state or a failure with a retry.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { quotePreview } from '../../lib/chat-text';
import { useAnchoredLog } from '../../lib/hooks/use-anchored-log';
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
  const { entries, history, older, hasOlder } = room;
  const byId = useMemo(
    () => new Map(entries.map((entry) => [entry.message.messageId, entry.message])),
    [entries],
  );
  const firstId = entries[0]?.message.messageId;
  const lastId = entries.at(-1)?.message.messageId;

  const {
    ref: feedRef,
    askOlder,
    onScroll,
  } = useAnchoredLog<HTMLDivElement>({
    firstKey: firstId,
    lastKey: lastId,
    history,
    hasOlder,
    loadingOlder: older === 'loading',
    loadOlder: room.loadOlder,
  });

  if (history === 'loading') {
    return (
      <div className="game-chat__feed game-chat__feed--loading" role="status">
        <span className="visually-hidden">{t('gameModal.chat.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="chat-message" aria-hidden="true">
            <Skeleton shape="circle" width={36} height={36} />
            <SkeletonText lines={2} className="chat-message__body" />
          </div>
        ))}
      </div>
    );
  }
  if (history === 'failed') {
    return (
      <div className="game-chat__feed game-chat__state" role="alert">
        <p>{t('gameModal.chat.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={room.reloadHistory}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  return (
    <div
      ref={feedRef}
      className="game-chat__feed"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('gameModal.chat.feedLabel')}
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder ? (
        <div className="game-chat__older">
          {older === 'loading' ? (
            <p role="status" className="muted">
              {t('gameModal.chat.olderLoading')}
            </p>
          ) : (
            <>
              {older === 'failed' ? (
                <p role="alert" className="game-chat-panel__error">
                  {t('gameModal.chat.olderFailed')}
                </p>
              ) : null}
              <button type="button" className="button button--secondary button--small" onClick={askOlder}>
                {t('gameModal.chat.older')}
              </button>
            </>
          )}
        </div>
      ) : null}
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
    </div>
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
