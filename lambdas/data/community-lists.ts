/**
 * The raw material of the community lists (docs/data-model.md "Community lists"): list entries
 * (`USER#<uuid>/LIST#<list>`, ranked in `gsi1 LIST#<list>`) and daily trend buckets
 * (`USER#<uuid>/TREND#<day>`), both written by the stream handler. The lists themselves (C1, C2) are
 * read by the community issue.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ListEntryEntity, TrendBucketEntity, type CommunityList, type ListEntry } from './entities';
import { TTL_ATTRIBUTE } from './entity';
import { documentClient, tableName } from './client';
import type { OnceUpdate } from './stream-events';

/** Digits of a count rank: sorts as text up to 9,999,999,999. */
const COUNT_RANK_DIGITS = 10;

/** The rank of a count on a list (`POPULAR`: spectatorsCount), zero-padded so it sorts as text. */
export function countRank(count: number): string {
  return String(Math.max(0, Math.trunc(count))).padStart(COUNT_RANK_DIGITS, '0');
}

/** Puts a user on a list at a rank, replacing their previous place (2 WCU: the item and its index entry). */
export async function putListEntry(entry: ListEntry): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: ListEntryEntity.item(entry) }));
}

/** Takes a user off a list (nothing happens when they were not on it). */
export async function deleteListEntry(uuid: string, list: CommunityList): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName(), Key: ListEntryEntity.key({ uuid, list }) }),
  );
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
