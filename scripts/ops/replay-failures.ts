/**
 * Replaying the table stream's failed batches (`npm run replay-failures`, docs/RUNBOOK.md "Replaying
 * failures"). The stream mapping (lib/aws/streams.ts) parks a batch that failed every retry in its
 * failure queue as an on-failure record: the shard and the sequence-number range, never the records.
 * This reads each such batch back from the stream while the stream still holds it (24 hours), hands it
 * to the stream processor as the mapping would have, and removes the queue message only once the
 * processor took the whole batch. Reactions are idempotent (their markers, lambdas/data/stream-events.ts),
 * so a record replayed twice, or replayed after the mapping did get through, does no harm.
 *
 * The AWS pieces come in as arguments: the failure queue (`FailureSource`: SQS in failure-queue.ts,
 * a list in tests), the stream (a DynamoDBStreamsClient: AWS's, or DynamoDB Local's on the twin) and the
 * processor (`StreamProcessor`: the deployed function in stream-processor.ts, or the handler itself).
 *
 * Batches are replayed in stream order (per shard, by first sequence number), so changes to one item
 * are applied in the order they were made. What never reaches the processor is reported and left in the
 * queue: records the stream no longer holds (unless `discardExpired`), batches of another stream (the
 * table was replaced), messages that are not on-failure records.
 */
