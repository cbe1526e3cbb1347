/**
 * The user card (000 §2 "User card modal: a profile with match score", "Profile view ... also shown
 * as a carousel popup over another user"): another user's profile, read-only, with the match ring,
 * spectate/unspectate, the spectators and spectating counts that open their lists (with a back
 * button), the message popup (MessageDialog), the invite to play (components/invite) and report/block. Opening it records a profile view, never for your own (000 §5). A user
 * who is deactivated or blocked either way reads as an empty profile: the card says the profile is
 * not available. The dialog shell around it is components/people/PersonDialog (the app composes them).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OWN_PROFILE_MATCH_SCORE } from '../../../../lib/contract/constants';
import { LoadFailed } from '../../components/ListState';
import { PageLoading } from '../../components/PageLoading';
import { InviteDialog } from '../../components/invite/InviteDialog';
import { MatchRing } from '../../components/people/MatchRing';
import { SpectateListPage } from '../../components/people/SpectateListPage';
import { Checklist } from '../../components/profile/Checklist';
import { GamesList } from '../../components/profile/GamesList';
import { ProfileHeader } from '../../components/profile/ProfileHeader';
import { formatRelativeTime } from '../../lib/relative-time';
import { useConfig } from '../../state/config';
import { foldCase, sameUserName } from '../../../../lib/contract/user-names';
import { useOwnUsername } from '../../state/own-name';
import { useUserProfile } from '../../state/server/own-profile';
import { usePlatforms } from '../../state/server/platforms';
import { useUserGames } from '../../state/server/user-games';
import { useProfileMatch } from '../../state/server/profile-match';
import { useRecordProfileView } from '../../state/server/profile-views';
import { useSpectateCount, type SpectateListKind } from '../../state/server/spectate-lists';
import { useSession } from '../../state/session';
import { useUserCard } from '../../state/user-card';
import { toProfileView } from './profile-view';
import { MessageDialog } from './MessageDialog';
import { ReportBlockDialog } from './ReportBlockDialog';
import { SpectateButton } from './SpectateButton';

export function UserCard({ userName, onClose }: { userName: string; onClose: () => void }) {
  // a card switched to another user starts afresh (profile view, no popup open)
  return <UserCardContent key={foldCase(userName)} userName={userName} onClose={onClose} />;
}

function UserCardContent({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { uuid } = useSession();
  const ownUserName = useOwnUsername();
  const own = ownUserName !== null && sameUserName(ownUserName, userName);
  const [view, setView] = useState<'profile' | SpectateListKind>('profile');
  const countButtons = useRef(new Map<SpectateListKind, HTMLButtonElement>());
  useRecordProfileView(uuid, own ? null : userName);

  const back = () => {
    const from = view;
    setView('profile');
    if (from !== 'profile') queueMicrotask(() => countButtons.current.get(from)?.focus());
  };

  return (
    <div className="user-card">
      {view === 'profile' ? null : <SpectateListPage userName={userName} kind={view} onBack={back} />}
      <div hidden={view !== 'profile'}>
        <ProfileView
          userName={userName}
          own={own}
          ownUserName={ownUserName}
          onClose={onClose}
          onOpenList={setView}
          countButtons={countButtons.current}
        />
      </div>
    </div>
  );
}

function ProfileView({
  userName,
  own,
  ownUserName,
  onClose,
  onOpenList,
  countButtons,
}: {
  userName: string;
  own: boolean;
  ownUserName: string | null;
  onClose: () => void;
  onOpenList: (kind: SpectateListKind) => void;
  countButtons: Map<SpectateListKind, HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const profile = useUserProfile(userName, uuid);
  const games = useUserGames(userName);
  const platforms = usePlatforms(userName);
  const [reporting, setReporting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [inviting, setInviting] = useState(false);

  // a user who is gone or blocked either way reads as an empty profile (their games and platforms are
  // refused too): the card says so rather than offering a retry that cannot help
  if (profile.data && profile.data.length === 0) {
    return <p className="user-card__unavailable">{t('userCard.unavailable')}</p>;
  }
  // a failed games or platforms read counts once the profile is known to be there
  const failed = profile.error || (profile.data && (games.error || platforms.error));
  if (failed) {
    return (
      <LoadFailed
        message={t('userCard.loadFailed')}
        onRetry={() => {
          void profile.mutate();
          void games.mutate();
          void platforms.mutate();
        }}
      />
    );
  }
  if (!profile.data || !games.data || !platforms.data) return <PageLoading label={t('userCard.loading')} />;
  const user = profile.data[0];
  if (!user) return <p className="user-card__unavailable">{t('userCard.unavailable')}</p>;

  const view = toProfileView(user, platforms.data.queryResult);

  return (
    <article className="user-card__profile">
      <ProfileHeader profile={view} mediaBaseUrl={mediaBaseUrl} />
      <Presence online={user.AvailableNow === 1} lastLogin={user.LastLogin} />
      <div className="user-card__bar">
        <CardRing uuid={uuid} userName={userName} own={own} />
        <div className="user-card__actions">
          <SpectateButton uuid={uuid} userName={user.UserName} own={own} ownUserName={ownUserName} />
          {own ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-haspopup="dialog"
              aria-label={t('messageModal.openLabel', { username: user.UserName })}
              onClick={() => setMessaging(true)}
            >
              {t('messageModal.open')}
            </button>
          )}
          {own ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-haspopup="dialog"
              aria-label={t('invite.openLabel', { username: user.UserName })}
              onClick={() => setInviting(true)}
            >
              {t('invite.open')}
            </button>
          )}
          {own ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-haspopup="dialog"
              onClick={() => setReporting(true)}
            >
              {t('userCard.reportBlock')}
            </button>
          )}
        </div>
      </div>
      <SpectateCounts
        uuid={uuid}
        userName={user.UserName}
        showSpectating={own || user.showSpectating === 1}
        onOpenList={onOpenList}
        countButtons={countButtons}
      />
      <div className="profile__columns user-card__columns">
        <GamesList games={games.data} mediaBaseUrl={mediaBaseUrl} />
        <Checklist profile={view} />
      </div>
      {messaging ? (
        <MessageDialog
          uuid={uuid}
          userName={user.UserName}
          ownUserName={ownUserName}
          onClose={() => setMessaging(false)}
          onSent={() => {
            setMessaging(false);
            userCard.announce(t('messageModal.sent', { username: user.UserName }));
          }}
        />
      ) : null}
      {inviting ? (
        <InviteDialog ownUserName={ownUserName} userName={user.UserName} onClose={() => setInviting(false)} />
      ) : null}
      {reporting ? (
        <ReportBlockDialog
          uuid={uuid}
          userName={user.UserName}
          onClose={() => setReporting(false)}
          onBlocked={() => {
            onClose();
            userCard.announce(t('userCard.blocked', { username: user.UserName }));
          }}
        />
      ) : null}
    </article>
  );
}

/** Online now, or when they were last online (000 §9 relative time; 'unknown' when missing, §8). */
function Presence({ online, lastLogin }: { online: boolean; lastLogin: string | null }) {
  const { t, i18n } = useTranslation();
  if (online) {
    return (
      <p className="user-card__presence user-card__presence--online">
        <span className="user-card__presence-dot" aria-hidden="true" />
        {t('userCard.online')}
      </p>
    );
  }
  const time = formatRelativeTime(lastLogin, i18n.language) ?? t('userCard.unknownTime');
  return <p className="user-card__presence muted">{t('userCard.lastSeen', { time })}</p>;
}

