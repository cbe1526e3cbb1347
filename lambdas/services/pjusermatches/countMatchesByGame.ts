/**
 * GET pjusermatches/pjmatchescountbygame?uuid — for each of the caller's games, how many matches its
 * list holds (M7): the per-game counts the list of all matches carries (`gameCounts`, kept in step by
 * every rebuild, offer and edit: a block takes the blocked off the lists within seconds), one GetItem
 * (≤ 8 KB: 1 RCU) instead of every list. The web keeps the answer for the session (000 §7). A caller
 * whose lists are not built yet gets [].
 */
import type { OperationFor } from '../../http/service';
import { ALL_MATCHES_SCOPE } from '../../model/matching';

export const countMatchesByGame: OperationFor<'countMatchesByGame', 'getMatchList'> = async ({
  caller,
  deps,
}) => {
  const all = await deps.data.getMatchList(caller.uuid, ALL_MATCHES_SCOPE);
  return Object.entries(all?.gameCounts ?? {})
    .map(([gameId, count]) => ({ GameId: Number(gameId), MatchCount: count }))
    .sort((a, b) => a.GameId - b.GameId);
};
