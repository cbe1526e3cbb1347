/**
 * Accounts: profiles, the names and addresses they hold, sign-ins and attempt limits.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { INVITE_POLICIES } from '../../../lib/contract/responses';
import { isoDate } from '../../../lib/contract/rules';
import { defineEntity, objectWithFamily } from '../entity';
import { counter, flag, isoTimestamp, positiveId } from './fields';

/** A user's profile; `uuid` is the Cognito sub. */
export const ProfileEntity = /* @__PURE__ */ defineEntity({
  name: 'profile',
  schema: () =>
    objectWithFamily(
      {
        uuid: v.pipe(v.string(), v.uuid()),
        userName: v.pipe(v.string(), v.minLength(1)),
        email: v.pipe(v.string(), v.minLength(3)),
        active: v.boolean(),
        createdAt: isoTimestamp(),
        lastLoginAt: v.optional(v.nullable(isoTimestamp()), null),
        /** the sign-in before the last one: matches made since are new (newMatchFlag, `newuser`) */
        previousLoginAt: v.optional(v.nullable(isoTimestamp()), null),
        countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
        timeZoneId: positiveId(),
        languageId: positiveId(),
        genderId: positiveId(),
        /** yyyy-MM-dd */
        dateOfBirth: isoDate(),
        bio: v.nullable(v.string()),
        /** media key (`media/userprofileimages/...`) or null for the default picture */
        profilePicKey: v.nullable(v.string()),
        gameStyle: v.pipe(v.number(), v.integer()),
        streamer: flag(),
        microphone: flag(),
        discord: flag(),
        familyFriendly: flag(),
        moderator: flag(),
        pcConsole: flag(),
        availableNow: flag(),
        showSpectating: v.optional(flag(), 1),
        /** platform id → 1 active / 0 inactive */
        platforms: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d+$/)), flag()), {}),
        profileViewsCount: counter(),
        currentStreakCount: counter(),
        lastStreakDay: v.optional(v.nullable(isoDate()), null),
        spectatorsCount: counter(),
        spectatingCount: counter(),
        unreadMessageCount: counter(),
        /** signup answers kept as given (001 §3 creation payload) */
        postalCode: v.optional(v.string(), ''),
        frequencyPlayed: v.optional(v.pipe(v.number(), v.integer()), 1),
        gamesGenre: v.optional(v.array(v.string()), []),
        socialLinks: v.optional(v.array(v.string()), []),
        /**
         * epoch seconds: the first second whose sign-ins are valid; a token whose session began
         * (`auth_time`) earlier is refused (sign-out, password change, deactivation; auth/session.ts)
         */
        tokensValidAfter: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
        /** when the user last read their chat notifications (N4): newer ones are unread */
        chatNotiReadAt: v.optional(v.nullable(isoTimestamp()), null),
        /*
         * The General tab's read marks and the invite preferences (issue 11) are absent until first set,
         * so a new profile stores none of them; domain/invites.ts gives the defaults.
         */
        /** when the user last read their spectate notifications (S7): newer spectators are unread */
        specNotiReadAt: v.optional(v.nullable(isoTimestamp())),
        /** when the user last read their invite notifications (I4): newer invites and accepts are unread */
        inviteNotiReadAt: v.optional(v.nullable(isoTimestamp())),
        /** when the user last read their chronicle mention notices (ours, R9): newer notices are unread */
        mentionNotiReadAt: v.optional(v.nullable(isoTimestamp())),
        /** who may invite the user to play (ours, issue 11; I5): everyone (absent), people they spectate, nobody */
        whoMayInvite: v.optional(v.picklist(INVITE_POLICIES)),
        /** games whose invites the user muted (ours, issue 11; I5): such invites never reach them */
        mutedInviteGameIds: v.optional(v.pipe(v.array(positiveId()), v.maxLength(100))),
      },
      /*
       * The read marks (profiles.ts `ReadMark`): every `…NotiReadAt` attribute is one, declared above or
       * not, so a new notification list's mark needs no declaration here; it is kept on read.
       */
      { suffix: 'NotiReadAt', value: v.nullable(isoTimestamp()) },
    ),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'PROFILE', parts: [] },
});
export type Profile = v.InferOutput<typeof ProfileEntity.schema>;

/**
 * The revocation of a user's sessions, kept whether or not they have a profile yet (a signup in
 * progress can sign out or reset its password too); see auth/session.ts.
 */
export const SessionEntity = /* @__PURE__ */ defineEntity({
  name: 'session',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      /** as the profile's `tokensValidAfter` */
      tokensValidAfter: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'SESSION', parts: [] },
});
export type SessionRevocation = v.InferOutput<typeof SessionEntity.schema>;

/** Reserves a username (case-insensitively) for one uuid; feeds the name search index while active. */
export const UserNameEntity = /* @__PURE__ */ defineEntity({
  name: 'username',
  schema: () =>
    v.object({
      userName: v.pipe(v.string(), v.minLength(1)),
      userNameLower: v.pipe(v.string(), v.minLength(1)),
      /** first character of userNameLower: the name-search partition */
      initial: v.pipe(v.string(), v.minLength(1)),
      uuid: v.pipe(v.string(), v.uuid()),
      active: v.boolean(),
    }),
  pk: { prefix: 'USERNAME', parts: ['userNameLower'] },
  sk: { prefix: 'USERNAME', parts: [] },
  gsi1: {
    pk: { prefix: 'NAMES', parts: ['initial'] },
    sk: { prefix: '', parts: ['userNameLower'] },
  },
  sparse: { gsi1: (name) => name.active },
});
export type UserName = v.InferOutput<typeof UserNameEntity.schema>;

/** Reserves an email address (lower-cased) for one uuid. */
export const EmailEntity = /* @__PURE__ */ defineEntity({
  name: 'email',
  schema: () =>
    v.object({ emailLower: v.pipe(v.string(), v.minLength(3)), uuid: v.pipe(v.string(), v.uuid()) }),
  pk: { prefix: 'EMAIL', parts: ['emailLower'] },
  sk: { prefix: 'EMAIL', parts: [] },
});
export type Email = v.InferOutput<typeof EmailEntity.schema>;

/** One sign-in (001 §7 pjusertracking), newest last in the user's partition. */
export const LoginEntity = /* @__PURE__ */ defineEntity({
  name: 'login',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      at: isoTimestamp(),
      /** the caller's address as the API saw it (see http/client-address.ts) */
      sourceIp: v.optional(v.nullable(v.string()), null),
      userAgent: v.optional(v.nullable(v.string()), null),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'LOGIN', parts: ['at'] },
  ttl: (login) => login.expiresAt,
});
export type Login = v.InferOutput<typeof LoginEntity.schema>;

/**
 * A rate-limit window: how many times `subject` (an email, an address) did `scope` (failed sign-ins,
 * wrong codes, anonymous lookups) since the window opened. The window ends at `expiresAt`, which is
 * also the TTL; readers compare it with the clock because TTL deletion lags.
 */
export const AttemptWindowEntity = /* @__PURE__ */ defineEntity({
  name: 'attemptWindow',
  schema: () =>
    v.object({
      scope: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
      subject: v.pipe(v.string(), v.minLength(1)),
      count: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'LIMIT', parts: ['scope', 'subject'] },
  sk: { prefix: 'LIMIT', parts: [] },
  ttl: (window) => window.expiresAt,
});
export type AttemptWindow = v.InferOutput<typeof AttemptWindowEntity.schema>;
