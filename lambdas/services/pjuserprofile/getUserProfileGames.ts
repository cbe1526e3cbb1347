/**
 * GET pjuserprofile/pjuserprofile/games?username — the named user's games with their per-game details
 * (000 §7), sorted by name, in the public game shape (Id, Description, GameImageSrc, Platform,
 * SkillLevel, Frequency, Rating). The same visibility as the profile (services/visible-profile.ts).
 * Cost: G4 (one Query, ≤ 2 RCU at MAX_GAMES_PER_USER) + G3 (0.5 RCU a game).
 */
import { byDescription } from '../../domain/present';
import { presentPublicGame } from '../../domain/public-profile';
import type { OperationFor } from '../../http/service';
import { visibleProfile, type VisibleProfileData } from '../visible-profile';

export const getUserProfileGames: OperationFor<
  'getUserProfileGames',
  VisibleProfileData | 'listUserGames' | 'getGames'
> = async ({ caller, query, deps }) => {
  const profile = await visibleProfile(caller, query.username, deps);
  const userGames = await deps.data.listUserGames(profile.uuid);
  if (userGames.length === 0) return [];
  const games = new Map(
    (await deps.data.getGames(userGames.map((entry) => entry.gameId))).map((game) => [game.gameId, game]),
  );
  return userGames
    .flatMap((entry) => {
      const game = games.get(entry.gameId);
      return game ? [presentPublicGame(entry, game, deps.media)] : [];
    })
    .sort(byDescription);
};
