/**
 * The deployed stream processor as the replay calls it (scripts/ops/stream-processor.ts): a
 * synchronous Invoke per payload-sized part of the batch, its answer read as the handler's.
 */
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { DynamoDBRecord } from 'aws-lambda';
import { lambdaProcessor, payloadParts, ProcessorError } from '../../../scripts/ops/stream-processor';

const lambda = mockClient(LambdaClient);
afterEach(() => lambda.reset());

const FUNCTION = 'playjoin-dev-streams';
const aRecord = (n: number, padding = 0): DynamoDBRecord => ({
  eventID: `event-${n}`,
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: String(n), NewImage: { pad: { S: 'x'.repeat(padding) } } },
});
const payload = (value: unknown) => new Uint8Array(Buffer.from(JSON.stringify(value)));
const sent = () =>
  lambda
    .commandCalls(InvokeCommand)
    .map(
      (call) => JSON.parse(Buffer.from(call.args[0].input.Payload as Uint8Array).toString('utf8')) as unknown,
    );

describe('lambdaProcessor', () => {
  it('invokes the function synchronously with the batch as its event and answers its batch response', async () => {
    lambda
      .on(InvokeCommand)
      .resolves({ StatusCode: 200, Payload: payload({ batchItemFailures: [] }) as never });
    const records = [aRecord(1), aRecord(2)];

    const answer = await lambdaProcessor(
      new LambdaClient({ region: 'eu-west-1' }),
      FUNCTION,
    )({ Records: records });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(lambda).toHaveReceivedCommandWith(InvokeCommand, {
      FunctionName: FUNCTION,
      InvocationType: 'RequestResponse',
    });
    expect(sent()).toEqual([{ Records: records }]);
  });

  it('answers the records the function reports, and invokes no later part of the batch', async () => {
    const failure = { batchItemFailures: [{ itemIdentifier: '1' }] };
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload(failure) as never });
    const big = [aRecord(1, 3000), aRecord(2, 3000)];

    const answer = await lambdaProcessor(
      new LambdaClient({ region: 'eu-west-1' }),
      FUNCTION,
    )({ Records: big });

    expect(answer).toEqual(failure);
    expect(lambda).toHaveReceivedCommandTimes(InvokeCommand, 1);
  });

  it('throws a ProcessorError with the function error and its answer', async () => {
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: payload({ errorType: 'Error', errorMessage: 'Task timed out after 60.00 seconds' }) as never,
    });

    await expect(
      lambdaProcessor(new LambdaClient({ region: 'eu-west-1' }), FUNCTION)({ Records: [aRecord(1)] }),
    ).rejects.toThrow(
      new ProcessorError(
        `${FUNCTION} answered Unhandled: {"errorType":"Error","errorMessage":"Task timed out after 60.00 seconds"}`,
      ),
    );
  });
});

describe('payloadParts', () => {
  it('keeps the records in order, in parts under the payload cap, a large record alone', () => {
    const records = [aRecord(1, 10), aRecord(2, 10), aRecord(3, 500), aRecord(4, 10)];

    const parts = payloadParts(records, 300);

    expect(parts.map((part) => part.map((record) => record.eventID))).toEqual([
      ['event-1', 'event-2'],
      ['event-3'],
      ['event-4'],
    ]);
  });

  it('sends a batch under the cap in one part', () => {
    expect(payloadParts([aRecord(1), aRecord(2)])).toHaveLength(1);
  });
});
