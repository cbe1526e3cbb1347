import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { putContactMessage, putHelpRequest, putReport } from '../../../lambdas/data';
import { ALICE, BOB, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.on(PutCommand).resolves({}));
afterEach(() => ddb.reset());

const at = NOW.toISOString();
const put = () => ddb.commandCalls(PutCommand)[0]!.args[0].input;

describe('reports, help requests and contact messages (A11)', () => {
  it('files a report under its month, never overwriting', async () => {
    const report = {
      month: '2025-06',
      createdAt: at,
      reportId: 'r1',
      reporterUuid: ALICE,
      reportedUuid: BOB,
      reportedUserName: 'bob_builds',
      inappropriateProfile: true,
      inappropriateMessage: false,
      abuseBullying: false,
      spam: true,
      other: false,
      block: false,
      reportDetails: 'spam links',
    };

    await putReport(report);

    expect(put()).toEqual({
      TableName: TABLE,
      Item: { ...report, pk: 'REPORT#2025-06', sk: `${at}#r1`, entity: 'report' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('files a help request under its month', async () => {
    const request = {
      month: '2025-06',
      createdAt: at,
      requestId: 'h1',
      uuid: ALICE,
      inappropreateContent: false,
      accountIssue: true,
      troubleshooting: false,
      legal: false,
      advertising: false,
      other: false,
      reportDetails: '',
    };

    await putHelpRequest(request);

    expect(put()).toEqual({
      TableName: TABLE,
      Item: { ...request, pk: 'HELP#2025-06', sk: `${at}#h1`, entity: 'helpRequest' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('files a contact message under its month', async () => {
    const message = {
      month: '2025-06',
      createdAt: at,
      messageId: 'c1',
      email: 'visitor@example.test',
      ipAddress: '{ip}',
      legal: false,
      suggestion: false,
      question: true,
      advertising: false,
      business: false,
      jobOpportunities: false,
      contactDetails: 'Hello',
    };

    await putContactMessage(message);

    expect(put()).toEqual({
      TableName: TABLE,
      Item: { ...message, pk: 'CONTACT#2025-06', sk: `${at}#c1`, entity: 'contactMessage' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });
});
