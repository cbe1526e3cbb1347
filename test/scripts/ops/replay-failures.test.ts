/**
 * Replaying the stream failure queue (scripts/ops/replay-failures.ts) with its AWS clients mocked:
 * SQS (the queue), DynamoDB Streams (the records read back) and a processor that records its events.
 */
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamFailureRecord } from '../../../lib/contract/stream-records';
import { HOLD_SECONDS, sqsFailureSource } from '../../../scripts/ops/failure-queue';
import {
  parseFailureRecord,
  replayFailures,
  summarize,
  type ReplayOptions,
} from '../../../scripts/ops/replay-failures';

const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/PlayJoin-dev-Failures';
const STREAM_ARN =
  'arn:aws:dynamodb:eu-west-1:123456789012:table/PlayJoin-dev-Data/stream/2026-01-01T00:00:00.000';
const SHARD = 'shardId-00000001700000000000-aaaaaaaa';

const sqs = mockClient(SQSClient);
const streams = mockClient(DynamoDBStreamsClient);
afterEach(() => {
  sqs.reset();
  streams.reset();
});

/** Lambda's on-failure record of the records `from`..`to` of SHARD. */
function failureRecord(
  from: number,
  to: number,
  overrides: Partial<StreamFailureRecord['DDBStreamBatchInfo']> = {},
) {
  const body: StreamFailureRecord = {
    requestContext: {
      requestId: `req-${from}`,
      functionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:playjoin-dev-streams',
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 4,
    },
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    version: '1.0',
    timestamp: '2026-01-01T10:00:05.000Z',
    DDBStreamBatchInfo: {
      shardId: SHARD,
      startSequenceNumber: sequenceNumber(from),
      endSequenceNumber: sequenceNumber(to),
      approximateArrivalOfFirstRecord: '2026-01-01T10:00:00Z',
      approximateArrivalOfLastRecord: '2026-01-01T10:00:01Z',
      batchSize: to - from + 1,
      streamArn: STREAM_ARN,
      ...overrides,
    },
  };
  return JSON.stringify(body);
}

/** Sequence numbers are long decimal strings: numbers past 2^53, compared as such. */
const sequenceNumber = (n: number) => `90000000000000000000${String(n).padStart(4, '0')}`;

