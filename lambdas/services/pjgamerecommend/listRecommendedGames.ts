/**
 * GET pjgamerecommend/pjgamerecommend?userId — the dashboard's recommended games (000 §2, §3
 * "Recommended game": fields not shown; answered as catalogue games, 000 §3 "Game"; docs/data-model.md
 * G10): games of the genres of the caller's games that the caller does not play, most players first,
 * at most 25. The caller's G4 (0.5 RCU) and the catalogue (cached: 0 RCU warm). A caller without games
 * gets [] (the dashboard nudges them to add games). See domain/dashboard-games.ts.
 */
import { recommendedGames } from '../../domain/dashboard-games';
import type { OperationFor } from '../../http/service';

export const listRecommendedGames: OperationFor<
  'listRecommendedGames',
  'listUserGames' | 'listGames'
> = async ({ caller, deps }) => {
  const [mine, games] = await Promise.all([
    deps.data.listUserGames(caller.uuid),
    deps.data.listGames(deps.clock.now().getTime()),
  ]);
  return recommendedGames(games, mine, deps.media);
};
