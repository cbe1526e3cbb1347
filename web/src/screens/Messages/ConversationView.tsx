/**
 * One conversation (000 §4 "Direct messages"): a header with Back (phones), the other person and the
 * live connection's state; the messages (MessageLog); a polite notice line for what the server
 * refused or asked (slow down, blocked, closed account, not sent); and the composer. Opening it moves
 * the focus to its heading. The conversation's data and connection live in state/realtime/use-conversation.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { useConfig } from '../../state/config';
import { useConversation, type ConversationNotice } from '../../state/realtime/use-conversation';
import { MessageComposer } from './MessageComposer';
import { MessageLog } from './MessageLog';
import { CloseButton } from '../../components/CloseButton';

/** The refusal codes worded for direct messages; any other reads as a plain refusal. */
const WORDED_CODES = new Set([
  'selfMessage',
  'empty',
  'blocked',
  'recipientClosed',
  'notActive',
  'invalid',
  'forbidden',
  'notFound',
]);

function useNoticeText(other: string) {
  const { t } = useTranslation();
  return (notice: ConversationNotice): string => {
    switch (notice.kind) {
      case 'slowDown':
        return t('messages.notices.slowDown', { count: notice.seconds });
      case 'sendFailed':
        return t('messages.notices.sendFailed');
      case 'disconnected':
        return t('messages.notices.disconnected');
      case 'refused':
        return notice.code && WORDED_CODES.has(notice.code)
          ? t(`messages.notices.${notice.code as 'blocked'}`, { name: other })
          : t('messages.notices.refused');
    }
  };
}

export function ConversationView({
  uuid,
  own,
  other,
  picture,
  onBack,
}: {
  uuid: string;
  own: string;
  other: string;
  picture: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const room = useConversation({ uuid, own, other });
  const noticeText = useNoticeText(other);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="conversation" aria-labelledby={titleId}>
      <div className="conversation__header">
        <button
          type="button"
          className="button button--secondary button--small conversation__back"
          onClick={onBack}
        >
          <span aria-hidden="true">← </span>
          {t('messages.back')}
        </button>
        <Avatar
          className="conversation__picture"
          picture={picture}
          mediaBaseUrl={mediaBaseUrl}
          size={32}
          eager
        />
        <h3 id={titleId} className="conversation__title" tabIndex={-1} ref={headingRef}>
          {other}
        </h3>
        <p className={`conversation__connection conversation__connection--${room.connection}`} role="status">
          {t(`messages.connection.${room.connection}`)}
        </p>
      </div>
      <MessageLog room={room} own={own} other={other} mediaBaseUrl={mediaBaseUrl} />
      <div className="conversation__notice" role="status">
        {room.notice ? (
          <>
            <span>{noticeText(room.notice)}</span>
            <CloseButton
              label={t('common.dismiss')}
              onClick={room.dismissNotice}
              className="conversation__notice-close"
            />
          </>
        ) : null}
      </div>
      <MessageComposer other={other} onSend={room.send} />
    </section>
  );
}
