/** GET pjusermatches/percentmatch/matchcount?uuid — how many matches the caller's list holds (M3). */
import type { OperationFor } from '../../http/service';
import { visibleMatches, type MatchListNeeds } from './match-pages';

export const countMatches: OperationFor<'countMatches', MatchListNeeds> = async ({ caller, deps }) => ({
  matchCount: (await visibleMatches(caller.uuid, 'ALL', deps)).length,
});
