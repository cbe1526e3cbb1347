/**
 * The games a user plays and their per-game details. See docs/data-model.md G4–G6.
 */
import * as v from 'valibot';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NEW_GAME_ENTRY_DEFAULTS } from '../../lib/contract/codes';
import type { PlayerCard } from '../model/matching';
import { UserGameEntity, playerCardSchema, type UserGame } from './entities';
import { rewriteUserNameSnapshots } from './usernames';
import {
  batchWrite,
  documentClient,
  failedConditions,
  isConditionFailure,
  queryAll,
  tableName,
  type Item,
} from './client';
import { ConflictError, NotFoundError } from '../core/errors';

export type UserGameInput = v.InferInput<typeof UserGameEntity.schema>;

/** The per-game details of one of a user's games (000 §3 "User game entry"). */
export interface GameDetails {
  gameId: number;
  platform: number;
  skillLevel: number;
  frequency: number;
  rating: number;
}

/** A game the user already has (a concurrent add got there first). */
export class UserGameExistsError extends ConflictError {}
/** Games the user does not have; `gameIds` names them. */
export class UserGameMissingError extends NotFoundError {
  constructor(
    readonly gameIds: number[],
    options?: { cause?: unknown },
  ) {
    super(`not one of the user's games: ${gameIds.join(', ')}`, options);
  }
}

/** A user's games, by game id (strongly consistent when asked). */
export async function listUserGames(
  uuid: string,
  options: { consistent?: boolean } = {},
): Promise<UserGame[]> {
  const items = await queryAll({
    ConsistentRead: options.consistent,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': UserGameEntity.partition({ uuid }),
      ':sk': UserGameEntity.sortKeyPrefix(),
    },
  });
  return items.map((item) => UserGameEntity.parse(item));
}

/** One of a user's games, or undefined. */
export async function getUserGame(uuid: string, gameId: number): Promise<UserGame | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: UserGameEntity.key({ uuid, gameId }) }),
  );
  return result.Item ? UserGameEntity.parse(result.Item) : undefined;
}

/** Stores user games (insert or replace) in batches of 25 (signup, seeding). */
export async function putUserGames(games: readonly UserGameInput[]): Promise<void> {
  await batchWrite(games.map((game) => ({ PutRequest: { Item: UserGameEntity.item(game) } })));
}

/**
 * Adds new games to a user (G5) in one transaction, each only if the user does not have it yet
 * (UserGameExistsError otherwise, nothing written). At most 100 games a call (the transaction
 * limit; MAX_GAMES_PER_USER keeps callers far below it).
 */
export async function insertUserGames(games: readonly UserGameInput[]): Promise<void> {
  if (games.length === 0) return;
  const table = tableName();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: games.map((game) => ({
          Put: {
            TableName: table,
            Item: UserGameEntity.item(game),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      }),
    );
  } catch (error) {
    if (failedConditions(error)?.length)
      throw new UserGameExistsError('a game was added meanwhile', { cause: error });
    throw error;
  }
}

/** Removes games from a user (G5); removing one the user does not have changes nothing. */
export async function deleteUserGames(uuid: string, gameIds: readonly number[]): Promise<void> {
  await batchWrite(
    [...new Set(gameIds)].map((gameId) => ({ DeleteRequest: { Key: UserGameEntity.key({ uuid, gameId }) } })),
  );
}

const detailsUpdate = (uuid: string, details: GameDetails) => ({
  TableName: tableName(),
  Key: UserGameEntity.key({ uuid, gameId: details.gameId }),
  UpdateExpression:
    'SET #platform = :platform, #skillLevel = :skillLevel, #frequency = :frequency, #rating = :rating',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: {
    '#platform': 'platform',
    '#skillLevel': 'skillLevel',
    '#frequency': 'frequency',
    '#rating': 'rating',
  },
  ExpressionAttributeValues: {
    ':platform': details.platform,
    ':skillLevel': details.skillLevel,
    ':frequency': details.frequency,
    ':rating': details.rating,
  },
});

/**
 * Saves the details of several of a user's games (G6) in one transaction: all or none. Every game
 * must be the user's (UserGameMissingError naming those that are not, nothing written); each game
 * once, at most 100 (the transaction limit).
 */
export async function updateUserGameDetails(uuid: string, games: readonly GameDetails[]): Promise<void> {
  if (games.length === 0) return;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: games.map((game) => ({ Update: detailsUpdate(uuid, game) })),
      }),
    );
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.length) {
      throw new UserGameMissingError(
        failed.map((index) => games[index]!.gameId),
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Puts the details of some of a user's games back to the defaults of a new entry
 * (NEW_GAME_ENTRY_DEFAULTS), one conditional update per game: a game the user no longer has is
 * passed over (its details went with it). Idempotent, so a retry is harmless. Answers how many games
 * were reset.
 */
export async function resetUserGameDetails(uuid: string, gameIds: readonly number[]): Promise<number> {
  let reset = 0;
  for (const gameId of new Set(gameIds)) {
    try {
      await documentClient.send(
        new UpdateCommand(detailsUpdate(uuid, { gameId, ...NEW_GAME_ENTRY_DEFAULTS })),
      );
      reset += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return reset;
}

/**
 * Refreshes the `userName` snapshot on a user's games after a rename (A6): each item that still shows
 * `oldName` gets `newName` (a conditional update, so a redelivered stream record, or an item already
 * written with the new name, changes nothing). Bounded by the user's own games (MAX_GAMES_PER_USER).
 * Answers how many items changed.
 */
export async function renameInUserGames(uuid: string, oldName: string, newName: string): Promise<number> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': UserGameEntity.partition({ uuid }),
      ':sk': UserGameEntity.sortKeyPrefix(),
      ':old': oldName,
    },
    FilterExpression: '#userName = :old',
    ExpressionAttributeNames: { '#userName': 'userName' },
    ProjectionExpression: 'pk, sk',
  });
  return rewriteUserNameSnapshots(items, oldName, newName);
}

/**
 * The card an entry of a game's community or matching pool index carries (gsi3, gsi4 project only the
 * card and the keys); undefined while the stream has not copied it yet.
 */
export function indexedCard(item: Item): PlayerCard | undefined {
  const parsed = v.safeParse(playerCardSchema(), item.card);
  return parsed.success ? parsed.output : undefined;
}

/**
 * One page of a game's community (G7): the cards of `gsi3 PLAYERS#<gameId>`, newest first,
 * `offset + limit` entries in one Query (the index holds only the card: ≈ 0.45 KB an entry, a first
 * page of 25 ≈ 11 KB, 1.5 RCU). Deactivated players are not in the index (sparse keys); an entry
 * whose card is not copied yet answers undefined.
 */
export async function listGamePlayers(
  gameId: number,
  window: { offset: number; limit: number },
): Promise<(PlayerCard | undefined)[]> {
  const players = UserGameEntity.gsi3;
  const wanted = window.offset + window.limit;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: players.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': players.pkAttribute },
        ExpressionAttributeValues: { ':pk': players.partition({ gameId }) },
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items.slice(window.offset, wanted).map(indexedCard);
}

/**
 * Saves the platform of one of a user's games (the game chat's platform picker): `UpdateItem SET
 * platform` if the user has the game (1 WCU); false when they do not.
 */
export async function setUserGamePlatform(uuid: string, gameId: number, platform: number): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: UserGameEntity.key({ uuid, gameId }),
        UpdateExpression: 'SET #platform = :platform',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#platform': 'platform' },
        ExpressionAttributeValues: { ':platform': platform },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
