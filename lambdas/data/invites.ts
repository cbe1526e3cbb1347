/**
 * Invites to play and the recipient's invite settings (docs/data-model.md I1–I5): one item per
 * sender, recipient, game and UTC day under the recipient's partition; a recipient's invites newest
 * first through gsi1, a sender's accepted ones through gsi2 (both sparse: an invite the recipient's
 * preferences refused is in neither). Every write is conditional, so nothing is ever half written.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type * as v from 'valibot';
import type { InvitePolicy } from '../../lib/contract/responses';
import { InviteEntity, ProfileEntity, type Invite } from './entities';
import { documentClient, isConditionFailure, queryIndexPartition, tableName } from './client';

export type InviteInput = v.InferInput<typeof InviteEntity.schema>;

/** What storing an invite did: a new one, or the day's place was taken already (I1). */
export type InviteOutcome = 'created' | 'dup';

/**
 * Stores an invite if none from the same sender to the same recipient for the same game exists on its
 * day (I1: `attribute_not_exists(pk)` on the day's key): 'dup' otherwise, and nothing is written.
 * Cost: 1 WCU, plus 1 for gsi1 when it is delivered (a refused condition still costs 1 WCU).
 */
export async function putInvite(invite: InviteInput): Promise<InviteOutcome> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: InviteEntity.item(invite),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'created';
  } catch (error) {
    if (isConditionFailure(error)) return 'dup';
    throw error;
  }
}

/** How many of one pair's days a page of the accept's query reads. */
const LATEST_PAGE = 10;

/**
 * The latest delivered, unexpired invite `fromUuid` sent `toUuid` for `gameId` (I2): a query of the
 * recipient's partition on the pair's key prefix, newest day first, stopping at the first delivered
 * one. The pair has at most one item a day for 90 days, so the read is bounded (one page of ≤ 10 small
 * items, 0.5 RCU, almost always).
 */
export async function getLatestInvite(
  toUuid: string,
  fromUuid: string,
  gameId: number,
  now: Date,
): Promise<Invite | undefined> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        FilterExpression: 'delivered = :true AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':pk': InviteEntity.partition({ toUuid }),
          ':sk': InviteEntity.sortKeyPrefix({ gameId, fromUuid }),
          ':true': true,
          ':now': Math.floor(now.getTime() / 1000),
        },
        ScanIndexForward: false,
        Limit: LATEST_PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    const found = page.Items?.[0];
    if (found) return InviteEntity.parse(found);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return undefined;
}

/** What accepting an invite did: accepted now, accepted before, or the invite is gone. */
export type AcceptOutcome = 'accepted' | 'already' | 'missing';

/**
 * Marks a delivered invite accepted (I2): `SET accepted = 1, acceptedAt` and its gsi2 keys (the
 * sender's list of accepted invites), if it exists, was delivered and is not accepted yet. A second
 * accept, or one racing another, changes nothing and answers 'already'. Cost: 1 WCU for the item +
 * 1 for gsi1 (its entry is rewritten) + 1 for the new gsi2 entry = 3 WCU (a refused condition 1 WCU).
 */
export async function markInviteAccepted(
  invite: Pick<Invite, 'toUuid' | 'fromUuid' | 'gameId' | 'day' | 'createdAt'>,
  at: Date,
): Promise<AcceptOutcome> {
  const index = InviteEntity.gsi2;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: InviteEntity.key(invite),
        UpdateExpression: 'SET accepted = :one, acceptedAt = :at, #gsiPk = :gsiPk, #gsiSk = :gsiSk',
        ConditionExpression: 'attribute_exists(pk) AND delivered = :true AND accepted = :zero',
        ExpressionAttributeNames: { '#gsiPk': index.pkAttribute, '#gsiSk': index.skAttribute },
        ExpressionAttributeValues: {
          ':one': 1,
          ':zero': 0,
          ':true': true,
          ':at': at.toISOString(),
          ':gsiPk': index.partition({ fromUuid: invite.fromUuid }),
          ':gsiSk': index.sortKey({ createdAt: invite.createdAt }),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'accepted';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const old = (error as { Item?: Record<string, AttributeValue> }).Item;
    const item = old ? unmarshall(old) : undefined;
    return item?.delivered === true && item.accepted === 1 ? 'already' : 'missing';
  }
}

/**
 * The newest `limit` invites of one index partition (gsi1: a recipient's delivered invites; gsi2: a
 * sender's accepted ones), newest first: one query, ≈ 0.55 KB an invite (50 ≈ 3.5 RCU).
 */
async function newestInvites(
  index: typeof InviteEntity.gsi1 | typeof InviteEntity.gsi2,
  partition: string,
  limit: number,
): Promise<Invite[]> {
  const items = await queryIndexPartition(index, partition, { limit, newestFirst: true });
  return items.map((item) => InviteEntity.parse(item));
}

/** A user's newest received (delivered) invites, newest first (I3, status TO). */
export async function listReceivedInvites(toUuid: string, limit: number): Promise<Invite[]> {
  return newestInvites(InviteEntity.gsi1, InviteEntity.gsi1.partition({ toUuid }), limit);
}

/** A user's newest sent invites that were accepted, newest invite first (I3, status FROM). */
export async function listAcceptedSentInvites(fromUuid: string, limit: number): Promise<Invite[]> {
  return newestInvites(InviteEntity.gsi2, InviteEntity.gsi2.partition({ fromUuid }), limit);
}

/** A user's invite preferences as stored on the profile (ours, I5). */
export interface StoredInvitePreferences {
  whoMayInvite: InvitePolicy;
  mutedInviteGameIds: readonly number[];
}

/**
 * Stores a user's invite preferences on their profile (I5: one `UpdateItem`, 1 WCU); false when
 * there is no profile (nothing written).
 */
export async function setInvitePreferences(
  uuid: string,
  preferences: StoredInvitePreferences,
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ProfileEntity.key({ uuid }),
        UpdateExpression: 'SET whoMayInvite = :who, mutedInviteGameIds = :muted',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':who': preferences.whoMayInvite,
          ':muted': [...preferences.mutedInviteGameIds],
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
