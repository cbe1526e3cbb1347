/**
 * Profiles and their uniqueness items (username, email). See docs/data-model.md A1–A4, A8.
 */
import type { z } from 'zod';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EmailEntity, ProfileEntity, UserNameEntity, type Profile } from './entities';
import { batchGet, documentClient, failedConditions, tableName, type WriteRequest } from './client';
import { EmailTakenError, ProfileExistsError, UserNameTakenError } from './errors';
import { ConflictError } from '../http/errors';

export type ProfileInput = z.input<typeof ProfileEntity.schema>;

const lower = (text: string) => text.normalize('NFC').toLowerCase();

/** The username reservation item of a profile. */
function userNameItem(profile: Pick<Profile, 'userName' | 'uuid' | 'active'>) {
  const userNameLower = lower(profile.userName);
  return UserNameEntity.item({
    userName: profile.userName,
    userNameLower,
    initial: Array.from(userNameLower)[0] ?? userNameLower,
    uuid: profile.uuid,
    active: profile.active,
  });
}

/** The email reservation item of a profile. */
function emailItem(profile: Pick<Profile, 'email' | 'uuid'>) {
  return EmailEntity.item({ emailLower: lower(profile.email), uuid: profile.uuid });
}

/** Creates a profile with its username and email reservations in one transaction; each must be new. */
export async function createProfile(input: ProfileInput): Promise<Profile> {
  const profile = ProfileEntity.item(input);
  const parsed = ProfileEntity.parse(profile);
  const condition = 'attribute_not_exists(pk)';
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: profile, ConditionExpression: condition } },
          { Put: { TableName: tableName(), Item: userNameItem(parsed), ConditionExpression: condition } },
          { Put: { TableName: tableName(), Item: emailItem(parsed), ConditionExpression: condition } },
        ],
      }),
    );
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(1)) throw new UserNameTakenError('username is taken', { cause: error });
    if (failed?.includes(2)) throw new EmailTakenError('email is already registered', { cause: error });
    if (failed?.includes(0)) throw new ProfileExistsError('profile already exists', { cause: error });
    if (failed) throw new ConflictError('profile could not be created', { cause: error });
    throw error;
  }
  return parsed;
}

/**
 * The write requests that store profiles with their reservations, for seeding in batches
 * (no conditions: the seed data set is unique by construction).
 */
export function profileWriteRequests(inputs: readonly ProfileInput[]): WriteRequest[] {
  return inputs.flatMap((input) => {
    const item = ProfileEntity.item(input);
    const profile = ProfileEntity.parse(item);
    return [item, userNameItem(profile), emailItem(profile)].map((Item) => ({ PutRequest: { Item } }));
  });
}

/** The profile of a uuid, or undefined (strongly consistent when asked). */
export async function getProfile(
  uuid: string,
  options: { consistent?: boolean } = {},
): Promise<Profile | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ProfileEntity.key({ uuid }),
      ConsistentRead: options.consistent,
    }),
  );
  return result.Item ? ProfileEntity.parse(result.Item) : undefined;
}

/** The uuid that holds a username (case-insensitive), or undefined. */
export async function getUuidByUserName(userName: string): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: UserNameEntity.key({ userNameLower: lower(userName) }) }),
  );
  return result.Item ? UserNameEntity.parse(result.Item).uuid : undefined;
}

/** The profile holding a username (case-insensitive), or undefined. */
export async function getProfileByUserName(userName: string): Promise<Profile | undefined> {
  const uuid = await getUuidByUserName(userName);
  return uuid ? getProfile(uuid) : undefined;
}

/** The uuid registered with an email address (case-insensitive), or undefined. */
export async function getUuidByEmail(email: string): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: EmailEntity.key({ emailLower: lower(email) }) }),
  );
  return result.Item ? EmailEntity.parse(result.Item).uuid : undefined;
}

/** Profiles by uuid, in the order asked; missing ones are left out. */
export async function getProfiles(uuids: readonly string[]): Promise<Profile[]> {
  const unique = [...new Set(uuids)];
  const items = await batchGet(unique.map((uuid) => ProfileEntity.key({ uuid })));
  const byUuid = new Map(
    items.map((item) => ProfileEntity.parse(item)).map((profile) => [profile.uuid, profile]),
  );
  return unique.flatMap((uuid) => byUuid.get(uuid) ?? []);
}

/** A user's platform flags, in platform id order ([] when the profile is missing). */
export async function getPlatforms(uuid: string): Promise<{ platformId: number; active: 0 | 1 }[]> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ProfileEntity.key({ uuid }),
      ProjectionExpression: '#platforms',
      ExpressionAttributeNames: { '#platforms': 'platforms' },
    }),
  );
  const platforms = ProfileEntity.schema.shape.platforms.parse(result.Item?.platforms ?? {});
  return Object.entries(platforms)
    .map(([platformId, active]) => ({ platformId: Number(platformId), active }))
    .sort((a, b) => a.platformId - b.platformId);
}

/** Turns one platform flag of an existing profile on or off. */
export async function setPlatform(uuid: string, platformId: number, active: 0 | 1): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ProfileEntity.key({ uuid }),
      UpdateExpression: 'SET #platforms.#platform = :active',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#platforms': 'platforms', '#platform': String(platformId) },
      ExpressionAttributeValues: { ':active': active },
    }),
  );
}
