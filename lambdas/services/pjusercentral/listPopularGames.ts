/**
 * GET pjusercentral/pjusercentral/getpopulargames?uuid — the community page's popular games (000 §2,
 * §3 "Popular game"; docs/data-model.md G9): the catalogue (cached per container: 0 RCU warm) by
 * players, with the caller's G4 (0.5 RCU) for `selectedGame` and their list of all matches (M7, one
 * GetItem: 1 RCU) for `matchGameCount`. See domain/dashboard-games.ts.
 */
import { popularGames } from '../../domain/dashboard-games';
import type { OperationFor } from '../../http/service';
import { ALL_MATCHES_SCOPE } from '../../model/matching';

export const listPopularGames: OperationFor<
  'listPopularGames',
  'listUserGames' | 'listGames' | 'getMatchList'
> = async ({ caller, deps }) => {
  const [mine, games, matches] = await Promise.all([
    deps.data.listUserGames(caller.uuid),
    deps.data.listGames(deps.clock.now().getTime()),
    deps.data.getMatchList(caller.uuid, ALL_MATCHES_SCOPE),
  ]);
  return { games: popularGames(games, mine, matches?.gameCounts ?? {}, deps.media) };
};
