import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { timeZoneById } from '../../../lib/reference';
import { handler } from '../../../lambdas/services/pjpubprofile';
import { BOB, aGame, aProfile, aUserGame, apiEvent } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const userPath = 'pjpubprofile/pj/user';
const gamesPath = 'pjpubprofile/pj/games';
const request = (path: string, username: string) => apiEvent({ method: 'GET', path, query: { username } });

/** Bob's username reservation and profile. */
function givenBob(overrides: Parameters<typeof aProfile>[0] = {}) {
  ddb
    .on(GetCommand, { Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } })
    .resolves({
      Item: { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
    })
    .on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } })
    .resolves({
      Item: aProfile({
        uuid: BOB,
        userName: 'Bob_Builds',
        countryCode: 'JP',
        timeZoneId: 2,
        bio: 'Looking%20for%20a%20duo',
        profilePicKey: null,
        gameStyle: 1,
        streamer: 0,
        microphone: 1,
        familyFriendly: 1,
        moderator: 0,
        platforms: { '2': 0, '3': 1, '4': 0, '5': 1, '6': 1, '7': 0 },
        ...overrides,
      }),
    });
}

describe('GET pjpubprofile/pj/user (getPublicProfile)', () => {
  it('answers a list of one public profile, looked up case-insensitively', async () => {
    givenBob();

    const response = await handler(request(userPath, 'BOB_builds'));

    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body);
    expect(body).toEqual([
      {
        UserName: 'Bob_Builds',
        Description: 'Japan',
        CountryCode: 'JP',
        TimeZone: timeZoneById(2, 'en')!.Description,
        ProfilePicLink: `${MEDIA_BASE}/defaults/profile.svg`,
        Bio: 'Looking%20for%20a%20duo',
        GameStyle: 1,
        Streamer: 0,
        FamilyFriendly: 1,
        Moderator: 0,
        Microphone: 1,
        PC: 0,
        Playstation: 0,
        Xbox: 1,
        Nintendo: 1,
        Mobile: 1,
        Other: 0,
      },
    ]);
    expect(v.parse(v.array(answers.publicProfile()), body)).toEqual(body);
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } },
      { TableName: TABLE, Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } },
    ]);
  });

  it('answers [] for an unknown user, so the web redirects to /profile-not-available', async () => {
    ddb.on(GetCommand).resolves({});

    const response = await handler(request(userPath, 'nobody_here'));

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual([]);
  });

  it('answers [] for a deactivated user', async () => {
    givenBob({ active: false });

    const response = await handler(request(userPath, 'bob_builds'));

    expect(JSON.parse(response.body)).toEqual([]);
  });

  it.each(['login', 'Contact', 'signup', 'terms', 'HOME'])(
    'answers 404 for the reserved word %s without reading',
    async (word) => {
      const response = await handler(request(userPath, word));

      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).type).toBe('NotFound');
      expect(ddb.calls()).toHaveLength(0);
    },
  );
});

describe('GET pjpubprofile/pj/games (getPublicProfileGames)', () => {
  it("answers the user's games with their details, sorted by description, skipping games not in the catalogue", async () => {
    givenBob();
    ddb.on(QueryCommand).resolves({
      Items: [
        aUserGame({ uuid: BOB, gameId: 1, platform: 3, skillLevel: 1, frequency: 2, rating: 2 }),
        aUserGame({ uuid: BOB, gameId: 2, platform: 5, skillLevel: 5, frequency: 4, rating: 3 }),
        aUserGame({ uuid: BOB, gameId: 999 }),
      ],
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [
          aGame({ gameId: 1, description: 'Fortnite', thumbKey: null }),
          aGame({
            gameId: 2,
            description: 'Animal Crossing',
            imageKey: 'media/games/2.svg',
            thumbKey: 'media/games/2-thumb.svg',
          }),
        ],
      },
    });

    const response = await handler(request(gamesPath, 'bob_builds'));

    const body = JSON.parse(response.body);
    expect(body).toEqual([
      {
        Id: 2,
        Description: 'Animal Crossing',
        GameImageSrc: `${MEDIA_BASE}/games/2.svg`,
        GameImageThumbSrc: `${MEDIA_BASE}/games/2-thumb.svg`,
        Platform: 5,
        SkillLevel: 5,
        Frequency: 4,
        Rating: 3,
      },
      {
        Id: 1,
        Description: 'Fortnite',
        GameImageSrc: `${MEDIA_BASE}/games/1.svg`,
        GameImageThumbSrc: `${MEDIA_BASE}/games/1.svg`,
        Platform: 3,
        SkillLevel: 1,
        Frequency: 2,
        Rating: 2,
      },
    ]);
    expect(v.parse(v.array(answers.publicGame()), body)).toEqual(body);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${BOB}`, ':sk': 'GAME#' },
    });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [
            { pk: 'GAME#1', sk: 'GAME' },
            { pk: 'GAME#2', sk: 'GAME' },
            { pk: 'GAME#999', sk: 'GAME' },
          ],
        },
      },
    });
  });

  it('answers [] for an unknown or deactivated user without reading games', async () => {
    givenBob({ active: false });

    const response = await handler(request(gamesPath, 'bob_builds'));

    expect(JSON.parse(response.body)).toEqual([]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 404 for a reserved word and 400 for a malformed username (faq is shorter than any username)', async () => {
    expect((await handler(request(gamesPath, 'terms'))).statusCode).toBe(404);
    expect((await handler(request(gamesPath, 'a b'))).statusCode).toBe(400);
    expect((await handler(request(gamesPath, 'faq'))).statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });
});
