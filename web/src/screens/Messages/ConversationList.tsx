/**
 * The conversation list (000 §2, §3, §9; getMessageSummary): the caller's conversations, most recent
 * first, each with the other person's picture and name, the last message cut at 50 characters then
 * '...', its relative time and, while something in it is unread, a dot that says "Unread" in words.
 * States: a skeleton while it loads, the empty text, a failure with a retry.
 */
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { ListState, listStatusOf } from '../../components/ListState';
import { messagePreview } from '../../lib/direct-message-text';
import { formatRelativeTime } from '../../lib/relative-time';
import { useConfig } from '../../state/config';
import { foldCase, sameUserName } from '../../../../lib/contract/user-names';
import { useConversations, type ConversationSummary } from '../../state/server/direct-messages';

/** The conversation on screen: the other person and their picture. */
export interface ChosenConversation {
  name: string;
  picture: string;
}

export function ConversationList({
  uuid,
  chosen,
  onChoose,
  rows,
}: {
  uuid: string;
  chosen: string | null;
  onChoose: (conversation: ChosenConversation) => void;
  /** each row's button by lowercase name, so Back can return the focus to it */
  rows: Map<string, HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const { data, error, mutate } = useConversations(uuid);

  return (
    <ListState
      status={listStatusOf(data, error)}
      row={{ className: 'conversation-row', lines: 2 }}
      labels={{
        loading: t('messages.loading'),
        failed: t('messages.failed'),
        empty: t('messages.empty'),
        emptyHint: t('messages.emptyHint'),
      }}
      onRetry={() => void mutate()}
    >
      <ul className="messages-list" aria-label={t('messages.listLabel')}>
        {(data ?? []).map((row) => (
          <ConversationRow
            key={foldCase(row.MessagedUser)}
            row={row}
            current={chosen !== null && sameUserName(row.MessagedUser, chosen)}
            onChoose={onChoose}
            rows={rows}
          />
        ))}
      </ul>
    </ListState>
  );
}

function ConversationRow({
  row,
  current,
  onChoose,
  rows,
}: {
  row: ConversationSummary;
  current: boolean;
  onChoose: (conversation: ChosenConversation) => void;
  rows: Map<string, HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const unread = row.ReadMessage === 0;
  const name = row.MessagedUser;
  const when = formatRelativeTime(row.Created, i18n.language) ?? t('messages.unknownTime');
  return (
    <li>
      <button
        type="button"
        className={`conversation-row${unread ? ' conversation-row--unread' : ''}${current ? ' conversation-row--current' : ''}`}
        aria-current={current ? 'true' : undefined}
        ref={(element) => {
          if (element) rows.set(foldCase(name), element);
          else rows.delete(foldCase(name));
        }}
        onClick={() => onChoose({ name, picture: row.ProfilePicLink })}
      >
        <Avatar
          className="conversation-row__picture"
          picture={row.ProfilePicLink}
          mediaBaseUrl={mediaBaseUrl}
          size={40}
        />
        <span className="conversation-row__body">
          <span className="conversation-row__top">
            <span className="conversation-row__name">{name}</span>
            <time className="conversation-row__time muted" dateTime={row.Created}>
              {when}
            </time>
          </span>
          <span className="conversation-row__preview">{messagePreview(row.Message)}</span>
        </span>
        {unread ? (
          <>
            <span className="conversation-row__dot" aria-hidden="true" />
            <span className="visually-hidden">{t('messages.unread')}</span>
          </>
        ) : null}
      </button>
    </li>
  );
}
