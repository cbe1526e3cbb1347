/**
 * The game catalogue.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { counter, positiveId } from './fields';

/** A catalogue game. */
export const GameEntity = /* @__PURE__ */ defineEntity({
  name: 'game',
  schema: () =>
    v.object({
      gameId: positiveId(),
      description: v.pipe(v.string(), v.minLength(1)),
      genre: v.string(),
      type: v.string(),
      /** content rating (E, T, M...) */
      contentRating: v.string(),
      /** media keys (`media/games/...`) */
      imageKey: v.nullable(v.string()),
      thumbKey: v.nullable(v.string()),
      /** players: user-game items in the community index (stream-maintained) */
      gameCount: counter(),
      /** chat messages (stream-maintained) */
      messageCount: counter(),
      /**
       * players who joined on each of the last 7 UTC days (yyyy-MM-dd → players), copied from the
       * game's trend buckets by the stream so the trending flag reads the cached catalogue (G11)
       */
      recentJoins: v.optional(v.record(v.pipe(v.string(), v.isoDate()), counter())),
      /** the last day `recentJoins` was summed for, and its total (a later copy never loses players) */
      recentJoinsDay: v.optional(v.pipe(v.string(), v.isoDate())),
      recentJoinsTotal: v.optional(counter()),
    }),
  pk: { prefix: 'GAME', parts: ['gameId'] },
  sk: { prefix: 'GAME', parts: [] },
  gsi1: { pk: { prefix: 'GAMES', parts: [] }, sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] } },
});
export type Game = v.InferOutput<typeof GameEntity.schema>;
