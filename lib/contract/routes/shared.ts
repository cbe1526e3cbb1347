/**
 * What the per-service route modules share: the `route` entry builder and the schemas several
 * services use.
 */
import * as v from 'valibot';
import { isSchemaKey, type BuiltRoute, type RouteDefinition, type RouteSpec } from '../route';
import * as f from '../rules';
import { defineLazy, once } from '../lazy';
import { LIMITS, SEARCH_OFFSET_MAX } from '../constants';
/**
 * One manifest entry. Its schemas are declared as functions and become cached getters (lazy.ts): the
 * metadata is read at start-up everywhere (CDK, twin, dispatch), while a schema is built the first
 * time something validates with it, so a Lambda builds only the schemas of the routes it serves.
 * Keeps each entry's literal name and schema types while checking it against RouteDefinition.
 */
export function route<const D extends RouteSpec>(spec: D): BuiltRoute<D> & RouteDefinition {
  const built: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    if (isSchemaKey(key)) defineLazy(built, key, value as () => unknown);
    else built[key] = value;
  }
  return built as BuiltRoute<D> & RouteDefinition;
}

export const uuidQuery = once(() => v.object({ uuid: f.uuid() }));
export const uuidBody = once(() => v.object({ uuid: f.uuid() }));
export const uuidPaging = once(() => v.object({ uuid: f.uuid(), ...f.paging() }));
export const usernameQuery = once(() => v.object({ username: f.username() }));
export const gamePaging = once(() => v.object({ uuid: f.uuid(), gameId: f.gameId(), ...f.paging() }));
export const newUserFlag = () => ({ newuser: v.optional(f.bool()) });
export const CALLER_UUID = { uuid: 'uuid' } as const;

/** A game selection with its per-game details (000 §3 "User game entry"). */
export const gameSelection = once(() =>
  v.object({
    gameId: f.gameId(),
    frequency: f.frequency(),
    platform: f.platformId(),
    skillLevel: f.skillLevel(),
    rating: f.gameRating(),
  }),
);

/** A search age: 16 to 99 (000 §3, §9 "Age filter default"). */
const age = () => v.pipe(f.integer(), v.minValue(LIMITS.ageFilterStart), v.maxValue(LIMITS.ageFilterEnd));

/**
 * Search filters (000 §3). Tri-state flags take 2 don't care, 0 no, 1 yes; age 16..99 (the default),
 * from <= to; gender 3 (Any), platform 1 (no answer), time zone and language unset mean any; games are
 * required (000 §5); `offset` stops at SEARCH_OFFSET_MAX (the search reads a bounded window).
 */
export const searchFilters = once(() =>
  v.pipe(
    v.object({
      uuid: f.uuid(),
      gender: v.optional(f.gender()),
      microphone: v.optional(f.triState(), 2),
      gameStyle: v.optional(f.gameStyle(), 0),
      familyFriendly: v.optional(f.triState(), 2),
      streamer: v.optional(f.triState(), 2),
      moderator: v.optional(f.triState(), 2),
      timezone: v.optional(v.pipe(f.integer(), v.minValue(1))),
      language: v.optional(v.pipe(f.integer(), v.minValue(1))),
      ageStart: v.optional(age(), LIMITS.ageFilterStart),
      ageEnd: v.optional(age(), LIMITS.ageFilterEnd),
      games: f.gameIdList(),
      platform: v.optional(f.platformId()),
      limit: f.limit(),
      offset: v.optional(v.pipe(f.integer(), v.minValue(0), v.maxValue(SEARCH_OFFSET_MAX)), 0),
    }),
    v.forward(
      v.check((filters) => filters.ageStart <= filters.ageEnd, 'ageStart must not exceed ageEnd'),
      ['ageStart'],
    ),
  ),
);

/** Report flags shared by the help center and the report/block popup (000 §7, 001 §3). */
export const helpRequestFlags = () => ({
  inappropreateContent: v.optional(f.bool(), false),
  accountIssue: v.optional(f.bool(), false),
  troubleshooting: v.optional(f.bool(), false),
  legal: v.optional(f.bool(), false),
  advertising: v.optional(f.bool(), false),
  other: v.optional(f.bool(), false),
  reportDetails: f.reportDetails(),
});

/** A path of the matches service, typed as its literal (so each route keeps its literal path). */
export const matchesPath = <T extends string>(tail: T) => `pjusermatches/percentmatch/${tail}` as const;
