/**
 * Updating a player's match lists after a change of their game details (domain/matching/lists.ts
 * `updateMatchLists`, docs/matching.md "Updates"): only the pairs that share a changed game are scored
 * again, from the cards recorded for the players already listed and a few players near the new pool key;
 * every other change rebuilds. Run over the synthetic community in memory, with the data access in memory.
 */
import { factsOfCard } from '../../../../lambdas/domain/matching/card';
import { detailsChangedSince, rankedFor } from '../../../../lambdas/domain/matching/engine';
import { rebuildMatchLists, updateMatchLists } from '../../../../lambdas/domain/matching/lists';
import { emptyScore, preparePlayer, scorePair } from '../../../../lambdas/domain/matching';
import { syntheticCommunity } from '../../../../lib/seed/generate/community';
import {
  MemoryMatchData,
  MemoryPool,
  measureUpdates,
  syntheticCard,
  withNextSkill,
} from '../../../../lib/seed/generate/matching-pool';
import {
  ALL_MATCHES_SCOPE,
  FULL_COMMUNITY,
  POOL_BUCKETS,
  type PlayerCard,
  detailsOn,
} from '../../../../lambdas/model/matching';

const { catalogue, player } = syntheticCommunity();
const genre = new Map(catalogue.map((game) => [game.gameId, game.genre]));
const genreOf = (gameId: number) => genre.get(gameId);
const cards = Array.from({ length: 6000 }, (_, index) => syntheticCard(player(index)));
const byUuid = new Map(cards.map((card) => [card.uuid, card]));
const pool = new MemoryPool(cards);
const memoryData = () => new MemoryMatchData(pool, cards, catalogue);
const prepared = (card: PlayerCard) => preparePlayer(factsOfCard(card, genreOf));
const withOtherSkill = (card: PlayerCard, gameId: number) => withNextSkill(card, card.games.indexOf(gameId));

const largeGameOf = (card: PlayerCard) =>
  card.games.find((gameId) => (pool.playersOf(gameId) ?? 0) > FULL_COMMUNITY);
const viewers = cards.filter((card) => card.games.length >= 2 && largeGameOf(card) !== undefined);

