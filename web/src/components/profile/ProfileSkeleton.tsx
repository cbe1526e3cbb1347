/**
 * The profile's loading state: the shape of ProfileHeader, GamesList and Checklist in grey, so the page
 * keeps its layout (and the footer its place) while the profile loads. Shown by the public profile
 * while its chunk, the config and the profile arrive; reusable by any screen that shows a profile.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion, SkeletonText } from '../Skeleton';

/** Game rows held for: enough to fill a phone's screen below the header. */
export const SKELETON_GAME_ROWS = 6;
const CHECKLIST_ITEMS = 8;

export function ProfileSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={label ?? t('profile.loading')} className="profile">
      <div className="profile-header">
        <Skeleton shape="circle" width={128} height={128} />
        <div className="profile-header__text">
          <Skeleton shape="text" width="55%" className="skeleton--title" />
          <div className="facts skeleton-facts">
            <Skeleton shape="text" width={140} height="2.6em" />
            <Skeleton shape="text" width={160} height="2.6em" />
          </div>
          <SkeletonText lines={2} />
        </div>
      </div>
      <div className="profile__columns">
        <div className="panel">
          <Skeleton shape="text" width="40%" className="skeleton--heading" />
          <ul className="game-list" aria-hidden="true">
            {Array.from({ length: SKELETON_GAME_ROWS }, (_, index) => (
              <li key={index} className="game-card skeleton-game">
                <Skeleton width={48} height={48} />
                <Skeleton shape="text" width={index % 2 ? '45%' : '65%'} />
              </li>
            ))}
          </ul>
        </div>
        <div className="panel">
          <Skeleton shape="text" width="50%" className="skeleton--heading" />
          <ul className="checklist" aria-hidden="true">
            {Array.from({ length: CHECKLIST_ITEMS }, (_, index) => (
              <li key={index} className="checklist__item">
                <Skeleton width={20} height={20} />
                <Skeleton shape="text" width="60%" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SkeletonRegion>
  );
}
