/**
 * The matching engine's plan and ranking (domain/matching/engine.ts): bounded probes, lists in the
 * right order with only players who share a game, offers that keep a list bounded, and the quality of
 * the whole against an exact brute-force ranking on a synthetic community.
 */
import {
  GAME_MATCH_LIST_SIZE,
  MATCH_LIST_SIZE,
  MAX_POOL_READS,
  offerEntry,
  planProbes,
  rankMatches,
  withSpectated,
  withoutEntry,
} from '../../../../lambdas/domain/matching/engine';
import { factsOfCard } from '../../../../lambdas/domain/matching/card';
import { preparePlayer } from '../../../../lambdas/domain/matching';
import { syntheticCommunity } from '../../../../lib/seed/generate/community';
import { MemoryPool, measureRecall, syntheticCard } from '../../../../lib/seed/generate/matching-pool';
import {
  FULL_COMMUNITY,
  type MatchEntry,
  POOL_BUCKETS,
  type PlayerCard,
  poolBucketOf,
  poolPlace,
} from '../../../../lambdas/model/matching';

const { catalogue, player } = syntheticCommunity();
const genre = new Map(catalogue.map((game) => [game.gameId, game.genre]));
const genreOf = (gameId: number) => genre.get(gameId);
const cards = Array.from({ length: 6000 }, (_, index) => syntheticCard(player(index)));
const prepared = (card: PlayerCard) => ({ card, player: preparePlayer(factsOfCard(card, genreOf)) });

const entry = (uuid: string, score: number, matchedAt = 100): MatchEntry => ({
  uuid,
  userName: uuid,
  pic: null,
  combinedScore: score,
  matchedAt,
  games: [1],
  spectated: false,
});

describe('matching engine: the probes', () => {
  it("reads a small game whole and a large one by pool bucket, nearest the viewer's own pool key", () => {
    const viewer = cards.find((card) => card.games.length >= 2)!;
    const [small, large] = viewer.games;
    const probes = planProbes(viewer, (gameId) => (gameId === small ? FULL_COMMUNITY : FULL_COMMUNITY + 1));
    expect(probes.filter((probe) => probe.kind === 'community')).toEqual([
      { kind: 'community', gameId: small },
    ]);
    const pool = probes.filter((probe) => probe.kind === 'pool' && probe.gameId === large);
    expect(pool).toHaveLength(POOL_BUCKETS.length);
    for (const probe of pool) {
      if (probe.kind !== 'pool') continue;
      expect(probe.around).toBe(poolPlace(viewer, large!).details);
      expect(probe.limit).toBe(POOL_BUCKETS[probe.bucket]!.limit);
    }
  });

  it('never plans more reads than MAX_POOL_READS (plus small games), however many large games a viewer plays', () => {
    const viewer: PlayerCard = {
      ...cards[0]!,
      games: Array.from({ length: 50 }, (_, i) => i + 1),
      details: Array(50).fill(2322),
    };
    const probes = planProbes(viewer, () => 1_000_000);
    const reads = probes.reduce((sum, probe) => sum + (probe.kind === 'pool' ? probe.limit : 0), 0);
    expect(reads).toBeLessThanOrEqual(MAX_POOL_READS * 1.1);
    // games gone from the catalogue are not read; a stale count of 0 (a game's first players, within
    // the catalogue cache's minute) reads the game whole, so they still find each other
    expect(planProbes(viewer, () => undefined)).toEqual([]);
    expect(planProbes({ ...viewer, games: [7], details: [2322] }, () => 0)).toEqual([
      { kind: 'community', gameId: 7 },
    ]);
  });

  it('places a player in the bucket of their game count, keyed by their platform, style, checklist and details on that game', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 50].map(poolBucketOf)).toEqual([0, 1, 2, 3, 4, 5, 5, 6, 6, 7, 7]);
    // platform, game style, checklist bits (discord, PlayStation, family friendly, PC, microphone, Nintendo,
    // mobile, PC and console, Xbox, streamer, moderator, other), then skill, frequency, rating
    const card = {
      ...cards[0]!,
      style: 2,
      checklist: (1 << 4) | (1 << 6) | (1 << 1),
      games: [7, 9],
      details: [2345, 1411],
    };
    expect(poolPlace(card, 7)).toEqual({ bucket: 1, details: '22100110000000345' });
    expect(poolPlace(card, 9)).toEqual({ bucket: 1, details: '12100110000000411' });
  });
});

