import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  getChatPage,
  likeChatMessage,
  listChatLikes,
  putChatMessage,
  unlikeChatMessage,
} from '../../../lambdas/data/chat';
import { NotFoundError } from '../../../lambdas/core/errors';
import { ALICE, BOB, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const ms = String(NOW.getTime());
const newMessage = {
  gameId: 3,
  senderUuid: ALICE,
  userName: 'alice_plays',
  profileImage: 'https://media.test/userprofileimages/alice.svg',
  messageText: 'gg everyone',
  parentMessageId: null,
  replyToId: null,
};
const storedMessage = (messageId: string, extra: Record<string, unknown> = {}) => ({
  ...newMessage,
  messageId,
  likeCount: 0,
  isFlagged: false,
  isInappropriate: false,
  createdAt: new Date(Number(messageId)).toISOString(),
  ...extra,
});
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('chat messages', () => {
  it("stores a message under its timestamp id, in the game's chat index", async () => {
    ddb.on(PutCommand).resolves({});

    const message = await putChatMessage(newMessage, NOW);

    expect(message).toEqual(storedMessage(ms));
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        ...storedMessage(ms),
        pk: `CHATMSG#${ms}`,
        sk: 'MSG',
        gsi1pk: 'CHAT#3',
        gsi1sk: ms,
        entity: 'chatMessage',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('indexes a reply under its parent', async () => {
    ddb.on(PutCommand).resolves({});

    await putChatMessage({ ...newMessage, parentMessageId: '1748779200000', replyToId: 'bob_b' }, NOW);

    const item = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item.gsi2pk).toBe('REPLIES#1748779200000');
    expect(item.gsi2sk).toBe(ms);
  });

  it('takes the next millisecond when the id is used', async () => {
    ddb
      .on(PutCommand)
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'used', $metadata: {} }))
      .resolves({});

    const message = await putChatMessage(newMessage, NOW);

    expect(message.messageId).toBe(String(NOW.getTime() + 1));
    expect(ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item!.pk)).toEqual([
      `CHATMSG#${ms}`,
      `CHATMSG#${NOW.getTime() + 1}`,
    ]);
  });

  it('reads a page newest first and continues after the last key (gameId + messageId)', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [storedMessage('1748779200002'), storedMessage('1748779200001')],
      LastEvaluatedKey: { pk: 'CHATMSG#1748779200001', sk: 'MSG', gsi1pk: 'CHAT#3', gsi1sk: '1748779200001' },
    });

    const page = await getChatPage(3, 2, { gameId: 3, messageId: '1748779200003' });

    expect(page.messages.map((message) => message.messageId)).toEqual(['1748779200002', '1748779200001']);
    expect(page.lastEvaluatedKey).toEqual({ gameId: 3, messageId: '1748779200001' });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': 'CHAT#3' },
      ScanIndexForward: false,
      Limit: 2,
      ExclusiveStartKey: {
        pk: 'CHATMSG#1748779200003',
        sk: 'MSG',
        gsi1pk: 'CHAT#3',
        gsi1sk: '1748779200003',
      },
    });
  });

  it('has no last key on the final page', async () => {
    ddb.on(QueryCommand).resolves({ Items: [storedMessage(ms)] });

    expect((await getChatPage(3, 25)).lastEvaluatedKey).toBeUndefined();
  });
});

describe('chat likes', () => {
  const like = { messageId: ms, uuid: BOB, userName: 'bob_b', createdAt: NOW.toISOString() };

  it('adds a like and the count in one transaction, then reads the new count', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand).resolves({ Item: storedMessage(ms, { likeCount: 4 }) });

    const result = await likeChatMessage(like);

    expect(result).toEqual({ changed: true, likeCount: 4 });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: { ...like, pk: `CHATMSG#${ms}`, sk: `LIKE#${BOB}`, entity: 'chatLike' },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: { pk: `CHATMSG#${ms}`, sk: 'MSG' },
            UpdateExpression: 'ADD likeCount :delta',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':delta': 1 },
          },
        },
      ],
    });
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `CHATMSG#${ms}`, sk: 'MSG' },
      ConsistentRead: true,
    });
  });

  it('changes nothing when the user already liked the message (idempotent)', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    ddb.on(GetCommand).resolves({ Item: storedMessage(ms, { likeCount: 1 }) });

    expect(await likeChatMessage(like)).toEqual({ changed: false, likeCount: 1 });
  });

  it('answers not found for a missing message', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));

    await expect(likeChatMessage(like)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('removes a like and decrements the count only when the like exists', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand).resolves({ Item: storedMessage(ms, { likeCount: 0 }) });

    expect(await unlikeChatMessage(ms, BOB)).toEqual({ changed: true, likeCount: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toEqual([
      {
        Delete: {
          TableName: TABLE,
          Key: { pk: `CHATMSG#${ms}`, sk: `LIKE#${BOB}` },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: { pk: `CHATMSG#${ms}`, sk: 'MSG' },
          UpdateExpression: 'ADD likeCount :delta',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':delta': -1 },
        },
      },
    ]);
  });

  it('lists the likes of a message', async () => {
    ddb.on(QueryCommand).resolves({ Items: [like] });

    expect(await listChatLikes(ms)).toEqual([like]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `CHATMSG#${ms}`, ':sk': 'LIKE#' },
    });
  });
});
