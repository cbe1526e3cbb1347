/**
 * Blocks between users. See docs/data-model.md A10.
 */
import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { BlockEntity, SpectateEntity } from './entities';
import {
  batchGet,
  documentClient,
  failedConditions,
  isConditionFailure,
  queryAll,
  tableName,
  queryIndexPartition,
} from './client';

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

/**
 * Blocks a user (A10) and, in the same transaction, removes the spectate edges between the two in both
 * directions, so from the moment the block exists neither spectates the other (the stream handler
 * counts the removed edges out). Spectating checks for a block inside its own transaction
 * (spectate.ts `putSpectate`), so no edge can slip in afterwards. Blocking again keeps the first
 * block's time and removes the edges again (retryable without harm). True when the block is new.
 * Cost: Put + 2 Deletes, transactional: about 6 WCU, plus 3 per index entry of a removed edge.
 */
export async function blockUser(blockerUuid: string, blockedUuid: string, now: Date): Promise<boolean> {
  if (blockerUuid === blockedUuid) throw new Error('a user cannot block themselves');
  const unlink = [
    SpectateEntity.key({ spectatorUuid: blockerUuid, targetUuid: blockedUuid }),
    SpectateEntity.key({ spectatorUuid: blockedUuid, targetUuid: blockerUuid }),
  ].map((Key) => ({ Delete: { TableName: tableName(), Key } }));
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: BlockEntity.item({ blockerUuid, blockedUuid, createdAt: now.toISOString() }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...unlink,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (!failedConditions(error)?.includes(0)) throw error;
  }
  // already blocked: keep the first block, and still make sure no edge is left
  await documentClient.send(new TransactWriteCommand({ TransactItems: unlink }));
  return false;
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
    queryIndexPartition(BlockEntity.gsi1, BlockEntity.gsi1.partition({ blockedUuid: uuid })),
  ]);
  return { blocked, blockedBy: blockedBy.map((item) => BlockEntity.parse(item).blockerUuid) };
}
