/**
 * GET pjusermatches/pjmatchescountbygame?uuid — for each of the caller's games, how many matches its
 * list holds (M7): the counts the list of all matches carries, one GetItem. The web keeps the answer
 * for the session (000 §7). A caller whose lists are not built yet gets [].
 */
import type { OperationFor } from '../../http/service';

export const countMatchesByGame: OperationFor<'countMatchesByGame', 'getMatchList'> = async ({
  caller,
  deps,
}) => {
  const list = await deps.data.getMatchList(caller.uuid, 'ALL');
  return Object.entries(list?.gameCounts ?? {})
    .map(([gameId, count]) => ({ GameId: Number(gameId), MatchCount: Math.max(0, count) }))
    .sort((a, b) => a.GameId - b.GameId);
};
