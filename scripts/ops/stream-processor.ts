/**
 * The deployed stream processor (StreamProcessorName) as replay-failures.ts calls it: a synchronous
 * Invoke with the batch as a DynamoDBStreamEvent, the event the mapping would have sent.
 *
 * Why the deployed function rather than the handler run on the operator's machine: it is the code that
 * is deployed (not whatever the checkout holds), with its own role (the table, ManageConnections on both
 * socket APIs), its environment (table name, socket endpoints) and its log group, the one the alarms and
 * saved queries read. The operator needs lambda:InvokeFunction, not write access to the table. The
 * twin's test hands replayFailures the handler itself: the same code, in the test's process.
 */
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { OpsError } from './errors';
import type { StreamProcessor } from './replay-failures';

/** A synchronous invocation's payload is capped at 6 MB; a batch larger than this goes in parts. */
export const MAX_PAYLOAD_BYTES = 5 * 1024 * 1024;

export class ProcessorError extends OpsError {}

export function lambdaProcessor(lambda: LambdaClient, functionName: string): StreamProcessor {
  return async (event) => {
    for (const part of payloadParts(event.Records)) {
      const answer = await lambda.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'RequestResponse',
          Payload: Buffer.from(JSON.stringify({ Records: part })),
        }),
      );
      const text = answer.Payload ? Buffer.from(answer.Payload).toString('utf8') : '';
      if (answer.FunctionError) {
        throw new ProcessorError(`${functionName} answered ${answer.FunctionError}: ${text.slice(0, 500)}`);
      }
      const response = (text ? JSON.parse(text) : null) as DynamoDBBatchResponse | null;
      // the handler stops at a failed record: the parts after it were not run either
      if (response?.batchItemFailures?.length) return response;
    }
    return { batchItemFailures: [] };
  };
}

/** The records in order, in parts whose event stays under MAX_PAYLOAD_BYTES (a record alone may not). */
export function payloadParts(records: DynamoDBRecord[], maxBytes = MAX_PAYLOAD_BYTES): DynamoDBRecord[][] {
  const parts: DynamoDBRecord[][] = [];
  let current: DynamoDBRecord[] = [];
  let size = 0;
  for (const record of records) {
    const bytes = Buffer.byteLength(JSON.stringify(record)) + 1;
    if (current.length && size + bytes > maxBytes) {
      parts.push(current);
      current = [];
      size = 0;
    }
    current.push(record);
    size += bytes;
  }
  if (current.length) parts.push(current);
  return parts;
}
