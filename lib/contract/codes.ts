/**
 * The product's code tables, defined once (000 §3, 001 §3).
 * Every layer (handlers, seed, web) imports these; nothing keeps a second copy.
 */

/** Platform ids (000 §3, 001 §3). 1 means no answer; 2..7 are real platforms. */
export const Platform = {
  NoAnswer: 1,
  PC: 2,
  Xbox: 3,
  PlayStation: 4,
  Nintendo: 5,
  Mobile: 6,
  Other: 7,
} as const;
export type PlatformId = (typeof Platform)[keyof typeof Platform];
/** The real platforms, in the order the checklist and pickers show them (000 §2). */
export const REAL_PLATFORMS = [
  Platform.PC,
  Platform.PlayStation,
  Platform.Xbox,
  Platform.Nintendo,
  Platform.Mobile,
  Platform.Other,
] as const;

/**
 * Skill level (000 §3). The sources disagree whether "no answer" is 4 or whether 5 groups
 * "no answer or rather not say"; we store both codes as distinct values and treat both as unanswered.
 */
export const SkillLevel = { Low: 1, Medium: 2, High: 3, NoAnswer: 4, RatherNotSay: 5 } as const;
export type SkillLevelId = (typeof SkillLevel)[keyof typeof SkillLevel];

export const Frequency = { NoAnswer: 1, AllTheTime: 2, Sometimes: 3, OnceInAWhile: 4, Rarely: 5 } as const;
export type FrequencyId = (typeof Frequency)[keyof typeof Frequency];

export const GameRating = { NoAnswer: 1, LoveIt: 2, LikeIt: 3, ItsOk: 4, DontLikeIt: 5, HateIt: 6 } as const;
export type GameRatingId = (typeof GameRating)[keyof typeof GameRating];

/** Game style on a profile (000 §3): 1 relaxed, 2 competitive. 0 "any" appears only in filters (001 §3). */
export const GameStyle = { Any: 0, Relaxed: 1, Competitive: 2 } as const;
export type GameStyleId = (typeof GameStyle)[keyof typeof GameStyle];

export const Gender = {
  Female: 1,
  Male: 2,
  Any: 3,
  Transgender: 4,
  NonBinary: 5,
  PreferNotToSay: 6,
} as const;
export type GenderId = (typeof Gender)[keyof typeof Gender];

/** Tri-state search filters (000 §3, 001 §3): 2 don't care, 0 no, 1 yes. */
export const TriState = { No: 0, Yes: 1, DontCare: 2 } as const;
export type TriStateValue = (typeof TriState)[keyof typeof TriState];

/** Defaults for a new game entry (000 §3). */
export const NEW_GAME_ENTRY_DEFAULTS = {
  platform: Platform.NoAnswer,
  skillLevel: SkillLevel.NoAnswer,
  frequency: Frequency.NoAnswer,
  rating: GameRating.NoAnswer,
} as const;

/** Chat notification kinds (000 §3). */
export const ChatNotificationType = { Liked: 'liked', Responded: 'responded', Tagged: 'tagged' } as const;
export type ChatNotificationTypeId = (typeof ChatNotificationType)[keyof typeof ChatNotificationType];

/** General notification kinds (000 §3). */
export const GeneralNotificationType = { Spectate: 'spec', Invite: 'invite' } as const;
export type GeneralNotificationTypeId =
  (typeof GeneralNotificationType)[keyof typeof GeneralNotificationType];

/** Default language id (001 §3, §9). */
export const DEFAULT_LANGUAGE_ID = 41;

/** Interface languages (001 §4, §9); the first is the fallback. */
export const INTERFACE_LANGUAGES = ['en', 'es', 'ja', 'ko', 'pt'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: InterfaceLanguage = 'en';

/** Words that can never be a public-profile username (000 §2, 001 §2), compared case-insensitively. */
export const RESERVED_ROUTE_WORDS = ['login', 'contact', 'faq', 'signup', 'terms', 'home'] as const;
export function isReservedWord(name: string): boolean {
  return (RESERVED_ROUTE_WORDS as readonly string[]).includes(name.toLowerCase());
}
