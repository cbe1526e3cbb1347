/**
 * An in-memory matching pool: the synthetic community's cards laid out as the table lays them out
 * (each game's community, and each large game's pool buckets sorted by the details key and uuid), with
 * the same probe semantics as lambdas/data/match-lists.ts `readProbe`. It lets the engine's quality be
 * measured against an exact brute-force ranking at 100,000 players in seconds (scripts/bench/matching-recall.ts,
 * test/lambdas/domain/matching/engine.test.ts); the DynamoDB benchmark checks the same plan against the table.
 */
import { cardOf, factsOfCard } from '../../../lambdas/domain/matching/card';
import { planProbes, rankMatches } from '../../../lambdas/domain/matching/engine';
import {
  rebuildMatchLists,
  updateMatchLists,
  type MatchListsData,
  type RebuildReport,
} from '../../../lambdas/domain/matching/lists';
import { emptyScore, preparePlayer, scorePair, type MatchPlayer } from '../../../lambdas/domain/matching';
import type { Game, Profile, StoredMatchList, UserGame } from '../../../lambdas/data';
import type { SyntheticPlayer } from './community';
import { ALL_MATCHES_SCOPE, type PlayerCard, type Probe, poolPlace } from '../../../lambdas/model/matching';

/** The card of a synthetic player (an active profile with the default picture). */
export function syntheticCard(player: SyntheticPlayer): PlayerCard {
  const profile = {
    ...player,
    email: `${player.userName}@example.test`,
    active: true,
    lastLoginAt: null,
    previousLoginAt: null,
    bio: null,
    profilePicKey: null,
    availableNow: 0,
  } as unknown as Profile;
  return cardOf(
    profile,
    player.games.map((game) => ({ ...game, uuid: player.uuid }) as unknown as UserGame),
  );
}

export class MemoryPool {
  private readonly communities = new Map<number, PlayerCard[]>();
  private readonly pools = new Map<string, { key: string; card: PlayerCard }[]>();

  constructor(cards: readonly PlayerCard[]) {
    for (const card of cards) {
      for (const gameId of card.games) {
        const community = this.communities.get(gameId) ?? [];
        community.push(card);
        this.communities.set(gameId, community);
        const place = poolPlace(card, gameId);
        const bucket = `${gameId}#${place.bucket}`;
        const pool = this.pools.get(bucket) ?? [];
        pool.push({ key: `${place.details}#${card.uuid}`, card });
        this.pools.set(bucket, pool);
      }
    }
    for (const pool of this.pools.values()) pool.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  playersOf = (gameId: number): number | undefined => this.communities.get(gameId)?.length;

  community(gameId: number): readonly PlayerCard[] {
    return this.communities.get(gameId) ?? [];
  }

  /** What `readProbe` reads from the table, read from memory. */
  read(probe: Probe): PlayerCard[] {
    if (probe.kind === 'community') return [...this.community(probe.gameId)];
    const pool = this.pools.get(`${probe.gameId}#${probe.bucket}`) ?? [];
    let low = 0;
    let high = pool.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (pool[mid]!.key < probe.around) low = mid + 1;
      else high = mid;
    }
    // two queries: sort key >= around upwards, sort key < around downwards (match-lists.ts readProbe)
    const up = Math.ceil(probe.limit / 2);
    const down = probe.limit - up;
    return [...pool.slice(low, low + up), ...pool.slice(Math.max(0, low - down), low)].map(
      (entry) => entry.card,
    );
  }
}

/** The engine's quality for some viewers: recall@k of its `top` list against the exact ranking. */
export interface RecallReport {
  viewers: number;
  recall: number;
  /** mean, median, 99th percentile and largest number of cards a rebuild read (over the viewers) */
  meanRead: number;
  p50Read: number;
  p99Read: number;
  maxRead: number;
}

/** The p-quantile of some numbers (the smallest value with at least p of them at or below it). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/**
 * For each viewer: the engine's list (planProbes → read → rankMatches, as a rebuild runs them, without
 * the symmetric offers, which only add candidates) against the exact top k by the same scorer over
 * every player who shares a game. A listed player counts when their exact score reaches the k-th best
 * exact score (ties at the cut are interchangeable); a viewer with fewer than k matches needs them all.
 */
