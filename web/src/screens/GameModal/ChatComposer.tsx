/**
 * The chat room's input (000 §2, §4, §5): a textarea of at most 2000 characters with a hint of what is
 * left near the limit; Enter sends, Shift+Enter starts a new line; empty or blank text is never sent.
 *
 * Reply mode: a bar above the input says "Replying to @name: <preview>" with a button that closes it;
 * sending clears it too. Mentions: typing '@' at the end of the input opens a list of the room's
 * players filtered by what follows the '@' (arrows move, Enter or Tab picks, Escape closes); a space,
 * or removing the '@', closes it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { foldCase } from '../../../../lib/contract/user-names';
import { completeMention, openMention, quotePreview } from '../../lib/chat-text';
import type { ReplyTarget } from '../../state/realtime/use-game-chat';
import { CloseButton } from '../../components/CloseButton';

/** The remaining-characters hint shows from this many characters left. */
const HINT_FROM = 200;
/** The most names the mention list shows at once. */
const MENTION_CHOICES = 8;

export function ChatComposer({
  autoFocus = false,
  gameName,
  reply,
  onCancelReply,
  onSend,
  mentionNames,
}: {
  /** take the focus on appearing (after Add Game, whose button it replaces) */
  autoFocus?: boolean;
  gameName: string;
  reply: ReplyTarget | null;
  onCancelReply: () => void;
  /** sends; false keeps the text (refused before sending) */
  onSend: (text: string) => boolean;
  mentionNames: readonly string[];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  /** the text at which the mention list was closed with Escape (it stays closed until the text changes) */
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // a Reply takes the player to the input, to write the answer at once
  const replyingTo = reply?.parentMessageId ?? null;
  useEffect(() => {
    if (replyingTo !== null) inputRef.current?.focus();
  }, [replyingTo, reply?.replyToId]);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
    // on appearing only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const listId = `${baseId}-mentions`;
  const optionId = (index: number) => `${baseId}-mention-${index}`;

  const query = text === dismissedAt ? null : openMention(text);
  const choices =
    query === null
      ? []
      : mentionNames.filter((name) => foldCase(name).startsWith(foldCase(query))).slice(0, MENTION_CHOICES);
  const picking = choices.length > 0;
  const selected = Math.min(active, choices.length - 1);
  const remaining = LIMITS.messageMax - text.length;

  const change = (next: string) => {
    setText(next);
    setActive(0);
    if (next !== dismissedAt) setDismissedAt(null);
  };

  const pick = (name: string) => change(completeMention(text, name));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') return;
    if (onSend(text)) {
      setText('');
      setDismissedAt(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((selected + step + choices.length) % choices.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(choices[selected]!);
        return;
      }
      if (event.key === 'Escape') {
        // closes the list, not the modal
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(text);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      {reply ? (
        <div className="chat-composer__reply">
          <p className="chat-composer__reply-text">
            {t('gameModal.chat.replying', { name: reply.replyToId, text: quotePreview(reply.preview) })}
          </p>
          <CloseButton
            label={t('gameModal.chat.cancelReply', { name: reply.replyToId })}
            onClick={onCancelReply}
            className="chat-composer__reply-close"
          />
        </div>
      ) : null}
      {picking ? (
        <ul id={listId} className="chat-mentions" role="listbox" aria-label={t('gameModal.chat.mentionList')}>
          {choices.map((name, index) => (
            <li
              key={name}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              className="chat-mentions__option"
              // keeps the focus in the input
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(name)}
            >
              @{name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chat-composer__row">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('gameModal.chat.inputLabel', { game: gameName })}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="chat-composer__input"
          value={text}
          maxLength={LIMITS.messageMax}
          rows={2}
          placeholder={t('gameModal.chat.placeholder')}
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-controls={picking ? listId : undefined}
          aria-activedescendant={picking ? optionId(selected) : undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary chat-composer__send">
          {t('gameModal.chat.send')}
        </button>
      </div>
      <p id={hintId} className="chat-composer__hint muted">
        {remaining <= HINT_FROM
          ? t('gameModal.chat.remaining', { count: remaining })
          : t('gameModal.chat.inputHint')}
      </p>
    </form>
  );
}
