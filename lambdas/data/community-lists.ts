/**
 * The community lists (docs/data-model.md "Community lists", C1, C2) and what they are made of: list
 * entries (`USER#<uuid>/LIST#<list>`, ranked in `gsi1 LIST#<list>`, each carrying the player's card),
 * one counter item per list, the users' daily trend buckets (`USER#<uuid>/TREND#<day>`) and the games'
 * (`GAME#<gameId>/TREND#<day>`, G11). The stream handler writes all of them; the matches service reads.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerCard } from '../model/matching';
import {
  BlockEntity,
  GameEntity,
  GameTrendBucketEntity,
  ListCountEntity,
  ListEntryEntity,
  PlayerCardEntity,
  TrendBucketEntity,
  type CommunityList,
  type CountedList,
  type ListEntry,
} from './entities';
import { TTL_ATTRIBUTE } from './entity';
import { documentClient, isConditionFailure, queryAll, tableName, queryIndexPartition } from './client';
import { cardOfItem, getCard } from './cards';
import type { OnceUpdate } from './stream-events';

/** Digits of a count rank: sorts as text up to 9,999,999,999. */
const COUNT_RANK_DIGITS = 10;

/** The rank of a count on a list (`POPULAR`: spectatorsCount), zero-padded so it sorts as text. */
export function countRank(count: number): string {
  return String(Math.max(0, Math.trunc(count))).padStart(COUNT_RANK_DIGITS, '0');
}

/** A user's place on a list, as the stream handler sets it. */
export type ListPlace = Pick<ListEntry, 'uuid' | 'list' | 'rank' | 'expiresAt'>;

/**
 * Puts a user on a list at a rank, or moves them there, never touching the entry's `card`:
 * 1. an `UpdateItem` of the rank and index keys (and TTL) if the entry exists (2 WCU: item and index);
 * 2. otherwise the entry is created the same way with the user's card read from `USER#<uuid>/CARD`
 *    (0.5 RCU; `if_not_exists`, so a copy the card reaction made meanwhile is kept). A user without a
 *    card (deactivated, or created this instant: the card's own record copies it on) gets an entry
 *    without one, which lists pass over until the copy arrives.
 * Absolute state, so a redelivered record writes the same again.
 */
export async function putListEntry(place: ListPlace): Promise<void> {
  const item = ListEntryEntity.item(place);
  const gsi1 = ListEntryEntity.gsi1;
  const names: Record<string, string> = {
    '#rank': 'rank',
    '#gpk': gsi1.pkAttribute,
    '#gsk': gsi1.skAttribute,
  };
  const values: Record<string, unknown> = {
    ':rank': item.rank,
    ':gpk': item[gsi1.pkAttribute],
    ':gsk': item[gsi1.skAttribute],
  };
  const sets = ['#rank = :rank', '#gpk = :gpk', '#gsk = :gsk'];
  if (place.expiresAt !== undefined) {
    names['#ttl'] = TTL_ATTRIBUTE;
    values[':ttl'] = place.expiresAt;
    sets.push('#ttl = :ttl');
  }
  const key = ListEntryEntity.key(place);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const card = await getCard(place.uuid);
  const createNames: Record<string, string> = {
    ...names,
    '#uuid': 'uuid',
    '#list': 'list',
    '#entity': 'entity',
  };
  const createValues: Record<string, unknown> = {
    ...values,
    ':uuid': item.uuid,
    ':list': item.list,
    ':entity': item.entity,
  };
  const createSets = [...sets, '#uuid = :uuid', '#list = :list', '#entity = :entity'];
  if (card) {
    createNames['#card'] = 'card';
    createValues[':card'] = card;
    createSets.push('#card = if_not_exists(#card, :card)');
  }
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${createSets.join(', ')}`,
      ExpressionAttributeNames: createNames,
      ExpressionAttributeValues: createValues,
    }),
  );
}

/** Takes a user off a list (nothing happens when they were not on it). */
export async function deleteListEntry(uuid: string, list: CommunityList): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName(), Key: ListEntryEntity.key({ uuid, list }) }),
  );
}

/** A window of a ranked list: skip `offset`, take `limit`. */
export interface ListWindow {
  offset: number;
  limit: number;
}

/** Bounds of a list read: entries ranked above `rankAbove`, and not expired at `now` (epoch seconds). */
export interface ListBounds {
  /** only entries whose rank sorts after this text (NEW: the start of its 30 days) */
  rankAbove?: string;
  /** drop entries whose TTL passed (DynamoDB deletes them up to two days late) */
  nowSeconds?: number;
}

/**
 * One page of a community list, highest rank first (C1): one `Query gsi1 LIST#<list>` descending of
 * `offset + limit` entries (an entry with its card is ≈ 0.4 KB: a first page of 25 is ≈ 10 KB, 1.5
 * RCU), then the window. Expired entries are filtered out on the server (they still count towards the
 * read, a few at most).
 */
export async function listEntryWindow(
  list: CommunityList,
  window: ListWindow,
  bounds: ListBounds = {},
): Promise<ListEntry[]> {
  const gsi1 = ListEntryEntity.gsi1;
  const names: Record<string, string> = { '#pk': gsi1.pkAttribute };
  const values: Record<string, unknown> = { ':pk': gsi1.partition({ list }) };
  let condition = '#pk = :pk';
  if (bounds.rankAbove !== undefined) {
    names['#sk'] = gsi1.skAttribute;
    values[':above'] = bounds.rankAbove;
    condition += ' AND #sk > :above';
  }
  let filter: string | undefined;
  if (bounds.nowSeconds !== undefined) {
    names['#ttl'] = TTL_ATTRIBUTE;
    values[':now'] = bounds.nowSeconds;
    filter = 'attribute_not_exists(#ttl) OR #ttl > :now';
  }
  const wanted = window.offset + window.limit;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: gsi1.indexName,
        KeyConditionExpression: condition,
        ...(filter ? { FilterExpression: filter } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items.slice(window.offset, wanted).map((item) => ListEntryEntity.parse(item));
}

/** How many entries a community list holds (C2): one GetItem of its counter (0.5 RCU). */
export async function getListCount(list: CountedList): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: ListCountEntity.key({ list }) }),
  );
  return result.Item ? Math.max(0, ListCountEntity.parse(result.Item).count) : 0;
}

