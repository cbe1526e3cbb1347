/**
 * The matching engine's lists (domain/matching/engine.ts; docs/data-model.md "Matches"): each player's
 * match list and per-game match lists as bounded documents, and the reverse entries that say on whose
 * lists a player appears. Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { once } from '../../../lib/contract/lazy';
import { defineEntity } from '../entity';
import { playerCardSchema } from './cards';
import { positiveId } from './fields';

/** One stored entry, with short attribute names: a list of 50 stays under 8 KB (one read unit). */
export const storedMatchEntry = /* @__PURE__ */ once(() =>
  v.object({
    /** uuid */
    u: v.pipe(v.string(), v.uuid()),
    /** userName (face) */
    n: v.pipe(v.string(), v.minLength(1)),
    /** picture media key (face), null for the default */
    p: v.nullable(v.string()),
    /** combinedScore */
    s: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    /** first matched, epoch seconds */
    t: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** shared game ids */
    g: v.array(positiveId()),
    /** 1 when the list's owner spectates them */
    f: v.optional(v.picklist([0, 1]), 0),
  }),
);

export const MatchListEntity = /* @__PURE__ */ defineEntity({
  name: 'matchList',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      /** ALL_MATCHES_SCOPE, or a game id (zero-padded to 6) */
      scope: v.pipe(v.string(), v.regex(/^(ALL|\d{6})$/)),
      entries: v.array(storedMatchEntry()),
      /** epoch seconds of the rebuild that wrote it (offers from others keep it) */
      builtAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /** bumped by every write: an offer writes only over the revision it read */
      rev: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
      /** what the owner's card said when a rebuild ranked it (engine.ts `rankedFor`): an update compares it */
      rankedFor: v.optional(v.pipe(v.string(), v.maxLength(40))),
      /** ALL only: how many entries each per-game list holds (pjmatchescountbygame) */
      gameCounts: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.number())),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'MATCHLIST', parts: ['scope'] },
});
export type MatchList = v.InferOutput<typeof MatchListEntity.schema>;

/** "`uuid` appears on `viewerUuid`'s lists": found when `uuid`'s face changes or the account closes. */
export const MatchFanEntity = /* @__PURE__ */ defineEntity({
  name: 'matchFan',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      viewerUuid: v.pipe(v.string(), v.uuid()),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'FAN', parts: ['viewerUuid'] },
});
export type MatchFan = v.InferOutput<typeof MatchFanEntity.schema>;

/**
 * "`memberUuid`, who shares game `game` with `viewerUuid`, is on viewer's lists", with the card the
 * member had when they were last scored there: what an update scores again when the viewer changes their
 * details on that game (docs/data-model.md M13), one Query of the viewer's partition per changed game.
 */
export const MatchMemberEntity = /* @__PURE__ */ defineEntity({
  name: 'matchMember',
  schema: () =>
    v.object({
      viewerUuid: v.pipe(v.string(), v.uuid()),
      /** the shared game id, zero-padded to 6 */
      game: v.pipe(v.string(), v.regex(/^\d{6}$/)),
      memberUuid: v.pipe(v.string(), v.uuid()),
      card: playerCardSchema(),
    }),
  pk: { prefix: 'USER', parts: ['viewerUuid'] },
  sk: { prefix: 'MATCHMEMBER', parts: ['game', 'memberUuid'] },
  // an update reads up to ≈ 100 of them: the keys already say whose, which game and who
  keyOnly: ['viewerUuid', 'game', 'memberUuid'],
});
export type MatchMember = v.InferOutput<typeof MatchMemberEntity.schema>;
