/** Small factories of the web tests' data, in the contract's shapes. */
import type { PublicGame, PublicProfile } from '../../lib/contract/responses';
import type { WebConfig } from '../../lib/contract/web-config';

export const TEST_CONFIG: WebConfig = {
  region: 'us-east-1',
  apiUrl: 'https://api.test/prod',
  gameChatSocketUrl: 'wss://ws.test/gamechat',
  messagesSocketUrl: 'wss://ws.test/messages',
  publicApiKey: 'public-key',
  userPoolId: 'us-east-1_pool',
  userPoolClientId: 'client-id',
  mediaBaseUrl: 'https://media.test',
};

export function aProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    UserName: 'NeonFox',
    Description: 'Japan',
    CountryCode: 'JP',
    TimeZone: 'JST',
    ProfilePicLink: 'media/userprofileimages/neonfox.png',
    Bio: null,
    GameStyle: 1,
    Streamer: 0,
    FamilyFriendly: 0,
    Moderator: 0,
    Microphone: 0,
    PC: 0,
    Playstation: 0,
    Xbox: 0,
    Nintendo: 0,
    Mobile: 0,
    Other: 0,
    ...overrides,
  };
}

export function aGame(overrides: Partial<PublicGame> = {}): PublicGame {
  return {
    Id: 1,
    Description: 'Starfall Arena',
    GameImageSrc: 'media/games/starfall.png',
    GameImageThumbSrc: 'media/games/starfall-thumb.png',
    Platform: 2,
    SkillLevel: 4,
    Frequency: 1,
    Rating: 1,
    ...overrides,
  };
}
