/**
 * GET pjusermatches/percentmatch/gamematches?uuid&gameId&limit&offset[&newuser] — the caller's best
 * matches among one game's players (M5), with the game's images and the list's `count` (after the
 * `newuser` filter, so the count and the pages agree). A game the caller does not play, or an unknown
 * one, has an empty list.
 */
import type { OperationFor } from '../../http/service';
import { gameImages } from '../../domain/present';
import { isNew, newSince, pageOf, presentMatch, visibleMatches, type MatchListNeeds } from './match-pages';

export const listGameMatches: OperationFor<'listGameMatches', MatchListNeeds | 'listGames'> = async ({
  caller,
  query,
  deps,
}) => {
  const [entries, profile, catalogue] = await Promise.all([
    visibleMatches(caller.uuid, query.gameId, deps),
    caller.profile(),
    deps.data.listGames(),
  ]);
  const since = newSince(profile);
  const listed = query.newuser ? entries.filter((entry) => isNew(entry, since)) : entries;
  const game = catalogue.find((candidate) => candidate.gameId === query.gameId);
  const images = { GameId: query.gameId, ...gameImages(game, deps.media) };
  return {
    matches: pageOf(listed, query).map((entry) => ({ ...presentMatch(entry, deps.media, since), ...images })),
    count: listed.length,
  };
};
