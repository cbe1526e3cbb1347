/**
 * The community lists' raw material (docs/data-model.md "Community lists"): one entry per user per
 * list, ranked in the list's index partition, and the daily trend buckets the trending lists sum.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { playerCardSchema } from './cards';
import { counter } from './fields';

/** The community lists a user can be on. */
export const COMMUNITY_LISTS = ['NEW', 'POPULAR', 'TRENDING', 'NEWTRENDING'] as const;
export type CommunityList = (typeof COMMUNITY_LISTS)[number];

/**
 * A user's place on one community list: `rank` sorts the list (descending), as a string that sorts
 * as text (a zero-padded count, or an ISO time).
 */
export const ListEntryEntity = /* @__PURE__ */ defineEntity({
  name: 'listEntry',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      list: v.picklist(COMMUNITY_LISTS),
      rank: v.pipe(v.string(), v.minLength(1)),
      expiresAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      /** the player's card (domain/matching/card.ts), copied here by the stream */
      card: v.optional(playerCardSchema()),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'LIST', parts: ['list'] },
  gsi1: { pk: { prefix: 'LIST', parts: ['list'] }, sk: { prefix: '', parts: ['rank', 'uuid'] } },
  ttl: (entry) => entry.expiresAt,
});
export type ListEntry = v.InferOutput<typeof ListEntryEntity.schema>;

/**
 * What happened to a user's profile on one UTC day (`day` yyyy-MM-dd): profile views and new
 * spectators, added by the stream handler; kept 8 days (the trending lists read the last 7).
 */
export const TrendBucketEntity = /* @__PURE__ */ defineEntity({
  name: 'trendBucket',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      day: v.pipe(v.string(), v.isoDate()),
      views: counter(),
      newSpectators: counter(),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'TREND', parts: ['day'] },
  ttl: (bucket) => bucket.expiresAt,
});
export type TrendBucket = v.InferOutput<typeof TrendBucketEntity.schema>;

/** The community lists whose size is counted (the four `…count` routes): every one of them. */
export const COUNTED_LISTS = COMMUNITY_LISTS;
export type CountedList = (typeof COUNTED_LISTS)[number];

/**
 * How many entries a community list holds (C2): one item per list, `ADD count ±1` by the stream
 * handler on each entry's insert and removal, exactly once (stream-events.ts `applyOnce`). Reading a
 * count is one GetItem (0.5 RCU) whatever the size of the list.
 */
export const ListCountEntity = /* @__PURE__ */ defineEntity({
  name: 'listCount',
  schema: () =>
    v.object({
      list: v.picklist(COUNTED_LISTS),
      count: counter(),
    }),
  pk: { prefix: 'LISTCOUNT', parts: ['list'] },
  sk: { prefix: 'COUNT', parts: [] },
});
export type ListCount = v.InferOutput<typeof ListCountEntity.schema>;

/**
 * The players a game gained on one UTC day (`day` yyyy-MM-dd): user games added to its community,
 * counted by the stream handler; kept 8 days (the trending flags, G11, sum the last 7).
 */
export const GameTrendBucketEntity = /* @__PURE__ */ defineEntity({
  name: 'gameTrendBucket',
  schema: () =>
    v.object({
      gameId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      day: v.pipe(v.string(), v.isoDate()),
      players: counter(),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'GAME', parts: ['gameId'] },
  sk: { prefix: 'TREND', parts: ['day'] },
  ttl: (bucket) => bucket.expiresAt,
});
export type GameTrendBucket = v.InferOutput<typeof GameTrendBucketEntity.schema>;
