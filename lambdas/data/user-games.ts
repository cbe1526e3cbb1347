/**
 * The games a user plays. See docs/data-model.md G4–G5.
 */
import type * as v from 'valibot';
import { UserGameEntity, type UserGame } from './entities';
import { batchWrite, queryAll } from './client';

export type UserGameInput = v.InferInput<typeof UserGameEntity.schema>;

/** A user's games, by game id. */
export async function listUserGames(uuid: string): Promise<UserGame[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': UserGameEntity.partition({ uuid }),
      ':sk': UserGameEntity.sortKeyPrefix(),
    },
  });
  return items.map((item) => UserGameEntity.parse(item));
}

/** Stores user games (insert or replace) in batches of 25. */
export async function putUserGames(games: readonly UserGameInput[]): Promise<void> {
  await batchWrite(games.map((game) => ({ PutRequest: { Item: UserGameEntity.item(game) } })));
}
