/**
 * The small parts a post and a comment share (000 §2 "Likes list popup", "mentions", §4 "Chronicle"):
 * the text with its '@name' mentions (plain text, never HTML; a mention opens that player's card),
 * the like control (toggles at once, says so when the server refused it) with the list of who liked,
 * the relative time, and the post's media (an image, or a video that says errorMsg1 when it cannot play).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { chronicleTextParts, isVideoLink } from '../../lib/chronicle-text';
import { mediaUrl } from '../../lib/media';
import { formatRelativeTime } from '../../lib/relative-time';
import { useConfig } from '../../state/config';
import { likedBy, type LikeOutcome, type LikeUser } from '../../state/server/chronicle';
import { useUserCard } from '../../state/user-card';

/** A post's or comment's text: plain text, with each mention a button to the player's card. */
export function ChronicleText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const card = useUserCard();
  return (
    <p className={className}>
      {chronicleTextParts(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <button
            key={index}
            type="button"
            className="chronicle-mention"
            aria-label={t('chronicle.mention', { name: part.name })}
            onClick={() => card.open(part.name)}
          >
            {part.text}
          </button>
        ),
      )}
    </p>
  );
}

/** A player's picture and name (the name opens their card), and when they wrote. */
export function Byline({
  name,
  picture,
  created,
  size = 40,
}: {
  name: string;
  picture: string;
  created: string;
  size?: number;
}) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const card = useUserCard();
  const when = formatRelativeTime(created, i18n.language) ?? t('chronicle.unknownTime');
  return (
    <div className="chronicle-byline">
      <Avatar
        className="chronicle-byline__picture"
        picture={picture}
        mediaBaseUrl={config.mediaBaseUrl}
        size={size}
        eager
      />
      <button type="button" className="chronicle-byline__name" onClick={() => card.open(name)}>
        {name}
      </button>
      <time className="chronicle-byline__time muted" dateTime={created}>
        {when}
      </time>
    </div>
  );
}

/**
 * The like button (pressed when the caller likes it) with the count, and the count as a button that
 * shows who liked. A like refused by the server is put back (state/server/chronicle.ts) and said here.
 * On the caller's own post or comment (`own`) there is no like button (000 §5: no likes of your own
 * content); the count and who liked stay.
 */
export function LikeControl({
  likeCount,
  likeUsers,
  ownUserName,
  own,
  subject,
  onToggle,
}: {
  likeCount: number;
  likeUsers: LikeUser[];
  ownUserName: string | null;
  /** the caller wrote it */
  own: boolean;
  /** whose post or comment, for the button's name */
  subject: string;
  onToggle: () => Promise<LikeOutcome>;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<Exclude<LikeOutcome, 'saved'> | null>(null);
  const liked = likedBy({ likeUsers }, ownUserName);
  const toggle = async () => {
    setFailed(null);
    const outcome = await onToggle();
    if (outcome !== 'saved') setFailed(outcome);
  };
  return (
    <div className="chronicle-likes">
      {own ? null : (
        <button
          type="button"
          className={`chronicle-like${liked ? ' chronicle-like--on' : ''}`}
          aria-pressed={liked}
          aria-label={t('chronicle.like', { name: subject })}
          onClick={() => void toggle()}
        >
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t('chronicle.likeWord')}
        </button>
      )}
      {likeCount > 0 ? (
        <button
          type="button"
          className="chronicle-likes__count link-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('chronicle.likeCount', { count: likeCount })}
        </button>
      ) : (
        <span className="chronicle-likes__count muted">{t('chronicle.likeCount', { count: 0 })}</span>
      )}
      {open && likeCount > 0 ? (
        <ul
          id={listId}
          className="chronicle-likes__list"
          aria-label={t('chronicle.likedBy', { name: subject })}
        >
          {likeUsers.map((user) => (
            <li key={user.name}>{user.name}</li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p className="field__error" role="status">
          {failed === 'ownLike' ? t('chronicle.ownLike') : t('chronicle.likeFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** A post's media: an image, or a video with its controls; a video that cannot play says errorMsg1. */
export function PostMedia({ link, author }: { link: string; author: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const [failed, setFailed] = useState(false);
  const src = mediaUrl(link, config.mediaBaseUrl);
  if (!src) return null;
  if (isVideoLink(link)) {
    if (failed) {
      return (
        <p className="chronicle-media__error" role="alert">
          {t('chronicle.errorMsg1')}
        </p>
      );
    }
    return (
      <video
        className="chronicle-media"
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={t('chronicle.videoBy', { name: author })}
        onError={() => setFailed(true)}
      />
    );
  }
  if (failed) return null;
  return (
    <img
      className="chronicle-media"
      src={src}
      alt={t('chronicle.imageBy', { name: author })}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
