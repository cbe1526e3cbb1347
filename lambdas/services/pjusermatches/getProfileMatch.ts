/**
 * GET pjusermatches/percentmatch/profile?uuid&selectedUserName — the caller's match with one user,
 * with its parts (000 §3 "Profile match parts", §7), computed on the spot by the match scorer
 * (domain/matching, docs/matching.md), plus what the pair shares and the caller's best change.
 *
 * - The caller's own name: 100 in every part (000 §9), nothing read beyond the session's profile.
 * - An unknown user, a deactivated one, or one blocked either way: `{ matches: [] }`. The three answer
 *   alike, so a block cannot be told from a missing account.
 * - Otherwise: the username item, then the other profile and the two block keys together, then both
 *   users' games, the catalogue (genres and names; cached per container) and the spectate flag
 *   together. About 4.5 RCU with a warm catalogue, whatever the number of players (docs/matching.md).
 */
import type { Profile } from '../../data';
import type { ExplainedMatch } from '../../../lib/contract/responses';
import { isBlockedEitherWay } from '../../data/blocks';
import { listGames } from '../../data/games';
import { getProfile } from '../../data/profiles';
import { getSpectatedAmong } from '../../data/spectate';
import { listUserGames } from '../../data/user-games';
import { getUuidByUserName } from '../../data/usernames';
import type { DataNeeds } from '../../data/access';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { matchItem } from '../../domain/views';
import { explainMatch, matchFactsOf, ownScore, type MatchScore } from '../../domain/matching';
import { sameUserName } from '../../../lib/contract/user-names';

type Needs =
  | 'getProfile'
  | 'getUuidByUserName'
  | 'isBlockedEitherWay'
  | 'listUserGames'
  | 'listGames'
  | 'getSpectatedAmong';

/** One user as the profile match answers them, with the score parts in the spec's names. */
function presented(
  person: { userName: string; pic: string | null; spectated: boolean },
  score: MatchScore,
  media: { url(key: string): string },
): ExplainedMatch {
  return {
    ...matchItem({ ...person, score: score.combinedScore }, media),
    gameMatchPercentage: score.gameMatchPercentage,
    genreMatchPercentage: score.genreMatchPercentage,
    checklistMatchPercentage: score.checklistMatchPercentage,
    detailsMatchPercentage: score.detailsMatchPercentage,
  };
}

export const profileMatch: OperationFor<'getProfileMatch', Needs> = async ({ caller, query, deps }) => {
  const viewer = await caller.profile();
  if (!viewer) throw new NotFoundError('the caller has no profile yet');
  const own = (profile: Profile) => ({
    matches: [
      presented(
        { userName: profile.userName, pic: profile.profilePicKey, spectated: false },
        ownScore(),
        deps.media,
      ),
    ],
  });
  if (sameUserName(query.selectedUserName, viewer.userName)) return own(viewer);

  const otherUuid = await deps.data.getUuidByUserName(query.selectedUserName);
  if (!otherUuid) return { matches: [] };
  if (otherUuid === viewer.uuid) return own(viewer);
  const [other, blocked] = await Promise.all([
    deps.data.getProfile(otherUuid),
    deps.data.isBlockedEitherWay(viewer.uuid, otherUuid),
  ]);
  if (!other?.active || blocked) return { matches: [] };

  const [viewerGames, otherGames, catalogue, spectated] = await Promise.all([
    deps.data.listUserGames(viewer.uuid),
    deps.data.listUserGames(other.uuid),
    deps.data.listGames(deps.clock.now().getTime()),
    deps.data.getSpectatedAmong(viewer.uuid, [other.uuid]),
  ]);
  const games = new Map(catalogue.map((game) => [game.gameId, game]));
  // a game that left the catalogue can be neither named nor placed in a genre: it does not count
  const listed = <G extends { gameId: number }>(list: readonly G[]) =>
    list.filter((g) => games.has(g.gameId));
  const genreOf = (gameId: number) => games.get(gameId)?.genre;
  const report = explainMatch(
    matchFactsOf(viewer, listed(viewerGames), genreOf),
    matchFactsOf(other, listed(otherGames), genreOf),
    (gameId) => games.get(gameId)?.description ?? '',
  );
  const person = {
    userName: other.userName,
    pic: other.profilePicKey,
    spectated: spectated.includes(other.uuid),
  };
  return {
    matches: [
      {
        ...presented(person, report.score, deps.media),
        explanation: report.explanation,
        suggestion: report.suggestion,
      },
    ],
  };
};

/** The access patterns the operation reads, named one by one (the bundle keeps only these). */
const data: DataNeeds<Needs> = {
  getProfile,
  getUuidByUserName,
  isBlockedEitherWay,
  listUserGames,
  listGames,
  getSpectatedAmong,
};

/**
 * The operation with its data bound, so the service's entry names it in one line (the pjusermatches
 * entry is shared with the spectate lists); its other dependencies (clock, media, log) are the service's.
 */
export const getProfileMatch: OperationFor<'getProfileMatch'> = (context) =>
  profileMatch({ ...context, deps: { ...context.deps, data: { ...context.deps.data, ...data } } });
