/**
 * Sign-in tracking (001 §7 pjusertracking). See docs/data-model.md A12.
 */
import type * as v from 'valibot';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LoginEntity, ProfileEntity } from './entities';
import { documentClient, isConditionFailure, tableName } from './client';

export type LoginInput = v.InferInput<typeof LoginEntity.schema>;

/** How long a sign-in record is kept. */
export const LOGIN_TTL_SECONDS = 400 * 24 * 60 * 60;

/**
 * Records a sign-in: the profile's `lastLoginAt` (the one before moves to `previousLoginAt`), then a
 * `LOGIN#<at>` item. False (and nothing written) when the user has no profile.
 */
export async function recordLogin(login: LoginInput): Promise<boolean> {
  const item = LoginEntity.item(login);
  const { uuid, at } = LoginEntity.parse(item);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: 'SET previousLoginAt = if_not_exists(lastLoginAt, :none), lastLoginAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at, ':none': null },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
  return true;
}
