/**
 * Profile views counted (A14): a new view item adds 1 to the viewed profile's `profileViewsCount`
 * and 1 view to their trend bucket of the view's day, together and exactly once (one transaction
 * with the marker `STREAM#<eventID>#view`). A view item expiring (TTL, after 30 days) changes
 * nothing: the count is of all views ever.
 */
import type { DataNeeds } from '../../data/access';
import { trendBucketIncrement } from '../../data/community-lists';
import { ProfileViewEntity } from '../../data/entities';
import { TREND_BUCKET_TTL_DAYS, expiresAfterDay } from '../../domain/social';
import { applyRecordOnce, parseImage, profileCounterChange } from './profile-counter';
import type { Reaction } from './reaction';
import { applyOnce } from '../../data/stream-events';

export const profileViews: Reaction<DataNeeds<'applyOnce'>> = {
  name: 'profile-views',
  data: { applyOnce },
  async react(change, deps) {
    if (change.eventName !== 'INSERT' || !ProfileViewEntity.is(change.after)) return;
    const view = parseImage(ProfileViewEntity, change.after);
    await applyRecordOnce(
      change,
      'view',
      [
        profileCounterChange(view.viewedUuid, 'profileViewsCount', 1),
        trendBucketIncrement(
          {
            uuid: view.viewedUuid,
            day: view.day,
            expiresAt: expiresAfterDay(view.day, TREND_BUCKET_TTL_DAYS),
          },
          'views',
        ),
      ],
      deps,
    );
  },
};
