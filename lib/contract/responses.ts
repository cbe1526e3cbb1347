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

/** Cognito's tokens as the login call answers them (001 §7: token.AuthenticationResult.IdToken). */
export const signIn = z.object({
  token: z.object({
    AuthenticationResult: z.object({
      IdToken: z.string(),
      AccessToken: z.string(),
      RefreshToken: z.string().optional(),
      ExpiresIn: z.number().int(),
      TokenType: z.string(),
    }),
  }),
});
export type SignIn = z.infer<typeof signIn>;

/**
 * The existence check (001 §3 "Verify result"): userCount 1 when an account exists for the email;
 * Active 1 active, 0 disabled (or no account), -1 an account without a profile yet (unconfirmed, or
 * signup not finished). UUID, userName and ProfilePicLink only for the email's owner (their token).
 */
export const accountCheck = z.object({
  body: z
    .array(
      z.object({
        userCount: z.union([z.literal(0), z.literal(1)]),
        Active: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
        UUID: z.string().optional(),
        userName: z.string().optional(),
        ProfilePicLink: z.string().optional(),
      }),
    )
    .length(1),
});
export type AccountCheck = z.infer<typeof accountCheck>;

/** Where Cognito sent a code (the address is masked). */
export const codeDelivery = z.object({
  CodeDeliveryDetails: z.object({
    Destination: z.string().optional(),
    DeliveryMedium: z.string().optional(),
    AttributeName: z.string().optional(),
  }),
});

/** A write that stored (or changed) a number of items (001 §7 contact: success means above 0). */
export const affectedRows = z.object({ affectedRows: z.number().int().nonnegative() });

/** The profile created at the end of signup, in the verify result's names. */
export const createdUser = z.object({ UUID: z.string(), userName: z.string(), ProfilePicLink: z.string() });

/** A profile picture's public address. */
export const profilePicture = z.object({ ProfilePicLink: z.string() });

/** The username check (000 §7): whether the name is taken (or reserved). */
export const usernameCheck = z.object({ duplicate: z.boolean() });

/** The settings record (001 §3). DateOfBirth is yyyy-MM-dd. */
export const userSettings = z.object({
  LanguageId: z.number().int(),
  DateOfBirth: z.string(),
  GenderId: z.number().int(),
});

/** A blocked user (001 §3). */
export const blockedUser = z.object({ UserName: z.string(), ProfilePicLink: z.string() });

/** The online streak of a user (000 §7 queryResult). */
export const streakCount = z.object({
  queryResult: z.array(z.object({ CurrentStreakCount: z.number().int() })),
});

/** A user's profile views (000 §7 queryResult). */
export const profileViews = z.object({
  queryResult: z.array(z.object({ ProfileViewsCount: z.number().int() })),
});

/** The sign-out answer. */
export const signedOut = z.object({ signedOut: z.literal(true) });

/** The JSON form of every error answer (see lambdas/http/errors.ts). */
export const errorBody = z.object({
  type: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