/**
 * The update that adds `delta` to a list's counter (creating it on the first entry); a −1 that would
 * take it below 0 is refused (applied by the stream handler with stream-events.ts `applyOnce`).
 */
export function listCountChange(list: CountedList, delta: 1 | -1): OnceUpdate {
  const item = ListCountEntity.item({ list, count: 0 });
  return {
    key: ListCountEntity.key({ list }),
    expression: 'SET #list = :list, #entity = :entity ADD #count :delta',
    ...(delta < 0 ? { condition: '#count > :zero' } : {}),
    names: { '#list': 'list', '#entity': 'entity', '#count': 'count' },
    values: {
      ':list': item.list,
      ':entity': item.entity,
      ':delta': delta,
      ...(delta < 0 ? { ':zero': 0 } : {}),
    },
  };
}

/** The counters of a trend bucket. */
export type TrendField = 'views' | 'newSpectators';

/**
 * The update that adds 1 to one counter of a user's trend bucket of `day`, creating the bucket with
 * its TTL when it is the day's first (applied by the stream handler with stream-events.ts `applyOnce`).
 */
export function trendBucketIncrement(
  bucket: { uuid: string; day: string; expiresAt: number },
  field: TrendField,
): OnceUpdate {
  const item = TrendBucketEntity.item({ ...bucket, views: 0, newSpectators: 0 });
  return {
    key: TrendBucketEntity.key(bucket),
    expression:
      'SET #uuid = :uuid, #day = :day, #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #field :one',
    names: { '#uuid': 'uuid', '#day': 'day', '#entity': 'entity', '#ttl': TTL_ATTRIBUTE, '#field': field },
    values: {
      ':uuid': item.uuid,
      ':day': item.day,
      ':entity': item.entity,
      ':ttl': item[TTL_ATTRIBUTE],
      ':one': 1,
    },
  };
}

/**
 * A user's trend score over the days `fromDay`..`toDay` (yyyy-MM-dd): the sum of views and new
 * spectators of their trend buckets. One consistent Query of at most 7 small items in their partition
 * (1 RCU; the stream reads it right after the bucket it changed).
 */
