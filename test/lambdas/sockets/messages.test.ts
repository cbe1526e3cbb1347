import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  ApiGatewayManagementApiClient,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { createMessagesHandler } from '../../../lambdas/sockets/messages';
import { ALICE, BOB, NOW, aConnection, aProfile, socketEvent } from '../factories';
import { pushedFrames, testDeps } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
afterEach(() => {
  ddb.reset();
  management.reset();
});

const messages = createMessagesHandler(testDeps);
const send = (frame: Record<string, unknown>) =>
  messages(
    socketEvent({
      routeKey: 'sendmessage',
      connectionId: 'dm-alice',
      body: {
        action: 'sendmessage',
        data: 'hey%20bob',
        fromUserName: 'alice_plays',
        toUserName: 'bob_builds',
        ...frame,
      },
    }),
  );

function givenUsers(bob: Partial<ReturnType<typeof aProfile>> = {}) {
  ddb
    .on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' } })
    .resolves({ Item: aProfile() })
    .on(GetCommand, { Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } })
    .resolves({
      Item: { userName: 'bob_builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
    })
    .on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } })
    .resolves({ Item: aProfile({ uuid: BOB, userName: 'bob_builds', ...bob }) });
}

describe('direct message sendmessage', () => {
  it('strips tags and refuses what is left empty', async () => {
    management.on(PostToConnectionCommand).resolves({});
    givenUsers();

    const empty = await send({ data: ' <b> </b> ' });

    expect(empty.statusCode).toBe(400);
    expect(pushedFrames(management)[0]![1]).toMatchObject({ type: 'error', code: 'empty' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("stores the message and pushes it to the recipient's and the sender's connections", async () => {
    givenUsers();
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    ddb.on(TransactWriteCommand).resolves({});
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USERCONNS#${BOB}`, ':sk': 'messages#' } })
      .resolves({
        Items: [aConnection({ connectionId: 'dm-bob', api: 'messages', uuid: BOB, gameId: null })],
      })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USERCONNS#${ALICE}`, ':sk': 'messages#' } })
      .resolves({ Items: [aConnection({ connectionId: 'dm-alice', api: 'messages', gameId: null })] });
    management.on(PostToConnectionCommand).resolves({});

    const result = await send({});

    expect(result).toEqual({ statusCode: 200 });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [
            { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
            { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}` },
          ],
        },
      },
    });
    const put = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!;
    expect(put.Item).toMatchObject({
      fromUuid: ALICE,
      toUuid: BOB,
      message: 'hey%20bob',
      pk: `DM#${ALICE}#${BOB}`,
    });
    const frame = {
      type: 'message',
      Id: expect.stringMatching(new RegExp(`^${NOW.getTime()}\\d{3}$`)),
      Created: NOW.toISOString(),
      Message: 'hey%20bob',
      ReadMessage: 0,
      CurrentUser: 'alice_plays',
      MessagedUser: 'bob_builds',
      ProfilePicLink: `${MEDIA_BASE}/userprofileimages/alice.svg`,
      MessageType: 'text',
    };
    expect(pushedFrames(management)).toEqual([
      ['dm-bob', frame],
      ['dm-alice', frame],
    ]);
  });

  it('refuses messaging yourself, a sender that is not the caller, and an unknown recipient', async () => {
    management.on(PostToConnectionCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    givenUsers();

    const self = await send({ toUserName: 'Alice_Plays' });
    const spoof = await send({ fromUserName: 'bob_builds', toUserName: 'alice_plays' });
    const unknown = await send({ toUserName: 'nobody_here' });

    expect([self.statusCode, spoof.statusCode, unknown.statusCode]).toEqual([400, 403, 404]);
    expect(
      pushedFrames(management).map(([, frame]) => [
        (frame as { message: string }).message,
        (frame as { code: string }).code,
      ]),
    ).toEqual([
      ['you cannot message yourself', 'selfMessage'],
      ['fromUserName must be you', 'forbidden'],
      ['recipient not found', 'notFound'],
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a deactivated recipient and a blocked pair', async () => {
    management.on(PostToConnectionCommand).resolves({});
    givenUsers({ active: false });

    const deactivated = await send({});
    givenUsers();
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [{ blockerUuid: BOB, blockedUuid: ALICE }] } });
    const blocked = await send({});

    expect([deactivated.statusCode, blocked.statusCode]).toEqual([404, 403]);
    expect(
      pushedFrames(management).map(([, frame]) => [
        (frame as { message: string }).message,
        (frame as { code: string }).code,
      ]),
    ).toEqual([
      ['this account is closed', 'recipientClosed'],
      ['messaging this user is blocked', 'blocked'],
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
