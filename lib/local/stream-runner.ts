/**
 * The stream runner: what a Lambda event-source mapping does with a DynamoDB stream, against
 * DynamoDB Local. It polls every shard (DescribeStream, GetShardIterator, GetRecords), hands each
 * batch to the stream handler as a DynamoDBStreamEvent, retries a failed batch (from the first
 * failed record when the handler reports batchItemFailures), reads a child shard only after its
 * parent is drained, and remembers per shard the last sequence number it delivered, so a restart
 * resumes after it (in memory when the twin runs without a data folder). Batch size, retries,
 * bisection and partial-batch responses follow the mapping settings the stack reads too
 * (lib/contract/infrastructure.ts STREAM_EVENT_SOURCE). The batching window is emulated only where a
 * runner is given one (`batchingWindowMs`: the room ticks'); the main consumer's runner delivers as
 * soon as it reads, which only makes the twin quicker. A batch that fails every retry goes to the
 * failure destination as Lambda's on-failure record (`onFailure`; the stack's is an SQS queue, which
 * `npm run replay-failures` drains). Not emulated: the maximum record age. The stack's LATEST starting position
 * applies to a mapping created with the table; the runner, started with its table, reads a shard
 * without a checkpoint from its oldest record, which is the same set of records.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_EVENT_SOURCE } from '../contract/infrastructure';
import { lambdaStreamRecord, type StreamFailureRecord } from '../contract/stream-records';
import type { LambdaHandler } from './lambda';
import { functionName, lambdaContext } from './lambda';
import type { TwinLog } from './log';
import { LOCAL_CREDENTIALS } from './settings';

export interface StreamRunnerOptions {
  /** DynamoDB Local's endpoint (it serves the Streams API too) */
  endpoint: string;
  streamArn: string;
  region: string;
  handler: () => Promise<LambdaHandler>;
  /** where checkpoints persist; null keeps them in memory */
  checkpointFile: string | null;
  log: TwinLog;
  /** records per invocation (the event-source mapping's BatchSize) */
  batchSize?: number;
  pollIntervalMs?: number;
  /**
   * the mapping's batching window, when it matters to the handler (room ticks: a batch is about a
   * second of a room): after a delivery the runner waits this long, so the next batch gathers that
   * much of the stream, as Lambda's MaximumBatchingWindowInSeconds does
   */
  batchingWindowMs?: number;
  /** retries after the first attempt before records go to the failure destination */
  retryAttempts?: number;
  retryBaseDelayMs?: number;
  /** REMOVE records of items the TTL sweeper expired carry the DynamoDB service identity */
  expiredByTtl?: (keys: Record<string, unknown>) => boolean;
  /**
   * the failure destination: receives the on-failure record of each batch that failed every retry
   * (what the stack's mapping sends its SQS queue); the log and the status page have it either way
   */
  onFailure?: (record: StreamFailureRecord) => void;
}

export interface DeliveredRecord {
  eventName: string;
  keys: Record<string, unknown>;
  at: string;
}

export interface StreamFailure {
  at: string;
  firstSequenceNumber: string;
  records: number;
  reason: string;
}

export interface StreamRunnerStatus {
  streamArn: string;
  deliveredRecords: number;
  deliveredBatches: number;
  failedAttempts: number;
  droppedRecords: number;
  /** records given up after their retries (the failure destination), newest first */
  failures: StreamFailure[];
  /** the most recent deliveries, newest first */
  recent: DeliveredRecord[];
  shards: Array<{ shardId: string; done: boolean; sequenceNumber?: string }>;
  /**
   * true when no batch is being handled and every open shard's last read came back empty: the stream
   * has nothing waiting (a long batch keeps deliveredRecords still, so a count alone cannot tell)
   */
  idle: boolean;
}

interface ShardState {
  shardId: string;
  parentShardId?: string;
  iterator?: string;
  sequenceNumber?: string;
  done: boolean;
  /** the shard's last read found no record (it has nothing waiting that the runner knows of) */
  caughtUp?: boolean;
}

type Checkpoints = Record<string, Record<string, { sequenceNumber?: string; done?: boolean }>>;

const TTL_IDENTITY = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };

