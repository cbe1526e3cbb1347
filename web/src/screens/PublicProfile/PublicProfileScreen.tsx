/**
 * A public profile (000 §2, §3), readable by anyone: username, country, time zone, picture, bio, the
 * games with their details and the checklist. A missing profile or a failed lookup leads to
 * /profile-not-available (000 §8). While it loads, the profile's skeleton holds the page's layout, so
 * the footer does not jump when the profile arrives. A visit that opens on a profile starts its two
 * calls before the first render (`preloadPublicProfile`, from app/UsernameRoute.tsx), alongside the
 * page's code, and the profile renders from their answers in slices (a deferred value), not in one
 * long task. A visitor signed in on this browser (a live session) who looks at another player's
 * profile may invite them to play: the invite popup (components/invite) is a chunk of its own, loaded
 * on the first press, so an anonymous visit never downloads it.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { preload } from 'swr';
import { PATHS } from '../../lib/paths';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useLiveSession } from '../../lib/live-session';
import { useConfig } from '../../state/config';
import { sameUserName } from '../../../../lib/contract/user-names';
import { useOwnUsername } from '../../state/own-name';
import {
  publicProfileGamesKey,
  publicProfileKey,
  usePublicProfile,
  usePublicProfileGames,
} from '../../state/server/public-profile';
import { apiFetcher } from '../../state/swr-config';
import { Checklist } from '../../components/profile/Checklist';
import { GamesList } from '../../components/profile/GamesList';
import { PROFILE_NAME_ID, ProfileHeader } from '../../components/profile/ProfileHeader';
import { ProfileSkeleton } from '../../components/profile/ProfileSkeleton';

// The invite popup brings the games list and the signed-in client: loaded on the first press only.
const LazyInviteDialog = lazy(() =>
  import('../../components/invite/InviteDialog').then((module) => ({ default: module.InviteDialog })),
);

export function PublicProfileScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mediaBaseUrl } = useConfig();
  const profile = usePublicProfile(username);
  const games = usePublicProfileGames(username);

  // the answers arrive as urgent updates; the profile they fill in renders at transition priority, in slices
  const profileData = useDeferredValue(profile.data);
  const gamesData = useDeferredValue(games.data);

  const user = profileData?.[0];
  const unavailable = Boolean(profile.error || games.error || (profile.data && !profile.data[0]));
  useDocumentTitle(user ? t('titles.profile', { username: user.UserName }) : t('titles.loading'));

  useEffect(() => {
    if (unavailable) navigate(PATHS.profileNotAvailable, { replace: true });
  }, [unavailable, navigate]);

  if (unavailable || !user || !gamesData) {
    return (
      <PublicFrame>
        <ProfileSkeleton />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame>
      <article className="profile" aria-labelledby={PROFILE_NAME_ID}>
        <ProfileHeader profile={user} mediaBaseUrl={mediaBaseUrl} />
        <InviteToPlay userName={user.UserName} />
        <div className="profile__columns">
          <GamesList games={gamesData} mediaBaseUrl={mediaBaseUrl} />
          <Checklist profile={user} />
        </div>
      </article>
    </PublicFrame>
  );
}

/** "Invite to play" for a signed-in visitor on someone else's profile; nothing otherwise. */
function InviteToPlay({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const signedIn = useLiveSession();
  const ownUserName = useOwnUsername();
  const [open, setOpen] = useState(false);
  if (!signedIn || ownUserName === null || sameUserName(ownUserName, userName)) return null;
  return (
    <div className="profile__actions">
      <button
        type="button"
        className="button button--primary button--small"
        aria-haspopup="dialog"
        aria-label={t('invite.openLabel', { username: userName })}
        onClick={() => setOpen(true)}
      >
        {t('invite.open')}
      </button>
      {open ? (
        <ErrorBoundary
          resetKey={userName}
          fallback={
            <p className="field__error" role="alert">
              {t('invite.unavailable')}
            </p>
          }
        >
          <Suspense fallback={null}>
            <LazyInviteDialog ownUserName={ownUserName} userName={userName} onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}

/**
 * Starts the profile's two calls ahead of the screen's first render; the screen's hooks take their
 * answers (SWR's preload). A failed call is the hooks' to show: the profile is then not available.
 */
export function preloadPublicProfile(username: string): void {
  for (const key of [publicProfileKey(username), publicProfileGamesKey(username)]) {
    preload(key, apiFetcher).catch(() => {});
  }
}
