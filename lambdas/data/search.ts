/**
 * Custom search's access patterns (domain/search.ts has the rules; notes: issue 9 search):
 * - S1 a page of one game's community, newest members first, each with their card: Query gsi3
 *   `PLAYERS#<gameId>` descending, `Limit` members (≈ 0.45 KB each, the card only: 100 cost ≈ 6 RCU);
 * - S2 a page of one name gram's partition in name order: Query `NAMEGRAM#<gram>` (≈ 0.27 KB an entry);
 * - S3 the active names that start with one character: Query gsi1 `NAMES#<c>` (the username items);
 * - S5 writing and removing a user's gram items (the stream, 1 WCU an item).
 * Every read asks DynamoDB for the units it consumed, so the caller can hold its read budget.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PlayerCard } from '../model/matching';
import { NameGramEntity, UserGameEntity, UserNameEntity, type NameGram } from './entities';
import { batchWrite, documentClient, tableName, type Item, type Key } from './client';
import { indexedCard } from './user-games';

/** One member of a community page: their card, once it has been copied there (it says who they are). */
export interface CommunityMember {
  card?: PlayerCard;
}

/** One page of a game's community, newest first, with what reading it cost. */
export interface CommunityPage<C> {
  members: CommunityMember[];
  /** where the next page starts; undefined at the end of the community */
  next?: C;
  rcu: number;
}

/** One name-index entry: a name, its owner and their picture, sorted by `sortKey` (name, then uuid). */
export interface NameEntry {
  uuid: string;
  userName: string;
  pic: string | null;
  sortKey: string;
}

/** One page of a gram partition in sort-key order. */
export interface NamePage<C> {
  entries: NameEntry[];
  next?: C;
  rcu: number;
}

/** Where a community or gram page resumes: the query's LastEvaluatedKey, kept opaque. */
export type PageCursor = Key;

/**
 * The read units a query reported, or (where the endpoint does not report them) what DynamoDB
 * charges: the items' size rounded up to 4 KB, halved for an eventually consistent read, at least 0.5.
 */
function unitsOf(consumed: { CapacityUnits?: number } | undefined, items: readonly Item[]): number {
  if (consumed?.CapacityUnits !== undefined) return consumed.CapacityUnits;
  const bytes = items.reduce((sum, item) => sum + JSON.stringify(item).length, 0);
  return Math.max(0.5, Math.ceil(bytes / 4096) * 0.5);
}

async function queryPage(input: Omit<QueryCommandInput, 'TableName'>) {
  const page = await documentClient.send(
    new QueryCommand({ ...input, TableName: tableName(), ReturnConsumedCapacity: 'TOTAL' }),
  );
  const items = page.Items ?? [];
  return {
    items,
    next: page.LastEvaluatedKey as PageCursor | undefined,
    rcu: unitsOf(page.ConsumedCapacity, items),
  };
}

/** S1: up to `limit` members of a game's community from `cursor`, newest first, with their cards. */
export async function readCommunityPage(
  gameId: number,
  cursor: PageCursor | undefined,
  limit: number,
): Promise<CommunityPage<PageCursor>> {
  const index = UserGameEntity.gsi3;
  const page = await queryPage({
    IndexName: index.indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': index.pkAttribute },
    ExpressionAttributeValues: { ':pk': index.partition({ gameId }) },
    ScanIndexForward: false,
    Limit: limit,
    ...(cursor ? { ExclusiveStartKey: cursor } : {}),
  });
  const members = page.items.map((item) => {
    const card = indexedCard(item);
    return card ? { card } : {};
  });
  return { members, ...(page.next ? { next: page.next } : {}), rcu: page.rcu };
}

/** How many gram entries one S2 page asks for (≈ 40 KB, 5 RCU when the partition holds that many). */
export const NAME_GRAM_PAGE_SIZE = 150;

const nameEntry = (gram: NameGram): NameEntry => ({
  uuid: gram.uuid,
  userName: gram.userName,
  pic: gram.pic,
  sortKey: NameGramEntity.key(gram).sk,
});

/** S2: a page of the names that hold `gram`, in name order, from `cursor`. */
export async function readNameGramPage(
  gram: string,
  cursor: PageCursor | undefined,
): Promise<NamePage<PageCursor>> {
  const page = await queryPage({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': NameGramEntity.partition({ gram }) },
    Limit: NAME_GRAM_PAGE_SIZE,
    ...(cursor ? { ExclusiveStartKey: cursor } : {}),
  });
  const entries = page.items.map((item) => nameEntry(NameGramEntity.parse(item)));
  return { entries, ...(page.next ? { next: page.next } : {}), rcu: page.rcu };
}

/** S3: the first `limit` active users whose (case-folded) name starts with `initial`, in name order. */
export async function readNamesByInitial(
  initial: string,
  limit: number,
): Promise<{ uuid: string; userName: string }[]> {
  const index = UserNameEntity.gsi1;
  const page = await queryPage({
    IndexName: index.indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': index.pkAttribute },
    ExpressionAttributeValues: { ':pk': index.partition({ initial }) },
    Limit: limit,
  });
  return page.items.map((item) => {
    const name = UserNameEntity.parse(item);
    return { uuid: name.uuid, userName: name.userName };
  });
}

/** S5: writes a user's gram items (absolute state: a rewrite changes nothing) and removes stale ones. */
export async function writeNameGrams(
  puts: readonly NameGram[],
  deletes: readonly Pick<NameGram, 'gram' | 'userNameLower' | 'uuid'>[],
): Promise<void> {
  await batchWrite([
    ...deletes.map((gram) => ({ DeleteRequest: { Key: NameGramEntity.key(gram) } })),
    ...puts.map((gram) => ({ PutRequest: { Item: NameGramEntity.item(gram) } })),
  ]);
}