import {
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  type _Record as StreamRecord,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import {
  lambdaStreamRecord,
  type StreamBatchInfo,
  type StreamFailureRecord,
} from '../../lib/contract/stream-records';

/** The stack outputs a replay reads (lib/aws/playjoin-stack.ts). */
export const REPLAY_OUTPUTS = ['TableStreamArn', 'StreamFailureQueueUrl', 'StreamProcessorName'] as const;

/** One message of the failure queue. */
export interface FailureMessage {
  id: string;
  body: string;
}

/** The failure queue. */
export interface FailureSource {
  /** every waiting message (at most `limit`), each hidden from other readers until removed or released */
  drain(limit?: number): Promise<FailureMessage[]>;
  /** the message's batch is dealt with: it leaves the queue */
  remove(message: FailureMessage): Promise<void>;
  /** the message stays: visible again at once, for the next run */
  release(message: FailureMessage): Promise<void>;
}

/** Runs the stream processor on a batch; it answers the records it could not take, as the handler does. */
export type StreamProcessor = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export interface ReplayDeps {
  failures: FailureSource;
  streams: DynamoDBStreamsClient;
  processor: StreamProcessor;
  /** one line per batch */
  log: (line: string) => void;
}

export interface ReplayOptions {
  /** the stage's table stream (TableStreamArn): batches of any other stream are not replayed */
  tableStreamArn: string;
  /** read and report, replay nothing, remove nothing */
  dryRun?: boolean;
  /** remove the messages of batches whose records the stream no longer holds (after reporting them) */
  discardExpired?: boolean;
  /** the most queue messages one run takes */
  limit?: number;
}

/**
 * What became of one queue message:
 * - replayed: every record went through the processor; the message is removed
 * - would-replay: a dry run found every record
 * - failed: the processor failed (threw, or reported a record); the message stays
 * - expired: the stream no longer holds any of the records (older than 24 h, or the shard is gone)
 * - partly-expired: the records still held were replayed (or would be), the others are gone
 * - other-stream: the batch is of another stream than the stage's table's
 * - duplicate: the same batch as an earlier message of this run (SQS delivers at least once)
 * - unreadable: not an on-failure record of a DynamoDB stream
 */
export type ReplayOutcome =
  | 'replayed'
  | 'would-replay'
  | 'failed'
  | 'expired'
  | 'partly-expired'
  | 'other-stream'
  | 'duplicate'
  | 'unreadable';

export interface BatchReport {
  messageId: string;
  outcome: ReplayOutcome;
  batch?: StreamBatchInfo;
  /** records the batch had (its batchSize) */
  expected: number;
  /** records still in the stream */
  found: number;
  /** records the processor took */
  replayed: number;
  /** whether the message left the queue */
  removed: boolean;
  detail?: string;
}

export interface ReplayReport {
  dryRun: boolean;
  batches: BatchReport[];
}

/** Empty GetRecords pages in a row after which an open shard is taken to hold nothing more of a batch. */
const MAX_EMPTY_PAGES = 5;
/** GetRecords' largest page. */
const PAGE_LIMIT = 1000;

/** Replays every batch the failure queue names; see the module comment. */
export async function replayFailures(deps: ReplayDeps, options: ReplayOptions): Promise<ReplayReport> {
  const messages = await deps.failures.drain(options.limit);
  const parsed = messages.map((message) => ({ message, batch: parseFailureRecord(message.body) }));
  parsed.sort((a, b) => compareBatches(a.batch, b.batch));

  const batches: BatchReport[] = [];
  /** the first report of each batch this run, by shard and range */
  const seen = new Map<string, BatchReport>();
  for (const { message, batch } of parsed) {
    const key =
      batch && `${batch.streamArn} ${batch.shardId} ${batch.startSequenceNumber}…${batch.endSequenceNumber}`;
    const first = key ? seen.get(key) : undefined;
    let report: BatchReport;
    if (first) {
      // the batch's fate is the first message's: removed with it, or kept with it
      report = { ...first, messageId: message.id, outcome: 'duplicate', replayed: 0 };
      report.detail = `the same batch as message ${first.messageId}`;
    } else {
      report = await replayBatch(deps, options, message, batch);
      if (key) seen.set(key, report);
    }
    if (report.removed) await deps.failures.remove(message);
    else await deps.failures.release(message);
    deps.log(describeBatch(report));
    batches.push(report);
  }
  return { dryRun: options.dryRun === true, batches };
}

async function replayBatch(
  deps: ReplayDeps,
  options: ReplayOptions,
  message: FailureMessage,
  batch: StreamBatchInfo | undefined,
): Promise<BatchReport> {
  const report = (outcome: ReplayOutcome, fields: Partial<BatchReport> = {}): BatchReport => ({
    messageId: message.id,
    outcome,
    batch,
    expected: batch?.batchSize ?? 0,
    found: 0,
    replayed: 0,
    removed: false,
    ...fields,
  });
  if (!batch) return report('unreadable', { detail: 'not an on-failure record of a DynamoDB stream' });
  if (batch.streamArn !== options.tableStreamArn) {
    return report('other-stream', { detail: `the stage's table streams to ${options.tableStreamArn}` });
  }

  const read = await readBatch(deps.streams, batch);
  const found = read.records.length;
  const missing = Math.max(0, batch.batchSize - found);
  if (found === 0) {
    return report('expired', {
      detail: read.gone ?? 'no record of the range is in the stream',
      removed: options.discardExpired === true && !options.dryRun,
    });
  }
  const partly = missing > 0;
  const goneDetail = partly ? `${missing} record(s) no longer in the stream` : undefined;
  if (options.dryRun)
    return report(partly ? 'partly-expired' : 'would-replay', { found, detail: goneDetail });

  const event: DynamoDBStreamEvent = {
    Records: read.records.map((record) =>
      lambdaStreamRecord(record, { region: regionOf(batch.streamArn), eventSourceArn: batch.streamArn }),
    ),
  };
  let failedAt: string | undefined;
  try {
    const response = await deps.processor(event);
    failedAt = response?.batchItemFailures?.[0]?.itemIdentifier;
    if (response?.batchItemFailures?.length && failedAt === undefined) failedAt = '?';
  } catch (error) {
    return report('failed', { found, detail: `the processor failed: ${errorText(error)}` });
  }
  if (failedAt !== undefined) {
    const replayed = Math.max(
      0,
      event.Records.findIndex((record) => record.dynamodb?.SequenceNumber === failedAt),
    );
    return report('failed', {
      found,
      replayed,
      detail: `the processor failed on the record ${failedAt} (its log group says why)`,
    });
  }
  return report(partly ? 'partly-expired' : 'replayed', {
    found,
    replayed: found,
    detail: goneDetail,
    removed: !partly || options.discardExpired === true,
  });
}

/** The batch an on-failure record names, or undefined when the body is not one. */
export function parseFailureRecord(body: string): StreamBatchInfo | undefined {
  let parsed: Partial<StreamFailureRecord>;
  try {
    parsed = JSON.parse(body) as Partial<StreamFailureRecord>;
  } catch {
    return undefined;
  }
  const info = parsed?.DDBStreamBatchInfo;
  if (!info || typeof info !== 'object') return undefined;
  const { shardId, startSequenceNumber, endSequenceNumber, streamArn, batchSize } = info;
  const numeric = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
  if (typeof shardId !== 'string' || typeof streamArn !== 'string') return undefined;
  if (!numeric(startSequenceNumber) || !numeric(endSequenceNumber)) return undefined;
  if (!Number.isInteger(batchSize) || batchSize < 1) return undefined;
  return info;
}

/** Stream order: by stream and shard, then by first sequence number; unreadable messages last. */
function compareBatches(a: StreamBatchInfo | undefined, b: StreamBatchInfo | undefined): number {
  if (!a || !b) return Number(!a) - Number(!b);
  const shard = `${a.streamArn} ${a.shardId}`.localeCompare(`${b.streamArn} ${b.shardId}`);
  if (shard) return shard;
  const start = BigInt(a.startSequenceNumber) - BigInt(b.startSequenceNumber);
  return start === 0n ? 0 : start < 0n ? -1 : 1;
}

/**
 * The batch's records that the stream still holds, in order: from its first sequence number
 * (AT_SEQUENCE_NUMBER) to its last. When the first is trimmed already, the rest of the range is
 * looked for from the shard's oldest record. `gone` says why nothing could be read.
 */
export async function readBatch(
  streams: DynamoDBStreamsClient,
  batch: StreamBatchInfo,
): Promise<{ records: StreamRecord[]; gone?: string }> {
  const start = BigInt(batch.startSequenceNumber);
  const end = BigInt(batch.endSequenceNumber);
  const base = { StreamArn: batch.streamArn, ShardId: batch.shardId };
  const iterator = async (
    type: 'AT_SEQUENCE_NUMBER' | 'AFTER_SEQUENCE_NUMBER' | 'TRIM_HORIZON',
    sequenceNumber?: string,
  ) =>
    (
      await streams.send(
        new GetShardIteratorCommand({ ...base, ShardIteratorType: type, SequenceNumber: sequenceNumber }),
      )
    ).ShardIterator;

  let next: string | undefined;
  try {
    try {
      next = await iterator('AT_SEQUENCE_NUMBER', batch.startSequenceNumber);
    } catch (error) {
      if (!(error instanceof TrimmedDataAccessException)) throw error;
      next = await iterator('TRIM_HORIZON');
    }
  } catch (error) {
    if (error instanceof ResourceNotFoundException || error instanceof TrimmedDataAccessException) {
      return { records: [], gone: `the stream no longer holds the shard (${error.name})` };
    }
    throw error;
  }

  const records: StreamRecord[] = [];
  let emptyPages = 0;
  let last: string | undefined;
  while (next && emptyPages < MAX_EMPTY_PAGES) {
    let page;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: next, Limit: PAGE_LIMIT }));
    } catch (error) {
      if (!(error instanceof ExpiredIteratorException)) throw error;
      next = last ? await iterator('AFTER_SEQUENCE_NUMBER', last) : await iterator('TRIM_HORIZON');
      continue;
    }
    const pageRecords = page.Records ?? [];
    emptyPages = pageRecords.length ? 0 : emptyPages + 1;
    for (const record of pageRecords) {
      const sequenceNumber = record.dynamodb?.SequenceNumber;
      if (sequenceNumber === undefined) continue;
      last = sequenceNumber;
      const position = BigInt(sequenceNumber);
      if (position > end) return { records };
      if (position >= start) records.push(record);
      if (position === end) return { records };
    }
    next = page.NextShardIterator;
  }
  return { records };
}

