import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { conversationPair, putDirectMessage } from '../../../lambdas/data/direct-messages';
import { NotFoundError } from '../../../lambdas/core/errors';
import { ALICE, BOB, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const ms = String(NOW.getTime());
const at = NOW.toISOString();
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const conversationUpdate = (uuid: string, otherUuid: string, unread: number) => ({
  Update: {
    TableName: TABLE,
    Key: { pk: `USER#${uuid}`, sk: `CONVO#${otherUuid}` },
    UpdateExpression:
      'SET #a0 = :a0, #a1 = :a1, #a2 = :a2, #a3 = :a3, #a4 = :a4, #a5 = :a5, #a6 = :a6 ADD #unread :unread',
    ExpressionAttributeNames: {
      '#a0': 'uuid',
      '#a1': 'otherUuid',
      '#a2': 'lastMessage',
      '#a3': 'lastMessageAt',
      '#a4': 'entity',
      '#a5': 'gsi1pk',
      '#a6': 'gsi1sk',
      '#unread': 'unreadCount',
    },
    ExpressionAttributeValues: {
      ':a0': uuid,
      ':a1': otherUuid,
      ':a2': 'hey%20there',
      ':a3': at,
      ':a4': 'conversation',
      ':a5': `CONVOS#${uuid}`,
      ':a6': `${at}#${otherUuid}`,
      ':unread': unread,
    },
  },
});

describe('direct messages', () => {
  it('orders the pair of a conversation', () => {
    expect(conversationPair(BOB, ALICE)).toEqual({ lowUuid: ALICE, highUuid: BOB });
    expect(conversationPair(ALICE, BOB)).toEqual({ lowUuid: ALICE, highUuid: BOB });
  });

  it("stores the message, both summaries and the recipient's unread count in one transaction", async () => {
    ddb.on(TransactWriteCommand).resolves({});

    const message = await putDirectMessage({ fromUuid: BOB, toUuid: ALICE, message: 'hey%20there' }, NOW);

    const stored = {
      lowUuid: ALICE,
      highUuid: BOB,
      messageId: ms,
      fromUuid: BOB,
      toUuid: ALICE,
      message: 'hey%20there',
      messageType: 'text',
      readMessage: 0,
      createdAt: at,
    };
    expect(message).toEqual(stored);
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: { ...stored, pk: `DM#${ALICE}#${BOB}`, sk: `MSG#${ms}`, entity: 'directMessage' },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        conversationUpdate(BOB, ALICE, 0),
        conversationUpdate(ALICE, BOB, 1),
        {
          Update: {
            TableName: TABLE,
            Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' },
            UpdateExpression: 'ADD unreadMessageCount :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    });
  });

  it('takes the next millisecond when two messages of the pair collide', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']))
      .resolves({});

    const message = await putDirectMessage({ fromUuid: BOB, toUuid: ALICE, message: 'again' }, NOW);

    expect(message.messageId).toBe(String(NOW.getTime() + 1));
  });

  it('answers not found when the recipient has no profile', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed']));

    await expect(
      putDirectMessage({ fromUuid: BOB, toUuid: ALICE, message: 'x' }, NOW),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
