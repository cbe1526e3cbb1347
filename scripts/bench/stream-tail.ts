/**
 * The tail of a DynamoDB Local stream, for benchmarks that measure what one write sets off: `mark()`
 * takes a LATEST iterator on every open shard (records written before it are never read, so a
 * bulk-loaded table's hundreds of thousands of records are skipped), and `drain(handler)` hands every
 * record written since to the stream handler, in batches as the event-source mapping would
 * (lib/local/stream-runner.ts, whose conversion this repeats: the twin's runner reads a table from its
 * oldest record), until a full round of reads finds nothing. Shards that appear after `mark()` are
 * not followed (DynamoDB Local rolls shards every few hours).
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_EVENT_SOURCE } from '../../lib/contract/infrastructure';

export class StreamTail {
  private readonly client: DynamoDBStreamsClient;
  private iterators: string[] = [];

  constructor(
    endpoint: string,
    private readonly streamArn: string,
  ) {
    this.client = new DynamoDBStreamsClient({
      endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  /** Starts the tail at the stream's end. */
  async mark(): Promise<void> {
    const shards = [];
    let start: string | undefined;
    do {
      const page = await this.client.send(
        new DescribeStreamCommand({ StreamArn: this.streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(page.StreamDescription?.Shards ?? []));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    const open = shards.filter((shard) => !shard.SequenceNumberRange?.EndingSequenceNumber);
    this.iterators = await Promise.all(
      open.map(async (shard) => {
        const answer = await this.client.send(
          new GetShardIteratorCommand({
            StreamArn: this.streamArn,
            ShardId: shard.ShardId,
            ShardIteratorType: 'LATEST',
          }),
        );
        return answer.ShardIterator!;
      }),
    );
  }

  /**
   * Delivers every record written since `mark()` (and those their handling writes) to `handle`;
   * answers how many records and batches were delivered. A batch the handler fails stops the drain.
   */
  async drain(
    handle: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>,
  ): Promise<{ records: number; batches: number }> {
    let records = 0;
    let batches = 0;
    for (let found = true; found;) {
      found = false;
      for (const [index, iterator] of this.iterators.entries()) {
        const page = await this.client.send(
          new GetRecordsCommand({ ShardIterator: iterator, Limit: STREAM_EVENT_SOURCE.batchSize }),
        );
        if (page.NextShardIterator) this.iterators[index] = page.NextShardIterator;
        const batch = (page.Records ?? []).map(toLambdaRecord);
        if (batch.length === 0) continue;
        found = true;
        records += batch.length;
        batches += 1;
        const answer = await handle({ Records: batch });
        if (answer.batchItemFailures.length > 0) {
          throw new Error(`the stream handler failed: ${JSON.stringify(answer.batchItemFailures)}`);
        }
      }
    }
    return { records, batches };
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** A GetRecords record as the event-source mapping hands it to Lambda (no binary attributes here). */
function toLambdaRecord(record: StreamRecord): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  type Image = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-west-1',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(
        (stream.ApproximateCreationDateTime?.getTime() ?? Date.now()) / 1000,
      ),
      Keys: stream.Keys as Image,
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
      ...(stream.NewImage ? { NewImage: stream.NewImage as Image } : {}),
      ...(stream.OldImage ? { OldImage: stream.OldImage as Image } : {}),
    },
  };
}
