/**
 * POST pjusersearch/pjsearchcustom — a page of the custom search (000 §3 "Search filters", §7): the
 * members of the chosen games' communities who pass every filter, never the caller, nobody blocked
 * either way, nobody deactivated, each once (the people layer's rule). The walk (domain/search.ts)
 * reads the communities' pages, which carry each member's card, within the request's read budget, and
 * stops as soon as the page is full. An unknown game has no community: it adds nobody (no error).
 * Each result carries the caller's real combinedScore, scored from the two cards as the user card is.
 * Cost: the caller's side (card and blocks ≈ 1 RCU, spectating set ≈ 0.5 RCU, catalogue cached) and
 * community pages (≤ SEARCH_READ_BUDGET_RCU), after the session's profile read (≈ 1 RCU): ≤ 33 RCU
 * for a page of 25, whatever the community's size.
 */
import { hydrateViewer } from '../../domain/people';
import type { OperationFor } from '../../http/service';
import { presentResults, searchWalk } from './search-people';

export const searchUsers: OperationFor<
  'searchUsers',
  'readCommunityPage' | 'getViewerRelations' | 'listSpectatedUuids' | 'listGames'
> = async ({ caller, body, deps }) => {
  const viewer = await hydrateViewer(caller.uuid, deps.data, deps.clock.now());
  const walk = await searchWalk(body, viewer, deps, body.offset + body.limit);
  return presentResults(walk.matches.slice(body.offset, body.offset + body.limit), viewer, deps.media);
};