/** The stack's event-source mapping and stream function (lib/contract/infrastructure.ts, as lib/aws/streams.ts). */
export const STREAM_MAPPING = {
  batchSize: STREAM_EVENT_SOURCE.batchSize,
  retryAttempts: STREAM_EVENT_SOURCE.retryAttempts,
  bisectBatchOnError: STREAM_EVENT_SOURCE.bisectBatchOnError,
  reportBatchItemFailures: STREAM_EVENT_SOURCE.reportBatchItemFailures,
  timeoutMs: STREAM_EVENT_SOURCE.functionTimeoutSeconds * 1000,
} as const;
/** The most failures the status keeps. */
const RECENT_FAILURES = 100;
/**
 * The most deliveries the status keeps: ten batches, so a record stays visible for a while even when
 * other work keeps the stream busy (a batch of 100 pushes out a window of 100 at once).
 */
const RECENT_DELIVERIES = 10 * STREAM_EVENT_SOURCE.batchSize;

export class StreamRunner {
  private readonly client: DynamoDBStreamsClient;
  private readonly shards = new Map<string, ShardState>();
  private readonly counters = {
    deliveredRecords: 0,
    deliveredBatches: 0,
    failedAttempts: 0,
    droppedRecords: 0,
  };
  private readonly recent: DeliveredRecord[] = [];
  private readonly failures: StreamFailure[] = [];
  private running: Promise<void> | undefined;
  private stopping = false;
  /** batches being handled now */
  private handling = 0;
  private wake: (() => void) | undefined;
  private nextDescribe = 0;
  private handlerMissing = false;
  private readonly lambdaArn: string;

