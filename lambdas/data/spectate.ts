/**
 * Spectate edges (who follows whom). See docs/data-model.md S1–S4.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SpectateEntity, type Spectate } from './entities';
import { batchGet, batchWrite, documentClient, isConditionFailure, tableName } from './client';

/** Records that `spectatorUuid` spectates `targetUuid`; false when the edge already existed. */
export async function putSpectate(edge: Spectate): Promise<boolean> {
  if (edge.spectatorUuid === edge.targetUuid) throw new Error('a user cannot spectate themselves');
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: SpectateEntity.item(edge),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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
