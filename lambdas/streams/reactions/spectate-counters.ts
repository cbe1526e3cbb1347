/**
 * Spectate edges counted (S1): a new edge adds 1 to the target's `spectatorsCount`, 1 to the
 * spectator's `spectatingCount` and 1 new spectator to the target's trend bucket of the edge's day; a
 * removed edge (unspectate, or a block removing it) takes 1 from both counts, never below 0. One
 * record has up to three effects; each is applied exactly once with a marker of its own
 * (`STREAM#<eventID>#spectators`, `#spectating`, `#trend`), so a retry after a partial failure
 * applies only the effects that are missing.
 */
import type { DataNeeds } from '../../core/deps';
import { SpectateEntity } from '../../data/entities';
import { effectMarkerId } from '../../data/stream-events';
import { TREND_BUCKET_TTL_DAYS, expiresAfterDay, utcDay } from '../../domain/social';
import { changeProfileCounterOnce, eventIdOf, parseImage } from './profile-counter';
import type { Reaction } from './reaction';

export const spectateCounters: Reaction<DataNeeds<'updateOnce' | 'addToTrendBucketOnce'>> = {
  name: 'spectate-counters',
  async react(change, deps) {
    const inserted = change.eventName === 'INSERT' && SpectateEntity.is(change.after);
    const removed = change.eventName === 'REMOVE' && SpectateEntity.is(change.before);
    if (!inserted && !removed) return;
    const eventId = eventIdOf(change);
    const edge = parseImage(SpectateEntity, inserted ? change.after : change.before);
    const delta = inserted ? 1 : -1;
    const effects = [
      changeProfileCounterOnce(deps, eventId, 'spectators', edge.targetUuid, 'spectatorsCount', delta),
      changeProfileCounterOnce(deps, eventId, 'spectating', edge.spectatorUuid, 'spectatingCount', delta),
    ];
    if (inserted) {
      const day = utcDay(edge.createdAt);
      effects.push(
        deps.data.addToTrendBucketOnce(
          effectMarkerId(eventId, 'trend'),
          { uuid: edge.targetUuid, day, expiresAt: expiresAfterDay(day, TREND_BUCKET_TTL_DAYS) },
          'newSpectators',
          deps.clock.now(),
        ),
      );
    }
    const outcomes = await Promise.allSettled(effects);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  },
};
