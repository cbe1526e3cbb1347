/**
 * Answer shapes the contract fixes, in the spec's field names (000 §3).
 * Handlers build these; the web client reads them with the inferred types. Each export is a function
 * that builds its schema on first call and returns the same schema afterwards (lazy.ts).
 */
import * as v from 'valibot';
import { once } from './lazy';

/** A catalogue game (000 §3 "Game"). GameRating here is the content rating (E, T, M...). */
export const game = once(() =>
  v.object({
    Id: v.pipe(v.number(), v.integer()),
    Description: v.string(),
    GameType: v.string(),
    GameRating: v.string(),
    GameGenre: v.string(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
  }),
);
export type Game = v.InferOutput<ReturnType<typeof game>>;

const onOff = once(() => v.union([v.literal(0), v.literal(1)]));

/** A public profile (000 §3 "Public profile"); each checklist flag is 1 when on. */
export const publicProfile = once(() =>
  v.object({
    UserName: v.string(),
    Description: v.string(),
    CountryCode: v.string(),
    TimeZone: v.string(),
    ProfilePicLink: v.string(),
    Bio: v.nullable(v.string()),
    GameStyle: v.pipe(v.number(), v.integer()),
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
export type PublicProfile = v.InferOutput<ReturnType<typeof publicProfile>>;

/** One game on a public profile with the owner's per-game details (000 §3 "Public game"). */
export const publicGame = once(() =>
  v.object({
    Id: v.pipe(v.number(), v.integer()),
    Description: v.string(),
    GameImageSrc: v.string(),
    Platform: v.pipe(v.number(), v.integer()),
    SkillLevel: v.pipe(v.number(), v.integer()),
    Frequency: v.pipe(v.number(), v.integer()),
    Rating: v.pipe(v.number(), v.integer()),
  }),
);
export type PublicGame = v.InferOutput<ReturnType<typeof publicGame>>;

/** Cognito's tokens as the login call answers them (001 §7: token.AuthenticationResult.IdToken). */
export const signIn = once(() =>
  v.object({
    token: v.object({
      AuthenticationResult: v.object({
        IdToken: v.string(),
        AccessToken: v.string(),
        RefreshToken: v.optional(v.string()),
        ExpiresIn: v.pipe(v.number(), v.integer()),
        TokenType: v.string(),
      }),
    }),
  }),
);
export type SignIn = v.InferOutput<ReturnType<typeof signIn>>;

/**
 * The existence check (001 §3 "Verify result"): userCount 1 when an account exists for the email;
 * Active 1 active, 0 disabled (or no account), -1 an account without a profile yet (unconfirmed, or
 * signup not finished). UUID, userName and ProfilePicLink only for the email's owner (their token).
 */
export const accountCheck = once(() =>
  v.object({
    body: v.pipe(
      v.array(
        v.object({
          userCount: v.union([v.literal(0), v.literal(1)]),
          Active: v.union([v.literal(1), v.literal(0), v.literal(-1)]),
          UUID: v.optional(v.string()),
          userName: v.optional(v.string()),
          ProfilePicLink: v.optional(v.string()),
        }),
      ),
      v.length(1),
    ),
  }),
);
export type AccountCheck = v.InferOutput<ReturnType<typeof accountCheck>>;

/** Where Cognito sent a code (the address is masked). */
export const codeDelivery = once(() =>
  v.object({
    CodeDeliveryDetails: v.object({
      Destination: v.optional(v.string()),
      DeliveryMedium: v.optional(v.string()),
      AttributeName: v.optional(v.string()),
    }),
  }),
);

/** A write that stored (or changed) a number of items (001 §7 contact: success means above 0). */
export const affectedRows = once(() =>
  v.object({ affectedRows: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
);

/** The profile created at the end of signup, in the verify result's names. */
export const createdUser = once(() =>
  v.object({ UUID: v.string(), userName: v.string(), ProfilePicLink: v.string() }),
);

/** A profile picture's public address. */
export const profilePicture = once(() => v.object({ ProfilePicLink: v.string() }));

/** The username check (000 §7): whether the name is taken (or reserved). */
export const usernameCheck = once(() => v.object({ duplicate: v.boolean() }));

/** The settings record (001 §3). DateOfBirth is yyyy-MM-dd. */
export const userSettings = once(() =>
  v.object({
    LanguageId: v.pipe(v.number(), v.integer()),
    DateOfBirth: v.string(),
    GenderId: v.pipe(v.number(), v.integer()),
  }),
);

/** A blocked user (001 §3). */
export const blockedUser = once(() => v.object({ UserName: v.string(), ProfilePicLink: v.string() }));

/** The online streak of a user (000 §7 queryResult). */
export const streakCount = once(() =>
  v.object({
    queryResult: v.array(v.object({ CurrentStreakCount: v.pipe(v.number(), v.integer()) })),
  }),
);

/** A user's profile views (000 §7 queryResult). */
export const profileViews = once(() =>
  v.object({
    queryResult: v.array(v.object({ ProfileViewsCount: v.pipe(v.number(), v.integer()) })),
  }),
);

/** The sign-out answer. */
export const signedOut = once(() => v.object({ signedOut: v.literal(true) }));

/** The JSON form of every error answer (see lambdas/http/errors.ts). */
export const errorBody = once(() =>
  v.object({
    type: v.string(),
    message: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
);
export type ErrorBody = v.InferOutput<ReturnType<typeof errorBody>>;
