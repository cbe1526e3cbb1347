/** `npm run replay-failures` less its AWS clients (scripts/ops/replay-command.ts): flags, outputs, exit code. */
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { UsageError } from '../../../scripts/ops/errors';
import { replayCommand, type ReplayCommandDeps } from '../../../scripts/ops/replay-command';
import type { FailureSource } from '../../../scripts/ops/replay-failures';
import { MissingOutputsError, StageNameError } from '../../../scripts/ops/stack-outputs';

const OUTPUTS = {
  TableStreamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/t/stream/s',
  StreamFailureQueueUrl: 'https://sqs.eu-west-1.amazonaws.com/123456789012/failures',
  StreamProcessorName: 'playjoin-dev-streams',
};

function deps(bodies: string[] = [], overrides: Partial<ReplayCommandDeps> = {}) {
  const lines: string[] = [];
  const queue: FailureSource = {
    drain: jest.fn(async () => bodies.map((body, index) => ({ id: `m${index}`, body }))),
    remove: jest.fn(async () => {}),
    release: jest.fn(async () => {}),
  };
  const wired: ReplayCommandDeps = {
    outputs: jest.fn(async () => OUTPUTS),
    failureQueue: jest.fn(() => queue),
    streams: new DynamoDBStreamsClient({ region: 'eu-west-1' }),
    processor: jest.fn(() => async () => ({ batchItemFailures: [] })),
    log: (line) => lines.push(line),
    ...overrides,
  };
  return { wired, queue, lines };
}

it("drains the stage's failure queue through its processor, as the outputs name them", async () => {
  const { wired, lines } = deps();

  const { exitCode, report } = await replayCommand(['--stage', 'dev'], wired);

  expect(wired.outputs).toHaveBeenCalledWith('dev');
  expect(wired.failureQueue).toHaveBeenCalledWith(OUTPUTS.StreamFailureQueueUrl);
  expect(wired.processor).toHaveBeenCalledWith(OUTPUTS.StreamProcessorName);
  expect(report.batches).toEqual([]);
  expect(exitCode).toBe(0);
  expect(lines).toEqual([
    `PlayJoin-dev: replaying ${OUTPUTS.StreamFailureQueueUrl} through playjoin-dev-streams`,
    '0 message(s) in the failure queue',
  ]);
});

it('exits 1 when a message stays in the queue, and 0 on a dry run', async () => {
  const kept = deps(['not a failure record']);
  expect((await replayCommand(['--stage', 'dev'], kept.wired)).exitCode).toBe(1);
  expect(kept.queue.release).toHaveBeenCalledTimes(1);

  const dry = deps(['not a failure record']);
  expect((await replayCommand(['--stage', 'dev', '--dry-run'], dry.wired)).exitCode).toBe(0);
});

it('passes --limit to the queue', async () => {
  const { wired, queue } = deps();

  await replayCommand(['--stage', 'dev', '--limit', '25'], wired);

  expect(queue.drain).toHaveBeenCalledWith(25);
});

it.each([
  [['--stage', 'dev', '--force'], UsageError],
  [['--stage', 'dev', '--limit', '0'], UsageError],
  [['--stage', 'dev', '--limit', 'all'], UsageError],
  [['--dry-run'], StageNameError],
])('refuses %j', async (argv, error) => {
  await expect(replayCommand(argv, deps().wired)).rejects.toThrow(error);
});

it('names the outputs a stack from an older commit lacks', async () => {
  const { wired } = deps([], { outputs: async () => ({ TableStreamArn: OUTPUTS.TableStreamArn }) });

  await expect(replayCommand(['--stage', 'dev'], wired)).rejects.toThrow(
    new MissingOutputsError(
      'stack PlayJoin-dev has no output StreamFailureQueueUrl, StreamProcessorName: deploy the current commit first',
    ),
  );
});
