import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { STREAM_EVENT_TTL_SECONDS, addToCounterOnce } from '../../../lambdas/data/stream-events';
import { NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('counter changes from stream records', () => {
  it('adds to the counter together with a marker of the record', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    const outcome = await addToCounterOnce('evt-1', { pk: 'GAME#7', sk: 'GAME' }, 'gameCount', -1, NOW);

    expect(outcome).toBe('applied');
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: {
              eventId: 'evt-1',
              expiresAt: NOW.getTime() / 1000 + STREAM_EVENT_TTL_SECONDS,
              pk: 'STREAM#evt-1',
              sk: 'APPLIED',
              entity: 'streamEvent',
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: { pk: 'GAME#7', sk: 'GAME' },
            UpdateExpression: 'ADD #counter :delta',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#counter': 'gameCount' },
            ExpressionAttributeValues: { ':delta': -1 },
          },
        },
      ],
    });
  });

  it('reports a redelivered record as a duplicate and a missing item as missing', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None']))
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']));

    expect(await addToCounterOnce('evt-1', { pk: 'GAME#7', sk: 'GAME' }, 'gameCount', 1, NOW)).toBe(
      'duplicate',
    );
    expect(await addToCounterOnce('evt-2', { pk: 'GAME#8', sk: 'GAME' }, 'gameCount', 1, NOW)).toBe(
      'missing',
    );
  });
});
