/**
 * Spectate edges (who follows whom). See docs/data-model.md S1–S7.
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { BlockEntity, SpectateEntity, type Spectate } from './entities';
import {
  batchGet,
  batchWrite,
  documentClient,
  failedConditions,
  isConditionFailure,
  queryAll,
  queryIndexPartition,
  tableName,
} from './client';

export type SpectateOutcome = 'created' | 'exists' | 'blocked';

/**
 * Records that `spectatorUuid` spectates `targetUuid` (S1), in one transaction with a check that
 * neither blocked the other, so a block written at the same moment cannot leave an edge behind
 * (the block's own transaction removes the edges it finds): 'exists' when the edge was there already,
 * 'blocked' when a block stands either way.
 */
export async function putSpectate(edge: Spectate): Promise<SpectateOutcome> {
  if (edge.spectatorUuid === edge.targetUuid) throw new Error('a user cannot spectate themselves');
  const noBlock = (blockerUuid: string, blockedUuid: string) => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: BlockEntity.key({ blockerUuid, blockedUuid }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: SpectateEntity.item(edge),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          noBlock(edge.spectatorUuid, edge.targetUuid),
          noBlock(edge.targetUuid, edge.spectatorUuid),
        ],
      }),
    );
    return 'created';
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(1) || failed?.includes(2)) return 'blocked';
    if (failed?.includes(0)) return 'exists';
    throw error;
  }
}

/** Removes the edge `spectatorUuid` → `targetUuid` (S1); false when there was none. */
export async function deleteSpectate(spectatorUuid: string, targetUuid: string): Promise<boolean> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: SpectateEntity.key({ spectatorUuid, targetUuid }),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Whether `spectatorUuid` spectates `targetUuid` (S2: one key read, 0.5 RCU). */
export async function isSpectating(spectatorUuid: string, targetUuid: string): Promise<boolean> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: SpectateEntity.key({ spectatorUuid, targetUuid }),
      ProjectionExpression: 'targetUuid',
    }),
  );
  return result.Item !== undefined;
}

/** Stores many spectate edges in batches of 25 (seeding). */
export async function putSpectates(edges: readonly Spectate[]): Promise<void> {
  const own = edges.find((edge) => edge.spectatorUuid === edge.targetUuid);
  if (own) throw new Error('a user cannot spectate themselves');
  await batchWrite(edges.map((edge) => ({ PutRequest: { Item: SpectateEntity.item(edge) } })));
}

/**
 * Which of `targetUuids` the spectator spectates, in one batch of key reads (at most the page being
 * listed: 0.5 RCU a key).
 */
export async function getSpectatedAmong(
  spectatorUuid: string,
  targetUuids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(targetUuids)].filter((uuid) => uuid !== spectatorUuid);
  if (unique.length === 0) return [];
  const items = await batchGet(
    unique.map((targetUuid) => SpectateEntity.key({ spectatorUuid, targetUuid })),
    { projection: 'targetUuid' },
  );
  return items.map((item) => String(item.targetUuid));
}

/** A window of a list: skip `offset`, take `limit`. */
export interface Window {
  offset: number;
  limit: number;
}

/**
 * The edges of one index partition, newest first, in the window: one query of `offset + limit`
 * items (0.5 RCU per 8 KB read; an edge is about 0.25 KB, so 25 cost 0.5 RCU).
 */
async function edgeWindow(
  index: typeof SpectateEntity.gsi1 | typeof SpectateEntity.gsi2,
  partition: string,
  window: Window,
): Promise<Spectate[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  const wanted = window.offset + window.limit;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': index.pkAttribute },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items.slice(window.offset, wanted).map((item) => SpectateEntity.parse(item));
}

/** Who spectates `targetUuid`, newest first (S3). */
export async function listSpectatorUuids(targetUuid: string, window: Window): Promise<string[]> {
  const edges = await edgeWindow(SpectateEntity.gsi1, SpectateEntity.gsi1.partition({ targetUuid }), window);
  return edges.map((edge) => edge.spectatorUuid);
}

/**
 * The newest `limit` spectate edges towards `targetUuid`, newest first, with when each began: the
 * spectate notifications (S7; one query of ≈ 0.5 KB an edge: 50 cost ≈ 3 RCU).
 */
export async function listNewestSpectators(targetUuid: string, limit: number): Promise<Spectate[]> {
  return edgeWindow(SpectateEntity.gsi1, SpectateEntity.gsi1.partition({ targetUuid }), { offset: 0, limit });
}

/** Whom `spectatorUuid` spectates, newest first (S4). */
export async function listSpectatingUuids(spectatorUuid: string, window: Window): Promise<string[]> {
  const edges = await edgeWindow(
    SpectateEntity.gsi2,
    SpectateEntity.gsi2.partition({ spectatorUuid }),
    window,
  );
  return edges.map((edge) => edge.targetUuid);
}

/**
 * Everyone a user spectates, as a set of uuids: one keys-only Query of their own partition
 * (`begins_with(sk, SPECTATING#)`, ≈ 0.1 KB an edge: 0.5 RCU per 80 people spectated). Lists read it
 * once per page to set SpecUser on every person rather than a key read per person (0.5 RCU each); its
 * cost grows only with how many people the caller spectates, like their block relations.
 */
export async function listSpectatedUuids(spectatorUuid: string): Promise<Set<string>> {
  const prefix = SpectateEntity.sortKeyPrefix();
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': SpectateEntity.partition({ spectatorUuid }), ':sk': prefix },
    ProjectionExpression: 'sk',
  });
  return new Set(items.map((item) => String(item.sk).slice(prefix.length)));
}

/**
 * Every spectate edge of one person, both ways, as the other people's uuids in key order: whom they
 * spectate (their own partition, keys only) and who spectates them (gsi1 `SPECTATORS#<uuid>`). Read
 * when their account closes or reopens (streams/reactions/closed-spectate.ts): 0.5 RCU per ≈ 80 edges
 * a direction, growing with this one person's edges only.
 */
export async function listSpectateLinks(
  uuid: string,
): Promise<{ spectating: string[]; spectators: string[] }> {
  const index = SpectateEntity.gsi1;
  const [spectating, spectators] = await Promise.all([
    listSpectatedUuids(uuid),
    queryIndexPartition(index, index.partition({ targetUuid: uuid }), {
      projection: { expression: 'spectatorUuid' },
    }),
  ]);
  return {
    spectating: [...spectating].sort(),
    spectators: spectators.map((item) => String(item.spectatorUuid)).sort(),
  };
}
