/**
 * What the match-list operations of pjusermatches share (000 §7 "Matches"; docs/data-model.md M1–M7):
 * the caller's stored list (one GetItem, domain/matching/engine.ts keeps it) as the skeleton, the
 * people layer's rule (domain/people.ts: nobody blocked either way from the moment of the block, the
 * stream also takes them off the list), paged over the whole visible list (so pages are full and the
 * counts are the visible list's length), and the one Match item view (domain/views.ts). A page costs
 * the session's profile read (1 RCU), the list
 * (≤ 8 KB: 1 RCU) and the caller's block relations (two key queries: 1 RCU), whatever the number of
 * players. A caller whose list is not built yet (a newcomer within seconds of their first game) gets
 * an empty page.
 */
import type { MatchItem } from '../../../lib/contract/responses';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import type { Profile } from '../../data';
import type { MatchEntry } from '../../model/matching';
import { loadAudience } from '../../domain/people';
import { matchItem } from '../../domain/views';

export type MatchListNeeds = 'getMatchList' | 'getBlockRelations';

/** The caller's list of `scope`, without anyone blocked either way (in the stored order: by score). */
export async function visibleMatches(
  callerUuid: string,
  scope: 'ALL' | number,
  deps: Deps<DataNeeds<MatchListNeeds>>,
): Promise<MatchEntry[]> {
  const [list, audience] = await Promise.all([
    deps.data.getMatchList(callerUuid, scope),
    loadAudience(callerUuid, deps.data),
  ]);
  // a closed account's entries leave the lists with its card (streams/reactions/match-lists.ts)
  const seen = new Set<string>();
  return (list?.entries ?? []).filter((entry) => {
    if (seen.has(entry.uuid) || !audience.lists(entry.uuid)) return false;
    seen.add(entry.uuid);
    return true;
  });
}

/**
 * Since when a match counts as new (newMatchFlag, `newuser`): the caller's sign-in before the last
 * one, so matches made while they were away stay new through this visit; a newcomer's all are new.
 */
export function newSince(profile: Profile | undefined): number {
  const since = profile?.previousLoginAt ?? profile?.createdAt;
  const at = since ? Date.parse(since) : Number.NaN;
  return Number.isFinite(at) ? Math.floor(at / 1000) : 0;
}

/** Matched in or after the second of the previous sign-in (epoch seconds: a tie counts as new). */
export const isNew = (entry: MatchEntry, since: number): boolean => entry.matchedAt >= since;

/** Newest match first; between matches of the same second, the higher score. */
export const byNewest = (a: MatchEntry, b: MatchEntry): number =>
  b.matchedAt - a.matchedAt || b.combinedScore - a.combinedScore || (a.uuid < b.uuid ? -1 : 1);

/** One page of a list. */
export const pageOf = <T>(items: readonly T[], query: { offset: number; limit: number }): T[] =>
  items.slice(query.offset, query.offset + query.limit);

/** A match as the lists answer it (000 §3 "Match item"). */
export function presentMatch(entry: MatchEntry, media: Deps['media'], since: number): MatchItem {
  const { userName, pic, spectated, combinedScore: score } = entry;
  return matchItem({ userName, pic, spectated, score, isNew: isNew(entry, since) }, media);
}
