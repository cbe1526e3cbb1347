/**
 * One general notification (000 §3 "General notification", §4): the other player's picture and name,
 * what happened (a spectate, an invite received, an invite of yours accepted), the game of an invite
 * with its picture, and when (relative, 000 §9; an invite without its time says 'unknown', 000 §8; a
 * spectate notification carries no time in the spec and shows none when the server sends none).
 *
 * A received invite (status TO) has Accept; once accepted the button stays in place and shows
 * Accepted (000 §4 "after which the button shows accepted"), so the focus is not lost. It also has
 * "Mute invites for this game", a toggle (aria-pressed) saved to the invite preferences.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { NotificationFace } from './NotificationFace';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../lib/media';
import { formatRelativeTime } from '../../lib/relative-time';
import type { GeneralItem, GeneralNotification } from '../../state/server/general-notifications';
import type { MuteOutcome } from '../../state/server/invites';

type Sentence = 'spectating' | 'spectatingFrom' | 'inviteReceived' | 'inviteAccepted' | 'inviteSent';

function sentenceOf(item: GeneralNotification): Sentence {
  if (item.type === 'spec') return item.status === 'TO' ? 'spectating' : 'spectatingFrom';
  if (item.status === 'TO') return 'inviteReceived';
  return item.accepted === 1 ? 'inviteAccepted' : 'inviteSent';
}

export function GeneralNotificationItem({
  entry,
  mediaBaseUrl,
  muted,
  onAccept,
  onMute,
}: {
  entry: GeneralItem<GeneralNotification>;
  mediaBaseUrl: string;
  /** whether the invite's game is muted in the caller's preferences */
  muted: boolean;
  onAccept: (item: GeneralNotification) => Promise<boolean>;
  onMute: (gameId: number, muted: boolean) => Promise<MuteOutcome>;
}) {
  const { t, i18n } = useTranslation();
  const { item } = entry;
  // the highlight of an unread item stays while the tab is open, even once it was marked read
  const [unread, setUnread] = useState(entry.unread);
  if (entry.unread && !unread) setUnread(true);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [muting, setMuting] = useState(false);

  const game = item.gameDescription ?? '';
  const isInvite = item.type === 'invite';
  const received = isInvite && item.status === 'TO';
  const accepted = item.accepted === 1;
  const when =
    item.Created !== undefined
      ? (formatRelativeTime(item.Created, i18n.language) ?? t('notifications.general.unknownTime'))
      : isInvite
        ? t('notifications.general.unknownTime')
        : null;

  const accept = async () => {
    if (accepted) return;
    setMessage(null);
    if (!(await onAccept(item))) {
      setMessage({ text: t('notifications.general.acceptFailed', { name: item.name }), failed: true });
    }
  };

  const toggleMute = async () => {
    if (muting || item.gameId === null) return;
    setMuting(true);
    setMessage(null);
    const outcome = await onMute(item.gameId, !muted);
    setMuting(false);
    if (outcome === 'saved') {
      setMessage({
        text: muted
          ? t('notifications.general.unmuted', { game })
          : t('notifications.general.muted', { game }),
        failed: false,
      });
    } else {
      setMessage({
        text:
          outcome === 'full' ? t('notifications.general.muteFull') : t('notifications.general.muteFailed'),
        failed: true,
      });
    }
  };

  return (
    <li className={`noti-item noti-general-item${unread ? ' noti-item--unread' : ''}`}>
      <div className="noti-item__faces" aria-hidden="true">
        <NotificationFace image={item.profileImage} mediaBaseUrl={mediaBaseUrl} />
      </div>
      <div className="noti-item__body">
        <p className="noti-item__sentence">
          {unread ? <span className="noti-item__badge">{t('notifications.general.unread')}</span> : null}
          {t(`notifications.general.${sentenceOf(item)}`, { name: item.name, game })}
        </p>
        {isInvite || when !== null ? (
          <p className="noti-item__meta">
            {isInvite ? (
              <>
                <ImageWithFallback
                  className="noti-item__game"
                  src={mediaUrl(item.gameImage ?? '', mediaBaseUrl)}
                  fallback={DEFAULT_GAME_IMAGE}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                />
                <span className="noti-item__game-name">{game}</span>
              </>
            ) : null}
            {isInvite && !received && accepted ? (
              <span className="noti-general__accepted">{t('notifications.general.accepted')}</span>
            ) : null}
            {when !== null ? (
              <time className="noti-item__time" dateTime={item.Created}>
                {when}
              </time>
            ) : null}
          </p>
        ) : null}
        {received ? (
          <div className="noti-item__actions">
            <button
              type="button"
              className={`button button--small ${accepted ? 'button--secondary noti-general__accept--done' : 'button--primary'}`}
              aria-disabled={accepted}
              aria-label={
                accepted
                  ? t('notifications.general.acceptedLabel', { name: item.name, game })
                  : t('notifications.general.acceptLabel', { name: item.name, game })
              }
              onClick={() => void accept()}
            >
              {accepted ? `✓ ${t('notifications.general.accepted')}` : t('notifications.general.accept')}
            </button>
            {item.gameId !== null ? (
              <button
                type="button"
                className="button button--secondary button--small"
                aria-pressed={muted}
                aria-disabled={muting}
                onClick={() => void toggleMute()}
              >
                {t('notifications.general.mute', { game })}
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="noti-item__sent noti-general__message" role="status">
          {message && !message.failed ? message.text : null}
        </p>
        <p className="field__error noti-general__message" role="alert">
          {message?.failed ? message.text : null}
        </p>
      </div>
    </li>
  );
}
