/**
 * Accounts (001 §7): sign-in, the existence check, codes, signup's profile, settings, blocks, sign-
 * out. How the shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { whole } from './fields';

/** Cognito's tokens as the login call answers them (001 §7: token.AuthenticationResult.IdToken). */
export const signIn = /* @__PURE__ */ once(() =>
  v.object({
    token: v.object({
      AuthenticationResult: v.object({
        IdToken: v.string(),
        AccessToken: v.string(),
        RefreshToken: v.optional(v.string()),
        ExpiresIn: whole(),
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
export const accountCheck = /* @__PURE__ */ once(() =>
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

/** The signup code was right (001 §7: "JSON string SUCCESS"). */
export const signUpConfirmed = /* @__PURE__ */ once(() => v.literal('SUCCESS'));

/** Where Cognito sent a code (the address is masked). */
export const codeDelivery = /* @__PURE__ */ once(() =>
  v.object({
    CodeDeliveryDetails: v.object({
      Destination: v.optional(v.string()),
      DeliveryMedium: v.optional(v.string()),
      AttributeName: v.optional(v.string()),
    }),
  }),
);

/** The profile created at the end of signup, in the verify result's names. */
export const createdUser = /* @__PURE__ */ once(() =>
  v.object({ UUID: v.string(), userName: v.string(), ProfilePicLink: v.string() }),
);

/** The settings record (001 §3). DateOfBirth is yyyy-MM-dd. */
export const userSettings = /* @__PURE__ */ once(() =>
  v.object({
    LanguageId: whole(),
    DateOfBirth: v.string(),
    GenderId: whole(),
  }),
);

/** A blocked user (001 §3). */
export const blockedUser = /* @__PURE__ */ once(() =>
  v.object({ UserName: v.string(), ProfilePicLink: v.string() }),
);

/** The sign-out answer. */
export const signedOut = /* @__PURE__ */ once(() => v.object({ signedOut: v.literal(true) }));
