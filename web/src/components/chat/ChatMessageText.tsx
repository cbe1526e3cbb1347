/**
 * A chat message's text as plain text (React escapes it; nothing is ever read as HTML), with its
 * http(s) links as links that open in a new tab and tell search engines and the opened page nothing
 * (rel="noopener noreferrer nofollow ugc"). Line breaks show as written (CSS pre-wrap). Shared by the
 * game chat's feed (screens/GameModal) and the chat notifications (screens/Notifications).
 */
import { useTranslation } from 'react-i18next';
import { textParts } from '../../lib/chat-text';

export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';

export function ChatMessageText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel={USER_LINK_REL}>
            {part.text}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
