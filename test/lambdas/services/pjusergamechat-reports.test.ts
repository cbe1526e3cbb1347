import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/services/pjusergamechat';
import { ChatMessageEntity } from '../../../lambdas/data/entities';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const GAME_ID = 3;
const ids = ['1748779200000100', '1748779200000200', '1748779200000300', '1748779200000400'] as const;
/** A stored message of the game, as the table holds it. */
const storedMessage = (messageId: string, senderUuid: string, extra: Record<string, unknown> = {}) =>
  ChatMessageEntity.item({
    messageId,
    gameId: GAME_ID,
    senderUuid,
    userName: senderUuid === ALICE ? 'alice_plays' : senderUuid === BOB ? 'bob_builds' : 'carol_c',
    profileImage: 'https://media.test/p.svg',
    messageText: `text of ${messageId}`,
    createdAt: NOW.toISOString(),
    ...extra,
  });
const MESSAGE_KEY = (messageId: string) => ({ pk: `CHATMSG#${messageId}`, sk: 'MSG' });

describe('POST pjusergamechat/pjusergamechat/reportmessage (reportChatMessage, ours)', () => {
  const reportMessage = (body: Record<string, unknown>) =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjusergamechat/pjusergamechat/reportmessage',
        body: { uuid: ALICE, gameId: GAME_ID, messageId: ids[0], reason: 'insults', ...body },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
  const givenMessage = (item: Record<string, unknown> | undefined) => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    ddb.on(GetCommand, { Key: MESSAGE_KEY(ids[0]) }).resolves(item ? { Item: item } : {});
  };

  it("files Alice's report of Bob's message with its reason, tags stripped, and answers affectedRows 1", async () => {
    givenMessage(storedMessage(ids[0], BOB));
    ddb.on(TransactWriteCommand).resolves({});

    const response = await reportMessage({ reason: '  <b>calls me</b> names ' });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ affectedRows: 1 });
    const [report, flags, forModerators] =
      ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(report!.Put!.Item).toMatchObject({
      pk: `USER#${ALICE}`,
      sk: `CHATREPORT#${GAME_ID}#${ids[0]}`,
      reason: 'calls me names',
      authorUuid: BOB,
    });
    expect(flags!.Update).toMatchObject({
      TableName: TABLE,
      Key: MESSAGE_KEY(ids[0]),
      ExpressionAttributeValues: { ':flagged': true, ':inappropriate': false, ':count': 1 },
    });
    expect(forModerators!.Put!.Item).toMatchObject({
      pk: 'REPORT#2025-06',
      reportedUuid: BOB,
      inappropriateMessage: true,
      reportDetails: 'calls me names',
      messageId: ids[0],
    });
  });

  it('marks the message inappropriate with its third reporter', async () => {
    givenMessage(storedMessage(ids[0], BOB, { isFlagged: true, reportCount: 2 }));
    ddb.on(TransactWriteCommand).resolves({});

    expect(answer(await reportMessage({}))).toEqual({ affectedRows: 1 });
    expect(
      ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Update!
        .ExpressionAttributeValues,
    ).toMatchObject({ ':inappropriate': true, ':count': 3 });
  });

  it('answers a repeated report ok, changing nothing (affectedRows 0)', async () => {
    givenMessage(storedMessage(ids[0], BOB, { isFlagged: true, reportCount: 1 }));
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );

    const response = await reportMessage({});

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ affectedRows: 0 });
  });

  it('refuses your own message with 400 ownReport, writing nothing', async () => {
    givenMessage(storedMessage(ids[0], ALICE));

    const response = await reportMessage({});

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toMatchObject({ type: 'ownReport' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['does not exist', undefined, GAME_ID],
    ['is in another game', storedMessage(ids[0], BOB), GAME_ID + 1],
  ])('answers 404 when the message %s', async (_case, item, gameId) => {
    givenMessage(item);

    const response = await reportMessage({ gameId });

    expect(response.statusCode).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['no reason', { reason: undefined }],
    ['a blank reason', { reason: '   ' }],
    ['a reason of tags only', { reason: '<i></i> <br/>' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('refuses %s with 400', async (_case, body) => {
    givenMessage(storedMessage(ids[0], BOB));

    const response = await reportMessage(body);

    expect(response.statusCode).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a report in the name of another player with 403', async () => {
    givenMessage(storedMessage(ids[0], BOB));

    expect((await reportMessage({ uuid: CAROL })).statusCode).toBe(403);
  });
});

describe('GET getgamechatmessagesbypage: reported messages', () => {
  const readPage = () =>
    handler(
      apiEvent({
        method: 'GET',
        path: 'pjusergamechat/pjusergamechat/getgamechatmessagesbypage',
        query: { gameId: String(GAME_ID), userId: 'alice_plays' },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
  /** The room holds `messages` (newest first, as the index answers); Alice reported `reported`. */
  function givenRoom(messages: Record<string, unknown>[], reported: string[], closed: string[] = []) {
    ddb.on(GetCommand).resolves({});
    // the closed flags of the page's authors (getClosedAmong)
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { [TABLE]: closed.map((uuid) => ({ uuid, active: false })) } });
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `CHAT#${GAME_ID}` } })
      .resolves({
        Items: messages,
      });
    ddb
      .on(QueryCommand, { KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to' })
      .resolves({ Items: reported.map((messageId) => ({ messageId })) });
  }
  const shownIds = async () => {
    const response = await readPage();
    expect(response.statusCode).toBe(200);
    return (
      answer(response) as { messageRepliesPage: { messages: { messageId: string }[] } }
    ).messageRepliesPage.messages.map((message) => message.messageId);
  };

  it('leaves out the messages of closed accounts, asking once for the flags of the page’s other authors', async () => {
    givenRoom(
      [storedMessage(ids[3], BOB), storedMessage(ids[2], CAROL), storedMessage(ids[1], BOB)],
      [],
      [CAROL],
    );

    expect(await shownIds()).toEqual([ids[3], ids[1]]);
    const flagReads = ddb
      .commandCalls(BatchGetCommand)
      .map((call) => call.args[0].input.RequestItems![TABLE]);
    expect(flagReads).toEqual([
      {
        Keys: [
          { pk: `USER#${BOB}`, sk: 'PROFILE' },
          { pk: `USER#${CAROL}`, sk: 'PROFILE' },
        ],
        ProjectionExpression: '#uuid, #active',
        ExpressionAttributeNames: { '#uuid': 'uuid', '#active': 'active' },
      },
    ]);
  });

  it('leaves out the messages the caller reported, asking once for their reports between the page ids', async () => {
    givenRoom(
      [
        storedMessage(ids[3], BOB),
        storedMessage(ids[2], CAROL),
        storedMessage(ids[1], BOB, { isFlagged: true, reportCount: 1 }),
      ],
      [ids[1]],
    );

    expect(await shownIds()).toEqual([ids[3], ids[2]]);
    const reportQueries = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.KeyConditionExpression === 'pk = :pk AND sk BETWEEN :from AND :to');
    expect(reportQueries).toEqual([
      expect.objectContaining({
        ExpressionAttributeValues: {
          ':pk': `USER#${ALICE}`,
          ':from': `CHATREPORT#${GAME_ID}#${ids[1]}`,
          ':to': `CHATREPORT#${GAME_ID}#${ids[3]}`,
        },
        ConsistentRead: true,
      }),
    ]);
  });

  it('leaves out messages marked inappropriate, except for their author', async () => {
    givenRoom(
      [
        storedMessage(ids[3], BOB, { isFlagged: true, isInappropriate: true, reportCount: 3 }),
        storedMessage(ids[2], ALICE, { isFlagged: true, isInappropriate: true, reportCount: 3 }),
        storedMessage(ids[1], CAROL, { isFlagged: true, reportCount: 1 }),
      ],
      [],
    );

    const response = await readPage();
    const messages = (answer(response) as { messageRepliesPage: { messages: Record<string, unknown>[] } })
      .messageRepliesPage.messages;
    expect(messages.map((message) => message.messageId)).toEqual([ids[2], ids[1]]);
    // the author sees their own message with its flags; a message reported by others stays for the rest
    expect(messages[0]).toMatchObject({ isFlagged: true, isInappropriate: true });
    expect(messages[1]).toMatchObject({ isFlagged: true, isInappropriate: false });
  });

  it('asks for no reports when the page is empty', async () => {
    givenRoom([], []);

    expect(await shownIds()).toEqual([]);
    expect(
      ddb
        .commandCalls(QueryCommand)
        .filter(
          (call) => call.args[0].input.KeyConditionExpression === 'pk = :pk AND sk BETWEEN :from AND :to',
        ),
    ).toHaveLength(0);
  });
});
