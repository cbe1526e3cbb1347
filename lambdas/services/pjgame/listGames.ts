/** GET pjgame/pjgame — the games catalogue (000 §7), sorted by description. */
import type { OperationFor } from '../../http/service';
import { byDescription, presentGame } from '../../domain/present';

export const listGames: OperationFor<'listGames', 'listGames'> = async ({ deps }) => {
  const games = await deps.data.listGames(deps.clock.now().getTime());
  return games.map((game) => presentGame(game, deps.media)).sort(byDescription);
};
