/**
 * The table's stream → lambdas/streams/index.ts (counters, and closing the connections of users whose
 * sessions ended: playjoin-stack.ts grants the function ManageConnections on both WebSocket APIs).
 * Failed batches are split to isolate the bad record, retried a bounded number of times, then
 * recorded in an SQS queue.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { FilterCriteria, FilterRule } from 'aws-cdk-lib/aws-lambda';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_EVENT_SOURCE } from '../contract/infrastructure';
import { HANDLER_ENTRIES, PlayJoinFunction, type RuntimeConfig } from './functions';
import { RESERVED_CONCURRENCY } from './settings';

/** The mapping's settings (lib/contract/infrastructure.ts, shared with the twin's stream runner). */
export const STREAM_PROCESSING = {
  startingPosition: lambda.StartingPosition[STREAM_EVENT_SOURCE.startingPosition],
  batchSize: STREAM_EVENT_SOURCE.batchSize,
  maxBatchingWindow: Duration.seconds(STREAM_EVENT_SOURCE.maxBatchingWindowSeconds),
  retryAttempts: STREAM_EVENT_SOURCE.retryAttempts,
  bisectBatchOnError: STREAM_EVENT_SOURCE.bisectBatchOnError,
  maxRecordAge: Duration.hours(STREAM_EVENT_SOURCE.maxRecordAgeHours),
  reportBatchItemFailures: STREAM_EVENT_SOURCE.reportBatchItemFailures,
  timeout: Duration.seconds(STREAM_EVENT_SOURCE.functionTimeoutSeconds),
} as const;

/**
 * Where the main mapping starts reading when it is created: the oldest record the stream keeps (24 h).
 * A mapping created (or re-created) after writes began then still applies every counter and session
 * end of those writes; LATEST would skip them for good. Reactions are idempotent, so records handled
 * twice do no harm. (Room ticks start at the contract's LATEST: a past second of chat is worth nothing.)
 */
export const MAIN_STREAM_START = lambda.StartingPosition.TRIM_HORIZON;

/**
 * A reader of the table's stream: its function (read-write on the table, the stream's timeout) and the
 * ListStreams acknowledgement every stream reader needs; the caller adds its event source.
 */
function streamReader(
  scope: Construct,
  config: RuntimeConfig,
  props: { entry: string; serviceName: string; description: string; reservedConcurrency: number },
): PlayJoinFunction {
  const handler = new PlayJoinFunction(scope, 'Handler', {
    ...props,
    stage: config.stage,
    logLevel: config.logLevel,
    logRetention: config.logRetention,
    removalPolicy: config.removalPolicy,
    timeout: STREAM_PROCESSING.timeout,
  }).bindRuntime(config, {
    table: 'readWrite',
    mediaUploadPrefixes: [],
    mediaCheckPrefixes: [],
    mediaPublishPrefixes: [],
    cognitoActions: [],
  });
  return handler;
}

export class TableStreamProcessor extends Construct {
  readonly handler: PlayJoinFunction;
  /** stream records that still failed after the retries (their metadata: shard, sequence numbers) */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: { config: RuntimeConfig }) {
    super(scope, id);
    const { config } = props;

    // kept in prod when the stack goes (its messages name records still to replay)
    this.failures = new sqs.Queue(this, 'Failures', {
      removalPolicy: config.removalPolicy,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the failure destination of the table stream; nothing consumes it automatically.',
    });

    this.handler = streamReader(this, config, {
      entry: HANDLER_ENTRIES.streams,
      serviceName: 'streams',
      description: 'PlayJoin table stream: counters and closing ended sessions',
      reservedConcurrency: RESERVED_CONCURRENCY.streams,
    });

    this.handler.addEventSource(
      new DynamoEventSource(config.table, {
        startingPosition: MAIN_STREAM_START,
        batchSize: STREAM_PROCESSING.batchSize,
        maxBatchingWindow: STREAM_PROCESSING.maxBatchingWindow,
        retryAttempts: STREAM_PROCESSING.retryAttempts,
        bisectBatchOnError: STREAM_PROCESSING.bisectBatchOnError,
        maxRecordAge: STREAM_PROCESSING.maxRecordAge,
        // a handler that returns batchItemFailures retries only those records; one that returns nothing
        // marks the batch done, one that throws retries it (halved) as before
        reportBatchItemFailures: STREAM_PROCESSING.reportBatchItemFailures,
        onFailure: new SqsDlq(this.failures),
      }),
    );
  }
}

/**
 * The stream's second reader (DynamoDB Streams serves two per shard without throttling): big game chat
 * rooms' ticks → lambdas/streams/room-ticks.ts, which pushes each listener one frame a tick
 * (docs/architecture.md "A room of 10,000 listeners"). Filtered to tick items' inserts and changes, so
 * it runs for nothing else; its 1 s batching window is the tick. A failed batch is retried (clients
 * keep one copy per message id) and dropped after a minute: late chat is worth less than the next tick.
 */
export class RoomTickDelivery extends Construct {
  readonly handler: PlayJoinFunction;

  constructor(scope: Construct, id: string, props: { config: RuntimeConfig }) {
    super(scope, id);
    const { config } = props;
    this.handler = streamReader(this, config, {
      entry: HANDLER_ENTRIES.roomTicks,
      serviceName: 'room-ticks',
      description: 'PlayJoin big game chat rooms: one frame a second per listener',
      reservedConcurrency: RESERVED_CONCURRENCY.roomTicks,
    });
    this.handler.addEventSource(
      new DynamoEventSource(config.table, {
        startingPosition: STREAM_PROCESSING.startingPosition,
        batchSize: STREAM_PROCESSING.batchSize,
        maxBatchingWindow: STREAM_PROCESSING.maxBatchingWindow,
        retryAttempts: 2,
        maxRecordAge: Duration.minutes(1),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.or('INSERT', 'MODIFY'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual('roomTick') } } },
          }),
        ],
      }),
    );
  }
}