  constructor(private readonly options: StreamRunnerOptions) {
    this.client = new DynamoDBStreamsClient({
      endpoint: options.endpoint,
      region: options.region,
      credentials: LOCAL_CREDENTIALS,
      maxAttempts: 2,
    });
    // the ARN as Lambda reports it: DynamoDB Local puts "ddblocal" where the region goes
    this.lambdaArn = options.streamArn.replace(
      /^arn:aws:dynamodb:[^:]*:/,
      `arn:aws:dynamodb:${options.region}:`,
    );
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop().catch((error: unknown) => {
      this.options.log.error(
        `stream runner stopped: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
    this.client.destroy();
  }

  status(): StreamRunnerStatus {
    const shards = [...this.shards.values()];
    return {
      idle: this.handling === 0 && shards.every((shard) => shard.done || shard.caughtUp === true),
      streamArn: this.lambdaArn,
      ...this.counters,
      failures: [...this.failures],
      recent: [...this.recent],
      shards: [...this.shards.values()].map(({ shardId, done, sequenceNumber }) => ({
        shardId,
        done,
        sequenceNumber,
      })),
    };
  }

  private async loop(): Promise<void> {
    const saved = this.readCheckpoints()[this.options.streamArn] ?? {};
    while (!this.stopping) {
      let delivered = 0;
      try {
        if (Date.now() >= this.nextDescribe) await this.describe(saved);
        for (const shard of this.readyShards()) {
          if (this.stopping) break;
          delivered += await this.poll(shard);
        }
      } catch (error) {
        if (this.stopping) break;
        this.options.log.warn(
          `stream runner: ${error instanceof Error ? error.message : String(error)}; retrying`,
        );
        this.nextDescribe = 0;
        await this.pause(1000);
        continue;
      }
      if (!delivered) await this.pause(this.options.pollIntervalMs ?? 250);
      else if (this.options.batchingWindowMs) await this.pause(this.options.batchingWindowMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Learns the stream's shards (new ones appear as DynamoDB rolls or splits them). */
  private async describe(saved: Checkpoints[string]): Promise<void> {
    let exclusiveStartShardId: string | undefined;
    do {
      const page = await this.client.send(
        new DescribeStreamCommand({
          StreamArn: this.options.streamArn,
          ExclusiveStartShardId: exclusiveStartShardId,
        }),
      );
      for (const shard of page.StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || this.shards.has(shard.ShardId)) continue;
        const checkpoint = saved[shard.ShardId];
        this.shards.set(shard.ShardId, {
          shardId: shard.ShardId,
          parentShardId: shard.ParentShardId,
          sequenceNumber: checkpoint?.sequenceNumber,
          done: checkpoint?.done ?? false,
        });
      }
      exclusiveStartShardId = page.StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    this.nextDescribe = Date.now() + 5000;
  }

  /** Open shards whose parent (if still listed) is drained: a child is read after its parent. */
  private readyShards(): ShardState[] {
    return [...this.shards.values()].filter((shard) => {
      if (shard.done) return false;
      const parent = shard.parentShardId ? this.shards.get(shard.parentShardId) : undefined;
      return !parent || parent.done;
    });
  }

  private async poll(shard: ShardState): Promise<number> {
    if (!shard.iterator) shard.iterator = await this.iteratorFor(shard);
    let page;
    try {
      page = await this.client.send(
        new GetRecordsCommand({
          ShardIterator: shard.iterator,
          Limit: this.options.batchSize ?? STREAM_MAPPING.batchSize,
        }),
      );
    } catch (error) {
      if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
        shard.iterator = undefined;
        return 0;
      }
      throw error;
    }
    const records = page.Records ?? [];
    shard.caughtUp = records.length === 0;
    if (records.length) {
      this.handling += 1;
      const delivered = await this.deliver(shard.shardId, records).finally(() => {
        this.handling -= 1;
      });
      if (!delivered) {
        shard.iterator = undefined; // stopping, or no handler: the batch is read again later
        return 0;
      }
      shard.sequenceNumber = records[records.length - 1]!.dynamodb?.SequenceNumber ?? shard.sequenceNumber;
    }
    shard.iterator = page.NextShardIterator;
    if (!shard.iterator) {
      shard.done = true;
      this.nextDescribe = 0;
    }
    if (records.length || shard.done) this.saveCheckpoints();
    return records.length;
  }

  private async iteratorFor(shard: ShardState): Promise<string> {
    const base = { StreamArn: this.options.streamArn, ShardId: shard.shardId };
    if (shard.sequenceNumber) {
      try {
        const after = await this.client.send(
          new GetShardIteratorCommand({
            ...base,
            ShardIteratorType: 'AFTER_SEQUENCE_NUMBER',
            SequenceNumber: shard.sequenceNumber,
          }),
        );
        if (after.ShardIterator) return after.ShardIterator;
      } catch (error) {
        if (!(error instanceof TrimmedDataAccessException)) throw error;
        this.options.log.warn(
          `stream shard ${shard.shardId}: checkpoint trimmed, reading from the oldest record`,
        );
      }
    }
    const oldest = await this.client.send(
      new GetShardIteratorCommand({ ...base, ShardIteratorType: 'TRIM_HORIZON' }),
    );
    if (!oldest.ShardIterator) throw new Error(`no iterator for shard ${shard.shardId}`);
    return oldest.ShardIterator;
  }

  /** Invokes the handler until the batch succeeds or its retries run out; false when stopping. */
  private async deliver(shardId: string, records: StreamRecord[]): Promise<boolean> {
    let handler: LambdaHandler;
    try {
      handler = await this.options.handler();
      this.handlerMissing = false;
    } catch (error) {
      // no handler code yet: like a mapping that is not enabled, the records wait in the stream
      if (!this.handlerMissing) {
        this.options.log.warn(
          `stream handler unavailable, records wait: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      this.handlerMissing = true;
      await this.pause(5000);
      return false;
    }
    return this.process(
      shardId,
      records.map((record) => this.toLambdaRecord(record)),
      handler,
    );
  }

  /**
   * One batch, as the stack's mapping treats it (STREAM_EVENT_SOURCE): a handler that throws gets the
   * batch split in halves until the failing record is alone (bisectBatchOnError); batchItemFailures
   * retry from the first failed record (reportBatchItemFailures); a record still failing after the
   * retry attempts goes to the failure destination (here: the log and the status page).
   */
  private async process(shardId: string, batch: DynamoDBRecord[], handler: LambdaHandler): Promise<boolean> {
    let pending = batch;
    const retries = this.options.retryAttempts ?? STREAM_MAPPING.retryAttempts;
    for (let attempt = 0; ; attempt++) {
      if (this.stopping) return false;
      let failedFrom: number;
      let threw = false;
      let reason: string;
      try {
        const event: DynamoDBStreamEvent = { Records: pending };
        const result = (await handler(
          event,
          lambdaContext(functionName('streams'), STREAM_MAPPING.timeoutMs),
        )) as { batchItemFailures?: Array<{ itemIdentifier?: string }> } | undefined;
        // without ReportBatchItemFailures the mapping ignores what the handler answers
        const reported = STREAM_MAPPING.reportBatchItemFailures ? result?.batchItemFailures : undefined;
        const failed = new Set((reported ?? []).map((failure) => failure.itemIdentifier));
        failedFrom = failed.size
          ? pending.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber))
          : -1;
        if (failed.size && failedFrom < 0) failedFrom = 0; // unknown identifiers fail the whole batch
        reason = 'the handler reported batch item failures';
      } catch (error) {
        failedFrom = 0;
        threw = true;
        reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      }
      this.recordDelivered(failedFrom < 0 ? pending : pending.slice(0, failedFrom));
      if (failedFrom < 0) return true;
      pending = pending.slice(failedFrom);
      this.counters.failedAttempts++;
      if (threw && STREAM_MAPPING.bisectBatchOnError && pending.length > 1) {
        const half = Math.ceil(pending.length / 2);
        return (
          (await this.process(shardId, pending.slice(0, half), handler)) &&
          this.process(shardId, pending.slice(half), handler)
        );
      }
      if (attempt >= retries) {
        this.counters.droppedRecords += pending.length;
        this.failures.unshift({
          at: new Date().toISOString(),
          firstSequenceNumber: pending[0]?.dynamodb?.SequenceNumber ?? '',
          records: pending.length,
          reason: reason.split('\n')[0]!,
        });
        this.failures.splice(RECENT_FAILURES);
        this.options.log.error(
          `stream handler failed ${attempt + 1} times; ${pending.length} record(s) from ` +
            `${pending[0]?.dynamodb?.SequenceNumber} go to the failure destination: ${reason}`,
        );
        this.options.onFailure?.(this.failureRecord(shardId, pending, attempt + 1, threw));
        return true;
      }
      this.options.log.warn(`stream handler failed (attempt ${attempt + 1}), retrying: ${reason}`);
      await this.pause((this.options.retryBaseDelayMs ?? 500) * 2 ** attempt);
    }
  }

