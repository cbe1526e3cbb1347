/**
 * POST pjusersearch/pjsearchcustom/count — how many players the custom search finds (000 §7: an array
 * whose first item has totalCount). The same walk as the page (domain/search.ts) over the whole read
 * budget: when every chosen community fits in it the count is exact; otherwise it is extrapolated from
 * the part read, with each unfinished community's size (`gameCount` of its catalogue item), and says
 * so (`estimated: true`), never below what was found.
 * Cost: ≈ 1 RCU of block relations, ≤ SEARCH_READ_BUDGET_RCU of community pages, and 0.5 RCU per
 * unfinished game's catalogue item.
 */
import { loadAudience } from '../../domain/people';
import { estimateTotal } from '../../domain/search';
import type { OperationFor } from '../../http/service';
import { searchWalk } from './search-people';

export const countSearchResults: OperationFor<
  'countSearchResults',
  'readCommunityPage' | 'getBlockRelations' | 'getGames'
> = async ({ caller, body, deps }) => {
  const walk = await searchWalk(body, await loadAudience(caller.uuid, deps.data), deps);
  const unfinished = walk.games.filter((game) => !game.complete).map((game) => game.gameId);
  const sizes = new Map(
    unfinished.length === 0
      ? []
      : (await deps.data.getGames(unfinished)).map((game) => [game.gameId, game.gameCount]),
  );
  const { totalCount, estimated } = estimateTotal(walk, (gameId) => sizes.get(gameId) ?? 0);
  return [estimated ? { totalCount, estimated } : { totalCount }];
};