/** The ring: your own profile shows 100% (000 §9); anyone else's is the server's score for the pair. */
function CardRing({ uuid, userName, own }: { uuid: string; userName: string; own: boolean }) {
  const { t } = useTranslation();
  const { match, error, isLoading, mutate } = useProfileMatch(uuid, own ? null : userName);
  if (own) return <MatchRing score={OWN_PROFILE_MATCH_SCORE} own />;
  if (match) return <MatchRing score={match.combinedScore} match={match} />;
  if (error) {
    return (
      <div className="match-ring match-ring--placeholder">
        <LoadFailed message={t('userCard.matchFailed')} onRetry={() => void mutate()} />
      </div>
    );
  }
  return (
    <div className="match-ring match-ring--placeholder" role="status">
      {isLoading ? t('userCard.matchLoading') : null}
    </div>
  );
}

/** The spectators and spectating counts; each opens its list inside the card (000 §2). */
function SpectateCounts({
  uuid,
  userName,
  showSpectating,
  onOpenList,
  countButtons,
}: {
  uuid: string;
  userName: string;
  showSpectating: boolean;
  onOpenList: (kind: SpectateListKind) => void;
  countButtons: Map<SpectateListKind, HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const spectators = useSpectateCount('spectators', uuid, userName);
  const spectating = useSpectateCount('spectating', uuid, showSpectating ? userName : null);
  const kinds: Array<[SpectateListKind, number | undefined]> = [
    ['spectators', spectators.count],
    ...(showSpectating ? [['spectating', spectating.count] as [SpectateListKind, number | undefined]] : []),
  ];
  return (
    <ul className="user-card__counts" aria-label={t('userCard.countsLabel')}>
      {kinds.map(([kind, count]) => (
        <li key={kind}>
          <button
            type="button"
            className="user-card__count"
            ref={(element) => {
              if (element) countButtons.set(kind, element);
              else countButtons.delete(kind);
            }}
            onClick={() => onOpenList(kind)}
          >
            {count === undefined ? (
              <>
                {t(`userCard.${kind}Label`)} <span aria-hidden="true">…</span>
              </>
            ) : (
              t(`userCard.${kind}`, { count })
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
