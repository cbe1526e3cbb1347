import * as v from 'valibot';
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjuserprofile';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, aProfile, apiEvent } from '../factories';
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
