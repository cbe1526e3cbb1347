/**
 * Profile reads and edits (000 §3, §4 "Profile", §7 "Spectating and profile", "Profile editing"):
 * the signed-in profile presenter and the rules of a games edit. No AWS here.
 */
import { MAX_GAMES_PER_USER } from '../../lib/contract/constants';
import { NEW_GAME_ENTRY_DEFAULTS } from '../../lib/contract/codes';
import type * as answers from '../../lib/contract/responses';
import type { Profile, UserGame } from '../data';
import { BadRequestError } from '../core/errors';
import type { MediaUrls } from './present';
import type { EnglishReference } from './reference';
import { pictureUrl } from './views';

const onOff = (value: number | undefined): 0 | 1 => (value === 1 ? 1 : 0);

/** A signed-in profile read (000 §3 "User profile (read)"); the bio is raw, the web cleans it. */
export function presentUserProfile(
  profile: Profile,
  media: MediaUrls,
  reference: EnglishReference,
): answers.UserProfile {
  return {
    UserName: profile.userName,
    ProfilePicLink: pictureUrl(media, profile.profilePicKey),
    LastLogin: profile.lastLoginAt,
    AvailableNow: onOff(profile.availableNow),
    showSpectating: onOff(profile.showSpectating),
    Bio: profile.bio,
    GameStyle: profile.gameStyle,
    Streamer: onOff(profile.streamer),
    Microphone: onOff(profile.microphone),
    FamilyFriendly: onOff(profile.familyFriendly),
    Moderator: onOff(profile.moderator),
    Discord: onOff(profile.discord),
    PCConsole: onOff(profile.pcConsole),
    CountryCode: profile.countryCode,
    TimeZone: reference.timeZoneDescription(profile.timeZoneId),
  };
}

/**
 * The bio as stored (000 §7 bio/update): trimmed; blank becomes null, which every reader shows as no
 * bio. The display clean-up (quotes, "none", URL-decoding) stays on the reading side (lib/contract/bio.ts).
 */
export function storedBio(bio: string): string | null {
  const trimmed = bio.trim();
  return trimmed === '' ? null : trimmed;
}

/** Refuses a list that names a game twice (400, path `body.<field>`). */
export function assertNoDuplicates(gameIds: readonly number[], field: string): void {
  const seen = new Set<number>();
  const twice = [...new Set(gameIds.filter((id) => (seen.has(id) ? true : (seen.add(id), false))))];
  if (twice.length > 0) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: `body.${field}`, message: `games named more than once: ${twice.join(', ')}` }],
    });
  }
}

/**
 * The games of an add that are new to the user, each once, as new entries with the spec's defaults
 * (000 §3: platform 1, skill 4, frequency 1, rating 1). Games the user already has are left as they
 * are (their details are kept). Refuses (400) an add that would take the user past MAX_GAMES_PER_USER.
 */
export function newGameEntries(
  profile: Pick<Profile, 'uuid' | 'userName' | 'active'>,
  current: readonly Pick<UserGame, 'gameId'>[],
  requested: readonly number[],
  now: Date,
) {
  const have = new Set(current.map((game) => game.gameId));
  const added = [...new Set(requested)].filter((gameId) => !have.has(gameId));
  if (have.size + added.length > MAX_GAMES_PER_USER) {
    throw new BadRequestError('invalid body', {
      issues: [
        {
          path: 'body.games',
          message: `at most ${MAX_GAMES_PER_USER} games per profile (you have ${have.size}, adding ${added.length})`,
        },
      ],
    });
  }
  return added.map((gameId) => ({
    uuid: profile.uuid,
    gameId,
    ...NEW_GAME_ENTRY_DEFAULTS,
    addedAt: now.toISOString(),
    userName: profile.userName,
    active: profile.active,
    chatSeenCount: null,
  }));
}

/** A 0/1 flag as stored, from a value the route already limited to 0 or 1. */
export const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