export function measureRecall(
  pool: MemoryPool,
  cards: readonly PlayerCard[],
  viewers: readonly number[],
  genreOf: (gameId: number) => string | undefined,
  k = 25,
): RecallReport {
  const player = preparedPlayers(genreOf);
  let recall = 0;
  const reads: number[] = [];
  for (const index of viewers) {
    const card = cards[index]!;
    const viewer = { card, player: player(card) };
    const candidates = planProbes(card, pool.playersOf).flatMap((probe) => pool.read(probe));
    reads.push(candidates.length);
    const ranked = rankMatches(
      viewer,
      candidates.map((other) => ({ card: other, player: player(other) })),
      { now: 0 },
    );
    recall += recallAt(pool, viewer, ranked.matches, player, k);
  }
  return {
    viewers: viewers.length,
    recall: recall / viewers.length,
    meanRead: reads.reduce((sum, n) => sum + n, 0) / Math.max(1, reads.length),
    p50Read: quantile(reads, 0.5),
    p99Read: quantile(reads, 0.99),
    maxRead: Math.max(0, ...reads),
  };
}

/** The scorer's form of each card, prepared once. */
function preparedPlayers(genreOf: (gameId: number) => string | undefined): (card: PlayerCard) => MatchPlayer {
  const prepared = new Map<string, MatchPlayer>();
  return (card) => {
    let found = prepared.get(card.uuid);
    if (!found) {
      found = preparePlayer(factsOfCard(card, genreOf));
      prepared.set(card.uuid, found);
    }
    return found;
  };
}

/**
 * recall@k of a ranked list against the exact top k of the viewer by the same scorer over every player
 * who shares a game: a listed player counts when their exact score reaches the k-th best exact score
 * (ties at the cut are interchangeable); a viewer with fewer than k matches needs them all.
 */
function recallAt(
  pool: MemoryPool,
  viewer: { card: PlayerCard; player: MatchPlayer },
  ranked: readonly { uuid: string }[],
  player: (card: PlayerCard) => MatchPlayer,
  k: number,
): number {
  const score = emptyScore();
  const exact = new Map<string, number>();
  for (const gameId of viewer.card.games) {
    for (const other of pool.community(gameId)) {
      if (other.uuid === viewer.card.uuid || exact.has(other.uuid)) continue;
      exact.set(other.uuid, scorePair(viewer.player, player(other), score).combinedScore);
    }
  }
  const best = [...exact.values()].sort((a, b) => b - a);
  const wanted = Math.min(k, best.length);
  if (wanted === 0) return 1;
  const cut = best[wanted - 1]!;
  return ranked.slice(0, wanted).filter((entry) => (exact.get(entry.uuid) ?? 0) >= cut).length / wanted;
}

/**
 * The engine's data access (domain/matching/lists.ts `MatchListsData`) over a memory pool: the lists
 * kept in memory with their revisions, nobody blocked or spectated. It records what the engine asked
 * for, so the cost of a rebuild or an update can be counted without a table.
 */
export class MemoryMatchData {
  private readonly stored = new Map<string, StoredMatchList[]>();
  /** viewer → `<gameId>#<uuid>` → the member's recorded card */
  private readonly members = new Map<string, Map<string, PlayerCard>>();
  private readonly cards: Map<string, PlayerCard>;
  private readonly games: Game[];
  /** what was asked since `reset`: the probes, the cards read by key, whose lists were read */
  asked = {
    probes: [] as Probe[],
    cards: [] as string[],
    listsOf: [] as string[],
    writes: 0,
    /** member cards read from the records, and written or removed */
    recordedRead: 0,
    recordedWrites: 0,
  };

  constructor(
    private readonly pool: MemoryPool,
    cards: readonly PlayerCard[],
    catalogue: readonly { gameId: number; genre: string }[],
  ) {
    this.cards = new Map(cards.map((card) => [card.uuid, card]));
    this.games = catalogue.map(
      (game) => ({ ...game, gameCount: pool.playersOf(game.gameId) ?? 0 }) as unknown as Game,
    );
  }

  reset(): void {
    this.asked = { probes: [], cards: [], listsOf: [], writes: 0, recordedRead: 0, recordedWrites: 0 };
  }

  lists(uuid: string): StoredMatchList[] {
    return this.stored.get(uuid) ?? [];
  }

