/**
 * GET pjusermatches/percentmatch/new?uuid&limit&offset[&newuser] — the caller's matches, newest first
 * (M2); with `newuser`, only those made since the caller's previous sign-in (match-pages.ts newSince).
 */
import type { OperationFor } from '../../http/service';
import {
  byNewest,
  isNew,
  newSince,
  pageOf,
  presentMatch,
  visibleMatches,
  type MatchListNeeds,
} from './match-pages';

export const listNewMatches: OperationFor<'listNewMatches', MatchListNeeds> = async ({
  caller,
  query,
  deps,
}) => {
  const [entries, profile] = await Promise.all([visibleMatches(caller.uuid, 'ALL', deps), caller.profile()]);
  const since = newSince(profile);
  const listed = (query.newuser ? entries.filter((entry) => isNew(entry, since)) : entries).sort(byNewest);
  return { matches: pageOf(listed, query).map((entry) => presentMatch(entry, deps.media, since)) };
};
