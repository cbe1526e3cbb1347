/**
 * The General tab of the Notifications panel (000 §2 "Notification modal (General and Chat tabs)", §3
 * "General notification", §4 "Notifications"; issue 11): spectate notifications, invites to play and
 * (ours) chronicle mention notices, merged newest first (state/server/general-notifications.ts), each
 * with the other player's picture and name, the game of an invite, what happened in words (TO: to
 * you, FROM: from you), whether it was accepted, and when. A mention shows the excerpt of the post or
 * comment and opens the chronicle (MentionNotificationItem). Each kind is shown by its presenter
 * (general-presenters.tsx).
 *
 * - Unread items are highlighted and say "Unread" in words. The panel marks them read on the server
 *   5 s after it opens (NotificationsPanel); the items on screen keep their highlight while the tab
 *   stays open, so the player still sees what was new.
 * - Leaving the tab (to Chat, or closing the panel) marks every item it showed read locally.
 * - A received invite has Accept (optimistic: it shows Accepted at once, and is put back with a
 *   message if the call fails), and "Mute invites for this game" (ours, issue 11: a toggle saved to the
 *   invite preferences; muted invites never arrive, the sender is not told).
 *
 * States: a skeleton while the lists load, the empty text, a failure with a retry.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, listStatusOf } from '../../components/ListState';
import { useConfig } from '../../state/config';
import {
  useAcceptInvite,
  useMarkGeneralNotificationsReadLocally,
  type GeneralItem,
} from '../../state/server/general-notifications';
import { useInvitePreferences, useMuteInviteGame } from '../../state/server/invites';
import { PresentNotification, type PresenterContext } from './general-presenters';

export interface GeneralNotificationsData {
  items: GeneralItem[] | undefined;
  error: unknown;
  retry: () => void;
}

export function GeneralNotifications({
  general,
  uuid,
  userName,
}: {
  general: GeneralNotificationsData;
  uuid: string | null;
  userName: string | null;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const { items, error, retry } = general;
  const accept = useAcceptInvite(uuid, userName);

  // the preferences are read only when there is a received invite to mute
  const receivedInvites = items?.some((entry) => entry.item.type === 'invite' && entry.item.status === 'TO');
  const preferences = useInvitePreferences(receivedInvites ? uuid : null);
  const setMuted = useMuteInviteGame(uuid, preferences.data);
  const muted = preferences.data ? new Set(preferences.data.mutedGameIds) : null;
  const context: PresenterContext = {
    mediaBaseUrl,
    isMuted: (gameId) => gameId !== null && muted !== null && muted.has(gameId),
    onAccept: accept,
    onMute: setMuted,
  };

  useMarkReadLocallyOnLeaving(items);

  return (
    <div className="noti-chat">
      <ListState
        status={listStatusOf(items, error)}
        row={{ className: 'noti-item', lines: 2 }}
        labels={{
          loading: t('notifications.general.loading'),
          failed: t('notifications.general.failed'),
          empty: t('notifications.general.empty'),
          emptyHint: t('notifications.general.emptyHint'),
        }}
        onRetry={retry}
      >
        <ul className="noti-chat__items" aria-label={t('notifications.general.listLabel')}>
          {(items ?? []).map((entry) => (
            <PresentNotification key={entry.id} entry={entry} context={context} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

/**
 * Leaving the tab (its unmount: the Chat tab chosen, or the panel closed) marks every item it showed
 * read locally. The marking waits a tick and a new mount cancels it, so React's development re-mount
 * (StrictMode) is not taken for leaving.
 */
function useMarkReadLocallyOnLeaving(items: GeneralItem[] | undefined) {
  const markLocally = useMarkGeneralNotificationsReadLocally();
  const shown = useRef<string[]>([]);
  shown.current = items?.map((entry) => entry.id) ?? [];
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const ids = shown;
    return () => {
      pending.current = setTimeout(() => markLocally(ids.current), 0);
    };
  }, [markLocally]);
}
