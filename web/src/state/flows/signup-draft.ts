/**
 * The signup's registration drafts (001 §3): what the completed steps chose, kept in session storage
 * so a reload mid-signup keeps them. The spec's keys (username, displayImage, savedImage, dob, gender,
 * language, timezone, countrycode, frequency) are used as named; the interface language is the i18n
 * module's own session value (`i18nextLng`). Our keys add the current step, the email and the step-6/7
 * choices. The password is never stored: it lives in memory only (see screens/Signup).
 *
 * Light on purpose: no API client, no valibot; values read back are checked against the code tables.
 */
import {
  Frequency,
  GameStyle,
  Gender,
  REAL_PLATFORMS,
  type FrequencyId,
  type GameStyleId,
  type GenderId,
  type PlatformId,
} from '../../../../lib/contract/codes';

/** The seven steps, in their fixed order (001 §2, §4). */
export const SIGNUP_STEPS = [
  'account',
  'code',
  'username',
  'image',
  'basics',
  'preferences',
  'games',
] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The first step counted in 'Step n of 5' (001 §2: the profile steps 3 to 7). */
export const FIRST_PROFILE_STEP: SignupStep = 'username';

/** The yes/no preferences of step 6, each a 0/1 flag of the creation payload. */
export const PREFERENCE_FLAGS = ['familyFriendly', 'streamer', 'microphone', 'moderator'] as const;
export type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];
export type PreferenceFlags = Record<PreferenceFlag, boolean>;

export interface SignupDraft {
  step: SignupStep | null;
  email: string;
  username: string;
  /** the uploaded picture's public address, for the preview after a reload */
  displayImage: string;
  /** the uploaded picture's key, sent as ProfilePicLink; '' means the default picture */
  savedImage: string;
  /** yyyy-MM-dd */
  dob: string;
  gender: GenderId;
  language: number | null;
  timezone: number | null;
  countrycode: string;
  frequency: FrequencyId;
  gamingStyle: GameStyleId;
  platforms: PlatformId[];
  flags: PreferenceFlags;
  /** selected game ids, in the order they were added */
  games: number[];
}

/** Session-storage keys: the spec's names first, then ours. */
export const DRAFT_KEYS = {
  username: 'username',
  displayImage: 'displayImage',
  savedImage: 'savedImage',
  dob: 'dob',
  gender: 'gender',
  language: 'language',
  timezone: 'timezone',
  countrycode: 'countrycode',
  frequency: 'frequency',
  step: 'signupStep',
  email: 'signupEmail',
  gamingStyle: 'signupGamingStyle',
  platforms: 'signupPlatforms',
  flags: 'signupFlags',
  games: 'signupGames',
} as const satisfies Record<keyof SignupDraft, string>;

/** Set by the login page for an unfinished signup: the step to resume at. */
export const SIGNUP_RESUME_KEY = 'signupResume';
export type ResumeStep = Extract<SignupStep, 'code' | 'username'>;

/** Gender defaults to 6 (prefer not to say) at signup (001 §5, §9). */
export const SIGNUP_DEFAULT_GENDER: GenderId = Gender.PreferNotToSay;

export const NO_PREFERENCE_FLAGS: PreferenceFlags = {
  familyFriendly: false,
  streamer: false,
  microphone: false,
  moderator: false,
};

export const EMPTY_DRAFT: SignupDraft = {
  step: null,
  email: '',
  username: '',
  displayImage: '',
  savedImage: '',
  dob: '',
  gender: SIGNUP_DEFAULT_GENDER,
  language: null,
  timezone: null,
  countrycode: '',
  frequency: Frequency.NoAnswer,
  gamingStyle: GameStyle.Any,
  platforms: [],
  flags: NO_PREFERENCE_FLAGS,
  games: [],
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // storage can be switched off; the signup still works, without surviving a reload
    return null;
  }
}

function oneOf<T extends number>(values: readonly T[], raw: string | null, fallback: T): T {
  const value = Number(raw);
  return raw !== null && (values as readonly number[]).includes(value) ? (value as T) : fallback;
}

function positiveId(raw: string | null): number | null {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
}

function jsonArray(raw: string | null): unknown[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function flagsFrom(raw: string | null): PreferenceFlags {
  try {
    const value: unknown = raw === null ? {} : JSON.parse(raw);
    const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(
      PREFERENCE_FLAGS.map((flag) => [flag, record[flag] === true]),
    ) as PreferenceFlags;
  } catch {
    return NO_PREFERENCE_FLAGS;
  }
}

const values = <T extends Record<string, number>>(table: T) => Object.values(table) as T[keyof T][];

/** The draft as stored; anything missing or malformed reads as its empty value. */
export function readDraft(): SignupDraft {
  const store = storage();
  if (!store) return EMPTY_DRAFT;
  const get = (key: keyof SignupDraft) => store.getItem(DRAFT_KEYS[key]);
  const step = get('step');
  const games = jsonArray(get('games')).filter(
    (id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0,
  );
  return {
    step: (SIGNUP_STEPS as readonly string[]).includes(step ?? '') ? (step as SignupStep) : null,
    email: get('email') ?? '',
    username: get('username') ?? '',
    displayImage: get('displayImage') ?? '',
    savedImage: get('savedImage') ?? '',
    dob: /^\d{4}-\d{2}-\d{2}$/.test(get('dob') ?? '') ? (get('dob') as string) : '',
    gender: oneOf(values(Gender), get('gender'), SIGNUP_DEFAULT_GENDER),
    language: positiveId(get('language')),
    timezone: positiveId(get('timezone')),
    countrycode: /^[A-Z]{2}$/.test(get('countrycode') ?? '') ? (get('countrycode') as string) : '',
    frequency: oneOf(values(Frequency), get('frequency'), Frequency.NoAnswer),
    gamingStyle: oneOf(values(GameStyle), get('gamingStyle'), GameStyle.Any),
    platforms: jsonArray(get('platforms')).filter((id): id is PlatformId =>
      (REAL_PLATFORMS as readonly unknown[]).includes(id),
    ),
    flags: flagsFrom(get('flags')),
    games: [...new Set(games)],
  };
}

function serialise(key: keyof SignupDraft, value: SignupDraft[keyof SignupDraft]): string | null {
  if (value === null || value === '') return null;
  if (key === 'platforms' || key === 'games' || key === 'flags') return JSON.stringify(value);
  return String(value);
}

/** Stores the given fields (an empty value removes its key). */
export function saveDraft(patch: Partial<SignupDraft>): void {
  const store = storage();
  if (!store) return;
  for (const [key, value] of Object.entries(patch) as Array<
    [keyof SignupDraft, SignupDraft[keyof SignupDraft]]
  >) {
    const text = serialise(key, value);
    try {
      if (text === null) store.removeItem(DRAFT_KEYS[key]);
      else store.setItem(DRAFT_KEYS[key], text);
    } catch {
      // a full or disabled storage only costs the reload survival
    }
  }
}

/** Removes every draft key and the resume marker (after the account is created). */
export function clearDraft(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(DRAFT_KEYS)) store.removeItem(key);
  store.removeItem(SIGNUP_RESUME_KEY);
}

/** The login page's resume marker: 'code' or 'username', or null. Reading does not remove it. */
export function readResumeStep(): ResumeStep | null {
  const value = storage()?.getItem(SIGNUP_RESUME_KEY) ?? null;
  return value === 'code' || value === 'username' ? value : null;
}

/** Removes the resume marker once the signup has taken it over. */
export function clearResumeStep(): void {
  storage()?.removeItem(SIGNUP_RESUME_KEY);
}
