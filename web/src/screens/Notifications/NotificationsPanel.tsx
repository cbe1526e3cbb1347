/**
 * The Notifications side panel (000 §2 "Notification modal (General and Chat tabs)", §4 "Notifications"):
 * two tabs in the ARIA tabs pattern (arrow keys, Home and End move between them). It opens on Chat
 * when chat notifications are unread, else on General. The Chat tab shows its unread count ("99+"
 * above 99); opening it marks them read after 5 seconds (ChatNotificationsTab). The General tab shows
 * its unread count the same way; opening the panel with unread general items marks them read on the
 * server 5 seconds later, whichever tab shows (000 §4; cancelled if the panel closes sooner), and
 * leaving the General tab marks them read locally (GeneralTab). The side navigation opens and closes
 * the panel (outside click, Escape, its close button) and moves the focus.
 */
import { useContext, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/numbers';
import { useOwnUsername } from '../../state/own-name';
import { unreadLabel, useUnreadChatNotifications } from '../../state/server/chat-notifications';
import {
  useGeneralNotifications,
  useMarkGeneralNotificationsReadLater,
} from '../../state/server/general-notifications';
import { SessionContext } from '../../state/session';
import { ChatNotificationsTab } from './ChatNotificationsTab';
import { GeneralNotifications } from './GeneralTab';

export type NotificationsTabId = 'general' | 'chat';
const TABS: readonly NotificationsTabId[] = ['general', 'chat'];

export function NotificationsPanel() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const userId = useOwnUsername();
  const unreadChat = useUnreadChatNotifications(userId);
  // outside the checked session (a panel rendered on its own) the general lists are not read
  const uuid = useContext(SessionContext)?.uuid ?? null;
  const general = useGeneralNotifications(uuid, userId);
  useMarkGeneralNotificationsReadLater(uuid, userId, general.unreadOnServer);
  const unreadGeneral = general.items?.filter((entry) => entry.unread).length ?? 0;
  const [tab, setTab] = useState<NotificationsTabId>(() => (unreadChat > 0 ? 'chat' : 'general'));
  const tabs = useRef(new Map<NotificationsTabId, HTMLButtonElement>());

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS[TABS.length - 1]
          : event.key === 'ArrowRight'
            ? TABS[(index + 1) % TABS.length]
            : event.key === 'ArrowLeft'
              ? TABS[(index + TABS.length - 1) % TABS.length]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <div className="notifications-panel">
      <div role="tablist" aria-label={t('notifications.tabsLabel')} className="notifications-panel__tabs">
        {TABS.map((name) => {
          const unread = name === 'chat' ? unreadChat : unreadGeneral;
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className={`notifications-panel__tab${tab === name ? ' notifications-panel__tab--active' : ''}`}
              ref={(element) => {
                if (element) tabs.current.set(name, element);
                else tabs.current.delete(name);
              }}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
            >
              {t(`notifications.tabs.${name}`)}
              {unread > 0 ? (
                <span className="notifications-panel__count">
                  <span aria-hidden="true">{unreadLabel(unread, (n) => formatCount(n, i18n.language))}</span>
                  <span className="visually-hidden">
                    {' '}
                    {t('notifications.tabUnread', {
                      count: unread,
                      shown: unreadLabel(unread, (n) => formatCount(n, i18n.language)),
                    })}
                  </span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="notifications-panel__body"
      >
        {tab === 'chat' ? (
          <ChatNotificationsTab userId={userId} />
        ) : (
          <GeneralNotifications general={general} uuid={uuid} userName={userId} />
        )}
      </div>
    </div>
  );
}
