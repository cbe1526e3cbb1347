/**
 * Player cards (docs/data-model.md "Player cards"): the source item `USER#<uuid>/CARD` and its copies,
 * the `card` attribute of the user's own list entries (their `userGame` items and community list
 * entries). Only the stream writes them (streams/reactions/player-cards.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { poolPlace, type PlayerCard } from '../model/matching';
import { ListEntryEntity, PlayerCardEntity, UserGameEntity } from './entities';
import { batchGet, documentClient, isConditionFailure, queryAll, tableName, type Key } from './client';

/** A user's card, or undefined (0.5 RCU). */
export async function getCard(uuid: string): Promise<PlayerCard | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: PlayerCardEntity.key({ uuid }) }),
  );
  return result.Item ? cardOfItem(PlayerCardEntity.parse(result.Item)) : undefined;
}

/** The cards of these users, in no order; a closed or unknown account has none (0.5 RCU each). */
export async function getCards(uuids: readonly string[]): Promise<PlayerCard[]> {
  const keys = [...new Set(uuids)].map((uuid) => PlayerCardEntity.key({ uuid }));
  if (keys.length === 0) return [];
  const items = await batchGet(keys);
  return items.map((item) => cardOfItem(PlayerCardEntity.parse(item)));
}

/** Stores a user's card (1 WCU). */
export async function putCard(card: PlayerCard): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: PlayerCardEntity.item(card) }));
}

/** Removes a user's card (their account was deactivated): 1 WCU. */
export async function deleteCard(uuid: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName(), Key: PlayerCardEntity.key({ uuid }) }),
  );
}

/**
 * Copies a card onto the user's own entries: each of their user games (with its place in the game's
 * matching pool, gsi4 `POOL#<gameId>#<bucket>`, which depends on the card) and community list entries
 * (two queries of their partition, then one `UpdateItem` an entry: 1 WCU + 1 per index it is in, 2 for
 * an index key that moves). An entry removed meanwhile, or a game of a closed account, is left alone.
 * Answers how many entries took the copy.
 */
export async function copyCardToEntries(card: PlayerCard): Promise<number> {
  const pk = PlayerCardEntity.partition({ uuid: card.uuid });
  const entriesOf = (prefix: string, projection: string) =>
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': prefix },
      ProjectionExpression: projection,
    });
  const [games, lists] = await Promise.all([
    entriesOf(UserGameEntity.sortKeyPrefix(), 'pk, sk, gameId'),
    entriesOf(ListEntryEntity.sortKeyPrefix(), 'pk, sk'),
  ]);
  const copied = await Promise.all([
    ...games.map((item) => setGameCard(item, card)),
    ...lists.map((item) => setCard({ pk: item.pk, sk: item.sk }, card, 'SET #card = :card', {}, {})),
  ]);
  return copied.filter(Boolean).length;
}

function setGameCard(item: Key, card: PlayerCard): Promise<boolean> {
  const gameId = Number(item.gameId);
  const { bucket, details } = poolPlace(card, gameId);
  const pool = UserGameEntity.gsi4;
  const place = { uuid: card.uuid, gameId, poolBucket: bucket, poolDetails: details };
  return setCard(
    { pk: item.pk, sk: item.sk },
    card,
    'SET #card = :card, poolBucket = :bucket, poolDetails = :details, #poolPk = :poolPk, #poolSk = :poolSk',
    { '#poolPk': pool.pkAttribute, '#poolSk': pool.skAttribute, '#active': 'active' },
    {
      ':bucket': bucket,
      ':details': details,
      ':poolPk': pool.partition(place),
      ':poolSk': pool.sortKey(place),
      ':active': true,
    },
    ' AND #active = :active',
  );
}

async function setCard(
  key: Key,
  card: PlayerCard,
  expression: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
  condition = '',
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: expression,
        ConditionExpression: `attribute_exists(pk)${condition}`,
        ExpressionAttributeNames: { '#card': 'card', ...names },
        ExpressionAttributeValues: { ':card': card, ...values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A card as stored, without anything else the item may carry (keys, `entity`). */
export function cardOfItem(item: PlayerCard): PlayerCard {
  return {
    uuid: item.uuid,
    userName: item.userName,
    pic: item.pic,
    style: item.style,
    checklist: item.checklist,
    games: item.games,
    details: item.details,
    genderId: item.genderId,
    dateOfBirth: item.dateOfBirth,
    timeZoneId: item.timeZoneId,
    languageId: item.languageId,
    createdAt: item.createdAt,
  };
}