/** The region an ARN names (DynamoDB Local's `ddblocal` included). */
function regionOf(arn: string): string {
  return arn.split(':')[3] ?? '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** One line per batch: outcome, where it is in the stream, its records. */
export function describeBatch(report: BatchReport): string {
  const { batch } = report;
  const where = batch
    ? `${batch.shardId} ${batch.startSequenceNumber}…${batch.endSequenceNumber}`
    : `message ${report.messageId}`;
  const arrived = batch ? ` (first record ${batch.approximateArrivalOfFirstRecord})` : '';
  const counts = batch ? ` ${report.found}/${report.expected} records in the stream` : '';
  const replayed = report.replayed ? `, ${report.replayed} replayed` : '';
  const fate = report.removed ? 'removed from the queue' : 'kept in the queue';
  const detail = report.detail ? `; ${report.detail}` : '';
  return `${report.outcome.padEnd(14)} ${where}${arrived}:${counts}${replayed}${detail}; ${fate}`;
}

/** The run's totals, one line each, for the end of the output. */
export function summarize(report: ReplayReport): string[] {
  const count = (outcome: ReplayOutcome) => report.batches.filter((batch) => batch.outcome === outcome);
  const sum = (batches: BatchReport[], field: 'expected' | 'found' | 'replayed') =>
    batches.reduce((total, batch) => total + batch[field], 0);
  const lines = [
    `${report.batches.length} message(s) in the failure queue${report.dryRun ? ' (dry run: nothing replayed, nothing removed)' : ''}`,
  ];
  const replayed = count('replayed');
  const wouldReplay = count('would-replay');
  const failed = count('failed');
  const expired = count('expired');
  const partly = count('partly-expired');
  const other = count('other-stream');
  const duplicates = count('duplicate');
  const unreadable = count('unreadable');
  if (replayed.length) {
    lines.push(`replayed:       ${replayed.length} batch(es), ${sum(replayed, 'replayed')} record(s)`);
  }
  if (wouldReplay.length) {
    lines.push(`would replay:   ${wouldReplay.length} batch(es), ${sum(wouldReplay, 'found')} record(s)`);
  }
  if (failed.length) {
    lines.push(
      `failed:         ${failed.length} batch(es) kept in the queue: fix the processor's error, run again`,
    );
  }
  const lost = sum(expired, 'expected') + sum(partly, 'expected') - sum(partly, 'found');
  if (expired.length || partly.length) {
    const kept = [...expired, ...partly].filter((batch) => !batch.removed).length;
    lines.push(
      `expired:        ${lost} record(s) of ${expired.length + partly.length} batch(es) are no longer in ` +
        `the stream (older than 24 h) and cannot be replayed; ${kept} message(s) kept ` +
        '(--discard-expired removes them once you have noted them)',
    );
  }
  if (other.length) lines.push(`other stream:   ${other.length} message(s) of another table's stream, kept`);
  if (duplicates.length) lines.push(`duplicates:     ${duplicates.length} message(s) naming a batch twice`);
  if (unreadable.length)
    lines.push(`unreadable:     ${unreadable.length} message(s), kept: read them by hand`);
  return lines;
}
