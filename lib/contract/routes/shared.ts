/**
 * What the per-service route modules share: the `route` entry builder and the schemas several
 * services use.
 */
import '../zod-locale';
import * as z from 'zod/mini';
import { isSchemaKey, type BuiltRoute, type RouteDefinition, type RouteSpec } from '../route';
import * as f from '../rules';
import { defineLazy, once } from '../lazy';
import { LIMITS } from '../constants';
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

export const uuidQuery = once(() => z.object({ uuid: f.uuid() }));
export const uuidBody = once(() => z.object({ uuid: f.uuid() }));
export const uuidPaging = once(() => z.object({ uuid: f.uuid(), ...f.paging() }));
export const usernameQuery = once(() => z.object({ username: f.username() }));
export const gamePaging = once(() => z.object({ uuid: f.uuid(), gameId: f.gameId(), ...f.paging() }));
export const newUserFlag = () => ({ newuser: z.optional(f.bool()) });
export const CALLER_UUID = { uuid: 'uuid' } as const;

/** A game selection with its per-game details (000 §3 "User game entry"). */
export const gameSelection = once(() =>
  z.object({
    gameId: f.gameId(),
    frequency: f.frequency(),
    platform: f.platformId(),
    skillLevel: f.skillLevel(),
    rating: f.gameRating(),
  }),
);

/** Search filters (000 §3). Tri-state flags take 2 don't care, 0 no, 1 yes; age defaults to 16..99. */
export const searchFilters = once(() =>
  z
    .object({
      uuid: f.uuid(),
      gender: z.optional(f.gender()),
      microphone: z._default(f.triState(), 2),
      gameStyle: z._default(f.gameStyle(), 0),
      familyFriendly: z._default(f.triState(), 2),
      streamer: z._default(f.triState(), 2),
      moderator: z._default(f.triState(), 2),
      timezone: z.optional(f.integer().check(z.positive())),
      language: z.optional(f.integer().check(z.positive())),
      ageStart: z._default(f.integer().check(z.gte(0), z.lte(150)), LIMITS.ageFilterStart),
      ageEnd: z._default(f.integer().check(z.gte(0), z.lte(150)), LIMITS.ageFilterEnd),
      games: f.gameIdList(),
      platform: z.optional(f.platformId()),
      ...f.paging(),
    })
    .check(
      z.refine((filters) => filters.ageStart <= filters.ageEnd, {
        message: 'ageStart must not exceed ageEnd',
        path: ['ageStart'],
      }),
    ),
);

/** Report flags shared by the help center and the report/block popup (000 §7, 001 §3). */
export const helpRequestFlags = () => ({
  inappropreateContent: z._default(f.bool(), false),
  accountIssue: z._default(f.bool(), false),
  troubleshooting: z._default(f.bool(), false),
  legal: z._default(f.bool(), false),
  advertising: z._default(f.bool(), false),
  other: z._default(f.bool(), false),
  reportDetails: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.reportDetailsMax)), ''),
});

/** A path of the matches service, typed as its literal (so each route keeps its literal path). */
export const matchesPath = <T extends string>(tail: T) => `pjusermatches/percentmatch/${tail}` as const;
