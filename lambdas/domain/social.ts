/**
 * The rules between two players (000 §4 "Spectate", §6, §7 "Reporting"; issue 8 "Other people"):
 * who may spectate or view whom, what a block shuts, who counts as online, and the UTC day that
 * profile views and trend buckets are filed under. No AWS here.
 *
 * - Nobody spectates themselves (the service answers 400 CannotTargetSelf, auth/errors.ts: the web
 *   shows spectateModal errorMsg1), and a view of your own profile is never recorded.
 * - A block, whichever way it points, shuts every write between the two (spectate, unspectate,
 *   profile view: 403 Blocked, a clear refusal rather than a silent drop) and hides each from the
 *   other's reads (status, lists and counts of the other answer 404, as for an unknown user).
 * - Deactivated or unknown users are 404 everywhere.
 */
import { ForbiddenError, NotFoundError, defineErrorType } from '../core/errors';
import type { Profile } from '../data';
import { ONLINE_WINDOW_MS } from '../model/presence';

/** 403: a block between the caller and the other user (either way) shuts this action. */
export class BlockedError extends ForbiddenError {}
defineErrorType(BlockedError, 'Blocked');

/** Profile view items live this long (A14); the count itself is kept on the profile. */
export const PROFILE_VIEW_TTL_DAYS = 30;
/** Trend buckets live this long: the trending lists sum the last 7 (docs/data-model.md). */
export const TREND_BUCKET_TTL_DAYS = 8;
/** The most people `specall` lists (the Spectating panel): its cost is bounded by this, not by the user. */
export const SPECTATING_ALL_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time, yyyy-MM-dd. */
export function utcDay(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Epoch seconds `days` after the start of a UTC day (yyyy-MM-dd): the TTL of day-filed items. */
export function expiresAfterDay(day: string, days: number): number {
  return Math.floor((Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS) / 1000);
}

/** Whether a user signed in within the online window before `now`. */
export function isOnline(profile: Pick<Profile, 'lastLoginAt'>, now: Date): boolean {
  if (!profile.lastLoginAt) return false;
  const at = Date.parse(profile.lastLoginAt);
  return Number.isFinite(at) && now.getTime() - at <= ONLINE_WINDOW_MS && at <= now.getTime() + 60_000;
}

/** The user another user's action or read is aimed at: an active profile (404 otherwise). */
export function activeTarget(profile: Profile | undefined): Profile {
  if (!profile?.active) throw new NotFoundError('no such user');
  return profile;
}

/** Refuses a write across a block (403 Blocked). */
export function refuseBlocked(blocked: boolean, what: string): void {
  if (blocked) throw new BlockedError(`you cannot ${what} this user`);
}

/** Hides a user across a block from reads (404, as for an unknown user). */
export function hideBlocked(blocked: boolean): void {
  if (blocked) throw new NotFoundError('no such user');
}
