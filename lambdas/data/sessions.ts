/**
 * Session revocations per user, profile or not (A15b): `USER#<uuid>` / `SESSION`. Every revocation
 * writes this item first and then the profile, when there is one, so the item always holds the
 * latest; it is read when the caller has no profile yet and by the login (auth/session.ts).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SessionEntity, type SessionRevocation } from './entities';
import { documentClient, isConditionFailure, tableName } from './client';

/** The user's latest revocation, or undefined when they never had one (strongly consistent). */
export async function getSessionRevocation(uuid: string): Promise<SessionRevocation | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: SessionEntity.key({ uuid }), ConsistentRead: true }),
  );
  return result.Item ? SessionEntity.parse(result.Item) : undefined;
}

/**
 * Stores a revocation unless a later one is stored already: concurrent revocations never move the
 * time back.
 */
export async function recordSessionRevocation(uuid: string, validAfter: number): Promise<void> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: SessionEntity.item({ uuid, tokensValidAfter: validAfter }),
        ConditionExpression: 'attribute_not_exists(pk) OR #validAfter < :validAfter',
        ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
        ExpressionAttributeValues: { ':validAfter': validAfter },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
