/**
 * Shapes of the seed datasets (lib/seed/data). The dataset generators write them; the seeder
 * (lib/seed/seed.ts) reads them and writes Cognito users, table items and images.
 */
import type { FrequencyId, GameRatingId, GameStyleId, GenderId, PlatformId, SkillLevelId } from '../contract';

/** A catalogue game: a real title with its genre, type and content rating. */
export interface SeedGame {
  id: number;
  description: string;
  /** e.g. "Shooter", "Role-playing", "Sports" */
  genre: string;
  /** e.g. "Multiplayer", "Single-player", "MMO", "Battle royale" */
  type: string;
  /** content rating: "E", "E10+", "T", "M" */
  rating: string;
  /** file name of the generated cover under lib/seed/data/images/games */
  image: string;
  /** file name of the generated square thumbnail (96x96) under lib/seed/data/images/games */
  thumb: string;
}

export interface SeedUserGame {
  gameId: number;
  platform: PlatformId;
  skillLevel: SkillLevelId;
  frequency: FrequencyId;
  rating: GameRatingId;
}

/** A demo community member. */
export interface SeedUser {
  userName: string;
  email: string;
  /** satisfies the password rule; the README lists one demo login */
  password: string;
  gender: GenderId;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2, as in lib/reference countries */
  countryCode: string;
  /** an id of lib/reference time zones */
  timeZoneId: number;
  /** an id of lib/reference languages */
  languageId: number;
  bio: string | null;
  gameStyle: Exclude<GameStyleId, 0>;
  streamer: 0 | 1;
  microphone: 0 | 1;
  discord: 0 | 1;
  familyFriendly: 0 | 1;
  moderator: 0 | 1;
  pcConsole: 0 | 1;
  availableNow: 0 | 1;
  platforms: PlatformId[];
  games: SeedUserGame[];
  /** usernames this user spectates */
  spectating: string[];
  /** file name of the generated picture under lib/seed/data/images/users */
  picture: string;
  /** false for the few deactivated demo accounts (their profiles must not be shown) */
  active: boolean;
}
