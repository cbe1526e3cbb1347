/**
 * GET pjusergames/pjuserselectedgames?uuid — the caller's games for the dashboard (000 §2, §3
 * "Selected game"; docs/data-model.md G8): G4 (one Query of the caller's partition, 0.5 RCU for a
 * few games), the caller's list of all matches for the per-game match counts (M7, one GetItem: 1 RCU)
 * and the catalogue (cached per container: 0 RCU warm). See domain/dashboard-games.ts.
 */
import { selectedGames } from '../../domain/dashboard-games';
import type { OperationFor } from '../../http/service';
import { ALL_MATCHES_SCOPE } from '../../model/matching';

export const listSelectedGames: OperationFor<
  'listSelectedGames',
  'listUserGames' | 'listGames' | 'getMatchList'
> = async ({ caller, deps }) => {
  const [mine, games, matches] = await Promise.all([
    deps.data.listUserGames(caller.uuid),
    deps.data.listGames(deps.clock.now().getTime()),
    deps.data.getMatchList(caller.uuid, ALL_MATCHES_SCOPE),
  ]);
  const catalogue = new Map(games.map((game) => [game.gameId, game]));
  return { games: selectedGames(mine, catalogue, matches?.gameCounts ?? {}, deps.media) };
};
