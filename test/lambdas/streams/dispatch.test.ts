import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler, type StreamDeps } from '../../../lambdas/streams';
import type { Reaction } from '../../../lambdas/streams/reactions/reaction';
import { BadRequestError, ServiceUnavailableError } from '../../../lambdas/core/errors';
import { NOW } from '../factories';

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const deps = { data: {}, clock: { now: () => NOW }, log } as unknown as StreamDeps;
afterEach(() => jest.clearAllMocks());

const record = (n: number): DynamoDBRecord => ({
  eventID: `evt-${n}`,
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: `seq-${n}`, NewImage: { n: { N: String(n) } } },
});

/** A reaction that records the records it saw and fails on the ones named. */
function reaction(name: string, failOn: Record<string, Error> = {}) {
  const seen: string[] = [];
  const value: Reaction = {
    name,
    data: {},
    async react(change) {
      seen.push(change.eventID!);
      const failure = failOn[change.eventID!];
      if (failure) throw failure;
    },
  };
  return { value, seen };
}

describe('stream dispatcher', () => {
  it('runs every reaction on a record even when another one fails on it, then stops and reports it', async () => {
    const failing = reaction('failing', { 'evt-2': new Error('throttled') });
    const other = reaction('other');
    const handler = createStreamHandler(deps, [failing.value, other.value]);

    const result = await handler({ Records: [record(1), record(2), record(3)] });

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'seq-2' }] });
    expect(other.seen).toEqual(['evt-1', 'evt-2']);
    expect(failing.seen).toEqual(['evt-1', 'evt-2']);
  });

  it('retries a 5xx AppError like any unexpected failure', async () => {
    const failing = reaction('failing', { 'evt-1': new ServiceUnavailableError('down') });
    const result = await createStreamHandler(deps, [failing.value])({ Records: [record(1), record(2)] });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'seq-1' }] });
    expect(log.error).toHaveBeenCalledWith('stream record failed', expect.any(ServiceUnavailableError));
  });

  it('passes over a record a reaction refuses with a 4xx AppError, and goes on', async () => {
    const refusing = reaction('refusing', { 'evt-1': new BadRequestError('not for me') });
    const result = await createStreamHandler(deps, [refusing.value])({ Records: [record(1), record(2)] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(refusing.seen).toEqual(['evt-1', 'evt-2']);
    expect(log.warn).toHaveBeenCalledWith(
      'stream record passed over',
      expect.objectContaining({ eventID: 'evt-1', reaction: 'refusing' }),
    );
  });
});
