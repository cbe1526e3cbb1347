/**
 * A public profile (000 §2, §3), readable by anyone: username, country, time zone, picture, bio, the
 * games with their details and the checklist. A missing profile or a failed lookup leads to
 * /profile-not-available (000 §8). While it loads, the profile's skeleton holds the page's layout, so
 * the footer does not jump when the profile arrives.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useConfig } from '../../state/config';
import { usePublicProfile, usePublicProfileGames } from '../../state/server/public-profile';
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

  const user = profile.data?.[0];
  const unavailable = Boolean(profile.error || games.error || (profile.data && !user));
  useDocumentTitle(user ? t('titles.profile', { username: user.UserName }) : t('titles.loading'));

  useEffect(() => {
    if (unavailable) navigate(PATHS.profileNotAvailable, { replace: true });
  }, [unavailable, navigate]);

  if (unavailable || !user || !games.data) {
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
          <GamesList games={games.data} mediaBaseUrl={mediaBaseUrl} />
          <Checklist profile={user} />
        </div>
      </article>
    </PublicFrame>
  );
}
