import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { listReportedAmong, putChatMessageReport } from '../../../lambdas/data/message-reports';
import type { ChatMessage } from '../../../lambdas/data';
import { NotFoundError } from '../../../lambdas/core/errors';
import { ALICE, BOB, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const MESSAGE_ID = '1748779200000123';
const message = (extra: Partial<ChatMessage> = {}): ChatMessage => ({
  messageId: MESSAGE_ID,
  gameId: 3,
  senderUuid: BOB,
  userName: 'bob_builds',
  profileImage: 'https://media.test/bob.svg',
  messageText: 'rude words',
  parentMessageId: null,
  replyToId: null,
  likeCount: 0,
  isFlagged: false,
  isInappropriate: false,
  createdAt: NOW.toISOString(),
  ...extra,
});
const filing = { reporterUuid: ALICE, reason: 'insults', at: NOW, reportId: 'report-1' };
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

describe('putChatMessageReport (H11)', () => {
  it('files the report, flags the message and files it for moderators, in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    const result = await putChatMessageReport(message(), filing, 3);

    expect(result).toEqual({ filed: true, reportCount: 1, isInappropriate: false });
    expect(transactions()).toEqual([
      [
        {
          Put: {
            TableName: TABLE,
            Item: {
              reporterUuid: ALICE,
              gameId: 3,
              messageId: MESSAGE_ID,
              authorUuid: BOB,
              reason: 'insults',
              createdAt: NOW.toISOString(),
              pk: `USER#${ALICE}`,
              sk: `CHATREPORT#3#${MESSAGE_ID}`,
              entity: 'messageReport',
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: { pk: `CHATMSG#${MESSAGE_ID}`, sk: 'MSG' },
            UpdateExpression:
              'SET isFlagged = :flagged, isInappropriate = :inappropriate, reportCount = :count',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(reportCount) OR reportCount = :seen)',
            ExpressionAttributeValues: { ':flagged': true, ':inappropriate': false, ':count': 1, ':seen': 0 },
          },
        },
        {
          Put: {
            TableName: TABLE,
            Item: expect.objectContaining({
              pk: 'REPORT#2025-06',
              sk: `${NOW.toISOString()}#report-1`,
              entity: 'report',
              reporterUuid: ALICE,
              reportedUuid: BOB,
              reportedUserName: 'bob_builds',
              inappropriateMessage: true,
              inappropriateProfile: false,
              block: false,
              reportDetails: 'insults',
              messageId: MESSAGE_ID,
              gameId: 3,
            }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    ]);
  });

  it('marks the message inappropriate with the report that reaches the threshold, and keeps it so', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    expect(await putChatMessageReport(message({ isFlagged: true, reportCount: 2 }), filing, 3)).toEqual({
      filed: true,
      reportCount: 3,
      isInappropriate: true,
    });
    expect(transactions()[0]![1]!.Update).toMatchObject({
      ConditionExpression: 'reportCount = :seen',
      ExpressionAttributeValues: { ':inappropriate': true, ':count': 3, ':seen': 2 },
    });

    await putChatMessageReport(message({ isInappropriate: true, reportCount: 5 }), filing, 3);
    expect(transactions()[1]![1]!.Update!.ExpressionAttributeValues).toMatchObject({
      ':inappropriate': true,
      ':count': 6,
    });
  });

  it("answers a player's second report of a message as not filed, and changes nothing", async () => {
    ddb
      .on(TransactWriteCommand)
      .rejects(cancelled(['ConditionalCheckFailed', 'ConditionalCheckFailed', 'None']));

    expect(await putChatMessageReport(message({ isFlagged: true, reportCount: 1 }), filing, 3)).toEqual({
      filed: false,
      reportCount: 1,
      isInappropriate: false,
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('reads the message again and retries when another report changed its count meanwhile', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed', 'None']))
      .resolves({});
    ddb.on(GetCommand).resolves({
      Item: { ...message({ isFlagged: true, reportCount: 2 }), pk: `CHATMSG#${MESSAGE_ID}`, sk: 'MSG' },
    });

    expect(await putChatMessageReport(message(), filing, 3)).toEqual({
      filed: true,
      reportCount: 3,
      isInappropriate: true,
    });
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: `CHATMSG#${MESSAGE_ID}`, sk: 'MSG' },
      ConsistentRead: true,
    });
    expect(transactions()[1]![1]!.Update!.ExpressionAttributeValues).toMatchObject({
      ':seen': 2,
      ':count': 3,
    });
  });

  it('is a NotFoundError when the message is gone', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    ddb.on(GetCommand).resolves({});

    await expect(putChatMessageReport(message(), filing, 3)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('passes other failures on', async () => {
    ddb.on(TransactWriteCommand).rejects(new Error('throttled'));

    await expect(putChatMessageReport(message(), filing, 3)).rejects.toThrow('throttled');
  });
});

describe('listReportedAmong (H2)', () => {
  it("queries the player's reports in the game between the page's ids, strongly consistent", async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ messageId: '1748779200000200' }] });

    const reported = await listReportedAmong(ALICE, 3, {
      from: '1748779200000100',
      to: '1748779200000300',
    });

    expect([...reported]).toEqual(['1748779200000200']);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${ALICE}`,
        ':from': 'CHATREPORT#3#1748779200000100',
        ':to': 'CHATREPORT#3#1748779200000300',
      },
      ProjectionExpression: 'messageId',
      ConsistentRead: true,
    });
  });
});
