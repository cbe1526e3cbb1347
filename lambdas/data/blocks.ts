/**
 * Blocks between users. See docs/data-model.md A10.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { BlockEntity } from './entities';
import { batchGet, documentClient, isConditionFailure, queryAll, tableName } from './client';

/** Whether either user blocked the other. */
export async function isBlockedEitherWay(uuidA: string, uuidB: string): Promise<boolean> {
  const items = await batchGet([
    BlockEntity.key({ blockerUuid: uuidA, blockedUuid: uuidB }),
    BlockEntity.key({ blockerUuid: uuidB, blockedUuid: uuidA }),
  ]);
  return items.length > 0;
}

/** Records that `blockerUuid` blocked `blockedUuid`; false when it was already so (the first time is kept). */
export async function putBlock(blockerUuid: string, blockedUuid: string, now: Date): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: BlockEntity.item({ blockerUuid, blockedUuid, createdAt: now.toISOString() }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes a block; false when there was none. */
export async function deleteBlock(blockerUuid: string, blockedUuid: string): Promise<boolean> {
  const result = await documentClient.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: BlockEntity.key({ blockerUuid, blockedUuid }),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return result.Attributes !== undefined;
}

/** The uuids a user blocked, by uuid. */
export async function listBlockedUuids(blockerUuid: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': BlockEntity.partition({ blockerUuid }),
      ':sk': BlockEntity.sortKeyPrefix(),
    },
  });
  return items.map((item) => BlockEntity.parse(item).blockedUuid);
}

/** The people a user blocked and the people who blocked them. */
export interface BlockRelations {
  blocked: readonly string[];
  blockedBy: readonly string[];
}

/**
 * Everyone a user blocked and everyone who blocked them: two queries (the user's partition, and the
 * blocked-by index), whose cost grows with the user's own blocks, never with the page or community
 * being listed. The people pipeline (domain/people.ts) hides both sets from every list.
 */
export async function getBlockRelations(uuid: string): Promise<BlockRelations> {
  const [blocked, blockedBy] = await Promise.all([
    listBlockedUuids(uuid),
    queryAll({
      IndexName: BlockEntity.gsi1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': BlockEntity.gsi1.pkAttribute },
      ExpressionAttributeValues: { ':pk': BlockEntity.gsi1.partition({ blockedUuid: uuid }) },
    }),
  ]);
  return { blocked, blockedBy: blockedBy.map((item) => BlockEntity.parse(item).blockerUuid) };
}
