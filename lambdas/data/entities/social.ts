/**
 * Between players: spectating, blocks, reports, profile views and invites to play.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { flag, isoTimestamp, positiveId } from './fields';

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

/**
 * `fromUuid` invited `toUuid` to play `gameId` on `day` (the UTC day of `createdAt`): one item per
 * sender, recipient, game and day, so the key itself refuses a second invite that day (I1). An invite
 * the recipient's preferences refuse is stored too, but not `delivered`: it holds the day's place (a
 * second one is a dup, as for a delivered one, so the sender cannot tell them apart) and is in no index,
 * so the recipient never sees it. gsi1 lists a recipient's invites (status TO), gsi2 a sender's
 * accepted ones (status FROM): both sparse, newest first. Kept 90 days.
 */
export const InviteEntity = /* @__PURE__ */ defineEntity({
  name: 'invite',
  schema: () =>
    v.object({
      toUuid: v.pipe(v.string(), v.uuid()),
      fromUuid: v.pipe(v.string(), v.uuid()),
      gameId: positiveId(),
      /** yyyy-MM-dd, UTC */
      day: v.pipe(v.string(), v.isoDate()),
      /** the notification's InviteId: opaque, says nothing about who sent it */
      inviteId: v.pipe(v.string(), v.uuid()),
      createdAt: isoTimestamp(),
      /** false when the recipient's preferences refused it: stored, never shown */
      delivered: v.boolean(),
      accepted: flag(),
      acceptedAt: v.optional(v.nullable(isoTimestamp()), null),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['toUuid'] },
  sk: { prefix: 'INVITE', parts: ['gameId', 'fromUuid', 'day'] },
  gsi1: { pk: { prefix: 'INVITES_TO', parts: ['toUuid'] }, sk: { prefix: '', parts: ['createdAt'] } },
  gsi2: { pk: { prefix: 'INVITES_FROM', parts: ['fromUuid'] }, sk: { prefix: '', parts: ['createdAt'] } },
  sparse: {
    gsi1: (invite) => invite.delivered,
    gsi2: (invite) => invite.delivered && invite.accepted === 1,
  },
  ttl: (invite) => invite.expiresAt,
});
export type Invite = v.InferOutput<typeof InviteEntity.schema>;
