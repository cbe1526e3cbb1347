/**
 * The uniqueness items of a profile: its username and email reservations, and the lookups by them.
 * See docs/data-model.md A2, A3, A13.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { EmailEntity, UserNameEntity, type Profile } from './entities';
import { documentClient, tableName } from './client';
import { foldCase } from '../domain/names';

/** The username reservation item of a profile. */
export function userNameItem(profile: Pick<Profile, 'userName' | 'uuid' | 'active'>) {
  const userNameLower = foldCase(profile.userName);
  return UserNameEntity.item({
    userName: profile.userName,
    userNameLower,
    initial: Array.from(userNameLower)[0] ?? userNameLower,
    uuid: profile.uuid,
    active: profile.active,
  });
}

/** The email reservation item of a profile. */
export function emailItem(profile: Pick<Profile, 'email' | 'uuid'>) {
  return EmailEntity.item({ emailLower: foldCase(profile.email), uuid: profile.uuid });
}

/** The uuid that holds a username (case-insensitive), or undefined. */
export async function getUuidByUserName(userName: string): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: UserNameEntity.key({ userNameLower: foldCase(userName) }),
    }),
  );
  return result.Item ? UserNameEntity.parse(result.Item).uuid : undefined;
}

/** The uuid registered with an email address (case-insensitive), or undefined. */
export async function getUuidByEmail(email: string): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: EmailEntity.key({ emailLower: foldCase(email) }) }),
  );
  return result.Item ? EmailEntity.parse(result.Item).uuid : undefined;
}

/** Whether a username is reserved by any account, active or not (case-insensitive). */
export async function isUserNameTaken(userName: string): Promise<boolean> {
  return (await getUuidByUserName(userName)) !== undefined;
}
