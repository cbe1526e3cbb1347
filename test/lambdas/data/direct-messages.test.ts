import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { conversationPair, putDirectMessage } from '../../../lambdas/data/direct-messages';
import { NotFoundError } from '../../../lambdas/core/errors';
import { SendWindowFullError } from '../../../lambdas/data/chat';
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

const ID = `${ms}042`;
const window = { window: 176435800, expiresAt: 1764358070, limit: 12 };
const idOf = (attempt: number) => `${ms}04${attempt + 2}`;

const conversationUpdate = (uuid: string, otherUuid: string, unread: number) => ({
  Update: {
    TableName: TABLE,
    Key: { pk: `USER#${uuid}`, sk: `CONVO#${otherUuid}` },
    UpdateExpression:
      'SET #a0 = :a0, #a1 = :a1, #a2 = :a2, #a3 = :a3, #a4 = :a4, #a5 = :a5, #a6 = :a6, #a7 = :a7, #a8 = :a8 ADD #unread :unread',
    ExpressionAttributeNames: {
      '#a0': 'uuid',
      '#a1': 'otherUuid',
      '#a2': 'lastMessage',
      '#a3': 'lastMessageAt',
      '#a4': 'lastMessageId',
      '#a5': 'lastFromUuid',
      '#a6': 'entity',
      '#a7': 'gsi1pk',
      '#a8': 'gsi1sk',
      '#unread': 'unreadCount',
    },
    ExpressionAttributeValues: {
      ':a0': uuid,
      ':a1': otherUuid,
      ':a2': 'hey there',
      ':a3': at,
      ':a4': ID,
      ':a5': BOB,
      ':a6': 'conversation',
      ':a7': `CONVOS#${uuid}`,
      ':a8': `${at}#${otherUuid}`,
      ':unread': unread,
    },
  },
});

describe('direct messages', () => {
  it('orders the pair of a conversation', () => {
    expect(conversationPair(BOB, ALICE)).toEqual({ lowUuid: ALICE, highUuid: BOB });
    expect(conversationPair(ALICE, BOB)).toEqual({ lowUuid: ALICE, highUuid: BOB });
  });

  it("stores the message, both summaries, the recipient's unread count and the sender's window in one transaction", async () => {
    ddb.on(TransactWriteCommand).resolves({});

    const message = await putDirectMessage(
      { fromUuid: BOB, toUuid: ALICE, message: 'hey there' },
      NOW,
      idOf,
      window,
    );

    const stored = {
      lowUuid: ALICE,
      highUuid: BOB,
      messageId: ID,
      fromUuid: BOB,
      toUuid: ALICE,
      message: 'hey there',
      messageType: 'text',
      readMessage: 0,
      createdAt: at,
    };
    expect(message).toEqual(stored);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[4]!.Update).toMatchObject({
      Key: { pk: `USER#${BOB}`, sk: 'SEND#dm#176435800' },
      ConditionExpression: 'attribute_not_exists(#sends) OR #sends < :limit',
    });
    expect({ TransactItems: items.slice(0, 4) }).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: { ...stored, pk: `DM#${ALICE}#${BOB}`, sk: `MSG#${ID}`, entity: 'directMessage' },
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

  it('takes the next id when two messages of the pair collide', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None', 'None']))
      .resolves({});

    const message = await putDirectMessage(
      { fromUuid: BOB, toUuid: ALICE, message: 'again' },
      NOW,
      idOf,
      window,
    );

    expect(message.messageId).toBe(`${ms}043`);
  });

  it('answers not found when the recipient has no profile, and a full window when the sender is over it', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed', 'None']))
      .rejectsOnce(cancelled(['None', 'None', 'None', 'None', 'ConditionalCheckFailed']));

    await expect(
      putDirectMessage({ fromUuid: BOB, toUuid: ALICE, message: 'x' }, NOW, idOf, window),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      putDirectMessage({ fromUuid: BOB, toUuid: ALICE, message: 'x' }, NOW, idOf, window),
    ).rejects.toBeInstanceOf(SendWindowFullError);
  });
});
