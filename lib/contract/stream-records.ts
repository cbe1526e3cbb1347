/**
 * A table stream record as the Lambda event-source mapping hands it to the stream processor, built from
 * what the DynamoDB Streams API answers (GetRecords). Two readers of the stream build events this way,
 * so the processor sees one shape from both: the twin's mapping (lib/local/stream-runner.ts) and
 * `npm run replay-failures` (scripts/ops/replay-failures.ts), which reads failed batches back from
 * the stream. Also the on-failure record the mapping writes to its failure queue, as Lambda writes it.
 */
import type { AttributeValue, _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';

/** Where the records come from, as the event names it. */
export interface StreamRecordSource {
  /** the event's `awsRegion` */
  region: string;
  /** the event's `eventSourceARN`: the stream's ARN */
  eventSourceArn: string;
}

/** The `dynamodb` part of a Lambda stream record. */
type LambdaStreamData = NonNullable<DynamoDBRecord['dynamodb']>;

/** A GetRecords record as the event-source mapping hands it to Lambda. */
export function lambdaStreamRecord(record: StreamRecord, source: StreamRecordSource): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  const image = (value: Record<string, AttributeValue> | undefined) =>
    value ? (lambdaAttributes(value) as LambdaStreamData['Keys']) : undefined;
  const dynamodb: LambdaStreamData = {
    ApproximateCreationDateTime: stream.ApproximateCreationDateTime
      ? Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000)
      : Math.floor(Date.now() / 1000),
    Keys: image(stream.Keys),
    SequenceNumber: stream.SequenceNumber,
    SizeBytes: stream.SizeBytes,
    StreamViewType: stream.StreamViewType,
  };
  if (stream.NewImage) dynamodb.NewImage = image(stream.NewImage);
  if (stream.OldImage) dynamodb.OldImage = image(stream.OldImage);
  const lambdaRecord: DynamoDBRecord = {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: source.region,
    dynamodb,
    eventSourceARN: source.eventSourceArn,
  };
  // TTL deletions carry the DynamoDB service's identity (the API's `Type`/`PrincipalId`, lower-cased)
  if (record.userIdentity?.Type && record.userIdentity.PrincipalId) {
    lambdaRecord.userIdentity = {
      type: record.userIdentity.Type,
      principalId: record.userIdentity.PrincipalId,
    };
  }
  return lambdaRecord;
}

/**
 * The SDK decodes binary attributes into bytes; the Lambda event carries them base64-encoded, as
 * the wire format does. An empty map (`{"M": {}}` on the wire) comes out of the SDK as an attribute
 * value with no member at all; Lambda's event has `{"M": {}}`. Everything else is the same shape.
 */
function lambdaAttributes(attributes: Record<string, AttributeValue>): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) converted[name] = lambdaAttribute(value);
  return converted;
}

function lambdaAttribute(value: AttributeValue): unknown {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((bytes) => Buffer.from(bytes).toString('base64')) };
  if (value.M !== undefined) return { M: lambdaAttributes(value.M) };
  if (value.L !== undefined) return { L: value.L.map(lambdaAttribute) };
  if (Object.values(value).every((member) => member === undefined)) return { M: {} };
  return value;
}

/**
 * What a stream mapping's on-failure destination receives for a batch that failed every retry (or
 * outlived the maximum record age): the batch's place in the stream, never its records. Lambda's
 * format; the twin's mapping writes the same.
 */
export interface StreamFailureRecord {
  requestContext: {
    requestId: string;
    functionArn: string;
    /** `RetryAttemptsExhausted`, `RecordAgeExceeded`, … */
    condition: string;
    approximateInvokeCount: number;
  };
  responseContext?: { statusCode?: number; executedVersion?: string; functionError?: string };
  version: string;
  timestamp: string;
  DDBStreamBatchInfo: StreamBatchInfo;
}

/** One failed batch: consecutive records of one shard, from the first to the last sequence number. */
export interface StreamBatchInfo {
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  approximateArrivalOfFirstRecord: string;
  approximateArrivalOfLastRecord: string;
  batchSize: number;
  streamArn: string;
}
