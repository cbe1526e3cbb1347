/**
 * Invites to play (000 §4 "Invite to play", §5, §9 "One invite per user per game per day"; issue 11):
 * who may invite whom, the day an invite is filed under, and what the recipient's preferences let
 * through. No AWS here: the services pass the access patterns in.
 *
 * - Nobody invites themselves (400 CannotInviteYourself: the web shows cannotInviteYourself).
 * - A block either way refuses the invite and its accept (403 Blocked, domain/social.ts): a clear
 *   refusal, as for spectating. An unknown or closed account is 404.
 * - The game is one of the sender's own games (400 NotYourGame); its name and picture come from the
 *   catalogue, never from the request.
 * - One invite per sender, recipient and game per **UTC day**. The day is part of the invite's key,
 *   so the boundary must be the same whoever computes it and must not move under a stored invite:
 *   the recipient's time zone is a profile setting they can change (a change would open a second
 *   "today"), and one user's midnight differs from the other's. UTC is what every other day-filed
 *   item uses (profile views, streaks, trend buckets). The rule is a limit on repeats, not a calendar
 *   event, so a boundary at a fixed instant is what matters.
 * - The recipient's preferences (ours): who may invite them (everyone, only people they spectate,
 *   nobody) and muted games. An invite they refuse is **not an error to the sender**: it answers
 *   `created` exactly like a delivered one (and `dup` on a second try that day), but it is stored
 *   undelivered, in no list, so the recipient never sees it and the sender cannot probe the settings.
 *   Preferences apply when an invite is sent; invites delivered before a change stay delivered.
 */
import { randomUUID } from 'node:crypto';
import type { InvitePolicy } from '../../lib/contract/responses';
import { BadRequestError, defineErrorType } from '../core/errors';
import type { Invite, Profile } from '../data';
import { utcDay } from './social';

/** 400: the sender names themself as the recipient (000 §5 cannotInviteYourself). */
export class CannotInviteYourselfError extends BadRequestError {}
defineErrorType(CannotInviteYourselfError, 'CannotInviteYourself');

/** 400: the game is not one of the sender's games. */
export class NotYourGameError extends BadRequestError {}
defineErrorType(NotYourGameError, 'NotYourGame');

/** An invite is kept this long (its TTL), delivered or not, accepted or not. */
export const INVITE_TTL_DAYS = 90;
/** The most received invites, and the most accepted sent invites, the General tab lists (each). */
export const INVITE_LIST_MAX = 50;
/** The most games one player can mute (the contract's bound). */
export const MUTED_GAMES_MAX = 100;

const DAY_SECONDS = 24 * 60 * 60;

/** A player's invite preferences, in the contract's words. */
export interface InvitePreferences {
  whoMayInvite: InvitePolicy;
  mutedGameIds: number[];
}

/** The preferences a profile holds (everyone and no muted game until the player says otherwise). */
export function invitePreferencesOf(
  profile: Pick<Profile, 'whoMayInvite' | 'mutedInviteGameIds'> | undefined,
): InvitePreferences {
  return {
    whoMayInvite: profile?.whoMayInvite ?? 'everyone',
    mutedGameIds: [...(profile?.mutedInviteGameIds ?? [])],
  };
}

/**
 * The muted games to store: each once, in id order, every one a catalogue game (400 naming the
 * unknown ones otherwise).
 */
export function mutedGamesToStore(gameIds: readonly number[], catalogue: ReadonlySet<number>): number[] {
  const unique = [...new Set(gameIds)].sort((a, b) => a - b);
  const unknown = unique.filter((gameId) => !catalogue.has(gameId));
  if (unknown.length > 0) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.mutedGameIds', message: `not catalogue games: ${unknown.join(', ')}` }],
    });
  }
  return unique;
}

/**
 * Whether an invite for `gameId` reaches the recipient under their preferences. `spectatedByRecipient`
 * (does the recipient spectate the sender?) is asked only when the answer depends on it.
 */
export async function reachesRecipient(
  preferences: InvitePreferences,
  gameId: number,
  spectatedByRecipient: () => Promise<boolean>,
): Promise<boolean> {
  if (preferences.mutedGameIds.includes(gameId)) return false;
  switch (preferences.whoMayInvite) {
    case 'everyone':
      return true;
    case 'nobody':
      return false;
    case 'spectated':
      return spectatedByRecipient();
  }
}

/** Refuses an invite to yourself (compared by uuid, once both users are known). */
export function refuseSelfInvite(fromUuid: string, toUuid: string): void {
  if (fromUuid === toUuid) throw new CannotInviteYourselfError('you cannot invite yourself');
}

/** A new invite sent `now`: filed under its UTC day, kept INVITE_TTL_DAYS, not accepted. */
export function newInvite(options: {
  fromUuid: string;
  toUuid: string;
  gameId: number;
  delivered: boolean;
  now: Date;
}): Invite {
  const { now } = options;
  return {
    toUuid: options.toUuid,
    fromUuid: options.fromUuid,
    gameId: options.gameId,
    day: utcDay(now),
    inviteId: randomUUID(),
    createdAt: now.toISOString(),
    delivered: options.delivered,
    accepted: 0,
    acceptedAt: null,
    expiresAt: Math.floor(now.getTime() / 1000) + INVITE_TTL_DAYS * DAY_SECONDS,
  };
}

/** Whether an invite is still alive at `now` (TTL deletion lags: readers check the time). */
export function isCurrentInvite(invite: Pick<Invite, 'expiresAt'>, now: Date): boolean {
  return invite.expiresAt > Math.floor(now.getTime() / 1000);
}
