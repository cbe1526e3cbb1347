/**
 * Profiles: creating one with its reservations (usernames.ts), reading, the settings written one by
 * one, sessions, streaks and listing. See docs/data-model.md A1, A4–A9, A15.
 */
import * as v from 'valibot';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ListEntryEntity, ProfileEntity, UserGameEntity, UserNameEntity, type Profile } from './entities';
import {
  batchGet,
  batchWrite,
  documentClient,
  failedConditions,
  isConditionFailure,
  queryAll,
  tableName,
  type WriteRequest,
} from './client';
import { EmailTakenError, ProfileExistsError, UserNameTakenError } from './errors';
import { ConflictError } from '../core/errors';
import { emailItem, getUuidByUserName, userNameItem } from './usernames';
import { foldCase } from '../../lib/contract/user-names';

export type ProfileInput = v.InferInput<typeof ProfileEntity.schema>;

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

/** The profile holding a username (case-insensitive), or undefined. */
export async function getProfileByUserName(userName: string): Promise<Profile | undefined> {
  const uuid = await getUuidByUserName(userName);
  return uuid ? getProfile(uuid) : undefined;
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

/**
 * Which of `uuids` are closed (deactivated) accounts: one BatchGet of their profiles projected to the
 * flag (0.5 RCU a person, whatever the profile's size). The people layer reads it for the authors and
 * faces of a page of content (`withClosedAmong`); a missing profile is not counted as closed.
 */
export async function getClosedAmong(uuids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return new Set();
  const items = await batchGet(
    unique.map((uuid) => ProfileEntity.key({ uuid })),
    { projection: '#uuid, #active', names: { '#uuid': 'uuid', '#active': 'active' } },
  );
  return new Set(items.filter((item) => item.active === false).map((item) => String(item.uuid)));
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
  const platforms = v.parse(ProfileEntity.schema.entries.platforms, result.Item?.platforms ?? {});
  return Object.entries(platforms)
    .map(([platformId, active]) => ({ platformId: Number(platformId), active }))
    .sort((a, b) => a.platformId - b.platformId);
}

/** Turns one platform flag of an existing profile on or off (A8); false when there is no profile. */
export async function setPlatform(uuid: string, platformId: number, active: 0 | 1): Promise<boolean> {
  try {
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
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The profile attributes the settings, profile-editing and tracking calls change. */
export type ProfileChanges = Partial<
  Pick<
    Profile,
    | 'languageId'
    | 'dateOfBirth'
    | 'genderId'
    | 'profilePicKey'
    | 'lastLoginAt'
    | 'bio'
    | 'gameStyle'
    | 'streamer'
    | 'microphone'
    | 'discord'
    | 'familyFriendly'
    | 'moderator'
    | 'pcConsole'
  >
>;

/**
 * The read marks a profile keeps: each notification list's items up to that time are read (N4, S7, I4,
 * R9). Every `…NotiReadAt` attribute of the profile is one, declared on the entity or not (the entity
 * keeps the whole family on read), so a new list's mark is just its name.
 */
export type ReadMark = `${string}NotiReadAt`;

/**
 * Marks every notification of one list up to `at` read: `SET <mark>` on the profile, 1 WCU however
 * many there are. False when there is no profile (nothing written). Throws, writing nothing, for a
 * name outside the read-mark family (only read marks are written here).
 */
export async function setReadMark(uuid: string, mark: ReadMark, at: Date): Promise<boolean> {
  if (!ProfileEntity.schema.family.pattern.test(mark)) throw new Error(`${mark} is not a read mark`);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: 'SET #mark = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#mark': mark },
        ExpressionAttributeValues: { ':at': at.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Sets some attributes of an existing profile (A7). False when there is no profile (nothing is
 * written then).
 */
export async function updateProfile(uuid: string, changes: ProfileChanges): Promise<boolean> {
  // null is a value (a bio cleared); only undefined means "not changed"
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('updateProfile needs at least one change');
  const attributes = ProfileEntity.schema.entries;
  for (const [name, value] of entries) v.parse(attributes[name as keyof ProfileChanges], value);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Stores a new streak (A13) if the profile's streak day is still `previousDay` (optimistic: a
 * concurrent post of the same day changes nothing). False when the condition failed.
 */
export async function saveStreak(
  uuid: string,
  previousDay: string | null,
  next: { count: number; day: string },
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: 'SET #count = :count, #day = :day',
        ConditionExpression:
          previousDay === null
            ? 'attribute_exists(pk) AND (attribute_not_exists(#day) OR #day = :null)'
            : 'attribute_exists(pk) AND #day = :previous',
        ExpressionAttributeNames: { '#count': 'currentStreakCount', '#day': 'lastStreakDay' },
        ExpressionAttributeValues: {
          ':count': next.count,
          ':day': next.day,
          ...(previousDay === null ? { ':null': null } : { ':previous': previousDay }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Refuses every ID token issued before `validAfter` (epoch seconds) from now on (A15). False when
 * the user has no profile yet.
 */
export async function revokeSessions(uuid: string, validAfter: number): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: 'SET #validAfter = :validAfter',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
        ExpressionAttributeValues: { ':validAfter': validAfter },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Deactivates a profile and revokes its tokens in one write (A9); answers the profile as it was, or
 * undefined when there is none.
 */
export async function deactivateProfile(uuid: string, validAfter: number): Promise<Profile | undefined> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: 'SET #active = :inactive, #validAfter = :validAfter',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#active': 'active', '#validAfter': 'tokensValidAfter' },
        ExpressionAttributeValues: { ':inactive': false, ':validAfter': validAfter },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return result.Attributes ? ProfileEntity.parse(result.Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Puts a user's list items in or out of every user list (A9): the username item (name search) and
 * the user-game items (game communities) are rewritten with their sparse index keys present or
 * absent, and, when unlisting, the user's `LIST#` entries are deleted. The stream handler counts
 * the players that leave or rejoin a community.
 */
export async function setListed(profile: Pick<Profile, 'uuid' | 'userName'>, active: boolean): Promise<void> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: userNameItem({ ...profile, active }),
        ConditionExpression: '#uuid = :uuid',
        ExpressionAttributeNames: { '#uuid': 'uuid' },
        ExpressionAttributeValues: { ':uuid': profile.uuid },
      }),
    );
  } catch (error) {
    // the name is no longer this user's: nothing of theirs to list or unlist
    if (!isConditionFailure(error)) throw error;
  }
  const partition = ProfileEntity.partition({ uuid: profile.uuid });
  const games = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': partition, ':sk': UserGameEntity.sortKeyPrefix() },
  });
  const requests: WriteRequest[] = games.map((item) => ({
    PutRequest: { Item: UserGameEntity.item({ ...UserGameEntity.parse(item), active }) },
  }));
  if (!active) {
    const entries = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': partition, ':sk': ListEntryEntity.sortKeyPrefix() },
      ProjectionExpression: 'pk, sk',
    });
    for (const entry of entries) requests.push({ DeleteRequest: { Key: { pk: entry.pk, sk: entry.sk } } });
  }
  if (requests.length > 0) await batchWrite(requests);
}

