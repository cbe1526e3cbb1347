/**
 * GET pjusersearch/pjsearchcustom/username?uuid&searchname — the players whose name holds the search
 * text anywhere, case-insensitively, in name order, at most a page (25; 000 §7, §9), never the caller,
 * nobody blocked either way, nobody deactivated (the people layer's rule, domain/people.ts).
 * - Two characters or more: the name gram index (domain/search.ts `searchNameGrams`): up to three
 *   gram partitions of the text read at once, every entry verified against the whole text.
 *   ≤ NAME_READ_BUDGET_RCU.
 * - One character: the names that start with it (the username items' gsi1 `NAMES#<c>`); a "contains"
 *   on one letter would be nearly everyone.
 * Then the page's cards (0.5 RCU each: name, picture, and the score against the caller's card by the
 * one scorer, as the user card shows it; a closed account has none). Plus the caller's side (card and
 * blocks ≈ 1 RCU, spectating set ≈ 0.5 RCU, catalogue cached) and ≈ 1 RCU of the session's profile:
 * ≤ 35 RCU for grams, ≤ 16 for one character.
 */
import { PAGE_SIZES } from '../../../lib/contract/constants';
import { hydrateViewer } from '../../domain/people';
import { namePlan, searchNameGrams } from '../../domain/search';
import type { OperationFor } from '../../http/service';
import { presentResults } from './search-people';

type Needs =
  | 'readNameGramPage'
  | 'readNamesByInitial'
  | 'getCards'
  | 'getViewerRelations'
  | 'listSpectatedUuids'
  | 'listGames';

export const searchUsersByName: OperationFor<'searchUsersByName', Needs> = async ({
  caller,
  query,
  deps,
}) => {
  const viewer = await hydrateViewer(caller.uuid, deps.data, deps.clock.now());
  const plan = namePlan(query.searchname);
  const page = PAGE_SIZES.list;
  let uuids: string[];
  if (plan.kind === 'initial') {
    // ask for as many more as could be left out, so a full page stays full (bounded: 100 names ≈ 1 RCU)
    const names = await deps.data.readNamesByInitial(
      plan.initial,
      Math.min(page + viewer.hidden.size + 1, PAGE_SIZES.max),
    );
    uuids = names.filter((name) => viewer.lists(name.uuid)).map((name) => name.uuid);
  } else {
    const found = await searchNameGrams(
      plan,
      deps.data.readNameGramPage,
      (entry) => viewer.lists(entry.uuid),
      page,
    );
    uuids = found.entries.map((entry) => entry.uuid);
  }
  const wanted = uuids.slice(0, page);
  if (wanted.length === 0) return [];
  const cards = new Map((await deps.data.getCards(wanted)).map((card) => [card.uuid, card]));
  return presentResults(
    wanted.map((uuid) => cards.get(uuid)),
    viewer,
    deps.media,
  );
};
