/** Small factories of the people tests' data, in the contract's shapes. */
import type { AnswerOf } from '../../../lib/contract/manifest';
import type { MatchItem } from '../../../lib/contract/responses';

export function aMatchItem(overrides: Partial<MatchItem> = {}): MatchItem {
  return {
    userName: 'NeonFox',
    image: 'media/userprofileimages/neonfox.png',
    SpecUser: 0,
    newMatchFlag: 0,
    combinedScore: 72,
    ...overrides,
  };
}

/** `count` people named Player01, Player02... starting after `from`. */
export function somePeople(count: number, from = 0): MatchItem[] {
  return Array.from({ length: count }, (_, index) =>
    aMatchItem({ userName: `Player${String(from + index + 1).padStart(2, '0')}`, combinedScore: 50 }),
  );
}

export type ProfileMatch = AnswerOf<'getProfileMatch'>['matches'][number];

/** NeonFox's match with the viewer: 3 shared games, both competitive, both on PC, and one suggestion. */
export function aProfileMatch(overrides: Partial<ProfileMatch> = {}): ProfileMatch {
  return {
    ...aMatchItem(),
    gameMatchPercentage: 80,
    genreMatchPercentage: 60,
    checklistMatchPercentage: 75,
    detailsMatchPercentage: 40,
    explanation: {
      sharedGames: [
        { gameId: 1, gameDescription: 'Starfall Arena' },
        { gameId: 2, gameDescription: 'Rocket League' },
        { gameId: 3, gameDescription: 'Valorant' },
      ],
      sharedGenres: ['Shooter', 'Sports'],
      sameGameStyle: 2,
      sharedChecklist: [],
      sharedPlatforms: [2],
      sameDetails: [{ gameId: 3, gameDescription: 'Valorant', fields: ['skillLevel'] }],
    },
    suggestion: { change: 'addGame', gameId: 9, gameDescription: 'Apex Legends', combinedScore: 81 },
    ...overrides,
  };
}

export type UserProfile = AnswerOf<'getUserProfile'>[number];

export function aUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    UserName: 'NeonFox',
    ProfilePicLink: 'media/userprofileimages/neonfox.png',
    LastLogin: '2026-11-20T10:00:00.000Z',
    AvailableNow: 0,
    showSpectating: 1,
    Bio: 'Night owl, ranked grinder.',
    GameStyle: 2,
    Streamer: 1,
    Microphone: 1,
    FamilyFriendly: 0,
    Moderator: 0,
    Discord: 1,
    PCConsole: 0,
    CountryCode: 'JP',
    TimeZone: '(UTC+09:00) Osaka, Sapporo, Tokyo',
    ...overrides,
  };
}
