/**
 * Edits of every cached answer that may show a person: the lists of people (`{ matches: [...] }`
 * with `userName`), and the arrays of people or profiles (`UserName`). Used when one action changes
 * how a person shows everywhere at once: a block removes them from every list (000 issue 8: "the
 * two users no longer see each other in any list"), a spectate flips their SpecUser flag. Answers of
 * other shapes are returned unchanged, so the edits can be applied to every cached key.
 */
import type { RouteName } from '../../../lib/contract/manifest';
import { sameUserName } from '../../../lib/contract/user-names';

/** Whether an SWR cache key is one of the API keys of swr-config.ts (`[routeName, input]`). */
export function isApiKey(key: unknown): key is readonly [RouteName, unknown] {
  return Array.isArray(key) && key.length === 2 && typeof key[0] === 'string';
}

type PersonLike = { userName?: unknown; UserName?: unknown };

function isPerson(item: unknown, userName: string): boolean {
  if (!item || typeof item !== 'object') return false;
  const { userName: lower, UserName: upper } = item as PersonLike;
  return (
    (typeof lower === 'string' && sameUserName(lower, userName)) ||
    (typeof upper === 'string' && sameUserName(upper, userName))
  );
}

/** Applies `edit` to the list of people inside an answer: a bare array or a `matches` array. */
function editPeople<T>(data: T, edit: (people: unknown[]) => unknown[]): T {
  if (Array.isArray(data)) return edit(data) as T;
  if (data && typeof data === 'object' && Array.isArray((data as { matches?: unknown }).matches)) {
    const answer = data as T & { matches: unknown[] };
    const matches = edit(answer.matches);
    return matches === answer.matches ? data : { ...answer, matches };
  }
  return data;
}

/** The answer without `userName` (the same object when they were not in it). */
export function withoutPerson<T>(data: T, userName: string): T {
  return editPeople(data, (people) => {
    const kept = people.filter((item) => !isPerson(item, userName));
    return kept.length === people.length ? people : kept;
  });
}

/**
 * The answer with `patch` merged into `userName`'s entry, only where the entry already carries those
 * fields (a list item's SpecUser, never a profile), or the same object when nothing changed.
 */
export function patchPerson<T>(data: T, userName: string, patch: Record<string, unknown>): T {
  const fields = Object.keys(patch);
  const matches = (item: unknown) =>
    isPerson(item, userName) && fields.every((field) => field in (item as object));
  return editPeople(data, (people) =>
    people.some(matches)
      ? people.map((item) => (matches(item) ? { ...(item as object), ...patch } : item))
      : people,
  );
}
