/**
 * What the search operations share: the walk of the chosen communities for one request's filters
 * (pjsearchcustom and its count read the same window the same way), and how results are presented:
 * through the people layer (domain/people.ts), each person with the viewer's real combinedScore from
 * the two cards by the one scorer, so the score a search result shows is the score its user card shows.
 */
import type { MatchItem } from '../../../lib/contract/responses';
import type { PlayerCard } from '../../model/matching';
import { cardPeople, type Audience, type Viewer } from '../../domain/people';
import { walkCommunities, type SearchFilters, type SearchWalk } from '../../domain/search';
import { cardMatchItem } from '../../domain/views';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';

/** Walks the chosen games' communities for `filters`, as `audience` sees them (enough: stop early). */
export function searchWalk(
  filters: SearchFilters,
  audience: Audience,
  deps: Deps<DataNeeds<'readCommunityPage'>>,
  enough?: number,
): Promise<SearchWalk> {
  return walkCommunities(filters, deps.data.readCommunityPage, {
    audience,
    now: deps.clock.now(),
    ...(enough === undefined ? {} : { enough }),
  });
}

/** The results of a search page as the viewer sees them: rules, score and flag, the Match item view. */
export function presentResults(
  cards: readonly (PlayerCard | undefined)[],
  viewer: Viewer,
  media: Deps['media'],
): MatchItem[] {
  return cardPeople(cards, viewer).map((person) => cardMatchItem(person, media));
}
