/**
 * The DynamoDB document client (module scope, shared by every invocation of a container) and the
 * few generic helpers every access pattern uses: paging a query to the end, batch reads and writes
 * in the service's chunk sizes with unprocessed items retried, and condition-failure checks.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { tableConfig } from '../core/config';

export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/** The table's physical name (validated on first use). */
export const tableName = (): string => tableConfig().tableName;

export const BATCH_WRITE_LIMIT = 25;
export const BATCH_GET_LIMIT = 100;
const MAX_BATCH_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 25;

export type Item = Record<string, unknown>;
export type Key = Record<string, unknown>;
export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function chunk<T>(values: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}

/** What a partition read names of its index: the index, or the table itself (no `indexName`). */
export interface PartitionIndex {
  indexName?: string;
  pkAttribute: string;
  skAttribute?: string;
}

/** The table's own keys, for a partition of the table rather than of an index. */
export const TABLE_KEYS: PartitionIndex = { pkAttribute: 'pk', skAttribute: 'sk' };

/** How one partition is read (queryIndexPartition). */
export interface PartitionRead {
  /** at most this many items, in one query; without it, the whole partition, page after page */
  limit?: number;
  /** descending sort order */
  newestFirst?: boolean;
  /** only the sort keys that start with a prefix, or that lie in an inclusive range */
  sortKey?: { beginsWith: string } | { between: readonly [string, string] };
  /** only these attributes (a projection, with the names it needs: `{ '#target': 'target' }`) */
  projection?: { expression: string; names?: Record<string, string> };
}

/**
 * The items of one partition of a secondary index (or of the table), in its sort order: the one way
 * the data layer reads a partition, whether the first `limit` of a list ("the newest N of …"), a range
 * of sort keys, or everything in it. Paged reads that hand a cursor back build their own query.
 */
export async function queryIndexPartition(
  index: PartitionIndex,
  partition: string,
  options: PartitionRead = {},
): Promise<Item[]> {
  const { limit, newestFirst, sortKey, projection } = options;
  const range =
    sortKey === undefined
      ? undefined
      : 'beginsWith' in sortKey
        ? { condition: 'begins_with(#sk, :sk)', values: { ':sk': sortKey.beginsWith } }
        : {
            condition: '#sk BETWEEN :low AND :high',
            values: { ':low': sortKey.between[0], ':high': sortKey.between[1] },
          };
  const input: Omit<QueryCommandInput, 'TableName'> = {
    ...(index.indexName === undefined ? {} : { IndexName: index.indexName }),
    KeyConditionExpression: range ? `#pk = :pk AND ${range.condition}` : '#pk = :pk',
    ExpressionAttributeNames: {
      '#pk': index.pkAttribute,
      ...(range ? { '#sk': index.skAttribute ?? 'sk' } : {}),
      ...projection?.names,
    },
    ExpressionAttributeValues: { ':pk': partition, ...range?.values },
    ...(newestFirst ? { ScanIndexForward: false } : {}),
    ...(projection ? { ProjectionExpression: projection.expression } : {}),
  };
  if (limit === undefined) return queryAll(input);
  const result = await documentClient.send(
    new QueryCommand({ ...input, TableName: tableName(), Limit: limit }),
  );
  return result.Items ?? [];
}

/** Runs a query page after page and returns every item. */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Key | undefined = input.ExclusiveStartKey;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Writes (puts and deletes) in chunks of 25, retrying unprocessed requests with backoff. */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  const table = tableName();
  for (const requestChunk of chunk(requests, BATCH_WRITE_LIMIT)) {
    let pending: WriteRequest[] = requestChunk;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= MAX_BATCH_ATTEMPTS)
        throw new Error(`batch write left ${pending.length} unprocessed requests`);
      if (attempt > 0) await sleep(BASE_BACKOFF_MS * 2 ** (attempt - 1));
      const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (result.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
  }
}

/** Reads items by key in chunks of 100, retrying unprocessed keys; order of the result is not the keys' order. */
export async function batchGet(
  keys: readonly Key[],
  options: { projection?: string; names?: Record<string, string> } = {},
): Promise<Item[]> {
  const table = tableName();
  const items: Item[] = [];
  for (const keyChunk of chunk(keys, BATCH_GET_LIMIT)) {
    let pending: Key[] = keyChunk;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= MAX_BATCH_ATTEMPTS) throw new Error(`batch get left ${pending.length} unprocessed keys`);
      if (attempt > 0) await sleep(BASE_BACKOFF_MS * 2 ** (attempt - 1));
      const result = await documentClient.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
            },
          },
        }),
      );
      items.push(...(result.Responses?.[table] ?? []));
      pending = (result.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return items;
}

/** Whether a write failed on its condition expression. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * For a cancelled transaction, the indexes of the actions whose condition failed; undefined for
 * any other error.
 */
export function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

/**
 * `SET` assignments for an item's attributes (`#aN = :aN`, or what `form` makes of the two), with the
 * expression's names and values filled in: an update that writes a whole item's fields beside a
 * counter it adds to (`ADD`), which a Put would reset.
 */
export function assignments(
  attributes: Record<string, unknown>,
  names: Record<string, string>,
  values: Record<string, unknown>,
  form: (name: string, value: string) => string = (name, value) => `${name} = ${value}`,
): string[] {
  return Object.entries(attributes).map(([attribute, value], index) => {
    names[`#a${index}`] = attribute;
    values[`:a${index}`] = value;
    return form(`#a${index}`, `:a${index}`);
  });
}
