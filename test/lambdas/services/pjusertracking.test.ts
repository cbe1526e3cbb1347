import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/services/pjusertracking';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, apiEvent } from '../factories';
import { ALICE_CLAIMS, NOW_SECONDS, PROFILE_KEY, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const track = (uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjusertracking/pjusertracking/insert',
      body: { uuid },
      sub: ALICE,
      claims: ALICE_CLAIMS,
      headers: { 'CloudFront-Viewer-Address': '203.0.113.9:46532', 'User-Agent': 'Mozilla/5.0 (tests)' },
    }),
  );

describe('POST pjusertracking/pjusertracking/insert (recordLogin)', () => {
  it('moves lastLoginAt to previousLoginAt, sets lastLoginAt and stores the sign-in for 400 days with the address and user agent', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});
    ddb.on(PutCommand).resolves({});

    const response = await track();

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET previousLoginAt = if_not_exists(lastLoginAt, :none), lastLoginAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': NOW.toISOString(), ':none': null },
    });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        uuid: ALICE,
        at: NOW.toISOString(),
        sourceIp: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (tests)',
        expiresAt: NOW_SECONDS + 400 * 24 * 60 * 60,
        pk: `USER#${ALICE}`,
        sk: `LOGIN#${NOW.toISOString()}`,
        entity: 'login',
      },
    });
  });

  it('answers 404 before the profile exists', async () => {
    givenCaller(ddb, null);
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    expect((await track()).statusCode).toBe(404);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("refuses another user's uuid (403)", async () => {
    givenCaller(ddb);

    expect((await track(BOB)).statusCode).toBe(403);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
