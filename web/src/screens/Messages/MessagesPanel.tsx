/**
 * The Messages side panel (000 §2 "Messages modal: conversation list and conversation detail", §4
 * "Direct messages"): the caller's conversations and, once one is chosen, that conversation. On a
 * desktop the panel is wide and shows both side by side; at phone widths (≤ 720 px) it is one column:
 * the list, or the conversation with a back button to the list (styles/messages.css). Choosing a
 * conversation moves the focus to its heading; Back returns it to the conversation's row. The side
 * navigation opens and closes the panel (outside click, Escape, its close button) as every panel.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldCase } from '../../../../lib/contract/user-names';
import { useOwnUsername } from '../../state/own-name';
import { useSession } from '../../state/session';
import { ConversationList, type ChosenConversation } from './ConversationList';
import { ConversationView } from './ConversationView';

export function MessagesPanel() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const own = useOwnUsername();
  const [chosen, setChosen] = useState<ChosenConversation | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());

  if (own === null) {
    return (
      <p className="field__error" role="alert">
        {t('messages.noUsername')}
      </p>
    );
  }

  const back = () => {
    const name = chosen ? foldCase(chosen.name) : undefined;
    setChosen(null);
    if (name) queueMicrotask(() => rows.current.get(name)?.focus());
  };

  return (
    <div className={`messages-panel${chosen ? ' messages-panel--open' : ''}`}>
      <div className="messages-panel__list">
        <ConversationList
          uuid={uuid}
          chosen={chosen?.name ?? null}
          onChoose={setChosen}
          rows={rows.current}
        />
      </div>
      <div className="messages-panel__detail">
        {chosen ? (
          <ConversationView
            key={foldCase(chosen.name)}
            uuid={uuid}
            own={own}
            other={chosen.name}
            picture={chosen.picture}
            onBack={back}
          />
        ) : (
          <p className="messages-panel__choose muted">{t('messages.choose')}</p>
        )}
      </div>
    </div>
  );
}
