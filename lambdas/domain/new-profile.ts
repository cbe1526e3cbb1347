/**
 * The profile a signup creates (001 §3 "New user creation payload", §4 "create account"): the
 * payload's checks beyond its schema, the profile item and the user-game items.
 */
import { NEW_GAME_ENTRY_DEFAULTS, REAL_PLATFORMS } from '../../lib/contract/codes';
import type { RouteByName } from '../../lib/contract/manifest';
import type * as v from 'valibot';
import type { EnglishReference } from './reference';
import type { ProfileInput, UserGameInput } from '../data';
import type { ErrorIssue } from '../core/errors';
import { birthDateRange, isAllowedBirthDate } from './birth-date';

export type CreationPayload = v.InferOutput<NonNullable<RouteByName<'createUser'>['body']>>;

/** What the schema cannot check: reference ids, the birth-date range, the skill list's length. */
export function creationIssues(
  payload: CreationPayload,
  now: Date,
  reference: EnglishReference,
): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ path: `body.${field}`, message });
  if (!isAllowedBirthDate(payload.DateOfBirth, now)) {
    const { earliest, latest } = birthDateRange(now);
    issue('DateOfBirth', `must be between ${earliest} and ${latest}`);
  }
  if (!reference.countryByCode(payload.CountryCode)) issue('CountryCode', 'unknown country');
  if (!reference.timeZoneById(payload.TimeZone)) issue('TimeZone', 'unknown time zone');
  if (!reference.languageById(payload.Language)) issue('Language', 'unknown language');
  if (payload.SkillLevel.length > payload.Games.length) {
    issue('SkillLevel', 'has more entries than Games (one skill level per game, in the same order)');
  }
  return issues;
}

/** The platform flags: 1 for each real platform (2..7) the payload names, 0 for the others. */
export function platformFlags(platforms: readonly number[]): Record<string, 0 | 1> {
  return Object.fromEntries(REAL_PLATFORMS.map((id) => [String(id), platforms.includes(id) ? 1 : 0]));
}

/** The profile item's attributes. */
export function newProfile(
  payload: CreationPayload,
  owner: { uuid: string; profilePicKey: string | null },
  now: Date,
): ProfileInput {
  return {
    uuid: owner.uuid,
    userName: payload.UserName,
    email: payload.Email,
    active: true,
    createdAt: now.toISOString(),
    lastLoginAt: null,
    countryCode: payload.CountryCode,
    timeZoneId: payload.TimeZone,
    languageId: payload.Language,
    genderId: payload.GenderId,
    dateOfBirth: payload.DateOfBirth,
    bio: payload.Bio.trim() === '' ? null : payload.Bio,
    profilePicKey: owner.profilePicKey,
    gameStyle: payload.GamingStyle,
    streamer: payload.Stream as 0 | 1,
    microphone: payload.Microphone as 0 | 1,
    discord: payload.Discord as 0 | 1,
    familyFriendly: payload.FamilyFriendly as 0 | 1,
    moderator: payload.Moderator as 0 | 1,
    pcConsole: payload.PCConsole as 0 | 1,
    availableNow: payload.AvailableNow as 0 | 1,
    platforms: platformFlags(payload.Platforms),
    postalCode: payload.PostalCode,
    frequencyPlayed: payload.FrequencyPlayed,
    gamesGenre: payload.GamesGenre,
    socialLinks: payload.SocialLinks,
  };
}

/**
 * One user-game item per distinct game, with the default details (000 §3); `SkillLevel[i]`, when
 * given, is the skill level of `Games[i]`.
 */
export function newUserGames(
  payload: CreationPayload,
  owner: { uuid: string; userName: string },
  now: Date,
): UserGameInput[] {
  const seen = new Set<number>();
  return payload.Games.flatMap((gameId, index) => {
    if (seen.has(gameId)) return [];
    seen.add(gameId);
    return [
      {
        uuid: owner.uuid,
        gameId,
        ...NEW_GAME_ENTRY_DEFAULTS,
        skillLevel: payload.SkillLevel[index] ?? NEW_GAME_ENTRY_DEFAULTS.skillLevel,
        addedAt: now.toISOString(),
        userName: owner.userName,
        active: true,
      },
    ];
  });
}
