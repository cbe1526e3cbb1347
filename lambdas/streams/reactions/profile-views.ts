/**
 * Profile views counted (A14): a new view item adds 1 to the viewed profile's `profileViewsCount`
 * and 1 view to their trend bucket of the view's day, each exactly once (markers
 * `STREAM#<eventID>#views` and `#trend`). A view item expiring (TTL, after 30 days) changes nothing:
 * the count is of all views ever.
 */
import type { DataNeeds } from '../../core/deps';
import { ProfileViewEntity } from '../../data/entities';
import { effectMarkerId } from '../../data/stream-events';
import { TREND_BUCKET_TTL_DAYS, expiresAfterDay } from '../../domain/social';
import { changeProfileCounterOnce, eventIdOf, parseImage } from './profile-counter';
import type { Reaction } from './reaction';

export const profileViews: Reaction<DataNeeds<'updateOnce' | 'addToTrendBucketOnce'>> = {
  name: 'profile-views',
  async react(change, deps) {
    if (change.eventName !== 'INSERT' || !ProfileViewEntity.is(change.after)) return;
    const eventId = eventIdOf(change);
    const view = parseImage(ProfileViewEntity, change.after);
    const outcomes = await Promise.allSettled([
      changeProfileCounterOnce(deps, eventId, 'views', view.viewedUuid, 'profileViewsCount', 1),
      deps.data.addToTrendBucketOnce(
        effectMarkerId(eventId, 'trend'),
        {
          uuid: view.viewedUuid,
          day: view.day,
          expiresAt: expiresAfterDay(view.day, TREND_BUCKET_TTL_DAYS),
        },
        'views',
        deps.clock.now(),
      ),
    ]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  },
};
