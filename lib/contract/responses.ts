/**
 * Answer shapes the contract fixes, in the spec's field names (000 §3).
 * Handlers build these; the web client reads them with the inferred types.
 */
import { z } from 'zod';

/** A catalogue game (000 §3 "Game"). GameRating here is the content rating (E, T, M...). */
export const game = z.object({
  Id: z.number().int(),
  Description: z.string(),
  GameType: z.string(),
  GameRating: z.string(),
  GameGenre: z.string(),
  GameImageSrc: z.string(),
  GameImageThumbSrc: z.string(),
});
export type Game = z.infer<typeof game>;

const onOff = z.union([z.literal(0), z.literal(1)]);

/** A public profile (000 §3 "Public profile"); each checklist flag is 1 when on. */
export const publicProfile = z.object({
  UserName: z.string(),
  Description: z.string(),
  CountryCode: z.string(),
  TimeZone: z.string(),
  ProfilePicLink: z.string(),
  Bio: z.string().nullable(),
  GameStyle: z.number().int(),
  Streamer: onOff,
  FamilyFriendly: onOff,
  Moderator: onOff,
  Microphone: onOff,
  PC: onOff,
  Playstation: onOff,
  Xbox: onOff,
  Nintendo: onOff,
  Mobile: onOff,
  Other: onOff,
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** One game on a public profile with the owner's per-game details (000 §3 "Public game"). */
export const publicGame = z.object({
  Id: z.number().int(),
  Description: z.string(),
  GameImageSrc: z.string(),
  Platform: z.number().int(),
  SkillLevel: z.number().int(),
  Frequency: z.number().int(),
  Rating: z.number().int(),
});
export type PublicGame = z.infer<typeof publicGame>;

/** The JSON form of every error answer (see lambdas/http/errors.ts). */
export const errorBody = z.object({
  type: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
