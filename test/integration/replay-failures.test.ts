/**
 * `npm run replay-failures` against the twin's DynamoDB Local: a batch really fails (the twin's mapping
 * runs it through a processor in an outage and sends its on-failure record to the failure destination),
 * then the replay reads it back from the stream and runs it through lambdas/streams, the stack's
 * processor, on a table of the test's own. The reaction's effect lands once, however often the batch is
 * replayed. The twin has no SQS and no CloudFormation: the failure queue is a list and the outputs are
 * the test's table's.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { StreamFailureRecord } from '../../lib/contract/stream-records';
import { dynamoClient, ensureTable } from '../../lib/local/engines/dynamodb';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import { StreamRunner } from '../../lib/local/stream-runner';
import type { FailureMessage, FailureSource } from '../../scripts/ops/replay-failures';
import { replayCommand } from '../../scripts/ops/replay-command';
import type { StreamProcessor } from '../../scripts/ops/replay-failures';
import { eventually } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { ChatMessageEntity, GameEntity } from '../../lambdas/data/entities';

const info = twinInfo();
const tableName = `replay-test-${randomUUID().slice(0, 8)}`;
// the stream processor runs in this process, on the test's table (read when lambdas/ is first imported)
Object.assign(process.env, {
  AWS_ENDPOINT_URL_DYNAMODB: info.urls.engines.dynamodb,
  AWS_REGION: info.region,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  TABLE_NAME: tableName,
  LOG_LEVEL: 'ERROR',
});

const dynamo = dynamoClient(info.urls.engines.dynamodb);
const streams = new DynamoDBStreamsClient({
  endpoint: info.urls.engines.dynamodb,
  region: info.region,
  credentials: LOCAL_CREDENTIALS,
});
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let streamArn: string;
let processor: StreamProcessor;

beforeAll(async () => {
  ({ streamArn } = await ensureTable(dynamo, tableName));
  processor = (await import('../../lambdas/streams')).handler;
});

afterAll(async () => {
  await dynamo.send(new DeleteTableCommand({ TableName: tableName }));
  dynamo.destroy();
  streams.destroy();
});

/** The failure queue as a list: what SQS would hold. */
function listQueue(bodies: string[]): FailureSource & { waiting: () => string[] } {
  const messages = new Map(bodies.map((body, index) => [`message-${index}`, body]));
  return {
    drain: async () => [...messages].map(([id, body]): FailureMessage => ({ id, body })),
    remove: async (message) => void messages.delete(message.id),
    release: async () => {},
    waiting: () => [...messages.values()],
  };
}

/** Runs the failed batches through `npm run replay-failures -- --stage twin` with the twin's pieces. */
async function replay(queue: FailureSource) {
  const lines: string[] = [];
  const result = await replayCommand(['--stage', 'twin'], {
    outputs: async () => ({
      TableStreamArn: streamArn,
      StreamFailureQueueUrl: 'twin:failures',
      StreamProcessorName: 'streams',
    }),
    failureQueue: () => queue,
    streams,
    processor: () => processor,
    log: (line) => lines.push(line),
  });
  return { ...result, lines };
}

const put = (item: Record<string, unknown>) =>
  dynamo.send(
    new PutItemCommand({ TableName: tableName, Item: marshall(item, { removeUndefinedValues: true }) }),
  );

async function messageCount(gameId: number): Promise<number> {
  const { Item } = await dynamo.send(
    new GetItemCommand({
      TableName: tableName,
      Key: marshall(GameEntity.key({ gameId })),
      ConsistentRead: true,
    }),
  );
  return Number(unmarshall(Item!).messageCount);
}

it('replays a batch that failed every retry, so its reactions land once, however often it is replayed', async () => {
  const gameId = 4242;
  await put(
    GameEntity.item({
      gameId,
      description: 'Replay Quest',
      genre: 'Puzzle',
      type: 'Single-player',
      contentRating: 'E',
      imageKey: 'media/games/default.svg',
      thumbKey: 'media/games/default.svg',
      gameCount: 0,
      messageCount: 0,
    }),
  );
  // a chat message counts toward its game's messageCount (streams/reactions/counters.ts)
  await put(
    ChatMessageEntity.item({
      messageId: String(Date.now()),
      gameId,
      senderUuid: randomUUID(),
      userName: 'replayer',
      profileImage: 'media/userprofileimages/default.svg',
      messageText: 'counted once',
      likeCount: 0,
      createdAt: new Date().toISOString(),
    }),
  );

  // the twin's mapping, its processor in an outage: every retry fails, the batches go to the destination
  const failed: StreamFailureRecord[] = [];
  const mapping = new StreamRunner({
    endpoint: info.urls.engines.dynamodb,
    streamArn,
    region: info.region,
    handler: async () => async () => {
      throw new Error('the table is throttled');
    },
    checkpointFile: null,
    log: quiet,
    pollIntervalMs: 50,
    retryAttempts: 1,
    retryBaseDelayMs: 10,
    onFailure: (record) => failed.push(record),
  });
  mapping.start();
  await eventually(() =>
    expect(failed.reduce((records, failure) => records + failure.DDBStreamBatchInfo.batchSize, 0)).toBe(2),
  );
  await mapping.stop();
  expect(await messageCount(gameId)).toBe(0);
  const bodies = failed.map((record) => JSON.stringify(record));

  const first = await replay(listQueue(bodies));

  expect(first.exitCode).toBe(0);
  expect(first.report.batches.map((batch) => batch.outcome)).toEqual(failed.map(() => 'replayed'));
  expect(first.report.batches.reduce((records, batch) => records + batch.replayed, 0)).toBe(2);
  expect(first.lines).toContain(`replayed:       ${failed.length} batch(es), 2 record(s)`);
  expect(await messageCount(gameId)).toBe(1);

  // the same messages again (SQS delivers at least once; an operator may run the replay twice)
  const queue = listQueue(bodies);
  const second = await replay(queue);

  expect(second.report.batches.map((batch) => batch.outcome)).toEqual(failed.map(() => 'replayed'));
  expect(queue.waiting()).toEqual([]);
  expect(await messageCount(gameId)).toBe(1);
}, 60_000);

it('reports a batch the stream no longer holds, and keeps its message', async () => {
  const queue = listQueue([
    JSON.stringify({
      DDBStreamBatchInfo: {
        shardId: 'shardId-00000000000000000000-00000000',
        startSequenceNumber: '000000000000000000001',
        endSequenceNumber: '000000000000000000002',
        approximateArrivalOfFirstRecord: '2020-01-01T00:00:00Z',
        approximateArrivalOfLastRecord: '2020-01-01T00:00:00Z',
        batchSize: 2,
        streamArn,
      },
    }),
  ]);

  const { report, lines, exitCode } = await replay(queue);

  // a shard the stream never had: nothing to read, the message stays for the operator to note
  expect(report.batches).toEqual([expect.objectContaining({ outcome: 'expired', found: 0, removed: false })]);
  expect(queue.waiting()).toHaveLength(1);
  expect(exitCode).toBe(1);
  expect(lines.join('\n')).toMatch(/expired: +2 record\(s\) of 1 batch\(es\) are no longer in the stream/);
});
