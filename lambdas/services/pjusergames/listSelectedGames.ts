/**
 * GET pjusergames/pjuserselectedgames?uuid — the caller's games for the dashboard (000 §2, §3
 * "Selected game"; docs/data-model.md G8): G4 (one Query of the caller's partition, 0.5 RCU for a
 * few games) and the catalogue (cached per container: 0 RCU warm). See domain/dashboard-games.ts.
 */
import { selectedGames } from '../../domain/dashboard-games';
import type { OperationFor } from '../../http/service';

export const listSelectedGames: OperationFor<'listSelectedGames', 'listUserGames' | 'listGames'> = async ({
  caller,
  deps,
}) => {
  const [mine, games] = await Promise.all([
    deps.data.listUserGames(caller.uuid),
    deps.data.listGames(deps.clock.now().getTime()),
  ]);
  return { games: selectedGames(mine, new Map(games.map((game) => [game.gameId, game])), deps.media) };
};