describe('matching engine: ranking', () => {
  it('lists only players sharing a game, never the viewer or the excluded, best first, each game list a subset', () => {
    const viewer = prepared(cards[0]!);
    const others = cards.slice(1, 3000).map(prepared);
    const excluded = new Set([others[0]!.card.uuid]);
    const ranked = rankMatches(viewer, [viewer, ...others], { now: 500, excluded });
    const mine = new Set(viewer.card.games);
    for (const match of ranked.matches) {
      expect(match.uuid).not.toBe(viewer.card.uuid);
      expect(excluded.has(match.uuid)).toBe(false);
      expect(match.games.length).toBeGreaterThan(0);
      expect(match.games.every((gameId) => mine.has(gameId))).toBe(true);
      expect(match.matchedAt).toBe(500);
    }
    expect(ranked.matches.length).toBeLessThanOrEqual(MATCH_LIST_SIZE);
    const scores = ranked.matches.map((match) => match.combinedScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const [gameId, list] of ranked.byGame) {
      expect(list.length).toBeLessThanOrEqual(GAME_MATCH_LIST_SIZE);
      expect(list.every((match) => match.games.includes(gameId))).toBe(true);
    }
  });

  it('keeps when a pair was first matched, and marks whom the viewer spectates', () => {
    const viewer = prepared(cards[0]!);
    const others = cards.slice(1, 2000).map(prepared);
    const first = rankMatches(viewer, others, { now: 100 });
    const someone = first.matches[0]!.uuid;
    const again = rankMatches(viewer, others, {
      now: 900,
      previous: new Map([[someone, 100]]),
      spectated: new Set([someone]),
    });
    const kept = again.matches.find((match) => match.uuid === someone)!;
    expect(kept).toMatchObject({ matchedAt: 100, spectated: true });
    expect(
      again.matches.filter((match) => match.uuid !== someone).every((match) => match.matchedAt === 900),
    ).toBe(true);
  });
});

describe('matching engine: offers and edits keep a list bounded and ordered', () => {
  const full = Array.from({ length: 5 }, (_, i) => entry(`u${i}`, 90 - i * 10));

  it('takes a better player in and drops the last; refuses a worse one when full', () => {
    expect(offerEntry(full, entry('new', 75), 5)!.map((e) => e.uuid)).toEqual([
      'u0',
      'u1',
      'new',
      'u2',
      'u3',
    ]);
    expect(offerEntry(full, entry('weak', 10), 5)).toBeUndefined();
    expect(offerEntry(full.slice(0, 3), entry('weak', 10), 5)!.map((e) => e.uuid)).toEqual([
      'u0',
      'u1',
      'u2',
      'weak',
    ]);
  });

  it('refreshes a player already listed (keeping their first match) and changes nothing for the same entry', () => {
    const moved = offerEntry(full, { ...entry('u4', 95), matchedAt: 999 }, 5)!;
    expect(moved[0]).toMatchObject({ uuid: 'u4', combinedScore: 95, matchedAt: 100 });
    expect(moved).toHaveLength(5);
    expect(offerEntry(full, full[2]!, 5)).toBeUndefined();
  });

  it('removes a player, and sets a spectate flag, only when it changes something', () => {
    expect(withoutEntry(full, 'u2')!.map((e) => e.uuid)).toEqual(['u0', 'u1', 'u3', 'u4']);
    expect(withoutEntry(full, 'nobody')).toBeUndefined();
    expect(withSpectated(full, 'u1', true)![1]!.spectated).toBe(true);
    expect(withSpectated(full, 'u1', false)).toBeUndefined();
  });
});

describe('matching engine: quality', () => {
  it('finds the exact top 25 (recall@25 >= 0.95) on a synthetic community of 6,000 players, reading a bounded pool', () => {
    const pool = new MemoryPool(cards);
    const viewers = Array.from({ length: 60 }, (_, i) => i * 100);
    const report = measureRecall(pool, cards, viewers, genreOf);
    expect(report.recall).toBeGreaterThanOrEqual(0.95);
    expect(report.maxRead).toBeLessThanOrEqual(MAX_POOL_READS + FULL_COMMUNITY * 10);
  });
});
