/**
 * Profiles: a user's own and public profile, their settings flags, views, streak and pictures (000 §3,
 * §7). How the shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { count, onOff, queryResultOf, timestamp, whole } from './fields';
import { userGameEntry } from './games';

/**
 * A signed-in profile read (000 §3 "User profile (read)"), with the UserName it was found by as
 * stored. TimeZone is the zone's description, as on the public profile; each flag is 1 when on.
 */
export const userProfile = /* @__PURE__ */ once(() =>
  v.object({
    UserName: v.string(),
    ProfilePicLink: v.string(),
    LastLogin: v.nullable(timestamp()),
    AvailableNow: onOff(),
    showSpectating: onOff(),
    Bio: v.nullable(v.string()),
    GameStyle: whole(),
    Streamer: onOff(),
    Microphone: onOff(),
    FamilyFriendly: onOff(),
    Moderator: onOff(),
    Discord: onOff(),
    PCConsole: onOff(),
    CountryCode: v.string(),
    TimeZone: v.string(),
  }),
);

export type UserProfile = v.InferOutput<ReturnType<typeof userProfile>>;

/** A public profile (000 §3 "Public profile"); each checklist flag is 1 when on. */
export const publicProfile = /* @__PURE__ */ once(() =>
  v.object({
    UserName: v.string(),
    Description: v.string(),
    CountryCode: v.string(),
    TimeZone: v.string(),
    ProfilePicLink: v.string(),
    Bio: v.nullable(v.string()),
    GameStyle: whole(),
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

/** One platform flag of a user (000 §3 "Platform flags per user": Active 1 is active). */
export const platformFlag = /* @__PURE__ */ once(() => v.object({ PlatformId: whole(), Active: onOff() }));

/** A user's details for their games (000 §7 getgameattributes: queryResult). */
export const gameAttributes = /* @__PURE__ */ once(() => queryResultOf(userGameEntry()));
/** A user's platform flags (000 §7 platform/get: queryResult). */
export const platforms = /* @__PURE__ */ once(() => queryResultOf(platformFlag()));
/** The online streak of a user (000 §7 queryResult). */
export const streakCount = /* @__PURE__ */ once(() =>
  queryResultOf(v.object({ CurrentStreakCount: count() })),
);
/** A user's profile views (000 §7 queryResult). */
export const profileViews = /* @__PURE__ */ once(() =>
  queryResultOf(v.object({ ProfileViewsCount: count() })),
);

/** Whether the caller spectates a user (000 §7 specStatus): 1 when spectating. */
export const spectateStatus = /* @__PURE__ */ once(() => v.object({ specStatus: onOff() }));

/** A profile picture's public address. */
export const profilePicture = /* @__PURE__ */ once(() => v.object({ ProfilePicLink: v.string() }));

/**
 * The username check (000 §7): whether the name is taken (or reserved), with the check's message
 * (000 §8: 'Successful username check.' or 'Duplicate username found.').
 */
export const usernameCheck = /* @__PURE__ */ once(() =>
  v.object({ duplicate: v.boolean(), message: v.optional(v.string()) }),
);
