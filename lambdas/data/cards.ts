/**
 * Player cards (docs/data-model.md "Player cards"): the source item `USER#<uuid>/CARD` and its copies,
 * the `card` attribute of the user's own list entries (their `userGame` items and community list
 * entries). Only the stream writes them (streams/reactions/player-cards.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerCard } from '../domain/matching/card';
import { ListEntryEntity, PlayerCardEntity, UserGameEntity } from './entities';
import { documentClient, isConditionFailure, queryAll, tableName, type Key } from './client';

/** A user's card, or undefined (0.5 RCU). */
export async function getCard(uuid: string): Promise<PlayerCard | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: PlayerCardEntity.key({ uuid }) }),
  );
  return result.Item ? toCard(PlayerCardEntity.parse(result.Item)) : undefined;
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
 * Copies a card onto the user's own entries: each of their user games and community list entries
 * (two key-only queries of their partition, then one `UpdateItem` an entry: 1 WCU + 1 per index it is
 * in). An entry removed meanwhile is left alone. Answers how many entries took the copy.
 */
export async function copyCardToEntries(card: PlayerCard): Promise<number> {
  const pk = PlayerCardEntity.partition({ uuid: card.uuid });
  const keysOf = (prefix: string) =>
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': prefix },
      ProjectionExpression: 'pk, sk',
    });
  const [games, lists] = await Promise.all([
    keysOf(UserGameEntity.sortKeyPrefix()),
    keysOf(ListEntryEntity.sortKeyPrefix()),
  ]);
  const copied = await Promise.all([...games, ...lists].map((key) => setCard(key, card)));
  return copied.filter(Boolean).length;
}

async function setCard(key: Key, card: PlayerCard): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: 'SET #card = :card',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#card': 'card' },
        ExpressionAttributeValues: { ':card': card },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function toCard(item: PlayerCard): PlayerCard {
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
