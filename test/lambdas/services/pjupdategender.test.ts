import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjupdategender';
import { ALICE, apiEvent } from '../factories';
import { ALICE_CLAIMS, PROFILE_KEY, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const setGender = (gender: unknown) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjupdategender/pjupdategender',
      body: { uuid: ALICE, gender },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('POST pjupdategender/pjupdategender (updateGender)', () => {
  it('stores a gender code', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    expect(answer(await setGender(6))).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #genderId = :genderId',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#genderId': 'genderId' },
      ExpressionAttributeValues: { ':genderId': 6 },
    });
  });

  it('refuses a code outside the gender table (400)', async () => {
    givenCaller(ddb);

    expect((await setGender(9)).statusCode).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