  private recordDelivered(records: DynamoDBRecord[]): void {
    if (!records.length) return;
    this.counters.deliveredBatches++;
    this.counters.deliveredRecords += records.length;
    const at = new Date().toISOString();
    for (const record of records) {
      this.recent.unshift({ eventName: record.eventName ?? '', keys: record.dynamodb?.Keys ?? {}, at });
    }
    this.recent.splice(RECENT_DELIVERIES);
  }

  /** A GetRecords record as the event-source mapping hands it to Lambda. */
  private toLambdaRecord(record: StreamRecord): DynamoDBRecord {
    const lambdaRecord = lambdaStreamRecord(record, {
      region: this.options.region,
      eventSourceArn: this.lambdaArn,
    });
    const keys = lambdaRecord.dynamodb?.Keys;
    if (record.eventName === 'REMOVE' && keys && this.options.expiredByTtl?.(keys)) {
      lambdaRecord.userIdentity = TTL_IDENTITY;
    }
    return lambdaRecord;
  }

  /**
   * The on-failure record of records that failed every retry, as Lambda writes it. It names the
   * stream by the ARN its Streams API answers to (DynamoDB Local's), so the records can be read back.
   */
  private failureRecord(
    shardId: string,
    records: DynamoDBRecord[],
    invocations: number,
    threw: boolean,
  ): StreamFailureRecord {
    const arrival = (record: DynamoDBRecord | undefined) =>
      new Date((record?.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000) * 1000).toISOString();
    return {
      requestContext: {
        requestId: randomUUID(),
        functionArn: `arn:aws:lambda:${this.options.region}:000000000000:function:${functionName('streams')}`,
        condition: 'RetryAttemptsExhausted',
        approximateInvokeCount: invocations,
      },
      responseContext: {
        statusCode: 200,
        executedVersion: '$LATEST',
        ...(threw ? { functionError: 'Unhandled' } : {}),
      },
      version: '1.0',
      timestamp: new Date().toISOString(),
      DDBStreamBatchInfo: {
        shardId,
        startSequenceNumber: records[0]?.dynamodb?.SequenceNumber ?? '',
        endSequenceNumber: records[records.length - 1]?.dynamodb?.SequenceNumber ?? '',
        approximateArrivalOfFirstRecord: arrival(records[0]),
        approximateArrivalOfLastRecord: arrival(records[records.length - 1]),
        batchSize: records.length,
        streamArn: this.options.streamArn,
      },
    };
  }

  private readCheckpoints(): Checkpoints {
    if (!this.options.checkpointFile) return {};
    try {
      return JSON.parse(readFileSync(this.options.checkpointFile, 'utf8')) as Checkpoints;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  }

  private saveCheckpoints(): void {
    const file = this.options.checkpointFile;
    if (!file) return;
    const all = this.readCheckpoints();
    all[this.options.streamArn] = Object.fromEntries(
      [...this.shards.values()].map((shard) => [
        shard.shardId,
        { sequenceNumber: shard.sequenceNumber, done: shard.done },
      ]),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(all, null, 2));
  }
}
