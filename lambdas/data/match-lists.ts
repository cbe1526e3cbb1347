/**
 * The matching engine's access patterns (docs/data-model.md "Matches", M1–M12): the candidate reads
 * of a rebuild (a small game's community whole, a large game's matching pool by probe), the match
 * lists as bounded documents (`USER#<uuid>/MATCHLIST#<ALL | gameId>`), the reverse `FAN` entries, and
 * the per-game match counts kept on the user's games.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  ALL_MATCHES_SCOPE,
  FULL_COMMUNITY,
  type MatchEntry,
  type PlayerCard,
  type Probe,
} from '../model/matching';
import {
  MatchFanEntity,
  MatchListEntity,
  MatchMemberEntity,
  UserGameEntity,
  type MatchList,
} from './entities';
import { batchWrite, documentClient, isConditionFailure, queryAll, tableName, type Item } from './client';
import { indexedCard } from './user-games';
import { cardOfItem } from './cards';

/** A list's scope: all matches, or one game's. */
export type MatchScope = typeof ALL_MATCHES_SCOPE | number;

const scopeKey = (scope: MatchScope): string =>
  scope === ALL_MATCHES_SCOPE ? ALL_MATCHES_SCOPE : String(scope).padStart(6, '0');
const scopeOf = (key: string): MatchScope => (key === ALL_MATCHES_SCOPE ? ALL_MATCHES_SCOPE : Number(key));

/** A stored list as the engine and the handlers read it. */
export interface StoredMatchList {
  scope: MatchScope;
  entries: MatchEntry[];
  builtAt: number;
  gameCounts: Record<string, number>;
  /** what the owner's card said when a rebuild ranked it (engine.ts `rankedFor`); none on a list an offer started */
  rankedFor?: string;
  /** the revision read (0 for a list not yet stored) */
  rev: number;
}

const toEntry = (stored: MatchList['entries'][number]): MatchEntry => ({
  uuid: stored.u,
  userName: stored.n,
  pic: stored.p,
  combinedScore: stored.s,
  matchedAt: stored.t,
  games: stored.g,
  spectated: stored.f === 1,
});
const toStored = (entry: MatchEntry): MatchList['entries'][number] => ({
  u: entry.uuid,
  n: entry.userName,
  p: entry.pic,
  s: entry.combinedScore,
  t: entry.matchedAt,
  g: entry.games,
  f: entry.spectated ? 1 : 0,
});
const toList = (item: Item): StoredMatchList => {
  const list = MatchListEntity.parse(item);
  return {
    scope: scopeOf(list.scope),
    entries: list.entries.map(toEntry),
    builtAt: list.builtAt,
    gameCounts: list.gameCounts ?? {},
    ...(list.rankedFor === undefined ? {} : { rankedFor: list.rankedFor }),
    rev: list.rev,
  };
};

/** One of a player's lists (M1, M5): one GetItem, ≤ 8 KB for 50 entries, 1 RCU eventually consistent. */
export async function getMatchList(uuid: string, scope: MatchScope): Promise<StoredMatchList | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: MatchListEntity.key({ uuid, scope: scopeKey(scope) }) }),
  );
  return result.Item ? toList(result.Item) : undefined;
}

/** All of a player's lists (a rebuild's previous state, an offer): one Query of their partition. */
export async function getMatchLists(uuid: string): Promise<StoredMatchList[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': MatchListEntity.partition({ uuid }),
      ':sk': MatchListEntity.sortKeyPrefix(),
    },
  });
  return items.map(toList);
}

/**
 * Writes a player's lists (about 1 WCU per 1 KB each: ≈ 8 for the list of all matches, ≈ 4 a game)
 * and removes the lists of games they no longer play.
 */
export async function putMatchLists(
  uuid: string,
  lists: readonly StoredMatchList[],
  removedScopes: readonly MatchScope[] = [],
): Promise<void> {
  await batchWrite([
    ...lists.map((list) => ({
      PutRequest: {
        Item: storedList(uuid, list),
      },
    })),
    ...removedScopes.map((scope) => ({
      DeleteRequest: { Key: MatchListEntity.key({ uuid, scope: scopeKey(scope) }) },
    })),
  ]);
}

const storedList = (uuid: string, list: StoredMatchList) =>
  MatchListEntity.item({
    uuid,
    scope: scopeKey(list.scope),
    entries: list.entries.map(toStored),
    builtAt: list.builtAt,
    ...(list.rankedFor === undefined ? {} : { rankedFor: list.rankedFor }),
    rev: list.rev + 1,
    ...(list.scope === ALL_MATCHES_SCOPE ? { gameCounts: list.gameCounts } : {}),
  });

/**
 * Writes one list only if it is still at the revision it was read at (an offer racing a rebuild or
 * another offer): answers false when someone wrote it meanwhile, and nothing is written.
 */
