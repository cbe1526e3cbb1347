/**
 * POST pjusersearch/pjsearchcustom — a page of the custom search (000 §3 "Search filters", §7): the
 * members of the chosen games' communities who pass every filter, never the caller, nobody blocked
 * either way, nobody deactivated, each once. The walk (domain/search.ts) reads the communities'
 * pages, which carry each member's card, within the request's read budget, and stops as soon as the
 * page is full. An unknown game has no community: it adds nobody (no error).
 * Cost: the caller's block relations (≈ 1 RCU), community pages (≤ SEARCH_READ_BUDGET_RCU), and one
 * spectate key per result (0.5 RCU each), after the session's profile read (≈ 1 RCU): ≤ 42 RCU for a
 * page of 25 (27 of them community pages), whatever the community's size.
 */
import { walkCommunities } from '../../domain/search';
import type { OperationFor } from '../../http/service';
import { hiddenFrom, presentPerson } from './present';

export const searchUsers: OperationFor<
  'searchUsers',
  'readCommunityPage' | 'getBlockRelations' | 'getSpectatedAmong'
> = async ({ caller, body, deps }) => {
  const hidden = hiddenFrom(await deps.data.getBlockRelations(caller.uuid));
  const walk = await walkCommunities(body, deps.data.readCommunityPage, {
    viewer: caller.uuid,
    hidden,
    now: deps.clock.now(),
    enough: body.offset + body.limit,
  });
  const page = walk.matches.slice(body.offset, body.offset + body.limit);
  if (page.length === 0) return [];
  const spectated = new Set(
    await deps.data.getSpectatedAmong(
      caller.uuid,
      page.map((card) => card.uuid),
    ),
  );
  return page.map((card) => presentPerson(card, spectated.has(card.uuid), deps.media));
};
