/**
 * A game's community (000 §7 "Matches": gamecommunity?uuid&gameId&limit&offset → matches[] and count;
 * gamecommunitycount → matchCount; docs/data-model.md G7, M6): everyone who plays the game, newest
 * first, as the game modal's Community (All) tab shows them.
 *
 * Through the people layer (domain/people.ts): the skeleton is ONE Query of `gsi3 PLAYERS#<gameId>`
 * (the index carries each player's card and nothing else, and holds no closed account), scored on the
 * spot against the caller's card, with the caller's side hydrated once (`hydrateViewer`). `offset`
 * counts the people the caller sees; the read asks offset + limit + (hidden + 1) entries, so a page is
 * full whenever that many exist (`fullPage`). About 1.5 RCU for a page of 25, and 1.5 RCU for the
 * caller's side, whatever the game's size.
 *
 * The count agrees with the list: the game's `gameCount` (catalogue, cached per container) less the
 * caller and the people hidden from them who play it (one BatchGet of their user game keys, 0.5 RCU
 * each, data/people-counts.ts). A game that is not in the catalogue answers an empty page and 0.
 */
import { getViewerRelations } from '../../data/community-lists';
import { getBlockRelations } from '../../data/blocks';
import { listGames } from '../../data/games';
import { countPlayersAmong } from '../../data/people-counts';
import { listSpectatedUuids } from '../../data/spectate';
import { listGamePlayers } from '../../data/user-games';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import type { Audience } from '../../domain/people';
import { cardPeople, fullPage, hydrateViewer, loadAudience } from '../../domain/people';
import { gameImages } from '../../domain/present';
import { cardMatchItem } from '../../domain/views';
import type { Game } from '../../data';
import type { OperationFor } from '../../http/service';

type Needs =
  | 'getViewerRelations'
  | 'listSpectatedUuids'
  | 'listGames'
  | 'listGamePlayers'
  | 'getBlockRelations'
  | 'countPlayersAmong';

const data: DataNeeds<Needs> = {
  getViewerRelations,
  listSpectatedUuids,
  listGames,
  listGamePlayers,
  getBlockRelations,
  countPlayersAmong,
};

const bound = <C extends { deps: Deps<object> }>(context: C) => ({
  ...context,
  deps: { ...context.deps, data: { ...context.deps.data, ...data } },
});

async function catalogueGame(gameId: number, deps: Deps<DataNeeds<'listGames'>>) {
  const games = await deps.data.listGames(deps.clock.now().getTime());
  return games.find((game) => game.gameId === gameId);
}

/** The game's players the caller sees: `gameCount` less the caller and those hidden from them. */
async function visibleCount(game: Game, audience: Audience, deps: Deps<DataNeeds<'countPlayersAmong'>>) {
  const unseen = await deps.data.countPlayersAmong(game.gameId, [audience.viewer, ...audience.hidden]);
  return Math.max(0, game.gameCount - unseen);
}

export const listGameCommunity: OperationFor<'listGameCommunity'> = async (context) => {
  const { caller, query, deps } = bound(context);
  const game = await catalogueGame(query.gameId, deps);
  if (!game) return { matches: [], count: 0 };
  const viewer = await hydrateViewer(caller.uuid, deps.data, deps.clock.now());
  const [{ people }, count] = await Promise.all([
    fullPage(
      query,
      viewer.hidden.size + 1,
      (n) => deps.data.listGamePlayers(game.gameId, { offset: 0, limit: n }),
      (cards) => cardPeople(cards, viewer),
    ),
    visibleCount(game, viewer, deps),
  ]);
  const images = { GameId: game.gameId, ...gameImages(game, deps.media) };
  return {
    matches: people.map((person) => ({ ...cardMatchItem(person, deps.media), ...images })),
    count,
  };
};

export const countGameCommunity: OperationFor<'countGameCommunity'> = async (context) => {
  const { caller, query, deps } = bound(context);
  const game = await catalogueGame(query.gameId, deps);
  if (!game) return { matchCount: 0 };
  return { matchCount: await visibleCount(game, await loadAudience(caller.uuid, deps.data), deps) };
};
