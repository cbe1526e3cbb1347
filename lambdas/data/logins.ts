/**
 * Sign-in tracking (001 §7 pjusertracking). See docs/data-model.md A12.
 */
import type * as v from 'valibot';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { LoginEntity } from './entities';
import { documentClient, tableName } from './client';
import { updateProfile } from './profiles';

export type LoginInput = v.InferInput<typeof LoginEntity.schema>;

/** How long a sign-in record is kept. */
export const LOGIN_TTL_SECONDS = 400 * 24 * 60 * 60;

/**
 * Records a sign-in: the profile's `lastLoginAt`, then a `LOGIN#<at>` item. False (and nothing
 * written) when the user has no profile.
 */
export async function recordLogin(login: LoginInput): Promise<boolean> {
  const item = LoginEntity.item(login);
  const { uuid, at } = LoginEntity.parse(item);
  if (!(await updateProfile(uuid, { lastLoginAt: at }))) return false;
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
  return true;
}
