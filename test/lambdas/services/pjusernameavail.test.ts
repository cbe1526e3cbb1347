import * as v from 'valibot';
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjusernameavail';
import { ALICE, BOB, apiEvent } from '../factories';
import { ALICE_CLAIMS, PROFILE_KEY, SESSION_KEY, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const check = (username: string) =>
  handler(
    apiEvent({
      method: 'GET',
      path: 'pjusernameavail/pjusername/check',
      query: { username },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('GET pjusernameavail/pjusername/check (checkUsername)', () => {
  it('answers duplicate true for a name held by anyone, case-insensitively', async () => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb, null);
    ddb.on(GetCommand, { Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } }).resolves({
      Item: { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: false },
    });

    const taken = await check('BOB_Builds');
    const free = await check('brand_new');

    expect(answer(taken)).toEqual({ duplicate: true, message: 'Duplicate username found.' });
    expect(answer(free)).toEqual({ duplicate: false, message: 'Successful username check.' });
    expect(v.parse(answers.usernameCheck(), answer(free))).toEqual(answer(free));
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toContainEqual({
      pk: 'USERNAME#brand_new',
      sk: 'USERNAME',
    });
    expect(ddb.commandCalls(GetCommand)[1]!.args[0].input.TableName).toBe(TABLE);
  });

  it('answers duplicate true for a reserved route word without reading it', async () => {
    givenCaller(ddb, null);

    expect(answer(await check('Login'))).toEqual({ duplicate: true, message: 'Duplicate username found.' });
    // the session check's reads only: the profile, and the session item of a caller without one
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([
      PROFILE_KEY,
      SESSION_KEY,
    ]);
  });

  it('answers 400 for a malformed name', async () => {
    givenCaller(ddb, null);

    expect((await check('a b c')).statusCode).toBe(400);
  });
});
