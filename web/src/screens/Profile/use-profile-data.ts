/**
 * Everything the profile panel reads for the signed-in user, as one state: the profile, its games and
 * its platform flags (the three the view and the editor need), each its own server resource. The
 * counts (views, streak, spectators, spectating) load on their own and never hold the panel back.
 */
import { REAL_PLATFORMS } from '../../../../lib/contract/codes';
import { cleanBio } from '../../lib/bio';
import { detailsOf } from '../../state/server/game-attributes';
import { checklistOf, useOwnProfile, type OwnProfile } from '../../state/server/own-profile';
import { platformFlagsOf, usePlatforms } from '../../state/server/platforms';
import { useUserGames, type UserGame } from '../../state/server/user-games';
import type { ProfileValues } from '../../state/flows/profile-save';

export type ProfileData =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      profile: OwnProfile;
      games: UserGame[];
      values: ProfileValues;
    };

/** The editable values of what the server holds. */
export function valuesOf(
  profile: OwnProfile,
  games: readonly UserGame[],
  platforms: ProfileValues['platforms'],
): ProfileValues {
  return {
    username: profile.UserName,
    bio: cleanBio(profile.Bio),
    checklist: checklistOf(profile),
    games: games.map((game) => ({ gameId: game.Id, ...detailsOf(game) })),
    platforms: { ...platforms },
  };
}

export function useProfileData(uuid: string, username: string | null): ProfileData {
  const profile = useOwnProfile(username, uuid);
  const games = useUserGames(username);
  const platforms = usePlatforms(username);
  const failed = profile.error ?? games.error ?? platforms.error;
  if (failed || (profile.data && profile.data.length === 0)) {
    return {
      status: 'failed',
      retry: () => {
        void profile.mutate();
        void games.mutate();
        void platforms.mutate();
      },
    };
  }
  const own = profile.data?.[0];
  if (!own || !games.data || !platforms.data) return { status: 'loading' };
  return {
    status: 'ready',
    profile: own,
    games: games.data,
    values: valuesOf(own, games.data, platformFlagsOf(platforms.data)),
  };
}

/** The platforms that are on, in display order. */
export const activePlatforms = (flags: ProfileValues['platforms']) =>
  REAL_PLATFORMS.filter((id) => flags[id]);