describe('updating the lists after a change of game details', () => {
  it('reads the changed game near the new key and the cards of listed players who share it, nothing else', async () => {
    const viewer = viewers[0]!;
    const gameId = largeGameOf(viewer)!;
    const memory = memoryData();
    await rebuildMatchLists(viewer, memory.data, 1000);
    const before = memory.lists(viewer.uuid);
    const members = new Map(before.flatMap((list) => list.entries).map((entry) => [entry.uuid, entry]));
    const changed = withOtherSkill(viewer, gameId);

    memory.reset();
    const report = await updateMatchLists(changed, memory.data, 2000);

    expect(report.kind).toBe('update');
    expect(memory.asked.probes).toEqual(
      POOL_BUCKETS.map((bucket, index) => ({
        kind: 'pool',
        gameId,
        bucket: index,
        around: expect.any(String),
        limit: bucket.update,
      })),
    );
    // the listed players who share the game are scored again from their recorded cards (one query)
    const sharing = [...members.values()].filter((entry) => entry.games.includes(gameId));
    expect(report).toMatchObject({ recorded: sharing.length, fetched: 0 });
    expect(memory.asked.recordedRead).toBe(sharing.length);
    expect(sharing.length).toBeLessThan(members.size);
    expect(memory.asked.cards).toEqual([]);
    // offered only to the best whose pair moved (the first lists read are the viewer's own)
    const offeredTo = memory.asked.listsOf.filter((uuid) => uuid !== viewer.uuid);
    expect(offeredTo.length).toBeGreaterThan(0);
    for (const uuid of offeredTo) expect(byUuid.get(uuid)!.games).toContain(gameId);

    const after = memory.lists(viewer.uuid);
    expect(after.map((list) => list.builtAt)).toEqual(after.map(() => 1000));
    expect(after.find((list) => list.scope === gameId)?.rankedFor).toBe(String(detailsOn(changed, gameId)));
    // every listed pair carries the score of the new card, moved or kept
    const score = emptyScore();
    const viewerPlayer = prepared(changed);
    for (const list of after) {
      for (const entry of list.entries) {
        expect({ uuid: entry.uuid, score: entry.combinedScore }).toEqual({
          uuid: entry.uuid,
          score: scorePair(viewerPlayer, prepared(byUuid.get(entry.uuid)!), score).combinedScore,
        });
      }
    }
  });

  it('finds the exact top 25 after the change as well as a rebuild does (recall@25 >= 0.95)', async () => {
    const sample = viewers.filter((_, index) => index % Math.floor(viewers.length / 40) === 0).slice(0, 40);
    const changes = sample.map((card) => ({ before: card, after: withOtherSkill(card, largeGameOf(card)!) }));
    const reports = await measureUpdates(memoryData(), pool, changes, genreOf);
    expect(reports.every((report) => report.kind === 'update')).toBe(true);
    const recall = reports.reduce((sum, report) => sum + report.recall, 0) / reports.length;
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('reads by key the cards of listed players that were never recorded (lists older than the records)', async () => {
    const viewer = viewers[3]!;
    const gameId = largeGameOf(viewer)!;
    const memory = memoryData();
    await rebuildMatchLists(viewer, { ...memory.data, updateMatchMembers: async () => undefined }, 1000);
    const sharing = new Set(
      memory
        .lists(viewer.uuid)
        .flatMap((list) => list.entries)
        .filter((entry) => entry.games.includes(gameId))
        .map((entry) => entry.uuid),
    );
    memory.reset();
    const report = await updateMatchLists(withOtherSkill(viewer, gameId), memory.data, 2000);
    expect(report).toMatchObject({ kind: 'update', recorded: 0, fetched: sharing.size });
    expect(new Set(memory.asked.cards)).toEqual(sharing);
    // and they are recorded now, for the next update
    expect(memory.asked.recordedWrites).toBeGreaterThanOrEqual(sharing.size);
  });

  it('records each listed player once: a second rebuild with nothing changed writes no record', async () => {
    const viewer = viewers[4]!;
    const memory = memoryData();
    await rebuildMatchLists(viewer, memory.data, 1000);
    const places = new Set(
      memory
        .lists(viewer.uuid)
        .flatMap((list) =>
          list.entries.flatMap((entry) => entry.games.map((game) => `${game}#${entry.uuid}`)),
        ),
    );
    // every place on the viewer's lists (and those of the players they were offered to)
    expect(memory.asked.recordedWrites).toBeGreaterThanOrEqual(places.size);
    memory.reset();
    await rebuildMatchLists(viewer, memory.data, 5000);
    expect(memory.asked.recordedWrites).toBe(0);
  });

  it('does nothing when the lists were already ranked for the card (a record delivered again)', async () => {
    const viewer = viewers[1]!;
    const memory = memoryData();
    await rebuildMatchLists(viewer, memory.data, 1000);
    memory.reset();
    const report = await updateMatchLists(viewer, memory.data, 2000);
    expect(report.kind).toBe('current');
    expect(memory.asked).toMatchObject({ probes: [], cards: [], writes: 0 });
  });

  it('rebuilds after any other change: style, checklist, games, or lists never ranked by a rebuild', async () => {
    const viewer = viewers[2]!;
    const memory = memoryData();
    await rebuildMatchLists(viewer, memory.data, 1000);
    const lists = memory.lists(viewer.uuid);
    const gameId = largeGameOf(viewer)!;
    expect(detailsChangedSince(withOtherSkill(viewer, gameId), lists)).toEqual([gameId]);
    expect(detailsChangedSince(viewer, lists)).toEqual([]);
    expect(detailsChangedSince({ ...viewer, style: viewer.style === 1 ? 2 : 1 }, lists)).toBeUndefined();
    expect(detailsChangedSince({ ...viewer, checklist: viewer.checklist ^ 1 }, lists)).toBeUndefined();
    const fewer = { ...viewer, games: viewer.games.slice(1), details: viewer.details.slice(1) };
    expect(detailsChangedSince(fewer, lists)).toBeUndefined();
    expect(detailsChangedSince(viewer, [])).toBeUndefined();
    const started = lists.map(({ rankedFor: _, ...list }) => list);
    expect(detailsChangedSince(viewer, started)).toBeUndefined();
    expect(rankedFor(viewer, ALL_MATCHES_SCOPE)).toBe(`${viewer.style}:${viewer.checklist}`);

    memory.reset();
    const report = await updateMatchLists({ ...viewer, checklist: viewer.checklist ^ 1 }, memory.data, 2000);
    expect(report.kind).toBe('rebuild');
    expect(memory.lists(viewer.uuid).map((list) => list.builtAt)).toEqual(lists.map(() => 2000));
  });
});
