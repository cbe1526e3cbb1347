/**
 * Answer shapes the contract fixes, in the spec's field names (000 §3).
 * Handlers build these; the web client reads them with the inferred types. Each export is a function
 * that builds its schema on first call and returns the same schema afterwards (lazy.ts).
 */
import './zod-locale';
import * as z from 'zod/mini';
import { once } from './lazy';

/** A catalogue game (000 §3 "Game"). GameRating here is the content rating (E, T, M...). */
export const game = once(() =>
  z.object({
    Id: z.int(),
    Description: z.string(),
    GameType: z.string(),
    GameRating: z.string(),
    GameGenre: z.string(),
    GameImageSrc: z.string(),
    GameImageThumbSrc: z.string(),
  }),
);
export type Game = z.infer<ReturnType<typeof game>>;

const onOff = once(() => z.union([z.literal(0), z.literal(1)]));

/** A public profile (000 §3 "Public profile"); each checklist flag is 1 when on. */
export const publicProfile = once(() =>
  z.object({
    UserName: z.string(),
    Description: z.string(),
    CountryCode: z.string(),
    TimeZone: z.string(),
    ProfilePicLink: z.string(),
    Bio: z.nullable(z.string()),
    GameStyle: z.int(),
    Streamer: onOff(),
    FamilyFriendly: onOff(),
    Moderator: onOff(),
    Microphone: onOff(),
    PC: onOff(),
    Playstation: onOff(),
    Xbox: onOff(),
    Nintendo: onOff(),
    Mobile: onOff(),
    Other: onOff(),
  }),
);
export type PublicProfile = z.infer<ReturnType<typeof publicProfile>>;

/** One game on a public profile with the owner's per-game details (000 §3 "Public game"). */
export const publicGame = once(() =>
  z.object({
    Id: z.int(),
    Description: z.string(),
    GameImageSrc: z.string(),
    Platform: z.int(),
    SkillLevel: z.int(),
    Frequency: z.int(),
    Rating: z.int(),
  }),
);
export type PublicGame = z.infer<ReturnType<typeof publicGame>>;

/** Cognito's tokens as the login call answers them (001 §7: token.AuthenticationResult.IdToken). */
export const signIn = once(() =>
  z.object({
    token: z.object({
      AuthenticationResult: z.object({
        IdToken: z.string(),
        AccessToken: z.string(),
        RefreshToken: z.optional(z.string()),
        ExpiresIn: z.int(),
        TokenType: z.string(),
      }),
    }),
  }),
);
export type SignIn = z.infer<ReturnType<typeof signIn>>;

/**
 * The existence check (001 §3 "Verify result"): userCount 1 when an account exists for the email;
 * Active 1 active, 0 disabled (or no account), -1 an account without a profile yet (unconfirmed, or
 * signup not finished). UUID, userName and ProfilePicLink only for the email's owner (their token).
 */
export const accountCheck = once(() =>
  z.object({
    body: z
      .array(
        z.object({
          userCount: z.union([z.literal(0), z.literal(1)]),
          Active: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
          UUID: z.optional(z.string()),
          userName: z.optional(z.string()),
          ProfilePicLink: z.optional(z.string()),
        }),
      )
      .check(z.length(1)),
  }),
);
export type AccountCheck = z.infer<ReturnType<typeof accountCheck>>;

/** Where Cognito sent a code (the address is masked). */
export const codeDelivery = once(() =>
  z.object({
    CodeDeliveryDetails: z.object({
      Destination: z.optional(z.string()),
      DeliveryMedium: z.optional(z.string()),
      AttributeName: z.optional(z.string()),
    }),
  }),
);

/** A write that stored (or changed) a number of items (001 §7 contact: success means above 0). */
export const affectedRows = once(() => z.object({ affectedRows: z.int().check(z.nonnegative()) }));

/** The profile created at the end of signup, in the verify result's names. */
export const createdUser = once(() =>
  z.object({ UUID: z.string(), userName: z.string(), ProfilePicLink: z.string() }),
);

/** A profile picture's public address. */
export const profilePicture = once(() => z.object({ ProfilePicLink: z.string() }));

/** The username check (000 §7): whether the name is taken (or reserved). */
export const usernameCheck = once(() => z.object({ duplicate: z.boolean() }));

/** The settings record (001 §3). DateOfBirth is yyyy-MM-dd. */
export const userSettings = once(() =>
  z.object({
    LanguageId: z.int(),
    DateOfBirth: z.string(),
    GenderId: z.int(),
  }),
);

/** A blocked user (001 §3). */
export const blockedUser = once(() => z.object({ UserName: z.string(), ProfilePicLink: z.string() }));

/** The online streak of a user (000 §7 queryResult). */
export const streakCount = once(() =>
  z.object({
    queryResult: z.array(z.object({ CurrentStreakCount: z.int() })),
  }),
);

/** A user's profile views (000 §7 queryResult). */
export const profileViews = once(() =>
  z.object({
    queryResult: z.array(z.object({ ProfileViewsCount: z.int() })),
  }),
);

/** The sign-out answer. */
export const signedOut = once(() => z.object({ signedOut: z.literal(true) }));

/** The JSON form of every error answer (see lambdas/http/errors.ts). */
export const errorBody = once(() =>
  z.object({
    type: z.string(),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
);
export type ErrorBody = z.infer<ReturnType<typeof errorBody>>;
