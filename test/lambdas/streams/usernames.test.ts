import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';

import * as data from '../../../lambdas/data';
import { ConnectionEntity, ProfileEntity, UserGameEntity } from '../../../lambdas/data/entities';
import { renameOf, userNameSnapshots } from '../../../lambdas/streams/reactions/usernames';
import { ALICE, NOW, aConnection, aProfile, aUserGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [userNameSnapshots]);
const profile = (userName: string) => ProfileEntity.item(aProfile({ userName }));

let sequence = 0;
function modify(before: Record<string, unknown>, after: Record<string, unknown>): DynamoDBRecord {
  sequence += 1;
  return {
    eventID: `evt-${sequence}`,
    eventName: 'MODIFY',
    dynamodb: {
      SequenceNumber: `seq-${sequence}`,
      OldImage: marshall(before, { removeUndefinedValues: true }) as never,
      NewImage: marshall(after, { removeUndefinedValues: true }) as never,
    },
  };
}

const games = [aUserGame({ gameId: 1 }), aUserGame({ gameId: 7 })].map((game) => UserGameEntity.item(game));
const connection = ConnectionEntity.item(aConnection());
const rename = (key: Record<string, unknown>) => ({
  TableName: TABLE,
  Key: { pk: key.pk, sk: key.sk },
  UpdateExpression: 'SET #userName = :new',
  ConditionExpression: expect.stringContaining('#userName = :old'),
  ExpressionAttributeNames: { '#userName': 'userName' },
  ExpressionAttributeValues: { ':new': 'alice_wins', ':old': 'alice_plays' },
});

describe('stream handler: username snapshots', () => {
  it("refreshes the name on the user's games and open connections, each only while it shows the old name", async () => {
    ddb
      .on(QueryCommand, { IndexName: undefined })
      .resolves({ Items: games.map(({ pk, sk }) => ({ pk, sk })) });
    ddb.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [connection] });
    ddb.on(UpdateCommand).resolves({});

    const result = await handler({ Records: [modify(profile('alice_plays'), profile('alice_wins'))] });

    expect(result).toEqual({ batchItemFailures: [] });
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toContainEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#', ':old': 'alice_plays' },
      FilterExpression: '#userName = :old',
      ExpressionAttributeNames: { '#userName': 'userName' },
      ProjectionExpression: 'pk, sk',
    });
    expect(queries).toContainEqual({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk',
      FilterExpression: '#userName = :old',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#userName': 'userName' },
      ExpressionAttributeValues: { ':pk': `USERCONNS#${ALICE}`, ':old': 'alice_plays' },
    });
    const updates = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toEqual(
      expect.arrayContaining([rename(games[0]!), rename(games[1]!), rename(connection)]),
    );
    expect(updates).toHaveLength(3);
  });

  it('is idempotent: a redelivered record whose items already show the new name changes nothing', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ pk: games[0]!.pk, sk: games[0]!.sk }] });
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    const result = await handler({ Records: [modify(profile('alice_plays'), profile('alice_wins'))] });

    expect(result).toEqual({ batchItemFailures: [] });
  });

  it('reports the record when a refresh fails for a retryable reason', async () => {
    ddb.on(QueryCommand).rejects(new Error('throttled'));
    const failing = modify(profile('alice_plays'), profile('alice_wins'));

    const result = await handler({ Records: [failing] });

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: failing.dynamodb!.SequenceNumber }] });
  });

  it('reads nothing for profile changes that keep the name', async () => {
    const result = await handler({
      Records: [modify(profile('alice_plays'), { ...profile('alice_plays'), bio: 'new bio' })],
    });

    expect(result).toEqual({ batchItemFailures: [] });
    expect(ddb.calls()).toHaveLength(0);
    expect(renameOf({ eventName: 'INSERT', before: undefined, after: profile('x_y_z_w') })).toBeUndefined();
    expect(
      renameOf({ eventName: 'MODIFY', before: games[0], after: { ...games[0], userName: 'other' } }),
    ).toBeUndefined();
  });
});