/** Why a username change was refused: the new name is taken, or the profile no longer has the old one. */
export class UserNameChangedMeanwhileError extends ConflictError {}

/**
 * Changes a user's username (A6) in one transaction: the old reservation is deleted (it must still be
 * the user's), the new one is put (it must be free: UserNameTakenError otherwise) and the profile's
 * `userName` is set (it must still be the old name: UserNameChangedMeanwhileError otherwise, also
 * when the old reservation is no longer the user's). A change of letter case only keeps the same
 * reservation item (same key) and rewrites its display form. The stream handler then refreshes the
 * snapshots of the name (streams/reactions/usernames.ts).
 */
export async function changeUserName(
  profile: Pick<Profile, 'uuid' | 'userName' | 'active'>,
  newUserName: string,
): Promise<void> {
  const table = tableName();
  const profileUpdate = {
    Update: {
      TableName: table,
      Key: ProfileEntity.key({ uuid: profile.uuid }),
      UpdateExpression: 'SET #userName = :new',
      ConditionExpression: 'attribute_exists(pk) AND #userName = :old',
      ExpressionAttributeNames: { '#userName': 'userName' },
      ExpressionAttributeValues: { ':new': newUserName, ':old': profile.userName },
    },
  };
  const renamed = userNameItem({ ...profile, userName: newUserName });
  const sameKey = foldCase(profile.userName) === foldCase(newUserName);
  const reservation = sameKey
    ? [
        {
          Put: {
            TableName: table,
            Item: renamed,
            ConditionExpression: '#uuid = :me',
            ExpressionAttributeNames: { '#uuid': 'uuid' },
            ExpressionAttributeValues: { ':me': profile.uuid },
          },
        },
      ]
    : [
        {
          Delete: {
            TableName: table,
            Key: UserNameEntity.key({ userNameLower: foldCase(profile.userName) }),
            ConditionExpression: '#uuid = :me',
            ExpressionAttributeNames: { '#uuid': 'uuid' },
            ExpressionAttributeValues: { ':me': profile.uuid },
          },
        },
        { Put: { TableName: table, Item: renamed, ConditionExpression: 'attribute_not_exists(pk)' } },
      ];
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [...reservation, profileUpdate] }));
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (!sameKey && failed.includes(1)) throw new UserNameTakenError('username is taken', { cause: error });
    throw new UserNameChangedMeanwhileError('the username changed meanwhile', { cause: error });
  }
}
