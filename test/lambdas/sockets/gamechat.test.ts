import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { createGameChatHandler } from '../../../lambdas/sockets/gamechat';
import { ALICE, BOB, NOW, aConnection, aProfile, socketEvent } from '../factories';
import { pushedFrames, testDeps } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
afterEach(() => {
  ddb.reset();
  management.reset();
});

const chat = createGameChatHandler(testDeps);
const ms = String(NOW.getTime());
const send = (frame: Record<string, unknown>, requestTimeEpoch = NOW.getTime() - 1000) =>
  chat(
    socketEvent({
      routeKey: 'sendmessage',
      body: { action: 'sendmessage', userId: 'alice_plays', gameId: 7, ...frame },
      requestTimeEpoch,
    }),
  );
const like = (frame: Record<string, unknown>) =>
  chat(
    socketEvent({
      routeKey: 'likes',
      body: { action: 'likes', userId: 'alice_plays', gameId: 7, messageId: ms, likeCount: 1, ...frame },
    }),
  );
const storedMessage = (senderUuid: string, extra: Record<string, unknown> = {}) => ({
  messageId: ms,
  gameId: 7,
  senderUuid,
  userName: senderUuid === ALICE ? 'alice_plays' : 'bob_builds',
  profileImage: 'https://media.test/p.svg',
  messageText: 'hello',
  parentMessageId: null,
  replyToId: null,
  likeCount: 2,
  isFlagged: false,
  isInappropriate: false,
  createdAt: NOW.toISOString(),
  ...extra,
});

const ROOM = { ExpressionAttributeValues: { ':pk': 'GAMECONNS#7' } };
/** when the gateway received the frame: a second before the Lambda's clock */
const RECEIVED = NOW.getTime() - 1000;

