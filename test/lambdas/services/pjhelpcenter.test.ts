import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjhelpcenter';
import { useFixedDate } from '../clock';
import { ALICE, NOW, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const send = (body: Record<string, unknown>) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjhelpcenter/pjhelpcenter/insert',
      body: { uuid: ALICE, ...body },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('POST pjhelpcenter/pjhelpcenter/insert (sendHelpRequest)', () => {
  it('files the request under its month and answers affectedRows 1', async () => {
    givenCaller(ddb);
    ddb.on(PutCommand).resolves({});

    const response = await send({ accountIssue: true, reportDetails: 'cannot change my picture' });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        month: '2025-06',
        createdAt: NOW.toISOString(),
        requestId: expect.any(String),
        uuid: ALICE,
        inappropreateContent: false,
        accountIssue: true,
        troubleshooting: false,
        legal: false,
        advertising: false,
        other: false,
        reportDetails: 'cannot change my picture',
        pk: 'HELP#2025-06',
        sk: expect.stringMatching(new RegExp(`^${NOW.toISOString()}#[0-9a-f-]{36}$`)),
        entity: 'helpRequest',
      },
    });
  });

  it('requires a reason (400)', async () => {
    givenCaller(ddb);

    const response = await send({ reportDetails: 'help' });

    expect(answer(response)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.other', message: 'a reason is required' }] }),
    );
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
