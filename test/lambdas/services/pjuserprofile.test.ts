import * as v from 'valibot';
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjuserprofile';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, aGame, aProfile, aUserGame, apiEvent } from '../factories';
import { ALICE_CLAIMS, PROFILE_KEY, SESSION_READ, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW); // 2025-06-01

const post = () =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjuserprofile/pjuserprofile/streakcount/post',
      body: { uuid: ALICE },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('POST pjuserprofile/pjuserprofile/streakcount/post (postStreak)', () => {
  it('adds one on the next UTC day, written only if the streak day is unchanged', async () => {
    givenCaller(ddb, aProfile({ currentStreakCount: 4, lastStreakDay: '2025-05-31' }));
    ddb.on(UpdateCommand).resolves({});

    const response = await post();

    expect(answer(response)).toEqual({ queryResult: [{ CurrentStreakCount: 5 }] });
    expect(v.parse(answers.streakCount(), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #count = :count, #day = :day',
      ConditionExpression: 'attribute_exists(pk) AND #day = :previous',
      ExpressionAttributeNames: { '#count': 'currentStreakCount', '#day': 'lastStreakDay' },
      ExpressionAttributeValues: { ':count': 5, ':day': '2025-06-01', ':previous': '2025-05-31' },
    });
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([SESSION_READ]);
  });

  it('changes nothing on the same day', async () => {
    givenCaller(ddb, aProfile({ currentStreakCount: 4, lastStreakDay: '2025-06-01' }));

    expect(answer(await post())).toEqual({ queryResult: [{ CurrentStreakCount: 4 }] });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('starts again at 1 after a gap, and at 1 for a first post', async () => {
    givenCaller(ddb, aProfile({ currentStreakCount: 9, lastStreakDay: '2025-05-20' }));
    ddb.on(UpdateCommand).resolves({});
    expect(answer(await post())).toEqual({ queryResult: [{ CurrentStreakCount: 1 }] });

    ddb.reset();
    givenCaller(ddb, aProfile({ currentStreakCount: 0, lastStreakDay: null }));
    ddb.on(UpdateCommand).resolves({});
    expect(answer(await post())).toEqual({ queryResult: [{ CurrentStreakCount: 1 }] });
  });

  it('answers what a concurrent post of the same day stored when it lost the race', async () => {
    ddb
      .on(GetCommand, { Key: PROFILE_KEY })
      .resolvesOnce({ Item: aProfile({ currentStreakCount: 4, lastStreakDay: '2025-05-31' }) })
      .resolvesOnce({ Item: aProfile({ currentStreakCount: 5, lastStreakDay: '2025-06-01' }) });
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    expect(answer(await post())).toEqual({ queryResult: [{ CurrentStreakCount: 5 }] });
  });

  it('answers 404 before the profile exists', async () => {
    givenCaller(ddb, null);

    expect((await post()).statusCode).toBe(404);
  });
});

describe('GET streakcount/get and views/get (getStreakCount, getProfileViews)', () => {
  const read = (path: string, username = 'Bob_Builds') =>
    handler(apiEvent({ method: 'GET', path, query: { username }, sub: ALICE, claims: ALICE_CLAIMS }));
  const givenBob = (overrides: Parameters<typeof aProfile>[0]) => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    ddb
      .on(GetCommand, { Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } })
      .resolves({
        Item: { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
      })
      .on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } })
      .resolves({ Item: aProfile({ uuid: BOB, userName: 'Bob_Builds', ...overrides }) });
  };

  it("answers a user's streak, 0 once they missed a day", async () => {
    givenBob({ currentStreakCount: 6, lastStreakDay: '2025-05-31' });
    expect(answer(await read('pjuserprofile/pjuserprofile/streakcount/get'))).toEqual({
      queryResult: [{ CurrentStreakCount: 6 }],
    });

    ddb.reset();
    givenBob({ currentStreakCount: 6, lastStreakDay: '2025-05-30' });
    expect(answer(await read('pjuserprofile/pjuserprofile/streakcount/get'))).toEqual({
      queryResult: [{ CurrentStreakCount: 0 }],
    });
  });

  it("answers a user's profile views", async () => {
    givenBob({ profileViewsCount: 42 });

    const response = await read('pjuserprofile/pjuserprofile/views/get');

    expect(answer(response)).toEqual({ queryResult: [{ ProfileViewsCount: 42 }] });
    expect(v.parse(answers.profileViews(), answer(response))).toEqual(answer(response));
  });

  it('answers an empty queryResult for a deactivated or unknown user', async () => {
    givenBob({ active: false, profileViewsCount: 42 });

    expect(answer(await read('pjuserprofile/pjuserprofile/views/get'))).toEqual({ queryResult: [] });
    expect(answer(await read('pjuserprofile/pjuserprofile/streakcount/get', 'nobody_here'))).toEqual({
      queryResult: [],
    });
  });
});

