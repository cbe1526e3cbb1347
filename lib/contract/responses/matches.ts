/**
 * Matches: the people lists, their counts and the match explanation (000 §3 "Matches", §7;
 * docs/matching.md). How the shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { DEFAULT_MATCH_SCORE } from '../constants';
import { once } from '../lazy';
import { count, countOf, matchesOf, onOff, percentage, timestamp, whole } from './fields';

/**
 * Another user as every list of people shows them (000 §3 "Match item"): SpecUser 1 when the viewer
 * spectates them, newMatchFlag 1 for a new match. A missing combinedScore reads as the default
 * score (000 §9), so the client never shows an empty ring.
 */
export const matchItem = /* @__PURE__ */ once(() =>
  v.object({
    userName: v.string(),
    image: v.string(),
    SpecUser: onOff(),
    newMatchFlag: onOff(),
    combinedScore: v.optional(percentage(), DEFAULT_MATCH_SCORE),
  }),
);
export type MatchItem = v.InferOutput<ReturnType<typeof matchItem>>;

/** A match item of the online list, with when the user came online (000 §3: "also carry Created"). */
export const onlineMatchItem = /* @__PURE__ */ once(() =>
  v.object({ ...matchItem().entries, Created: timestamp() }),
);
export type OnlineMatchItem = v.InferOutput<ReturnType<typeof onlineMatchItem>>;

/**
 * A match item of the Spectating panel (`specall`): Online 1 when the user signed in within the last
 * 15 minutes (the panel lists online ones first). Beyond the spec's match item; additive.
 */
export const spectatingItem = /* @__PURE__ */ once(() =>
  v.object({ ...matchItem().entries, Online: onOff() }),
);