describe('game chat sendmessage', () => {
  beforeEach(() => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    // a room nobody has joined through the stream yet: no listeners item
    ddb.on(GetCommand).resolves({});
  });

  it("stores the message under the gateway's receipt time and broadcasts it to every connection of the game", async () => {
    ddb.on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' } }).resolves({ Item: aProfile() });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand, ROOM).resolves({
      Items: [
        aConnection({ connectionId: 'conn-alice' }),
        aConnection({ connectionId: 'conn-bob', uuid: BOB, userName: 'bob_builds' }),
      ],
    });
    management.on(PostToConnectionCommand).resolves({});

    const result = await send({
      messageId: 'client-id',
      messageText: '  gg @bob_builds  ',
      profileImage: 'https://evil.test/x.png',
    });

    expect(result).toEqual({ statusCode: 200 });
    const put = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!;
    const messageId = String(put.Item!.messageId);
    expect(messageId).toMatch(new RegExp(`^${RECEIVED}\\d{3}$`));
    expect(put).toEqual({
      TableName: TABLE,
      Item: {
        gameId: 7,
        senderUuid: ALICE,
        userName: 'alice_plays',
        profileImage: `${MEDIA_BASE}/userprofileimages/alice.svg`,
        messageText: 'gg @bob_builds',
        parentMessageId: null,
        replyToId: null,
        messageId,
        createdAt: new Date(RECEIVED).toISOString(),
        likeCount: 0,
        isFlagged: false,
        isInappropriate: false,
        pk: `CHATMSG#${messageId}`,
        sk: 'MSG',
        gsi1pk: 'CHAT#7',
        gsi1sk: messageId,
        entity: 'chatMessage',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const frame = {
      type: 'message',
      messageId,
      messageText: 'gg @bob_builds',
      profileImage: `${MEDIA_BASE}/userprofileimages/alice.svg`,
      gameId: 7,
      readMessage: false,
      likes: 0,
      userId: 'alice_plays',
      parentMessageId: null,
      replyToId: null,
      isFlagged: false,
      isInappropriate: false,
      isLiked: false,
      timestamp: new Date(RECEIVED).toISOString(),
      clientMessageId: 'client-id',
    };
    expect(pushedFrames(management)).toEqual([
      ['conn-alice', frame],
      ['conn-bob', frame],
    ]);
  });

  it("keeps one sender's order when the invocations run the other way round", async () => {
    ddb.on(GetCommand).resolves({ Item: aProfile() });
    ddb.on(TransactWriteCommand).resolves({});
    management.on(PostToConnectionCommand).resolves({});

    // the second frame (received 300 ms later) is handled first
    await send({ messageText: 'second' }, RECEIVED + 300);
    await send({ messageText: 'first' }, RECEIVED);

    const stored = ddb
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems![0]!.Put!.Item!)
      .sort((a, b) => (String(a.messageId) < String(b.messageId) ? -1 : 1))
      .map((item) => item.messageText);
    expect(stored).toEqual(['first', 'second']);
  });

  it('does not deliver to people blocked either way by the sender', async () => {
    ddb.on(GetCommand).resolves({ Item: aProfile() });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand, ROOM).resolves({
      Items: [
        aConnection({ connectionId: 'conn-alice' }),
        aConnection({ connectionId: 'conn-bob', uuid: BOB, userName: 'bob_builds' }),
      ],
    });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}` } })
      .resolves({ Items: [{ blockerUuid: ALICE, blockedUuid: BOB, createdAt: NOW.toISOString() }] });
    management.on(PostToConnectionCommand).resolves({});

    await send({ messageText: 'hi' });

    expect(pushedFrames(management).map(([id]) => id)).toEqual(['conn-alice']);
  });

  it('answers a send past the window with a slowDown alert and stores nothing', async () => {
    ddb.on(GetCommand).resolves({ Item: aProfile() });
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    management.on(PostToConnectionCommand).resolves({});

    const result = await send({ messageId: 'c-9', messageText: 'spam' });

    expect(result).toEqual({ statusCode: 200 });
    const [[, alert]] = pushedFrames(management) as [[string, Record<string, unknown>]];
    expect(alert).toMatchObject({ type: 'alert', alert: 'slowDown', messageId: 'c-9' });
    expect(alert.retryAfterMs).toBeGreaterThan(0);
    expect(alert.retryAfterMs).toBeLessThanOrEqual(10_000);
  });

  describe('in a big room', () => {
    const bigChat = createGameChatHandler(() => ({ ...testDeps(), bigRoomListeners: 1000 }));
    const sendBig = (frame: Record<string, unknown>) =>
      bigChat(
        socketEvent({
          routeKey: 'sendmessage',
          body: { action: 'sendmessage', userId: 'alice_plays', gameId: 7, ...frame },
          requestTimeEpoch: RECEIVED,
        }),
      );
    beforeEach(() => {
      ddb.on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' } }).resolves({ Item: aProfile() });
      ddb.on(GetCommand, { Key: { pk: 'ROOM#7', sk: 'ROOM' } }).resolves({ Item: { listeners: 1000 } });
      management.on(PostToConnectionCommand).resolves({});
    });

    it("appends the message to the room's tick of its second, in the message's own transaction, and pushes nothing", async () => {
      ddb.on(TransactWriteCommand).resolves({});

      const result = await sendBig({ messageId: 'c-1', messageText: 'gg' });

      expect(result).toEqual({ statusCode: 200 });
      const [write] = ddb.commandCalls(TransactWriteCommand);
      const items = write!.args[0].input.TransactItems!;
      expect(items).toHaveLength(3);
      const tick = items[2]!.Update!;
      expect(tick.Key).toEqual({
        pk: 'TICKS#7',
        sk: `TICK#${String(Math.floor(RECEIVED / 1000)).padStart(12, '0')}`,
      });
      expect(tick.ConditionExpression).toBe('attribute_not_exists(#sends) OR #sends < :limit');
      expect(tick.ExpressionAttributeValues![':limit']).toBe(20);
      const [entry] = tick.ExpressionAttributeValues![':entry'] as {
        message: { messageText: string };
        clientMessageId: string;
      }[];
      expect(entry).toMatchObject({
        message: { messageText: 'gg', gameId: 7, senderUuid: ALICE },
        clientMessageId: 'c-1',
      });
      // the tick delivers it, to the sender too: no query of the room, no push here
      expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
      expect(pushedFrames(management)).toEqual([]);
    });

    it('answers a send past the room’s 20 a second (slow mode) with slowDown until the next second, storing nothing', async () => {
      ddb.on(TransactWriteCommand).rejects(
        new TransactionCanceledException({
          message: 'cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
        }),
      );

      await sendBig({ messageId: 'c-2', messageText: 'spam' });

      const [[, alert]] = pushedFrames(management) as [[string, Record<string, unknown>]];
      expect(alert).toMatchObject({ type: 'alert', alert: 'slowDown', messageId: 'c-2' });
      expect(alert.retryAfterMs).toBe(1000 - (RECEIVED % 1000));
    });

    it('keeps the per-message broadcast under the threshold', async () => {
      ddb.on(GetCommand, { Key: { pk: 'ROOM#7', sk: 'ROOM' } }).resolves({ Item: { listeners: 999 } });
      ddb.on(TransactWriteCommand).resolves({});
      ddb
        .on(QueryCommand, ROOM)
        .resolves({ Items: [aConnection({ connectionId: 'conn-bob', uuid: BOB, gameId: 7 })] });

      await sendBig({ messageId: 'c-3', messageText: 'hi' });

      expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toHaveLength(2);
      expect(pushedFrames(management).map(([connection]) => connection)).toEqual(['conn-bob']);
    });
  });

  it('forgets connections that are gone (410) and still delivers to the others', async () => {
    ddb.on(GetCommand).resolves({ Item: aProfile() });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    ddb.on(QueryCommand, ROOM).resolves({
      Items: [aConnection({ connectionId: 'gone-1' }), aConnection({ connectionId: 'live-1' })],
    });
    management
      .on(PostToConnectionCommand, { ConnectionId: 'gone-1' })
      .rejects(new GoneException({ message: 'gone', $metadata: { httpStatusCode: 410 } }))
      .on(PostToConnectionCommand, { ConnectionId: 'live-1' })
      .resolves({});

    const result = await send({ messageText: 'hi' });

    expect(result).toEqual({ statusCode: 200 });
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: { pk: 'CONN#gone-1', sk: 'CONN' }, ReturnValues: 'ALL_OLD' },
    ]);
    expect(pushedFrames(management).map(([id]) => id)).toEqual(['gone-1', 'live-1']);
  });

  it('refuses a message whose sender is not the caller, with an error frame and no write', async () => {
    management.on(PostToConnectionCommand).resolves({});

    const result = await send({ userId: 'bob_builds', messageText: 'spoof' });

    expect(result).toEqual({ statusCode: 403 });
    expect(pushedFrames(management)).toEqual([
      ['conn-alice', { type: 'error', message: 'userId must be you', code: 'forbidden' }],
    ]);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses an empty message, a reply to yourself, a parent from another game and too many links', async () => {
    management.on(PostToConnectionCommand).resolves({});
    ddb
      .on(GetCommand, { Key: { pk: 'CHATMSG#1748000000000', sk: 'MSG' } })
      .resolves({ Item: storedMessage(BOB, { gameId: 8 }) });

    const empty = await send({ messageText: '   ' });
    const toSelf = await send({ messageText: 'hi', replyToId: 'alice_plays' });
    ddb.on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' } }).resolves({ Item: aProfile() });
    const otherGame = await send({
      messageText: 'hi',
      parentMessageId: '1748000000000',
      replyToId: 'bob_builds',
    });
    const links = await send({ messageText: 'https://a.test www.b.test http://c.test https://d.test' });

    expect([empty.statusCode, toSelf.statusCode, otherGame.statusCode, links.statusCode]).toEqual([
      400, 400, 404, 400,
    ]);
    expect(
      pushedFrames(management).map(([, frame]) => [
        (frame as { message: string }).message,
        (frame as { code: string }).code,
      ]),
    ).toEqual([
      ['invalid message', 'invalid'],
      ['a reply cannot be sent to yourself', 'selfReply'],
      ['parent message not found', 'notFound'],
      ['at most 3 links in a message', 'tooManyLinks'],
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

const MESSAGE = { Key: { pk: `CHATMSG#${ms}`, sk: 'MSG' } };
const PROFILE = { Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' } };

describe('game chat likes', () => {
  beforeEach(() => {
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(GetCommand, PROFILE).resolves({ Item: aProfile() });
  });

  it("adds the caller's like, replies with the confirmation and the new count, and gives the room the count", async () => {
    ddb.on(QueryCommand, ROOM).resolves({
      Items: [
        aConnection({ connectionId: 'conn-alice', gameId: 7 }),
        aConnection({ connectionId: 'conn-bob', uuid: BOB, userName: 'bob_builds', gameId: 7 }),
      ],
    });
    ddb
      .on(GetCommand, MESSAGE)
      .resolvesOnce({ Item: storedMessage(BOB) })
      .resolves({ Item: storedMessage(BOB, { likeCount: 3 }) });
    ddb.on(TransactWriteCommand).resolves({});
    management.on(PostToConnectionCommand).resolves({});

    const result = await like({});

    expect(result).toEqual({ statusCode: 200 });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]).toEqual({
      Put: {
        TableName: TABLE,
        Item: {
          messageId: ms,
          gameId: 7,
          uuid: ALICE,
          userName: 'alice_plays',
          createdAt: NOW.toISOString(),
          pk: `CHATMSG#${ms}`,
          sk: `LIKE#${ALICE}`,
          gsi1pk: `LIKED#${ALICE}#7`,
          gsi1sk: ms,
          profileImage: `${MEDIA_BASE}/userprofileimages/alice.svg`,
          entity: 'chatLike',
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    const confirmation = {
      type: 'likes',
      message: 'Likes update successful.',
      messageId: ms,
      newLikeCount: 3,
    };
    expect(pushedFrames(management)).toEqual([
      ['conn-alice', confirmation],
      ['conn-bob', confirmation],
    ]);
  });

  it('gives a big room no live count (its history carries it)', async () => {
    const bigChat = createGameChatHandler(() => ({ ...testDeps(), bigRoomListeners: 1000 }));
    ddb.on(GetCommand, MESSAGE).resolves({ Item: storedMessage(BOB) });
    ddb.on(GetCommand, { Key: { pk: 'ROOM#7', sk: 'ROOM' } }).resolves({ Item: { listeners: 5000 } });
    ddb.on(TransactWriteCommand).resolves({});
    management.on(PostToConnectionCommand).resolves({});

    await bigChat(
      socketEvent({
        routeKey: 'likes',
        body: { action: 'likes', userId: 'alice_plays', gameId: 7, messageId: ms, likeCount: 1 },
      }),
    );

    expect(pushedFrames(management).map(([connection]) => connection)).toEqual(['conn-alice']);
    expect(ddb.commandCalls(QueryCommand, ROOM)).toHaveLength(0);
  });

  it('removes the like on -1', async () => {
    ddb
      .on(GetCommand, MESSAGE)
      .resolvesOnce({ Item: storedMessage(BOB) })
      .resolves({ Item: storedMessage(BOB, { likeCount: 1 }) });
    ddb.on(TransactWriteCommand).resolves({});
    management.on(PostToConnectionCommand).resolves({});

    await like({ likeCount: -1 });

    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]).toEqual({
      Delete: {
        TableName: TABLE,
        Key: { pk: `CHATMSG#${ms}`, sk: `LIKE#${ALICE}` },
        ConditionExpression: 'attribute_exists(pk)',
      },
    });
    expect(pushedFrames(management)[0]![1]).toEqual({
      type: 'likes',
      message: 'Likes update successful.',
      messageId: ms,
      newLikeCount: 1,
    });
  });

  it('refuses liking your own message with the spec text', async () => {
    ddb.on(GetCommand, MESSAGE).resolves({ Item: storedMessage(ALICE) });
    management.on(PostToConnectionCommand).resolves({});

    const result = await like({});

    expect(result).toEqual({ statusCode: 403 });
    expect(pushedFrames(management)).toEqual([
      [
        'conn-alice',
        {
          type: 'error',
          message: "Doesn't seem right to let you like your own message.",
          code: 'ownLike',
          messageId: ms,
        },
      ],
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a like for a message that does not exist', async () => {
    ddb.on(GetCommand, MESSAGE).resolves({});
    management.on(PostToConnectionCommand).resolves({});

    expect(await like({})).toEqual({ statusCode: 404 });
  });
});

describe('game chat routing', () => {
  it('answers unknown actions with an error frame and refuses events without a caller', async () => {
    management.on(PostToConnectionCommand).resolves({});

    const unknown = await chat(socketEvent({ routeKey: '$default', body: { action: 'dance' } }));
    const anonymous = await chat(socketEvent({ routeKey: 'sendmessage', caller: null, body: {} }));

    expect(unknown).toEqual({ statusCode: 400 });
    expect(pushedFrames(management)).toEqual([
      ['conn-alice', { type: 'error', message: 'unknown action $default', code: 'invalid' }],
    ]);
    expect(anonymous).toEqual({ statusCode: 401 });
  });
});
