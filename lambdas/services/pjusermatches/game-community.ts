/**
 * A game's community (000 §7 "Matches": gamecommunity?uuid&gameId&limit&offset → matches[] and count;
 * gamecommunitycount → matchCount; docs/data-model.md G7, M6): everyone who plays the game, newest
 * first, as the game modal's Community (All) tab shows them.
 *
 * A page is ONE Query of `gsi3 PLAYERS#<gameId>` (`Limit = offset + limit`): the index carries each
 * player's card and nothing else, so nothing is read per person; each is scored on the spot against the caller's
 * card (domain/community.ts), with the caller's side loaded once (community-lists.ts `loadViewer`).
 * About 1.5 RCU for a page of 25, and 1.5 RCU for the session and the caller's side, whatever the
 * game's size. The count is the game's `gameCount` from the catalogue (cached per container: 0 RCU
 * warm). A game that is not in the catalogue answers an empty page and 0.
 */
import { getViewerRelations } from '../../data/community-lists';
import { listGames } from '../../data/games';
import { listSpectatedUuids } from '../../data/spectate';
import { listGamePlayers } from '../../data/user-games';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import { communityPeople, presentCommunityPerson } from '../../domain/community';
import { DEFAULT_GAME_IMAGE_KEY } from '../../domain/media';
import type { OperationFor } from '../../http/service';
import { loadViewer } from './community-lists';

type Needs = 'getViewerRelations' | 'listSpectatedUuids' | 'listGames' | 'listGamePlayers';

const data: DataNeeds<Needs> = {
  getViewerRelations,
  listSpectatedUuids,
  listGames,
  listGamePlayers,
};

const bound = <C extends { deps: Deps<object> }>(context: C) => ({
  ...context,
  deps: { ...context.deps, data: { ...context.deps.data, ...data } },
});

async function catalogueGame(gameId: number, deps: Deps<DataNeeds<'listGames'>>) {
  const games = await deps.data.listGames(deps.clock.now().getTime());
  return games.find((game) => game.gameId === gameId);
}

export const listGameCommunity: OperationFor<'listGameCommunity'> = async (context) => {
  const { caller, query, deps } = bound(context);
  const game = await catalogueGame(query.gameId, deps);
  if (!game) return { matches: [], count: 0 };
  const [cards, { viewer, catalogue }] = await Promise.all([
    deps.data.listGamePlayers(game.gameId, { offset: query.offset, limit: query.limit }),
    loadViewer(caller.uuid, deps),
  ]);
  const people = communityPeople(cards, viewer, catalogue);
  const image = game.imageKey ?? DEFAULT_GAME_IMAGE_KEY;
  const GameImageSrc = deps.media.url(image);
  const GameImageThumbSrc = deps.media.url(game.thumbKey ?? image);
  return {
    matches: people.map((person) => ({
      ...presentCommunityPerson(person, deps.media),
      GameId: game.gameId,
      GameImageSrc,
      GameImageThumbSrc,
    })),
    count: Math.max(0, game.gameCount),
  };
};

export const countGameCommunity: OperationFor<'countGameCommunity'> = async (context) => {
  const { query, deps } = bound(context);
  const game = await catalogueGame(query.gameId, deps);
  return { matchCount: Math.max(0, game?.gameCount ?? 0) };
};
