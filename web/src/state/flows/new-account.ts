/**
 * The end of signup (001 §3 "New user creation payload", §4 "create account"): the payload built from
 * the drafts, `createUser` (POST pjuser/user/create, signed in; success = no ErrorCount, answered as
 * { UUID, userName, ProfilePicLink }), then the session values (uuid, email, userName,
 * profilePicLink). Platforms go in the payload as ids 2..7; the server records the platform flags.
 */
import { SkillLevel, TriState } from '../../../../lib/contract/codes';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { ApiError, ApiNetworkError, callApi } from '../../lib/api';
import { SessionStorageError, storeAccount, type Account } from '../../lib/auth';
import { report } from '../../lib/errors';
import type { SignupDraft } from './signup-draft';

/** The error `type` of a taken username at creation (lambdas/data/errors.ts). */
export const USERNAME_TAKEN_TYPE = 'UsernameTaken';

/** What createUser needs that a draft may lack, in the order the alert lists them. */
export const REQUIRED_FIELDS = [
  'dob',
  'username',
  'email',
  'games',
  'countrycode',
  'timezone',
  'language',
] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The required fields a draft is missing (001 §8: birthdate, username, email, games; and the reference choices). */
export function missingFields(draft: SignupDraft, email: string): RequiredField[] {
  const present: Record<RequiredField, boolean> = {
    dob: draft.dob !== '',
    username: draft.username.trim() !== '',
    email: email.trim() !== '',
    games: draft.games.length > 0,
    countrycode: draft.countrycode !== '',
    timezone: draft.timezone !== null,
    language: draft.language !== null,
  };
  return REQUIRED_FIELDS.filter((field) => !present[field]);
}

const flag = (on: boolean) => (on ? TriState.Yes : TriState.No);

/** The creation payload of a complete draft (see missingFields). */
export function creationPayload(draft: SignupDraft, email: string) {
  return {
    UserName: draft.username.trim(),
    Email: email.trim(),
    GenderId: draft.gender,
    DateOfBirth: draft.dob,
    CountryCode: draft.countrycode,
    PostalCode: '',
    Bio: '',
    ProfilePicLink: draft.savedImage,
    TimeZone: draft.timezone ?? 0,
    Language: draft.language ?? 0,
    Games: [...draft.games],
    GamingStyle: draft.gamingStyle,
    GamesGenre: [],
    PCConsole: 0,
    Microphone: flag(draft.flags.microphone),
    Discord: 0,
    Stream: flag(draft.flags.streamer),
    FamilyFriendly: flag(draft.flags.familyFriendly),
    Moderator: flag(draft.flags.moderator),
    AvailableNow: 1,
    SocialLinks: [],
    // one skill level per game, aligned with Games: no answer until the user rates it
    SkillLevel: draft.games.map(() => SkillLevel.NoAnswer),
    FrequencyPlayed: draft.frequency,
    Platforms: [...draft.platforms],
  };
}
export type CreationPayload = ReturnType<typeof creationPayload>;

export type CreateOutcome =
  | { kind: 'created'; account: Account }
  | { kind: 'usernameTaken' }
  /** created, but the browser refused to keep the session values */
  | { kind: 'notStored' }
  | { kind: 'failed' };

/** Creates the profile and stores the session values. */
export async function createAccount(payload: CreationPayload): Promise<CreateOutcome> {
  let created: AnswerOf<'createUser'>;
  try {
    created = await callApi('createUser', payload);
  } catch (error) {
    if (error instanceof ApiError && error.body?.type === USERNAME_TAKEN_TYPE)
      return { kind: 'usernameTaken' };
    if (!(error instanceof ApiNetworkError || (error instanceof ApiError && error.status < 500))) {
      report(error, { where: 'api:createUser' });
    } else if (error instanceof ApiError && error.status === 400) {
      // the drafts passed every client check, so a refused payload is a fault worth knowing about
      report(error, { where: 'api:createUser', issues: error.body?.issues });
    }
    return { kind: 'failed' };
  }
  const account: Account = {
    uuid: created.UUID,
    email: payload.Email,
    userName: created.userName,
    profilePicLink: created.ProfilePicLink,
  };
  try {
    storeAccount(account);
  } catch (error) {
    if (!(error instanceof SessionStorageError)) report(error, { where: 'signup:storeAccount' });
    return { kind: 'notStored' };
  }
  return { kind: 'created', account };
}
