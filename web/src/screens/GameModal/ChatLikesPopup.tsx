/**
 * Who liked a chat message (000 §2 "Likes list popup"; listChatMessageLikes): a small dialog over the
 * chat with the list, its loading, empty and failed states, and a close button. Escape closes it (not
 * the modal); focus moves to it and goes back to the count that opened it.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatMessageLikes } from '../../state/server/game-chat';
import { ChatUserList } from './ChatUserList';
import { CloseButton } from '../../components/CloseButton';

export function ChatLikesPopup({
  messageId,
  author,
  mediaBaseUrl,
  onClose,
}: {
  messageId: string;
  author: string;
  mediaBaseUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const likes = useChatMessageLikes(messageId);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div
      className="chat-likes"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="chat-likes__header">
        <h4 id={titleId} ref={headingRef} tabIndex={-1} className="chat-likes__title">
          {t('gameModal.chat.likedBy', { name: author })}
        </h4>
        <CloseButton label={t('gameModal.chat.closeLikes')} onClick={onClose} />
      </div>
      <ChatUserList
        className="chat-likes__list"
        users={likes.users}
        failed={Boolean(likes.error)}
        label={t('gameModal.chat.likedBy', { name: author })}
        loadingText={t('gameModal.chat.likesLoading')}
        emptyText={t('gameModal.chat.likesEmpty')}
        failedText={t('gameModal.chat.likesFailed')}
        onRetry={() => void likes.mutate()}
        mediaBaseUrl={mediaBaseUrl}
      />
    </div>
  );
}