export async function sumUserTrend(uuid: string, fromDay: string, toDay: string): Promise<number> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      ConsistentRead: true,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': TrendBucketEntity.partition({ uuid }),
        ':from': TrendBucketEntity.key({ uuid, day: fromDay }).sk,
        ':to': TrendBucketEntity.key({ uuid, day: toDay }).sk,
      },
    }),
  );
  return (page.Items ?? [])
    .map((item) => TrendBucketEntity.parse(item))
    .reduce((sum, bucket) => sum + bucket.views + bucket.newSpectators, 0);
}

/**
 * The update that adds 1 player to a game's trend bucket of `day` (a user game added to its
 * community), creating the bucket with its TTL when it is the day's first.
 */
export function gameTrendIncrement(bucket: { gameId: number; day: string; expiresAt: number }): OnceUpdate {
  const item = GameTrendBucketEntity.item({ ...bucket, players: 0 });
  return {
    key: GameTrendBucketEntity.key(bucket),
    expression:
      'SET #gameId = :gameId, #day = :day, #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #players :one',
    names: {
      '#gameId': 'gameId',
      '#day': 'day',
      '#entity': 'entity',
      '#ttl': TTL_ATTRIBUTE,
      '#players': 'players',
    },
    values: {
      ':gameId': item.gameId,
      ':day': item.day,
      ':entity': item.entity,
      ':ttl': item[TTL_ATTRIBUTE],
      ':one': 1,
    },
  };
}

/**
 * Copies a game's trend buckets of the days `fromDay`..`toDay` onto its catalogue item (G11), so the
 * trending flag reads the cached catalogue instead of a Query a game: one consistent Query of at most
 * 8 small buckets (1 RCU) and one conditional UpdateItem (1 WCU). Buckets only grow within a day, so
 * a copy is written only over an older day or a smaller total: two copies racing keep the larger.
 */
export async function copyGameRecentJoins(gameId: number, fromDay: string, toDay: string): Promise<void> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      ConsistentRead: true,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': GameTrendBucketEntity.partition({ gameId }),
        ':from': GameTrendBucketEntity.key({ gameId, day: fromDay }).sk,
        ':to': GameTrendBucketEntity.key({ gameId, day: toDay }).sk,
      },
    }),
  );
  const buckets = (page.Items ?? []).map((item) => GameTrendBucketEntity.parse(item));
  const joins = Object.fromEntries(buckets.map((bucket) => [bucket.day, bucket.players]));
  const total = buckets.reduce((sum, bucket) => sum + bucket.players, 0);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: GameEntity.key({ gameId }),
        UpdateExpression: 'SET recentJoins = :joins, recentJoinsDay = :day, recentJoinsTotal = :total',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(recentJoinsDay) OR recentJoinsDay < :day OR ' +
          '(recentJoinsDay = :day AND recentJoinsTotal <= :total))',
        ExpressionAttributeValues: { ':joins': joins, ':day': toDay, ':total': total },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** What a viewer brings to every people page: their card and their block relations both ways. */
export interface ViewerRelations {
  card: PlayerCard | undefined;
  blocked: string[];
  blockedBy: string[];
}

/**
 * The viewer's card and block relations in two Queries: the card (`CARD`) and the viewer's own blocks
 * (`BLOCKED#…`) sort next to each other in the viewer's partition, so ONE
 * `Query pk=USER#<me> AND sk BETWEEN 'BLOCKED#' AND 'CARD'` reads both (0.5 RCU for up to ≈ 30 blocks),
 * and `Query gsi1 BLOCKEDBY#<me>` reads who blocked them (0.5 RCU). Bounded by the viewer's own blocks.
 */
export async function getViewerRelations(uuid: string): Promise<ViewerRelations> {
  const [own, blockedBy] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': PlayerCardEntity.partition({ uuid }),
        ':from': BlockEntity.sortKeyPrefix(),
        ':to': PlayerCardEntity.key({ uuid }).sk,
      },
    }),
    queryIndexPartition(BlockEntity.gsi1, BlockEntity.gsi1.partition({ blockedUuid: uuid })),
  ]);
  const cardItem = own.find((item) => PlayerCardEntity.is(item));
  return {
    card: cardItem ? cardOfItem(PlayerCardEntity.parse(cardItem)) : undefined,
    blocked: own.filter((item) => BlockEntity.is(item)).map((item) => BlockEntity.parse(item).blockedUuid),
    blockedBy: blockedBy.map((item) => BlockEntity.parse(item).blockerUuid),
  };
}
