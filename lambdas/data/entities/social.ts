/**
 * Between players: spectating, blocks and reports.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { isoTimestamp } from './fields';

/** `spectatorUuid` spectates (follows) `targetUuid`. */
export const SpectateEntity = /* @__PURE__ */ defineEntity({
  name: 'spectate',
  schema: () =>
    v.object({
      spectatorUuid: v.pipe(v.string(), v.uuid()),
      targetUuid: v.pipe(v.string(), v.uuid()),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'USER', parts: ['spectatorUuid'] },
  sk: { prefix: 'SPECTATING', parts: ['targetUuid'] },
  gsi1: {
    pk: { prefix: 'SPECTATORS', parts: ['targetUuid'] },
    sk: { prefix: '', parts: ['createdAt', 'spectatorUuid'] },
  },
  gsi2: {
    pk: { prefix: 'SPECTATING', parts: ['spectatorUuid'] },
    sk: { prefix: '', parts: ['createdAt', 'targetUuid'] },
  },
});
export type Spectate = v.InferOutput<typeof SpectateEntity.schema>;

/** `blockerUuid` blocked `blockedUuid`. */
export const BlockEntity = /* @__PURE__ */ defineEntity({
  name: 'block',
  schema: () =>
    v.object({
      blockerUuid: v.pipe(v.string(), v.uuid()),
      blockedUuid: v.pipe(v.string(), v.uuid()),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'USER', parts: ['blockerUuid'] },
  sk: { prefix: 'BLOCKED', parts: ['blockedUuid'] },
  gsi1: { pk: { prefix: 'BLOCKEDBY', parts: ['blockedUuid'] }, sk: { prefix: '', parts: ['blockerUuid'] } },
});
export type Block = v.InferOutput<typeof BlockEntity.schema>;

/** A report about a user, from the report/block popup (000 §7), filed by month for moderators. */
export const ReportEntity = /* @__PURE__ */ defineEntity({
  name: 'report',
  schema: () =>
    v.object({
      /** yyyy-MM */
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      reportId: v.pipe(v.string(), v.minLength(1)),
      reporterUuid: v.pipe(v.string(), v.uuid()),
      reportedUuid: v.pipe(v.string(), v.uuid()),
      reportedUserName: v.pipe(v.string(), v.minLength(1)),
      inappropriateProfile: v.boolean(),
      inappropriateMessage: v.boolean(),
      abuseBullying: v.boolean(),
      spam: v.boolean(),
      other: v.boolean(),
      block: v.boolean(),
      reportDetails: v.string(),
      /** a report of one chat message (ours): which one */
      messageId: v.optional(v.string()),
      gameId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    }),
  pk: { prefix: 'REPORT', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'reportId'] },
});
export type Report = v.InferOutput<typeof ReportEntity.schema>;

/**
 * `viewerUuid` opened `viewedUuid`'s profile on `day` (UTC yyyy-MM-dd): one item per viewer per day
 * (A14), kept 30 days. The stream handler counts it into `profileViewsCount` and the trend bucket.
 */
export const ProfileViewEntity = /* @__PURE__ */ defineEntity({
  name: 'profileView',
  schema: () =>
    v.object({
      viewedUuid: v.pipe(v.string(), v.uuid()),
      viewerUuid: v.pipe(v.string(), v.uuid()),
      day: v.pipe(v.string(), v.isoDate()),
      createdAt: isoTimestamp(),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['viewedUuid'] },
  sk: { prefix: 'VIEW', parts: ['day', 'viewerUuid'] },
  ttl: (view) => view.expiresAt,
});
export type ProfileView = v.InferOutput<typeof ProfileViewEntity.schema>;
