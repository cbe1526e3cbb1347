/** Factories of the profile panel's tests, in the contract's shapes. */
import type { AnswerOf } from '../../lib/contract/manifest';
import type { Game } from '../../lib/contract/responses';
import type { ProfileValues } from '../../web/src/state/flows/profile-save';

export const OWN_NAME = 'DemoGamer';
export const UPLOAD_KEY = 'uploads/userprofileimages/4b7c3d2e-new.png';
export const UPLOAD_URL = `https://media-bucket.s3.amazonaws.com/${UPLOAD_KEY}?X-Amz-Signature=abc`;

export function anOwnProfile(
  overrides: Partial<AnswerOf<'getUserProfile'>[number]> = {},
): AnswerOf<'getUserProfile'>[number] {
  return {
    UserName: OWN_NAME,
    ProfilePicLink: 'media/userprofileimages/demo.png',
    LastLogin: '2026-11-20T10:00:00.000Z',
    AvailableNow: 1,
    showSpectating: 1,
    Bio: '"Night%20raider"',
    GameStyle: 1,
    Streamer: 0,
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

export const OWN_GAMES: AnswerOf<'getUserProfileGames'> = [
  {
    Id: 1,
    Description: 'Starfall Arena',
    GameImageSrc: 'media/games/starfall.png',
    Platform: 2,
    SkillLevel: 3,
    Frequency: 2,
    Rating: 2,
  },
  {
    Id: 2,
    Description: 'Moon Miners',
    GameImageSrc: 'media/games/moon.png',
    Platform: 4,
    SkillLevel: 2,
    Frequency: 3,
    Rating: 3,
  },
];

/** PC and Xbox on; the other real platforms off. */
export const OWN_PLATFORMS: AnswerOf<'getPlatforms'> = {
  queryResult: [
    { PlatformId: 2, Active: 1 },
    { PlatformId: 3, Active: 1 },
    { PlatformId: 4, Active: 0 },
  ],
};

export function aCatalogueGame(id: number, name: string): Game {
  return {
    Id: id,
    Description: name,
    GameType: 'Game',
    GameRating: 'T',
    GameGenre: 'Action',
    GameImageSrc: `media/games/${id}.png`,
    GameImageThumbSrc: `media/games/${id}-thumb.png`,
  };
}

export const CATALOGUE: Game[] = [
  aCatalogueGame(1, 'Starfall Arena'),
  aCatalogueGame(2, 'Moon Miners'),
  aCatalogueGame(3, 'Apex Drift'),
  aCatalogueGame(4, 'Block Party'),
  aCatalogueGame(5, 'Zen Garden'),
];

/** The editable values of the fixtures above. */
export function baselineValues(): ProfileValues {
  return {
    username: OWN_NAME,
    bio: 'Night raider',
    checklist: {
      gameStyle: 1,
      streamer: 0,
      microphone: 1,
      familyFriendly: 0,
      moderator: 0,
      discord: 1,
      pcConsole: 0,
    },
    games: [
      { gameId: 1, platform: 2, skillLevel: 3, frequency: 2, rating: 2 },
      { gameId: 2, platform: 4, skillLevel: 2, frequency: 3, rating: 3 },
    ],
    platforms: { 2: true, 3: true, 4: false, 5: false, 6: false, 7: false },
  };
}

/** The first bytes of each accepted image kind, and of a text file. */
export const BYTES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  jpg: [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1],
  webp: [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  text: [...'hello, world'].map((c) => c.charCodeAt(0)),
};

/** A file whose content starts with `head`, padded to `size` bytes. */
export function aFile(name: string, head: readonly number[], size = 64, type = ''): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}
