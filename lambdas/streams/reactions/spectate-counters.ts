/**
 * Spectate edges counted (S1): a new edge adds 1 to the target's `spectatorsCount`, 1 to the
 * spectator's `spectatingCount` and 1 new spectator to the target's trend bucket of the edge's day; a
 * removed edge (unspectate, or a block removing it) takes 1 from both counts, never below 0. All the
 * updates of one record go in one transaction with the marker `STREAM#<eventID>#spectate`, so each is
 * applied exactly once, together, however often the record is delivered.
 */
import type { DataNeeds } from '../../data/access';
import { trendBucketIncrement } from '../../data/community-lists';
import { SpectateEntity } from '../../data/entities';
import { TREND_BUCKET_TTL_DAYS, expiresAfterDay, utcDay } from '../../domain/social';
import { applyRecordOnce, parseImage, profileCounterChange } from './profile-counter';
import type { Reaction } from './reaction';
import { applyOnce } from '../../data/stream-events';

export const spectateCounters: Reaction<DataNeeds<'applyOnce'>> = {
  name: 'spectate-counters',
  data: { applyOnce },
  async react(change, deps) {
    const inserted = change.eventName === 'INSERT' && SpectateEntity.is(change.after);
    const removed = change.eventName === 'REMOVE' && SpectateEntity.is(change.before);
    if (!inserted && !removed) return;
    const edge = parseImage(SpectateEntity, inserted ? change.after : change.before);
    const delta = inserted ? 1 : -1;
    const updates = [
      profileCounterChange(edge.targetUuid, 'spectatorsCount', delta),
      profileCounterChange(edge.spectatorUuid, 'spectatingCount', delta),
    ];
    if (inserted) {
      const day = utcDay(edge.createdAt);
      updates.push(
        trendBucketIncrement(
          { uuid: edge.targetUuid, day, expiresAt: expiresAfterDay(day, TREND_BUCKET_TTL_DAYS) },
          'newSpectators',
        ),
      );
    }
    await applyRecordOnce(change, 'spectate', updates, deps);
  },
};
