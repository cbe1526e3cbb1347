/**
 * The uniqueness items of a profile: its username and email reservations, and the lookups by them.
 * See docs/data-model.md A2, A3, A5, A6 (the snapshots a rename refreshes).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConnectionEntity, EmailEntity, UserNameEntity, type Profile } from './entities';
import { batchGet, documentClient, isConditionFailure, queryAll, tableName } from './client';
import { foldCase } from '../../lib/contract/user-names';

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

/**
 * The uuids holding usernames (case-insensitive), by folded name; unknown names are left out. One
 * BatchGetItem of the username items (0.5 RCU each): mentions are checked against real users.
 */
export async function getUuidsByUserNames(userNames: readonly string[]): Promise<Map<string, string>> {
  const folded = [...new Set(userNames.map(foldCase))];
  if (folded.length === 0) return new Map();
  const items = await batchGet(folded.map((userNameLower) => UserNameEntity.key({ userNameLower })));
  return new Map(
    items.map((item) => UserNameEntity.parse(item)).map((entry) => [entry.userNameLower, entry.uuid]),
  );
}

/**
 * Who holds each of `userNames` now and whether their account is open, by folded name; unknown names
 * are left out. One BatchGetItem of the username items (0.5 RCU each): a list that stores names (a
 * chronicle post's `mentioned`) applies the people layer's rule to them.
 */
export async function getUserNameOwners(
  userNames: readonly string[],
): Promise<Map<string, { uuid: string; active: boolean }>> {
  const folded = [...new Set(userNames.map(foldCase))];
  if (folded.length === 0) return new Map();
  const items = await batchGet(folded.map((userNameLower) => UserNameEntity.key({ userNameLower })));
  return new Map(
    items
      .map((item) => UserNameEntity.parse(item))
      .map((entry) => [entry.userNameLower, { uuid: entry.uuid, active: entry.active !== false }]),
  );
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

/**
 * Refreshes the `userName` snapshot on a user's open WebSocket connections after a rename (A6), so
 * the frames they send carry the new name: one Query of the user's connections (gsi2 `USERCONNS#`,
 * a handful at most, 2-hour TTL) and a conditional update of each that still shows `oldName`
 * (idempotent: a redelivered stream record changes nothing; a connection that closed meanwhile is
 * passed over). Answers how many changed.
 */
export async function renameInConnections(uuid: string, oldName: string, newName: string): Promise<number> {
  const items = await queryAll({
    IndexName: ConnectionEntity.gsi2.indexName,
    KeyConditionExpression: '#pk = :pk',
    FilterExpression: '#userName = :old',
    ExpressionAttributeNames: { '#pk': ConnectionEntity.gsi2.pkAttribute, '#userName': 'userName' },
    ExpressionAttributeValues: { ':pk': ConnectionEntity.gsi2.partition({ uuid }), ':old': oldName },
  });
  return rewriteUserNameSnapshots(items, oldName, newName);
}

/**
 * Rewrites the `userName` snapshot of the given items from `oldName` to `newName`, each with a
 * conditional update (`attribute_exists(pk) AND userName = :old`): an item already renamed, or gone
 * meanwhile, is passed over, so a redelivered stream record changes nothing (and a deleted item is never
 * recreated). The callers bound `items` (one user's games or connections). Answers how many changed.
 */
export async function rewriteUserNameSnapshots(
  items: readonly Record<string, unknown>[],
  oldName: string,
  newName: string,
): Promise<number> {
  const outcomes = await Promise.all(
    items.map(async (item) => {
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET #userName = :new',
            ConditionExpression: 'attribute_exists(pk) AND #userName = :old',
            ExpressionAttributeNames: { '#userName': 'userName' },
            ExpressionAttributeValues: { ':new': newName, ':old': oldName },
          }),
        );
        return 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return 0;
      }
    }),
  );
  return outcomes.reduce<number>((sum, changed) => sum + changed, 0);
}
