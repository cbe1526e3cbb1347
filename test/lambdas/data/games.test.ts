import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  CATALOGUE_CACHE_MS,
  clearCatalogueCache,
  getGames,
  listGames,
  putGames,
} from '../../../lambdas/data/games';
import { aGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
  clearCatalogueCache();
});

const storedGame = (gameId: number, description: string) => ({
  ...aGame({ gameId, description }),
  pk: `GAME#${gameId}`,
  sk: 'GAME',
  gsi1pk: 'GAMES',
  gsi1sk: `GAME#${String(gameId).padStart(6, '0')}`,
  entity: 'game',
});

describe('games catalogue', () => {
  it('lists the catalogue from its index, by id, and reuses it while fresh', async () => {
    ddb.on(QueryCommand).resolves({ Items: [storedGame(2, 'Apex Legends'), storedGame(1, 'Fortnite')] });

    const first = await listGames(1_000);
    const again = await listGames(1_000 + CATALOGUE_CACHE_MS - 1);
    await listGames(1_000 + CATALOGUE_CACHE_MS);

    expect(first.map((game) => game.gameId)).toEqual([1, 2]);
    expect(again).toBe(first);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': 'GAMES' },
    });
  });

  it('puts games in batches with their index keys', async () => {
    ddb.on(BatchWriteCommand).resolves({});

    await putGames([aGame({ gameId: 42, description: 'Minecraft' })]);

    expect(ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input).toEqual({
      RequestItems: { [TABLE]: [{ PutRequest: { Item: storedGame(42, 'Minecraft') } }] },
    });
  });

  it('gets games by id in the order asked, leaving unknown ids out', async () => {
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { [TABLE]: [storedGame(2, 'Apex Legends'), storedGame(1, 'Fortnite')] } });

    const games = await getGames([1, 2, 99]);

    expect(games.map((game) => game.gameId)).toEqual([1, 2]);
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [
            { pk: 'GAME#1', sk: 'GAME' },
            { pk: 'GAME#2', sk: 'GAME' },
            { pk: 'GAME#99', sk: 'GAME' },
          ],
        },
      },
    });
  });
});
