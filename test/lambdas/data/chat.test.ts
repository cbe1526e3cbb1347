import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  getChatPage,
  likeChatMessage,
  listChatLikes,
  listLikedAmong,
  markChatSeen,
  putChatMessage,
  SendWindowFullError,
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
  const window = { window: 174877920, expiresAt: 1748779270, limit: 8 };
  const id = (attempt: number) => `${ms}00${attempt}`;

  it("stores a message under the id it is given, in the game's chat index, and counts it in the sender's window", async () => {
    ddb.on(TransactWriteCommand).resolves({});

    const message = await putChatMessage(newMessage, NOW, id, window);

    expect(message).toEqual({ ...storedMessage(ms), messageId: `${ms}000`, createdAt: NOW.toISOString() });
    const [put, counted] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(put!.Put).toEqual({
      TableName: TABLE,
      Item: {
        ...storedMessage(ms),
        messageId: `${ms}000`,
        createdAt: NOW.toISOString(),
        pk: `CHATMSG#${ms}000`,
        sk: 'MSG',
        gsi1pk: 'CHAT#3',
        gsi1sk: `${ms}000`,
        entity: 'chatMessage',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(counted!.Update).toMatchObject({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: 'SEND#chat#174877920' },
      ConditionExpression: 'attribute_not_exists(#sends) OR #sends < :limit',
    });
    expect(counted!.Update!.UpdateExpression).toMatch(/ADD #sends :one$/);
    expect(counted!.Update!.ExpressionAttributeValues).toMatchObject({ ':one': 1, ':limit': 8 });
    expect(Object.values(counted!.Update!.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining(['sendWindow', 'chat', 1748779270]),
    );
  });

  it('indexes a reply under its parent', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    await putChatMessage(
      { ...newMessage, parentMessageId: '1748779200000', replyToId: 'bob_b' },
      NOW,
      id,
      window,
    );

    const item = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.Item!;
    expect(item.gsi2pk).toBe('REPLIES#1748779200000');
    expect(item.gsi2sk).toBe(`${ms}000`);
  });

  it('tries the next id when the id is taken', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None']))
      .resolves({});

    const message = await putChatMessage(newMessage, NOW, id, window);

    expect(message.messageId).toBe(`${ms}001`);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it("stores nothing and says so when the sender's window is full", async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));

    await expect(putChatMessage(newMessage, NOW, id, window)).rejects.toBeInstanceOf(SendWindowFullError);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
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
  const like = { messageId: ms, gameId: 3, uuid: BOB, userName: 'bob_b', createdAt: NOW.toISOString() };

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
            Item: {
              ...like,
              pk: `CHATMSG#${ms}`,
              sk: `LIKE#${BOB}`,
              gsi1pk: `LIKED#${BOB}#3`,
              gsi1sk: ms,
              profileImage: null,
              entity: 'chatLike',
            },
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

  it('lists the likes of a message, at most the limit', async () => {
    ddb.on(QueryCommand).resolves({ Items: [like] });

    expect(await listChatLikes(ms, 100)).toEqual([{ ...like, profileImage: null }]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `CHATMSG#${ms}`, ':sk': 'LIKE#' },
      Limit: 100,
    });
  });

  it('finds which messages of a page a user liked in one query of their likes in the game', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ messageId: '1748779200002' }] });

    const liked = await listLikedAmong(BOB, 3, { from: '1748779200001', to: '1748779200009' });

    expect([...liked]).toEqual(['1748779200002']);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
      ExpressionAttributeValues: {
        ':pk': `LIKED#${BOB}#3`,
        ':low': '1748779200001',
        ':high': '1748779200009',
      },
    });
  });
});

describe('chat read counts', () => {
  it("copies the room's count onto the player's game entry, and writes nothing for a game they do not play", async () => {
    ddb
      .on(UpdateCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));

    expect(await markChatSeen(ALICE, 3, 41)).toBe(true);
    expect(await markChatSeen(ALICE, 4, 41)).toBe(false);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: `USER#${ALICE}`, sk: 'GAME#000003' },
      UpdateExpression: 'SET chatSeenCount = :seen',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':seen': 41 },
    });
  });
});
