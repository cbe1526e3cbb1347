/** GET pjusermatches/percentmatch/top?uuid&limit&offset — the caller's matches, best first (M1). */
import type { OperationFor } from '../../http/service';
import { newSince, pageOf, presentMatch, visibleMatches, type MatchListNeeds } from './match-pages';

export const listTopMatches: OperationFor<'listTopMatches', MatchListNeeds> = async ({
  caller,
  query,
  deps,
}) => {
  const [entries, profile] = await Promise.all([visibleMatches(caller.uuid, 'ALL', deps), caller.profile()]);
  const since = newSince(profile);
  return { matches: pageOf(entries, query).map((entry) => presentMatch(entry, deps.media, since)) };
};
