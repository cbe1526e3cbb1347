/** The routes of the pjuser service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';
import { LIMITS, MAX_GAMES_PER_USER } from '../constants';

export const verifyUser = route({
  name: 'verifyUser',
  method: 'POST',
  path: 'pjuser/user/verify',
  auth: 'none',
  body: () => v.object({ email: f.email() }),
  response: () => r.accountCheck(),
  source: '001',
  summary:
    "Whether an account exists for an email and its state; identity fields only to that email's owner (their ID token in Authorization).",
});

export const createUser = route({
  name: 'createUser',
  method: 'POST',
  path: 'pjuser/user/create',
  auth: 'cognito',
  body: () =>
    v.object({
      UserName: f.username(),
      Email: f.email(),
      GenderId: f.gender(),
      DateOfBirth: f.isoDate(),
      CountryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      PostalCode: v.optional(v.pipe(v.string(), v.maxLength(20)), ''),
      Bio: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.bioMax)), ''),
      ProfilePicLink: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
      TimeZone: v.pipe(f.integer(), v.minValue(1)),
      Language: v.pipe(f.integer(), v.minValue(1)),
      Games: f.gameIdList(),
      GamingStyle: f.gameStyle(),
      GamesGenre: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(50)), []),
      PCConsole: v.optional(f.flag(), 0),
      Microphone: v.optional(f.flag(), 0),
      Discord: v.optional(f.flag(), 0),
      Stream: v.optional(f.flag(), 0),
      FamilyFriendly: v.optional(f.flag(), 0),
      Moderator: v.optional(f.flag(), 0),
      AvailableNow: v.optional(f.flag(), 1),
      SocialLinks: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(10)), []),
      SkillLevel: v.optional(v.pipe(v.array(f.skillLevel()), v.maxLength(MAX_GAMES_PER_USER)), []),
      FrequencyPlayed: v.optional(f.frequency(), 1),
      Platforms: v.optional(v.pipe(v.array(f.platformId()), v.maxLength(6)), []),
    }),
  response: () => r.createdUser(),
  source: '001',
  summary: "Create the caller's PlayJoin profile at the end of signup.",
});

/** Every route pjuser serves, in manifest order. */
export const routes = [verifyUser, createUser] as const;
