/**
 * GET pjusermatches/pjmatchescountbygame?uuid — for each of the caller's games, how many matches its
 * list holds (M7): one Query of the caller's lists (≈ 8 KB for all matches + ≈ 4 KB a game), without
 * anyone blocked either way, as every list reads. The web keeps the answer for the session (000 §7). A
 * caller whose lists are not built yet gets [].
 */
import { ALL_MATCHES_SCOPE } from '../../domain/matching/engine';
import type { OperationFor } from '../../http/service';

export const countMatchesByGame: OperationFor<
  'countMatchesByGame',
  'getMatchLists' | 'getBlockRelations'
> = async ({ caller, deps }) => {
  const [lists, relations] = await Promise.all([
    deps.data.getMatchLists(caller.uuid),
    deps.data.getBlockRelations(caller.uuid),
  ]);
  const hidden = new Set([...relations.blocked, ...relations.blockedBy]);
  return lists
    .filter((list) => list.scope !== ALL_MATCHES_SCOPE)
    .map((list) => ({
      GameId: Number(list.scope),
      MatchCount: list.entries.filter((entry) => !hidden.has(entry.uuid)).length,
    }))
    .sort((a, b) => a.GameId - b.GameId);
};