export async function putMatchListIfUnchanged(uuid: string, list: StoredMatchList): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: storedList(uuid, list),
        ConditionExpression: list.rev === 0 ? 'attribute_not_exists(pk)' : '#rev = :rev',
        ...(list.rev === 0
          ? {}
          : { ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':rev': list.rev } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records on whose lists players now appear, and no longer appear (1 WCU each). */
export async function updateMatchFans(
  viewerUuid: string,
  added: readonly string[],
  removed: readonly string[],
): Promise<void> {
  await batchWrite([
    ...added.map((uuid) => ({ PutRequest: { Item: MatchFanEntity.item({ uuid, viewerUuid }) } })),
    ...removed.map((uuid) => ({ DeleteRequest: { Key: MatchFanEntity.key({ uuid, viewerUuid }) } })),
  ]);
}

/** One player's place on a viewer's lists for one shared game, with the card they were scored from. */
export interface MatchMemberCard {
  gameId: number;
  card: PlayerCard;
}

/**
 * Records the cards of players who came onto a viewer's lists (or were scored there again), per shared
 * game (≈ 0.4 KB: 1 WCU each), and forgets the players who left (1 WCU each).
 */
export async function updateMatchMembers(
  viewerUuid: string,
  put: readonly MatchMemberCard[],
  removed: readonly { gameId: number; uuid: string }[],
): Promise<void> {
  const game = (gameId: number) => String(gameId).padStart(6, '0');
  await batchWrite([
    ...put.map(({ gameId, card }) => ({
      PutRequest: {
        Item: MatchMemberEntity.item({ viewerUuid, game: game(gameId), memberUuid: card.uuid, card }),
      },
    })),
    ...removed.map(({ gameId, uuid }) => ({
      DeleteRequest: { Key: MatchMemberEntity.key({ viewerUuid, game: game(gameId), memberUuid: uuid }) },
    })),
  ]);
}

/**
 * The cards of the players on a viewer's lists who share one game with them (M13; all of them when no
 * game is given, for a rebuild): one Query of the viewer's partition, ≈ 0.4 KB a card.
 */
export async function listMatchMemberCards(viewerUuid: string, gameId?: number): Promise<PlayerCard[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': MatchMemberEntity.partition({ viewerUuid }),
      ':sk': MatchMemberEntity.sortKeyPrefix(
        gameId === undefined ? {} : { game: String(gameId).padStart(6, '0') },
      ),
    },
  });
  return items.map((item) => cardOfItem(MatchMemberEntity.parse(item).card));
}

/**
 * Whose lists a player appears on (keys only; ≈ 0.1 KB each): all of them, or the first `cap` (a
 * presence sighting reaches a bounded audience).
 */
export async function listMatchFans(uuid: string, cap?: number): Promise<string[]> {
  const input = {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': MatchFanEntity.partition({ uuid }),
      ':sk': MatchFanEntity.sortKeyPrefix(),
    },
  };
  const items =
    cap === undefined
      ? await queryAll(input)
      : ((await documentClient.send(new QueryCommand({ ...input, TableName: tableName(), Limit: cap })))
          .Items ?? []);
  return items.map((item) => MatchFanEntity.parse(item).viewerUuid);
}

/** Whether `uuid` is on one of `viewerUuid`'s lists (one key read, 0.5 RCU). */
export async function isMatchFan(uuid: string, viewerUuid: string): Promise<boolean> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: MatchFanEntity.key({ uuid, viewerUuid }),
      ProjectionExpression: 'viewerUuid',
    }),
  );
  return result.Item !== undefined;
}

async function queryCards(input: {
  index: 'players' | 'pool';
  partition: string;
  range?: string;
  values?: Record<string, string>;
  forward: boolean;
  limit: number;
}): Promise<PlayerCard[]> {
  if (input.limit <= 0) return [];
  const index = input.index === 'players' ? UserGameEntity.gsi3 : UserGameEntity.gsi4;
  const cards: PlayerCard[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.indexName,
        KeyConditionExpression: `#pk = :pk${input.range ? ` AND ${input.range}` : ''}`,
        ExpressionAttributeNames: {
          '#pk': index.pkAttribute,
          ...(input.range ? { '#sk': index.skAttribute } : {}),
        },
        ExpressionAttributeValues: { ':pk': input.partition, ...input.values },
        ScanIndexForward: input.forward,
        Limit: input.limit - cards.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const card = indexedCard(item);
      if (card) cards.push(card);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && cards.length < input.limit);
  return cards;
}

/**
 * The cards one probe of a rebuild reads (M10): a small game's whole community (gsi3
 * `PLAYERS#<gameId>`, at most FULL_COMMUNITY + 1 entries), or from a large game's pool bucket (gsi4
 * `POOL#<gameId>#<bucket>`, sort key `<poolKey>#<uuid>`) the entries nearest the viewer's own pool key,
 * half from it upwards and half below it (two queries). ≈ 0.45 KB an entry: 0.5 RCU per 9.
 */
export async function readProbe(probe: Probe): Promise<PlayerCard[]> {
  if (probe.kind === 'community') {
    return queryCards({
      index: 'players',
      partition: UserGameEntity.gsi3.partition({ gameId: probe.gameId }),
      forward: false,
      limit: FULL_COMMUNITY + 1,
    });
  }
  const partition = UserGameEntity.gsi4.partition({ gameId: probe.gameId, poolBucket: probe.bucket });
  const up = Math.ceil(probe.limit / 2);
  const common = { index: 'pool' as const, partition };
  const reads = await Promise.all([
    queryCards({
      ...common,
      range: '#sk >= :from',
      values: { ':from': probe.around },
      forward: true,
      limit: up,
    }),
    queryCards({
      ...common,
      range: '#sk < :to',
      values: { ':to': probe.around },
      forward: false,
      limit: probe.limit - up,
    }),
  ]);
  return reads.flat();
}
