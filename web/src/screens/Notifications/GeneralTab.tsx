/**
 * The General tab (000 §2 "Notification modal (General and Chat tabs)", §3 "General notification"):
 * invites to play and spectate notifications. They belong to the invites issue; until it lands this
 * tab says honestly what will appear here.
 *
 * The seam: that issue replaces `GeneralNotifications`' body with its list (pjinvitetoplaynotiget and
 * pjusernotification/spectating, marked read 5 s after opening, read locally on leaving the tab:
 * 000 §4) and feeds its unread state to the Notifications dot through `useNotificationsDot(generalUnread)`
 * (state/notifications-dot.ts). The panel already renders it inside the General tab panel.
 */
import { useTranslation } from 'react-i18next';

export function GeneralNotifications() {
  const { t } = useTranslation();
  return (
    <div className="noti-general">
      <span className="noti-general__icon" aria-hidden="true">
        ✉
      </span>
      <h3 className="noti-general__title">{t('notifications.general.title')}</h3>
      <p className="muted">{t('notifications.general.body')}</p>
    </div>
  );
}