function streamRecord(n: number): StreamRecord {
  return {
    eventID: `event-${n}`,
    eventName: 'INSERT',
    eventVersion: '1.1',
    dynamodb: {
      ApproximateCreationDateTime: new Date('2026-01-01T10:00:00Z'),
      Keys: { pk: { S: `ITEM#${n}` }, sk: { S: 'ITEM' } },
      NewImage: { pk: { S: `ITEM#${n}` }, sk: { S: 'ITEM' }, n: { N: String(n) } },
      SequenceNumber: sequenceNumber(n),
      SizeBytes: 40,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

/** The queue holds these bodies (one page, then empty). */
function givenQueue(...bodies: string[]) {
  sqs
    .on(ReceiveMessageCommand)
    .resolvesOnce({
      Messages: bodies.map((Body, index) => ({ MessageId: `m${index}`, ReceiptHandle: `r${index}`, Body })),
    })
    .resolves({});
  sqs.on(DeleteMessageCommand).resolves({});
  sqs.on(ChangeMessageVisibilityCommand).resolves({});
}

/** The shard holds the records `from`..`to`, served from any AT_SEQUENCE_NUMBER position in pages of `page`. */
function givenShard(from: number, to: number, page = 1000) {
  streams
    .on(GetShardIteratorCommand)
    .callsFake((input: { SequenceNumber?: string; ShardIteratorType: string }) => {
      const start =
        input.ShardIteratorType === 'TRIM_HORIZON' ? from : Number(input.SequenceNumber!.slice(-4));
      return { ShardIterator: `at-${start}` };
    });
  streams.on(GetRecordsCommand).callsFake((input: { ShardIterator: string }) => {
    const start = Math.max(from, Number(input.ShardIterator.slice(3)));
    const records = [];
    for (let n = start; n <= to && records.length < page; n++) records.push(streamRecord(n));
    return { Records: records, NextShardIterator: `at-${start + records.length}` };
  });
}

function recordingProcessor(
  answer: (event: DynamoDBStreamEvent) => DynamoDBBatchResponse = () => ({ batchItemFailures: [] }),
) {
  const events: DynamoDBStreamEvent[] = [];
  const processor = jest.fn(async (event: DynamoDBStreamEvent) => {
    events.push(event);
    return answer(event);
  });
  const keys = () => events.map((event) => event.Records.map((record) => record.dynamodb?.Keys?.pk?.S));
  return { processor, events, keys };
}

function replay(
  processor: ReturnType<typeof recordingProcessor>['processor'],
  options: Partial<ReplayOptions> = {},
) {
  const lines: string[] = [];
  const result = replayFailures(
    {
      failures: sqsFailureSource(new SQSClient({ region: 'eu-west-1' }), QUEUE_URL),
      streams: new DynamoDBStreamsClient({ region: 'eu-west-1' }),
      processor,
      log: (line) => lines.push(line),
    },
    { tableStreamArn: STREAM_ARN, ...options },
  );
  return { result, lines };
}

const deleted = () => sqs.commandCalls(DeleteMessageCommand).map((call) => call.args[0].input.ReceiptHandle);
const released = () =>
  sqs.commandCalls(ChangeMessageVisibilityCommand).map((call) => call.args[0].input.ReceiptHandle);

describe('replayFailures', () => {
  it('reads a failed batch back from its shard, hands it to the processor as the mapping would, then deletes the message', async () => {
    givenQueue(failureRecord(3, 5));
    givenShard(1, 9, 2);
    const { processor, events } = recordingProcessor();

    const report = await replay(processor).result;

    expect(streams).toHaveReceivedCommandWith(GetShardIteratorCommand, {
      StreamArn: STREAM_ARN,
      ShardId: SHARD,
      ShardIteratorType: 'AT_SEQUENCE_NUMBER',
      SequenceNumber: sequenceNumber(3),
    });
    expect(streams).toHaveReceivedCommandTimes(GetRecordsCommand, 2);
    expect(events).toEqual([
      {
        Records: [3, 4, 5].map((n) => ({
          eventID: `event-${n}`,
          eventName: 'INSERT',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: 'eu-west-1',
          eventSourceARN: STREAM_ARN,
          dynamodb: {
            ApproximateCreationDateTime: Date.parse('2026-01-01T10:00:00Z') / 1000,
            Keys: { pk: { S: `ITEM#${n}` }, sk: { S: 'ITEM' } },
            NewImage: { pk: { S: `ITEM#${n}` }, sk: { S: 'ITEM' }, n: { N: String(n) } },
            SequenceNumber: sequenceNumber(n),
            SizeBytes: 40,
            StreamViewType: 'NEW_AND_OLD_IMAGES',
          },
        })),
      },
    ]);
    expect(deleted()).toEqual(['r0']);
    expect(report.batches).toEqual([
      expect.objectContaining({ outcome: 'replayed', expected: 3, found: 3, replayed: 3, removed: true }),
    ]);
  });

  it('drains the queue holding each message for the run, and replays batches of a shard in stream order', async () => {
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: [{ MessageId: 'late', ReceiptHandle: 'r-late', Body: failureRecord(6, 7) }] })
      .resolvesOnce({
        Messages: [{ MessageId: 'early', ReceiptHandle: 'r-early', Body: failureRecord(2, 3) }],
      })
      .resolves({ Messages: [] });
    sqs.on(DeleteMessageCommand).resolves({});
    givenShard(1, 9);
    const { processor, keys } = recordingProcessor();

    await replay(processor).result;

    expect(sqs).toHaveReceivedCommandTimes(ReceiveMessageCommand, 3);
    expect(sqs).toHaveReceivedNthSpecificCommandWith(1, ReceiveMessageCommand, {
      QueueUrl: QUEUE_URL,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 2,
      VisibilityTimeout: HOLD_SECONDS,
    });
    expect(keys()).toEqual([
      ['ITEM#2', 'ITEM#3'],
      ['ITEM#6', 'ITEM#7'],
    ]);
    expect(deleted()).toEqual(['r-early', 'r-late']);
  });

  it('keeps the message, visible again, when the processor reports a record it could not take', async () => {
    givenQueue(failureRecord(3, 5));
    givenShard(1, 9);
    const { processor } = recordingProcessor(() => ({
      batchItemFailures: [{ itemIdentifier: sequenceNumber(4) }],
    }));

    const { result, lines } = replay(processor);
    const report = await result;

    expect(deleted()).toEqual([]);
    expect(sqs).toHaveReceivedCommandWith(ChangeMessageVisibilityCommand, {
      QueueUrl: QUEUE_URL,
      ReceiptHandle: 'r0',
      VisibilityTimeout: 0,
    });
    expect(report.batches[0]).toEqual(
      expect.objectContaining({ outcome: 'failed', found: 3, replayed: 1, removed: false }),
    );
    expect(lines[0]).toMatch(/^failed .*the processor failed on the record 9\d+0004.*kept in the queue$/);
  });

  it('keeps the message when the processor throws, and goes on with the next batch', async () => {
    givenQueue(failureRecord(2, 2), failureRecord(5, 5));
    givenShard(1, 9);
    const processor = jest
      .fn()
      .mockRejectedValueOnce(new Error('Task timed out'))
      .mockResolvedValueOnce({ batchItemFailures: [] });

    const report = await replay(processor).result;

    expect(report.batches.map((batch) => batch.outcome)).toEqual(['failed', 'replayed']);
    expect(report.batches[0]!.detail).toBe('the processor failed: Error: Task timed out');
    expect(released()).toEqual(['r0']);
    expect(deleted()).toEqual(['r1']);
  });

  it('reports records the stream no longer holds and keeps their message, unless told to discard it', async () => {
    givenQueue(failureRecord(3, 5));
    streams
      .on(GetShardIteratorCommand)
      .rejects(new ResourceNotFoundException({ message: 'shard gone', $metadata: {} }));
    const { processor } = recordingProcessor();

    const kept = await replay(processor).result;

    expect(processor).not.toHaveBeenCalled();
    expect(kept.batches[0]).toEqual(
      expect.objectContaining({ outcome: 'expired', expected: 3, found: 0, removed: false }),
    );
    expect(released()).toEqual(['r0']);
    expect(summarize(kept)).toContain(
      'expired:        3 record(s) of 1 batch(es) are no longer in the stream (older than 24 h) and cannot be ' +
        'replayed; 1 message(s) kept (--discard-expired removes them once you have noted them)',
    );

    sqs.reset();
    givenQueue(failureRecord(3, 5));
    const discarded = await replay(processor, { discardExpired: true }).result;

    expect(discarded.batches[0]).toEqual(expect.objectContaining({ outcome: 'expired', removed: true }));
    expect(deleted()).toEqual(['r0']);
  });

  it('replays what is left of a batch whose first records were trimmed, and says how many are gone', async () => {
    givenQueue(failureRecord(3, 6));
    givenShard(5, 9);
    streams
      .on(GetShardIteratorCommand, { ShardIteratorType: 'AT_SEQUENCE_NUMBER' })
      .rejects(new TrimmedDataAccessException({ message: 'trimmed', $metadata: {} }));
    const { processor, keys } = recordingProcessor();

    const report = await replay(processor).result;

    expect(streams).toHaveReceivedCommandWith(GetShardIteratorCommand, { ShardIteratorType: 'TRIM_HORIZON' });
    expect(keys()).toEqual([['ITEM#5', 'ITEM#6']]);
    expect(report.batches[0]).toEqual(
      expect.objectContaining({
        outcome: 'partly-expired',
        expected: 4,
        found: 2,
        replayed: 2,
        removed: false,
        detail: '2 record(s) no longer in the stream',
      }),
    );
  });

  it('replays nothing and removes nothing on a dry run, releasing every message', async () => {
    givenQueue(failureRecord(3, 5), failureRecord(7, 8));
    givenShard(1, 9);
    const { processor } = recordingProcessor();

    const report = await replay(processor, { dryRun: true }).result;

    expect(processor).not.toHaveBeenCalled();
    expect(deleted()).toEqual([]);
    expect(released()).toEqual(['r0', 'r1']);
    expect(summarize(report)).toEqual([
      '2 message(s) in the failure queue (dry run: nothing replayed, nothing removed)',
      'would replay:   2 batch(es), 5 record(s)',
    ]);
  });

  it('leaves alone messages of another stream and messages that are no on-failure record', async () => {
    givenQueue(
      failureRecord(3, 5, { streamArn: STREAM_ARN.replace('2026-01-01', '2025-06-01') }),
      '{"hello": "world"}',
      'not json',
    );
    const { processor } = recordingProcessor();

    const report = await replay(processor).result;

    expect(processor).not.toHaveBeenCalled();
    expect(streams).not.toHaveReceivedAnyCommand();
    expect(report.batches.map((batch) => batch.outcome)).toEqual([
      'other-stream',
      'unreadable',
      'unreadable',
    ]);
    expect(released()).toEqual(['r0', 'r1', 'r2']);
  });

  it('replays a batch named by two messages once, and removes both', async () => {
    givenQueue(failureRecord(3, 5), failureRecord(3, 5));
    givenShard(1, 9);
    const { processor } = recordingProcessor();

    const report = await replay(processor).result;

    expect(processor).toHaveBeenCalledTimes(1);
    expect(report.batches.map((batch) => batch.outcome)).toEqual(['replayed', 'duplicate']);
    expect(deleted()).toEqual(['r0', 'r1']);
  });

  it('takes at most --limit messages', async () => {
    givenQueue(failureRecord(3, 5));
    givenShard(1, 9);

    await replay(recordingProcessor().processor, { limit: 1 }).result;

    expect(sqs).toHaveReceivedCommandTimes(ReceiveMessageCommand, 1);
    expect(sqs).toHaveReceivedCommandWith(ReceiveMessageCommand, { MaxNumberOfMessages: 1 });
  });
});

describe('parseFailureRecord', () => {
  it('reads the batch of a Lambda on-failure record', () => {
    expect(parseFailureRecord(failureRecord(3, 5))).toEqual({
      shardId: SHARD,
      startSequenceNumber: sequenceNumber(3),
      endSequenceNumber: sequenceNumber(5),
      approximateArrivalOfFirstRecord: '2026-01-01T10:00:00Z',
      approximateArrivalOfLastRecord: '2026-01-01T10:00:01Z',
      batchSize: 3,
      streamArn: STREAM_ARN,
    });
  });

  it.each([
    ['not JSON', 'oops'],
    ['no batch info', '{}'],
    ['a Kinesis batch', JSON.stringify({ KinesisBatchInfo: { shardId: 'x' } })],
    ['a sequence number that is no number', failureRecord(3, 5, { startSequenceNumber: '12ab' })],
    ['no batch size', failureRecord(3, 5, { batchSize: 0 })],
  ])('answers undefined for %s', (_, body) => {
    expect(parseFailureRecord(body)).toBeUndefined();
  });
});
