import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import { endedSessions } from '../../../lambdas/streams/reactions/sessions';
import { counters } from '../../../lambdas/streams/reactions/counters';
import { userNameSnapshots } from '../../../lambdas/streams/reactions/usernames';
import * as data from '../../../lambdas/data';
import { UserGameEntity, ChatMessageEntity, ProfileEntity } from '../../../lambdas/data/entities';
import { ALICE, BOB, NOW, aConnection, aProfile, aUserGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
afterEach(() => {
  ddb.reset();
  management.reset();
});

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [
  endedSessions,
  counters,
  userNameSnapshots,
]);

let sequence = 0;
function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): DynamoDBRecord {
  sequence += 1;
  return {
    eventID: `evt-${sequence}`,
    eventName,
    dynamodb: {
      SequenceNumber: `seq-${sequence}`,
      ...(images.before
        ? { OldImage: marshall(images.before, { removeUndefinedValues: true }) as never }
        : {}),
      ...(images.after ? { NewImage: marshall(images.after, { removeUndefinedValues: true }) as never } : {}),
    },
  };
}
const event = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

const listed = (gameId = 7) => UserGameEntity.item(aUserGame({ gameId }));
const unlisted = (gameId = 7) => UserGameEntity.item(aUserGame({ gameId, active: false }));

/** The counter updates sent, as [eventID, game key, attribute, delta]. */
function counterUpdates() {
  return ddb.commandCalls(TransactWriteCommand).map((call) => {
    const [marker, update] = call.args[0].input.TransactItems!;
    return [
      marker!.Put!.Item!.eventId,
      update!.Update!.Key,
      update!.Update!.ExpressionAttributeNames!['#counter'],
      update!.Update!.ExpressionAttributeValues![':delta'],
    ];
  });
}

describe('stream handler: game counters', () => {
  it('counts a new player of a game, and uncounts a removed one', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const inserted = record('INSERT', { after: listed() });
    const removed = record('REMOVE', { before: listed(9) });

    const result = await handler(event(inserted, removed));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(counterUpdates()).toEqual([
      [inserted.eventID, { pk: 'GAME#7', sk: 'GAME' }, 'gameCount', 1],
      [removed.eventID, { pk: 'GAME#9', sk: 'GAME' }, 'gameCount', -1],
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]).toEqual({
      Update: {
        TableName: TABLE,
        Key: { pk: 'GAME#7', sk: 'GAME' },
        UpdateExpression: 'ADD #counter :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#counter': 'gameCount' },
        ExpressionAttributeValues: { ':delta': 1 },
      },
    });
  });

  it('uncounts a deactivated player and counts them again when reactivated', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    await handler(
      event(
        record('MODIFY', { before: listed(), after: unlisted() }),
        record('MODIFY', { before: unlisted(), after: listed() }),
      ),
    );

    expect(counterUpdates().map(([, , , delta]) => delta)).toEqual([-1, 1]);
  });

  it('leaves the count alone for detail changes, unlisted players and other entities', async () => {
    const detailChange = record('MODIFY', {
      before: listed(),
      after: UserGameEntity.item(aUserGame({ gameId: 7, skillLevel: 3 })),
    });
    const inactiveInsert = record('INSERT', { after: unlisted() });
    const profile = record('INSERT', { after: { pk: `USER#${ALICE}`, sk: 'PROFILE', entity: 'profile' } });

    const result = await handler(event(detailChange, inactiveInsert, profile));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('counts a new chat message of a game', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const message = ChatMessageEntity.item({
      messageId: String(NOW.getTime()),
      gameId: 3,
      senderUuid: ALICE,
      userName: 'alice_plays',
      profileImage: 'x',
      messageText: 'hi',
      createdAt: NOW.toISOString(),
    });

    await handler(
      event(
        record('INSERT', { after: message }),
        record('MODIFY', { before: message, after: { ...message, likeCount: 1 } }),
      ),
    );

    expect(counterUpdates()).toEqual([[expect.any(String), { pk: 'GAME#3', sk: 'GAME' }, 'messageCount', 1]]);
  });

  it('skips a redelivered record without failing the batch', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    const result = await handler(event(record('INSERT', { after: listed() })));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(log.info).toHaveBeenCalledWith(
      'counter change skipped',
      expect.objectContaining({ outcome: 'duplicate' }),
    );
  });

  it('stops at the first failing record and reports it, so the retry resumes there', async () => {
    const first = record('INSERT', { after: listed(1) });
    const failing = record('INSERT', { after: listed(2) });
    const later = record('INSERT', { after: listed(3) });
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(new Error('ProvisionedThroughputExceededException'))
      .resolves({});

    const result = await handler(event(first, failing, later));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: failing.dynamodb!.SequenceNumber }] });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });
});