  readonly data: MatchListsData = {
    listGames: async () => this.games,
    getBlockRelations: async () => ({ blocked: [], blockedBy: [] }),
    listSpectatingUuids: async () => [],
    isSpectating: async () => false,
    readProbe: async (probe) => {
      this.asked.probes.push(probe);
      return this.pool.read(probe);
    },
    getCards: async (uuids) => {
      this.asked.cards.push(...uuids);
      return uuids.flatMap((uuid) => this.cards.get(uuid) ?? []);
    },
    getMatchLists: async (uuid) => {
      this.asked.listsOf.push(uuid);
      return this.lists(uuid).map((list) => ({ ...list }));
    },
    putMatchLists: async (uuid, lists, removed = []) => {
      const kept = this.lists(uuid).filter((list) => !removed.includes(list.scope));
      this.stored.set(uuid, [...kept, ...lists]);
    },
    putMatchListIfUnchanged: async (uuid, list) => {
      const lists = this.lists(uuid);
      if ((lists.find((stored) => stored.scope === list.scope)?.rev ?? 0) !== list.rev) return false;
      this.asked.writes += 1;
      this.stored.set(uuid, [
        ...lists.filter((stored) => stored.scope !== list.scope),
        { ...list, rev: list.rev + 1 },
      ]);
      return true;
    },
    updateMatchFans: async () => undefined,
    listMatchFans: async () => [],
    updateMatchMembers: async (viewerUuid, put, removed) => {
      const members = this.members.get(viewerUuid) ?? new Map<string, PlayerCard>();
      for (const { gameId, card } of put) members.set(`${gameId}#${card.uuid}`, card);
      for (const { gameId, uuid } of removed) members.delete(`${gameId}#${uuid}`);
      this.members.set(viewerUuid, members);
      this.asked.recordedWrites += put.length + removed.length;
    },
    listMatchMemberCards: async (viewerUuid, gameId) => {
      const found = [...(this.members.get(viewerUuid) ?? new Map<string, PlayerCard>())]
        .filter(([key]) => gameId === undefined || key.startsWith(`${gameId}#`))
        .map(([, card]) => card);
      this.asked.recordedRead += found.length;
      return found;
    },
  };
}

/**
 * The benchmark's profile change: the skill level of the player's game at `position` moves to the next
 * (1 → 2 → 3 → 1; the unanswered 4 and 5 become 2 and 3), as `npm run bench:matching` changes it.
 */
export function withNextSkill(card: PlayerCard, position: number): PlayerCard {
  const details = [...card.details];
  const packed = details[position] ?? 0;
  const skill = Math.floor(packed / 100) % 10;
  details[position] = packed - skill * 100 + ((skill % 3) + 1) * 100;
  return { ...card, details };
}

/** What one update cost and found (`measureUpdates`). */
export interface UpdateReport {
  /** cards the update's probes read */
  read: number;
  /** cards of listed players it scored again from their recorded cards */
  recorded: number;
  /** cards of listed players it read by key (not recorded) */
  fetched: number;
  kind: RebuildReport['kind'];
  /** recall@k of the updated top list against the exact ranking of the changed card */
  recall: number;
}

/**
 * For each change (a card before and after): the lists of `before` rebuilt by the engine in memory,
 * then updated for `after` as the stream does; answers what each update read and its recall@k.
 */
export async function measureUpdates(
  memory: MemoryMatchData,
  pool: MemoryPool,
  changes: readonly { before: PlayerCard; after: PlayerCard }[],
  genreOf: (gameId: number) => string | undefined,
  k = 25,
): Promise<UpdateReport[]> {
  const player = preparedPlayers(genreOf);
  const reports: UpdateReport[] = [];
  for (const { before, after } of changes) {
    await rebuildMatchLists(before, memory.data, 1);
    memory.reset();
    const report = await updateMatchLists(after, memory.data, 2);
    // the changed card is prepared afresh (the cache holds the card before the change)
    const viewer = { card: after, player: preparePlayer(factsOfCard(after, genreOf)) };
    const top = memory.lists(after.uuid).find((list) => list.scope === ALL_MATCHES_SCOPE)?.entries ?? [];
    reports.push({
      read: report.read,
      recorded: report.recorded,
      fetched: report.fetched,
      kind: report.kind,
      recall: recallAt(pool, viewer, top, player, k),
    });
  }
  return reports;
}
