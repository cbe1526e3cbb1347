/** GET pjpubprofile/pj/games?username — a public profile's games with the owner's details (000 §2, §7). */
import type { OperationFor } from '../../http/service';
import { byDescription } from '../../domain/present';
import { presentPublicGame } from '../../domain/public-profile';
import { findPublicUser } from './public-user';

export const getPublicProfileGames: OperationFor<
  'getPublicProfileGames',
  'getGames' | 'listUserGames' | 'getProfileByUserName'
> = async ({ query, deps }) => {
  const profile = await findPublicUser(query.username, deps);
  if (!profile) return [];
  const userGames = await deps.data.listUserGames(profile.uuid);
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