describe('stream handler: ended sessions', () => {
  const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
  const profile = (overrides: Parameters<typeof aProfile>[0] = {}) => ProfileEntity.item(aProfile(overrides));
  const aliceConnections = [
    aConnection(),
    aConnection({ connectionId: 'dm-1', api: 'messages', gameId: null, toUserName: 'bob_plays' }),
  ];
  /** Alice has a game chat and a direct-messages connection open. */
  function givenOpenConnections() {
    ddb.on(QueryCommand).resolves({ Items: aliceConnections });
    ddb.on(DeleteCommand).resolves({});
    management.on(DeleteConnectionCommand).resolves({});
  }
  const closedConnections = () =>
    management.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId);
  const forgottenConnections = () => ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input);

  it.each([
    ['from none', null, NOW_SECONDS],
    ['to a later time', NOW_SECONDS - 3600, NOW_SECONDS],
  ])(
    'closes every connection of a user whose tokensValidAfter grew (%s): sign-out, password change',
    async (_case, before, after) => {
      givenOpenConnections();

      const result = await handler(
        event(
          record('MODIFY', {
            before: profile({ tokensValidAfter: before }),
            after: profile({ tokensValidAfter: after }),
          }),
        ),
      );

      expect(result).toEqual({ batchItemFailures: [] });
      expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
        IndexName: 'gsi2',
        ExpressionAttributeValues: { ':pk': `USERCONNS#${ALICE}` },
      });
      expect(closedConnections()).toEqual(['conn-alice', 'dm-1']);
      expect(forgottenConnections()).toEqual(
        ['conn-alice', 'dm-1'].map((id) => ({
          TableName: TABLE,
          Key: { pk: `CONN#${id}`, sk: 'CONN' },
          ReturnValues: 'ALL_OLD',
        })),
      );
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    },
  );

  it('closes every connection of a user deactivated (active true → false)', async () => {
    givenOpenConnections();

    const result = await handler(
      event(
        record('MODIFY', {
          before: profile(),
          after: profile({ active: false, tokensValidAfter: NOW_SECONDS }),
        }),
        record('MODIFY', { before: profile({ uuid: BOB }), after: profile({ uuid: BOB, active: false }) }),
      ),
    );

    expect(result).toEqual({ batchItemFailures: [] });
    expect(
      ddb.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues),
    ).toEqual([{ ':pk': `USERCONNS#${ALICE}` }, { ':pk': `USERCONNS#${BOB}` }]);
    expect(closedConnections()).toEqual(['conn-alice', 'dm-1', 'conn-alice', 'dm-1']);
  });

  it('closes nothing for profile changes that end no session', async () => {
    const result = await handler(
      event(
        record('MODIFY', { before: profile(), after: profile({ bio: 'Back soon' }) }),
        // the same revocation written again, an earlier time, a reactivation
        record('MODIFY', {
          before: profile({ tokensValidAfter: NOW_SECONDS }),
          after: profile({ tokensValidAfter: NOW_SECONDS, bio: 'x' }),
        }),
        record('MODIFY', {
          before: profile({ tokensValidAfter: NOW_SECONDS }),
          after: profile({ tokensValidAfter: NOW_SECONDS - 1 }),
        }),
        record('MODIFY', { before: profile({ active: false }), after: profile() }),
        // a new profile, and a removed one
        record('INSERT', { after: profile({ tokensValidAfter: NOW_SECONDS }) }),
        record('REMOVE', { before: profile() }),
      ),
    );

    expect(result).toEqual({ batchItemFailures: [] });
    expect(ddb.calls()).toHaveLength(0);
    expect(management.calls()).toHaveLength(0);
  });

  it('reports the record whose connections could not be listed, so the retry resumes there', async () => {
    const signedOut = record('MODIFY', {
      before: profile(),
      after: profile({ tokensValidAfter: NOW_SECONDS }),
    });
    const later = record('INSERT', { after: listed() });
    ddb.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    ddb.on(TransactWriteCommand).resolves({});

    const result = await handler(event(signedOut, later));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: signedOut.dynamodb!.SequenceNumber }] });
    expect(management.calls()).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(log.error).toHaveBeenCalledWith('stream record failed', expect.any(Error));
  });
});
