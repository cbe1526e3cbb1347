/**
 * The reply box under a chat notification (000 §4 "Reply opens a textarea", §5): a labelled textarea
 * (at most 2000 characters) with Send and Cancel. An empty reply (after trimming) shows notiChat
 * errorMsg2; otherwise the reply goes to the notification's game chat as a reply in its thread, to
 * the person who answered or mentioned the player (state/realtime/notification-reply.ts). While it is
 * on its way the box says so; what the chat refuses (too fast, too many links, ...) is worded here.
 * Once the server has it, the box closes and the item says "Reply sent". Escape cancels the reply
 * without closing the panel.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CHAT_LIMITS, LIMITS } from '../../../../lib/contract/constants';
import { readSessionValue } from '../../lib/session-values';
import { useNotificationReply, type ReplyOutcome } from '../../state/realtime/notification-reply';
import { chatNotificationThreadKey, type ChatNotification } from '../../state/server/chat-notifications';
import { replyTargetOf } from './chat-notification-words';

function useOutcomeText() {
  const { t } = useTranslation();
  return (outcome: ReplyOutcome): string | null => {
    switch (outcome.kind) {
      case 'sent':
        return null;
      case 'empty':
        return t('notiChat.errorMsg2');
      case 'tooLong':
        return t('notifications.chat.tooLong', { max: LIMITS.messageMax });
      case 'tooManyLinks':
        return t('gameModal.chat.notices.tooManyLinks', { count: CHAT_LIMITS.linksPerMessage });
      case 'slowDown':
        return t('gameModal.chat.notices.slowDown', { count: outcome.seconds });
      case 'failed':
        return t('notifications.chat.sendFailed');
      case 'refused':
        return outcome.code === 'tooManyLinks'
          ? t('gameModal.chat.notices.tooManyLinks', { count: CHAT_LIMITS.linksPerMessage })
          : outcome.code === 'invalid'
            ? t('gameModal.chat.notices.invalid', { max: LIMITS.messageMax })
            : t(`gameModal.chat.notices.${outcome.code ?? 'refused'}`);
    }
  };
}

export function ChatNotificationReply({
  item,
  ownUserName,
  onSent,
  onCancel,
}: {
  item: ChatNotification;
  ownUserName: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { mutate } = useSWRConfig();
  const [text, setText] = useState('');
  const { state, send, reset } = useNotificationReply();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const outcomeText = useOutcomeText();
  const target = replyTargetOf(item);
  const sending = state.status === 'sending';
  const message = state.status === 'done' ? outcomeText(state.outcome) : null;
  const empty = state.status === 'done' && state.outcome.kind === 'empty';

  useEffect(() => {
    textarea.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const outcome = await send({
      gameId: item.gameId,
      userId: ownUserName,
      profileImage: readSessionValue('profilePicLink') ?? '',
      parentMessageId: target.parentMessageId,
      replyToId: target.replyToId,
      messageText: text,
    });
    if (outcome.kind === 'sent') {
      void mutate(chatNotificationThreadKey(item, ownUserName));
      onSent();
    } else if (outcome.kind === 'empty') {
      textarea.current?.focus();
    }
  };

  return (
    <form className="noti-reply" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`} className="noti-reply__label">
        {t('notifications.chat.replyLabel', { name: target.replyToId })}
      </label>
      <textarea
        ref={textarea}
        id={`${id}-text`}
        className="noti-reply__input"
        rows={3}
        maxLength={LIMITS.messageMax}
        value={text}
        aria-invalid={empty || undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => {
          setText(event.target.value);
          if (state.status === 'done') reset();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // the reply closes, not the whole panel (the side navigation closes on Escape)
          event.stopPropagation();
          onCancel();
        }}
      />
      <p
        id={`${id}-message`}
        className={message ? 'field__error noti-reply__message' : 'noti-reply__message muted'}
        role={message ? 'alert' : 'status'}
      >
        {message ?? (sending ? t('notifications.chat.sending') : null)}
      </p>
      <div className="noti-reply__actions">
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {t('notifications.chat.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? t('notifications.chat.sending') : t('notifications.chat.send')}
        </button>
      </div>
    </form>
  );
}