describe('signed-in profile reads (getUserProfile, getUserProfileGames)', () => {
  const read = (path: string, query: Record<string, string>) =>
    handler(apiEvent({ method: 'GET', path, query, sub: ALICE, claims: ALICE_CLAIMS }));
  const profileOf = (username: string, uuid = ALICE) =>
    read('pjuserprofile/pjuserprofile/user', { username, uuid });
  const gamesOf = (username: string) => read('pjuserprofile/pjuserprofile/games', { username });
  const BOB_PROFILE = aProfile({
    uuid: BOB,
    userName: 'Bob_Builds',
    bio: null,
    profilePicKey: null,
    gameStyle: 1,
    streamer: 0,
    discord: 1,
    timeZoneId: 4,
    lastLoginAt: '2025-05-31T08:00:00.000Z',
  });
  const givenBob = (profile = BOB_PROFILE, blocks: Record<string, unknown>[] = []) => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    ddb.on(GetCommand, { Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } }).resolves({
      Item: { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
    });
    ddb.on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } }).resolves({ Item: profile });
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: blocks } });
  };

  it("answers another user's profile as an array of one, in the spec's field names", async () => {
    givenBob();

    const response = await profileOf('BOB_builds');

    expect(answer(response)).toEqual([
      {
        UserName: 'Bob_Builds',
        ProfilePicLink: 'https://media.example.test/media/defaults/profile.svg',
        LastLogin: '2025-05-31T08:00:00.000Z',
        AvailableNow: 1,
        showSpectating: 1,
        Bio: null,
        GameStyle: 1,
        Streamer: 0,
        Microphone: 1,
        FamilyFriendly: 0,
        Moderator: 0,
        Discord: 1,
        PCConsole: 1,
        CountryCode: 'US',
        TimeZone: expect.any(String),
      },
    ]);
    expect((answer(response) as { TimeZone: string }[])[0]!.TimeZone).not.toBe('');
    expect(v.parse(v.array(answers.userProfile()), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [
            { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
            { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}` },
          ],
        },
      },
    });
  });

  it("answers the caller's own profile from the session read alone, case-insensitively", async () => {
    givenCaller(ddb);

    const response = await profileOf('Alice_Plays');

    expect((answer(response) as { UserName: string; Bio: string }[])[0]).toEqual(
      expect.objectContaining({ UserName: 'alice_plays', Bio: 'Hi there', GameStyle: 2, Streamer: 1 }),
    );
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([SESSION_READ]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('answers 404 alike for a blocked (either way), deactivated or unknown user, and 403 for another uuid', async () => {
    const outcomes: number[] = [];
    givenBob(BOB_PROFILE, [
      { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}`, blockerUuid: ALICE, blockedUuid: BOB },
    ]);
    const blocked = await profileOf('bob_builds');
    const blockedGames = await gamesOf('bob_builds');
    givenBob(BOB_PROFILE, [
      { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}`, blockerUuid: BOB, blockedUuid: ALICE },
    ]);
    const blockedBy = await profileOf('bob_builds');
    givenBob({ ...BOB_PROFILE, active: false });
    const deactivated = await profileOf('bob_builds');
    const unknown = await profileOf('nobody_here');
    for (const response of [blocked, blockedGames, blockedBy, deactivated, unknown]) {
      outcomes.push(response.statusCode);
      expect(answer(response)).toEqual({ type: 'NotFound', message: 'no such user' });
    }
    const otherUuid = await profileOf('bob_builds', BOB);

    expect(outcomes).toEqual([404, 404, 404, 404, 404]);
    expect(otherUuid.statusCode).toBe(403);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it("answers another user's games with their details, by name", async () => {
    givenBob();
    ddb.on(QueryCommand).resolves({
      Items: [
        aUserGame({ uuid: BOB, gameId: 7, platform: 4, skillLevel: 3, frequency: 2, rating: 2 }),
        aUserGame({ uuid: BOB, gameId: 3, platform: 1, skillLevel: 4, frequency: 1, rating: 1 }),
      ],
    });
    ddb
      .on(BatchGetCommand, {
        RequestItems: {
          [TABLE]: {
            Keys: [
              { pk: 'GAME#7', sk: 'GAME' },
              { pk: 'GAME#3', sk: 'GAME' },
            ],
          },
        },
      })
      .resolves({
        Responses: {
          [TABLE]: [
            aGame({ gameId: 7, description: 'Valorant' }),
            aGame({ gameId: 3, description: 'Apex Legends' }),
          ],
        },
      });

    const response = await gamesOf('bob_builds');

    expect(answer(response)).toEqual([
      {
        Id: 3,
        Description: 'Apex Legends',
        GameImageSrc: 'https://media.example.test/media/games/1.svg',
        GameImageThumbSrc: 'https://media.example.test/media/games/1.svg',
        Platform: 1,
        SkillLevel: 4,
        Frequency: 1,
        Rating: 1,
      },
      {
        Id: 7,
        Description: 'Valorant',
        GameImageSrc: 'https://media.example.test/media/games/1.svg',
        GameImageThumbSrc: 'https://media.example.test/media/games/1.svg',
        Platform: 4,
        SkillLevel: 3,
        Frequency: 2,
        Rating: 2,
      },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${BOB}`, ':sk': 'GAME#' },
    });
    expect(v.parse(v.array(answers.publicGame()), answer(response))).toEqual(answer(response));
  });
});
