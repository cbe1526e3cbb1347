/**
 * Another user's signed-in profile read (000 §3 "User profile (read)" and their platform flags) in
 * the public profile's shape (000 §3 "Public profile"), which the shared read-only pieces
 * (components/profile: header, checklist) show, less the country's English name, which the read does not
 * carry (the header names the country from its code); the platforms from the user's platform flags
 * (Active 1 is active).
 */
import { Platform } from '../../../../lib/contract/codes';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import type { PublicProfile } from '../../../../lib/contract/responses';

type UserProfile = AnswerOf<'getUserProfile'>[number];
type PlatformFlags = AnswerOf<'getPlatforms'>['queryResult'];

export function toProfileView(
  profile: UserProfile,
  platforms: PlatformFlags,
): Omit<PublicProfile, 'Description'> {
  const on = (id: number): 0 | 1 =>
    platforms.some((flag) => flag.PlatformId === id && flag.Active === 1) ? 1 : 0;
  return {
    UserName: profile.UserName,
    CountryCode: profile.CountryCode,
    TimeZone: profile.TimeZone,
    ProfilePicLink: profile.ProfilePicLink,
    Bio: profile.Bio,
    GameStyle: profile.GameStyle,
    Streamer: profile.Streamer,
    FamilyFriendly: profile.FamilyFriendly,
    Moderator: profile.Moderator,
    Microphone: profile.Microphone,
    PC: on(Platform.PC),
    Playstation: on(Platform.PlayStation),
    Xbox: on(Platform.Xbox),
    Nintendo: on(Platform.Nintendo),
    Mobile: on(Platform.Mobile),
    Other: on(Platform.Other),
  };
}
