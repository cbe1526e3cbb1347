import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjupdatedob';
import { useFixedDate } from '../clock';
import { ALICE, NOW, apiEvent } from '../factories';
import { ALICE_CLAIMS, PROFILE_KEY, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW); // 2025: the latest birth date is 2017-12-31

const setDob = (dob: string) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjupdatedob/pjupdatedob',
      body: { uuid: ALICE, dob },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('POST pjupdatedob/pjupdatedob (updateDateOfBirth)', () => {
  it.each(['1900-01-01', '2017-12-31'])('stores %s', async (dob) => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    expect(answer(await setDob(dob))).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #dateOfBirth = :dateOfBirth',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#dateOfBirth': 'dateOfBirth' },
      ExpressionAttributeValues: { ':dateOfBirth': dob },
    });
  });

  it.each(['1899-12-31', '2018-01-01', '2001-02-30', '01/02/2001'])('refuses %s (400)', async (dob) => {
    givenCaller(ddb);

    expect((await setDob(dob)).statusCode).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
