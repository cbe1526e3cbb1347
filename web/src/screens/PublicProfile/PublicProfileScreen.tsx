/**
 * A public profile (000 §2, §3), readable by anyone: username, country, time zone, picture, bio, the
 * games with their details and the checklist. A missing profile or a failed lookup leads to
 * /profile-not-available (000 §8). While it loads, the profile's skeleton holds the page's layout, so
 * the footer does not jump when the profile arrives. A visit that opens on a profile starts its two
 * calls before the first render (`preloadPublicProfile`, from app/UsernameRoute.tsx), alongside the
 * page's code, and the profile renders from their answers in slices (a deferred value), not in one
 * long task.
 */
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { preload } from 'swr';
import { PATHS } from '../../lib/paths';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useConfig } from '../../state/config';
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
        <div className="profile__columns">
          <GamesList games={gamesData} mediaBaseUrl={mediaBaseUrl} />
          <Checklist profile={user} />
        </div>
      </article>
    </PublicFrame>
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
