import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { listUserGames, putUserGames } from '../../../lambdas/data/user-games';
import { ALICE, aUserGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

describe('user games', () => {
  it("lists a user's games from their partition", async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...aUserGame(), pk: `USER#${ALICE}`, sk: 'GAME#000001' }] });

    const games = await listUserGames(ALICE);

    expect(games).toEqual([aUserGame()]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' },
    });
  });

  it('puts active players into the game community index and leaves deactivated ones out', async () => {
    ddb.on(BatchWriteCommand).resolves({});

    await putUserGames([aUserGame({ gameId: 7 }), aUserGame({ gameId: 8, active: false })]);

    expect(ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: [
          {
            PutRequest: {
              Item: {
                ...aUserGame({ gameId: 7 }),
                pk: `USER#${ALICE}`,
                sk: 'GAME#000007',
                gsi3pk: 'PLAYERS#7',
                gsi3sk: '2025-01-01T00:00:00.000Z',
                entity: 'userGame',
              },
            },
          },
          {
            PutRequest: {
              Item: {
                ...aUserGame({ gameId: 8, active: false }),
                pk: `USER#${ALICE}`,
                sk: 'GAME#000008',
                entity: 'userGame',
              },
            },
          },
        ],
      },
    });
  });
});
