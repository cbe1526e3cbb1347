/**
 * GET pjusersearch/pjsearchcustom/username?uuid&searchname — the players whose name holds the search
 * text anywhere, case-insensitively, in name order, at most a page (25; 000 §7, §9), never the caller,
 * nobody blocked either way, nobody deactivated.
 * - Two characters or more: the name gram index (domain/search.ts `searchNameGrams`): up to three
 *   gram partitions of the text read at once, every entry verified against the whole text; entries
 *   carry the name and picture. ≤ NAME_READ_BUDGET_RCU.
 * - One character: the names that start with it (the username items' gsi1 `NAMES#<c>`), then their
 *   faces from their cards (0.5 RCU each); a "contains" on one letter would be nearly everyone.
 * Plus ≈ 1 RCU of block relations, ≈ 1 of the session's profile read and 0.5 RCU per result for the
 * spectate flag: ≤ 35 RCU for grams, ≤ 28 for one character.
 */
import { PAGE_SIZES } from '../../../lib/contract/constants';
import { namePlan, searchNameGrams } from '../../domain/search';
import type { OperationFor } from '../../http/service';
import { hiddenFrom, presentPerson } from './present';

type Needs =
  'readNameGramPage' | 'readNamesByInitial' | 'getCardFaces' | 'getBlockRelations' | 'getSpectatedAmong';

export const searchUsersByName: OperationFor<'searchUsersByName', Needs> = async ({
  caller,
  query,
  deps,
}) => {
  const hidden = hiddenFrom(await deps.data.getBlockRelations(caller.uuid));
  const visible = (uuid: string) => uuid !== caller.uuid && !hidden.has(uuid);
  const plan = namePlan(query.searchname);
  const page = PAGE_SIZES.list;
  let people: { uuid: string; userName: string; pic: string | null }[];
  if (plan.kind === 'initial') {
    // ask for as many more as could be left out, so a full page stays full (bounded: 100 names ≈ 1 RCU)
    const names = await deps.data.readNamesByInitial(
      plan.initial,
      Math.min(page + hidden.size + 1, PAGE_SIZES.max),
    );
    const wanted = names.filter((name) => visible(name.uuid)).slice(0, page);
    const faces =
      wanted.length > 0 ? await deps.data.getCardFaces(wanted.map((name) => name.uuid)) : new Map();
    people = wanted.flatMap((name) => {
      const face = faces.get(name.uuid);
      return face ? [{ uuid: name.uuid, ...face }] : [];
    });
  } else {
    const found = await searchNameGrams(
      plan,
      deps.data.readNameGramPage,
      (entry) => visible(entry.uuid),
      page,
    );
    people = found.entries;
  }
  if (people.length === 0) return [];
  const spectated = new Set(
    await deps.data.getSpectatedAmong(
      caller.uuid,
      people.map((person) => person.uuid),
    ),
  );
  return people.map((person) => presentPerson(person, spectated.has(person.uuid), deps.media));
};
