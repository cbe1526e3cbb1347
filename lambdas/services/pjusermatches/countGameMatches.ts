/** GET pjusermatches/percentmatch/gamematchcount?uuid&gameId — how many matches the caller has in one game (M5). */
import type { OperationFor } from '../../http/service';
import { visibleMatches, type MatchListNeeds } from './match-pages';

export const countGameMatches: OperationFor<'countGameMatches', MatchListNeeds> = async ({
  caller,
  query,
  deps,
}) => ({
  matchCount: (await visibleMatches(caller.uuid, query.gameId, deps)).length,
});
