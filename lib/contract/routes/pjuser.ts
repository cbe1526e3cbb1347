/** The routes of the pjuser service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';
import { LIMITS } from '../constants';

export const verifyUser = route({
  name: 'verifyUser',
  method: 'POST',
  path: 'pjuser/user/verify',
  auth: 'none',
  body: () => z.object({ email: f.email() }),
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
    z.object({
      UserName: f.username(),
      Email: f.email(),
      GenderId: f.gender(),
      DateOfBirth: f.isoDate(),
      CountryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
      PostalCode: z._default(z.string().check(z.maxLength(20)), ''),
      Bio: z._default(z.string().check(z.maxLength(LIMITS.bioMax)), ''),
      ProfilePicLink: z._default(z.string().check(z.maxLength(1000)), ''),
      TimeZone: f.integer().check(z.positive()),
      Language: f.integer().check(z.positive()),
      Games: f.gameIdList(),
      GamingStyle: f.gameStyle(),
      GamesGenre: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(50)), []),
      PCConsole: z._default(f.flag(), 0),
      Microphone: z._default(f.flag(), 0),
      Discord: z._default(f.flag(), 0),
      Stream: z._default(f.flag(), 0),
      FamilyFriendly: z._default(f.flag(), 0),
      Moderator: z._default(f.flag(), 0),
      AvailableNow: z._default(f.flag(), 1),
      SocialLinks: z._default(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(10)), []),
      SkillLevel: z._default(z.array(f.skillLevel()).check(z.maxLength(500)), []),
      FrequencyPlayed: z._default(f.frequency(), 1),
      Platforms: z._default(z.array(f.platformId()).check(z.maxLength(6)), []),
    }),
  response: () => r.createdUser(),
  source: '001',
  summary: "Create the caller's PlayJoin profile at the end of signup.",
});

/** Every route pjuser serves, in manifest order. */
export const routes = [verifyUser, createUser] as const;
