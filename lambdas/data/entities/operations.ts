/**
 * Bookkeeping of the platform itself: applied stream events, the seed marker.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { isoTimestamp } from './fields';

/** Marks a stream record as applied, so a redelivered record changes nothing. */
export const StreamEventEntity = /* @__PURE__ */ defineEntity({
  name: 'streamEvent',
  schema: () =>
    v.object({
      eventId: v.pipe(v.string(), v.minLength(1)),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'STREAM', parts: ['eventId'] },
  sk: { prefix: 'APPLIED', parts: [] },
  ttl: (event) => event.expiresAt,
});

/** Records a finished seed. */
export const SeedMarkerEntity = /* @__PURE__ */ defineEntity({
  name: 'seedMarker',
  schema: () =>
    v.object({
      seededAt: isoTimestamp(),
      games: v.pipe(v.number(), v.integer()),
      users: v.pipe(v.number(), v.integer()),
    }),
  pk: { prefix: 'SEED', parts: [] },
  sk: { prefix: 'MARKER', parts: [] },
});
export type SeedMarker = v.InferOutput<typeof SeedMarkerEntity.schema>;
