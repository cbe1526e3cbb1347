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

/** A like of a seeded chat message. */
export interface SeedChatLike {
  /** who liked it (a username of users.json) */
  by: string;
  /** seconds before the seed's clock */
  secondsAgo: number;
}

/** A message of a seeded game chat room. */
export interface SeedChatMessage {
  /** unique in the dataset (`<gameId>-<n>`): a reply names its thread's first message by it */
  key: string;
  from: string;
  text: string;
  /** seconds before the seed's clock: the time the gateway received it */
  secondsAgo: number;
  /** the last three digits of its id (domain/chat.ts chatMessageId) */
  tiebreak: number;
  /** a reply: its thread's first message (`parentMessageId`) and the player it answers (`replyToId`) */
  reply: { parent: string; to: string } | null;
  likes: SeedChatLike[];
}

/** A game's chat room: its messages, oldest first. */
export interface SeedChatRoom {
  gameId: number;
  messages: SeedChatMessage[];
  /**
   * players whose game entry counts messages as seen (`chatSeenCount`): the room's count when they
   * last left it. Players of the game not listed have never opened it (all its messages unread).
   */
  seen: Record<string, number>;
}

/** A direct message of a seeded conversation. */
export interface SeedDirectMessage {
  from: string;
  to: string;
  text: string;
  secondsAgo: number;
  tiebreak: number;
  /** whether its recipient has read it (they opened the conversation after it) */
  read: boolean;
}

/** A conversation of two members, oldest message first. */
export interface SeedConversation {
  between: [string, string];
  messages: SeedDirectMessage[];
}

/** The demo chat: a few game rooms and direct-message conversations. */
export interface SeedChat {
  rooms: SeedChatRoom[];
  conversations: SeedConversation[];
}
