/**
 * One chronicle mention notice in the General tab (ours, issue 11: "mentions in posts and comments
 * reach the mentioned player as a notification"): the picture of the person who mentioned the caller,
 * "<name> mentioned you in a post" (or a comment), the excerpt of what they wrote as plain text, and
 * when (relative, 000 §9). Unread ones are highlighted and say so in words, as the tab's other items.
 *
 * The sentence is a link to the chronicle (/home/user-posts), stretched over the whole item, so a click
 * anywhere on it or Enter on the one tab stop opens the feed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotificationFace } from './NotificationFace';
import { PATHS } from '../../lib/paths';
import { formatRelativeTime } from '../../lib/relative-time';
import type { GeneralItem, MentionNotification } from '../../state/server/general-notifications';

export function MentionNotificationItem({
  entry,
  mediaBaseUrl,
}: {
  entry: GeneralItem<MentionNotification>;
  mediaBaseUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const { item } = entry;
  // the highlight of an unread item stays while the tab is open, even once it was marked read
  const [unread, setUnread] = useState(entry.unread);
  if (entry.unread && !unread) setUnread(true);
  const when = formatRelativeTime(item.Created, i18n.language) ?? t('notifications.general.unknownTime');
  const sentence = item.target === 'POST' ? 'mentionedPost' : 'mentionedComment';

  return (
    <li
      className={`noti-item noti-general-item noti-general-item--mention${unread ? ' noti-item--unread' : ''}`}
    >
      <div className="noti-item__faces" aria-hidden="true">
        <NotificationFace image={item.profileImage} mediaBaseUrl={mediaBaseUrl} />
      </div>
      <div className="noti-item__body">
        <p className="noti-item__sentence">
          {unread ? <span className="noti-item__badge">{t('notifications.general.unread')}</span> : null}
          <Link to={PATHS.home('user-posts')} className="noti-general__open">
            {t(`notifications.general.${sentence}`, { name: item.name })}
          </Link>
        </p>
        {item.excerpt ? <blockquote className="noti-item__quote">{item.excerpt}</blockquote> : null}
        <p className="noti-item__meta">
          <time className="noti-item__time" dateTime={item.Created}>
            {when}
          </time>
        </p>
      </div>
    </li>
  );
}