/** A match item of a game's lists, with the game (000 §3: "also carry GameId, GameImageSrc..."). */
export const gameMatchItem = /* @__PURE__ */ once(() =>
  v.object({
    ...matchItem().entries,
    GameId: whole(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
  }),
);

/** The match between the caller and one user with its parts (000 §3 "Profile match parts"). */
export const matchScoreParts = /* @__PURE__ */ once(() =>
  v.object({
    ...matchItem().entries,
    gameMatchPercentage: percentage(),
    genreMatchPercentage: percentage(),
    checklistMatchPercentage: percentage(),
    detailsMatchPercentage: percentage(),
  }),
);

/**
 * Beyond the spec: why the ring shows what it shows (docs/matching.md). These fields are additive and
 * optional; the spec's names above are untouched. Structured data only: the web words it.
 */
/** The on/off checklist items the score compares (000 §4 checklist; game style apart). */
export const MATCH_FLAG_ITEMS = [
  'streamer',
  'microphone',
  'familyFriendly',
  'moderator',
  'discord',
  'pcConsole',
] as const;
export type MatchFlagItem = (typeof MATCH_FLAG_ITEMS)[number];
/** The per-game details the score compares (000 §3 "User game entry"). */
export const MATCH_DETAIL_FIELDS = ['platform', 'skillLevel', 'frequency', 'rating'] as const;
export type MatchDetailField = (typeof MATCH_DETAIL_FIELDS)[number];

/** A game by id and catalogue name (the names of 000 §3 "Selected game"). */
const namedGame = () => ({ gameId: whole(), gameDescription: v.string() });

/** What the pair has in common, part by part. */
export const matchExplanation = /* @__PURE__ */ once(() =>
  v.object({
    /** games both play, by description */
    sharedGames: v.array(v.object(namedGame())),
    /** catalogue genres both play, most shared first */
    sharedGenres: v.array(v.string()),
    /** game style when both gave the same one (1 relaxed, 2 competitive), else null */
    sameGameStyle: v.nullable(v.union([v.literal(1), v.literal(2)])),
    /** checklist items both have on */
    sharedChecklist: v.array(v.picklist(MATCH_FLAG_ITEMS)),
    /** real platforms (2..7) both have on */
    sharedPlatforms: v.array(whole()),
    /** per shared game, the details both answered with the same code */
    sameDetails: v.array(v.object({ ...namedGame(), fields: v.array(v.picklist(MATCH_DETAIL_FIELDS)) })),
  }),
);
export type MatchExplanation = v.InferOutput<ReturnType<typeof matchExplanation>>;

/**
 * The one change to the viewer's own profile that raises combinedScore the most, and the score it
 * would give (computed by re-scoring the changed profile): add a game the other plays, turn on a
 * checklist item they have on (never the self-labels streamer and moderator), give the game style they
 * gave (only when the viewer gave none), turn
 * on a platform they use, or answer a detail of a shared game the viewer left unanswered with the
 * other's answer (the score then holds for that answer).
 */
export const matchSuggestion = /* @__PURE__ */ once(() =>
  v.variant('change', [
    v.object({ change: v.literal('addGame'), ...namedGame(), combinedScore: percentage() }),
    v.object({
      change: v.literal('turnOn'),
      item: v.picklist(MATCH_FLAG_ITEMS),
      combinedScore: percentage(),
    }),
    v.object({
      change: v.literal('setGameStyle'),
      gameStyle: v.union([v.literal(1), v.literal(2)]),
      combinedScore: percentage(),
    }),
    v.object({ change: v.literal('addPlatform'), platformId: whole(), combinedScore: percentage() }),
    v.object({
      change: v.literal('answerDetail'),
      ...namedGame(),
      field: v.picklist(MATCH_DETAIL_FIELDS),
      value: whole(),
      combinedScore: percentage(),
    }),
  ]),
);
export type MatchSuggestion = v.InferOutput<ReturnType<typeof matchSuggestion>>;

/**
 * The profile match item: the score parts, plus (additive, absent on the caller's own profile) what
 * the pair shares and the best change, null when no change of the viewer's raises the score.
 */
export const explainedMatch = /* @__PURE__ */ once(() =>
  v.object({
    ...matchScoreParts().entries,
    explanation: v.optional(matchExplanation()),
    suggestion: v.optional(v.nullable(matchSuggestion())),
  }),
);
export type ExplainedMatch = v.InferOutput<ReturnType<typeof explainedMatch>>;

/** A list of people (000 §7 "returns matches"). */
export const matches = /* @__PURE__ */ once(() => matchesOf(matchItem()));
/** Everyone the caller spectates, online ones first (000 §7 .../specall). */
export const spectatingAll = /* @__PURE__ */ once(() => matchesOf(spectatingItem()));
/** The online list (000 §7 .../online). */
export const onlineMatches = /* @__PURE__ */ once(() => matchesOf(onlineMatchItem()));
/**
 * One user's match with its parts (000 §7 .../profile "matches[] with the score parts"), explained;
 * empty when the user is unknown, deactivated or blocked either way.
 */
export const profileMatch = /* @__PURE__ */ once(() => matchesOf(explainedMatch()));
/** A page of a game's people with the total (000 §7 "returns matches[] and count"). */
export const gameMatches = /* @__PURE__ */ once(() =>
  v.object({ matches: v.array(gameMatchItem()), count: count() }),
);
/** A match count (000 §7 matchcount, gamematchcount, gamecommunitycount). */
export const matchCount = /* @__PURE__ */ once(() => countOf('matchCount'));
/**
 * How many users a custom search finds (000 §7: "an array whose first item has totalCount"). Beyond
 * the spec, additive: `estimated` is true when the chosen games' communities were larger than one
 * request may read, and totalCount was extrapolated from the part that was read (never below what
 * was found); absent or false when the count is exact.
 */
export const searchCount = /* @__PURE__ */ once(() =>
  v.pipe(
    v.array(v.object({ ...countOf('totalCount').entries, estimated: v.optional(v.boolean()) })),
    v.length(1),
  ),
);
