import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjgame';
import { clearCatalogueCache } from '../../../lambdas/data';
import { ALICE, aGame, aProfile, apiEvent } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
  clearCatalogueCache();
});

describe('GET pjgame/pjgame (listGames)', () => {
  // the caller's profile: every cognito call checks the session against it (auth/session.ts)
  beforeEach(() => ddb.on(GetCommand).resolves({ Item: aProfile() }));

  it('answers the catalogue as contract games sorted by description, with absolute image URLs', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        aGame({
          gameId: 1,
          description: 'Fortnite',
          imageKey: 'media/games/1.svg',
          thumbKey: 'media/games/1-thumb.svg',
        }),
        aGame({
          gameId: 2,
          description: 'apex Legends',
          genre: 'Shooter',
          type: 'Multiplayer',
          contentRating: 'M',
          imageKey: null,
          thumbKey: null,
        }),
      ],
    });

    const response = await handler(apiEvent({ method: 'GET', path: 'pjgame/pjgame', sub: ALICE }));

    expect(response.statusCode).toBe(200);
    const games = JSON.parse(response.body);
    expect(games).toEqual([
      {
        Id: 2,
        Description: 'apex Legends',
        GameType: 'Multiplayer',
        GameRating: 'M',
        GameGenre: 'Shooter',
        GameImageSrc: `${MEDIA_BASE}/defaults/game.svg`,
        GameImageThumbSrc: `${MEDIA_BASE}/defaults/game.svg`,
      },
      {
        Id: 1,
        Description: 'Fortnite',
        GameType: 'Battle royale',
        GameRating: 'T',
        GameGenre: 'Shooter',
        GameImageSrc: `${MEDIA_BASE}/games/1.svg`,
        GameImageThumbSrc: `${MEDIA_BASE}/games/1-thumb.svg`,
      },
    ]);
    expect(() => v.parse(v.array(answers.game()), games)).not.toThrow();
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' }, ConsistentRead: true },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': 'GAMES' },
    });
  });

  it('answers an empty catalogue as []', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    const response = await handler(apiEvent({ method: 'GET', path: 'pjgame/pjgame', sub: ALICE }));

    expect(JSON.parse(response.body)).toEqual([]);
  });

  it('requires a signed-in caller', async () => {
    const response = await handler(apiEvent({ method: 'GET', path: 'pjgame/pjgame' }));

    expect(response.statusCode).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });
});
