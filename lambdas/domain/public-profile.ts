/**
 * Public-profile presenters (000 §2, §3): a profile and its games as the contract's `publicProfile`
 * and `publicGame`, with the English country and time zone names of lib/reference.
 */
import { Platform } from '../../lib/contract/codes';
import type * as answers from '../../lib/contract/responses';
import type { Game, Profile, UserGame } from '../data';
import { DEFAULT_GAME_IMAGE_KEY } from './media';
import type { MediaUrls } from './present';
import type { EnglishReference } from './reference';
import { pictureUrl } from './views';

const onOff = (value: number | undefined): 0 | 1 => (value === 1 ? 1 : 0);

/** A public profile (000 §3 "Public profile"); the bio is raw, the web cleans it (lib/contract/bio.ts). */
export function presentPublicProfile(
  profile: Profile,
  media: MediaUrls,
  reference: EnglishReference,
): answers.PublicProfile {
  const platform = (id: number) => onOff(profile.platforms[String(id)]);
  return {
    UserName: profile.userName,
    Description: reference.countryName(profile.countryCode),
    CountryCode: profile.countryCode,
    TimeZone: reference.timeZoneDescription(profile.timeZoneId),
    ProfilePicLink: pictureUrl(media, profile.profilePicKey),
    Bio: profile.bio,
    GameStyle: profile.gameStyle,
    Streamer: onOff(profile.streamer),
    FamilyFriendly: onOff(profile.familyFriendly),
    Moderator: onOff(profile.moderator),
    Microphone: onOff(profile.microphone),
    PC: platform(Platform.PC),
    Playstation: platform(Platform.PlayStation),
    Xbox: platform(Platform.Xbox),
    Nintendo: platform(Platform.Nintendo),
    Mobile: platform(Platform.Mobile),
    Other: platform(Platform.Other),
  };
}

/** One game on a public profile with the owner's details (000 §3 "Public game"). */
export function presentPublicGame(userGame: UserGame, game: Game, media: MediaUrls): answers.PublicGame {
  return {
    Id: game.gameId,
    Description: game.description,
    GameImageSrc: media.url(game.imageKey ?? DEFAULT_GAME_IMAGE_KEY),
    GameImageThumbSrc: media.url(game.thumbKey ?? game.imageKey ?? DEFAULT_GAME_IMAGE_KEY),
    Platform: userGame.platform,
    SkillLevel: userGame.skillLevel,
    Frequency: userGame.frequency,
    Rating: userGame.rating,
  };
}
