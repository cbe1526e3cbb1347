/**
 * The games a player plays, with their per-game details.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { playerCardSchema } from './cards';
import { isoTimestamp, positiveId } from './fields';

/** One game a user plays, with their details; in the game's community index while the user is active. */
export const UserGameEntity = /* @__PURE__ */ defineEntity({
  name: 'userGame',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      gameId: positiveId(),
      platform: v.pipe(v.number(), v.integer()),
      skillLevel: v.pipe(v.number(), v.integer()),
      frequency: v.pipe(v.number(), v.integer()),
      rating: v.pipe(v.number(), v.integer()),
      addedAt: isoTimestamp(),
      /** snapshot for the mention picker; refreshed on rename */
      userName: v.pipe(v.string(), v.minLength(1)),
      active: v.boolean(),
      /**
       * the game's chat message count when the user last had its room open (H5: unread = the game's
       * `messageCount` minus this); null until they first open it
       */
      chatSeenCount: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
      /** the player's card (domain/matching/card.ts), copied here by the stream */
      card: v.optional(playerCardSchema()),
      /** the matching pool's bucket and sort key (model/matching.ts poolPlace, poolKey), set with the card */
      poolBucket: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      // 17 digits (poolKey); 4 digits in tables written before 2026-11-29, until the card is copied again
      poolDetails: v.optional(v.pipe(v.string(), v.regex(/^(\d{4}|\d{17})$/))),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] },
  /**
   * A game's community, newest first. Projects only the card (the card holds the uuid): the sort key is
   * the joining time alone, as a page is read in order and resumed from DynamoDB's own cursor.
   */
  gsi3: {
    pk: { prefix: 'PLAYERS', parts: ['gameId'] },
    sk: { prefix: '', parts: ['addedAt'] },
  },
  /** A game's matching pool; projects only the card. */
  gsi4: {
    pk: { prefix: 'POOL', parts: ['gameId', 'poolBucket'] },
    sk: { prefix: '', parts: ['poolDetails', 'uuid'] },
  },
  sparse: {
    gsi3: (game) => game.active,
    gsi4: (game) => game.active && game.poolBucket !== undefined && game.poolDetails !== undefined,
  },
});
export type UserGame = v.InferOutput<typeof UserGameEntity.schema>;
