/**
 * `npm run replay-failures -- --stage <stage> [--dry-run] [--discard-expired] [--limit <n>]`, less its
 * AWS clients: scripts/replay-failures.ts passes CloudFormation, SQS, DynamoDB Streams and Lambda; the
 * twin's test passes the outputs, a failure queue and the handler of its own.
 */
import type { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { parseCommandLine, positiveInteger } from './args';
import {
  REPLAY_OUTPUTS,
  replayFailures,
  summarize,
  type FailureSource,
  type ReplayReport,
  type StreamProcessor,
} from './replay-failures';
import { checkStage, requireOutputs, stackName, type OutputsSource } from './stack-outputs';

export const REPLAY_USAGE =
  'usage: npm run replay-failures -- --stage <stage> [--region <region>] [--dry-run] [--discard-expired] [--limit <n>]';

export interface ReplayCommandDeps {
  outputs: OutputsSource;
  /** the failure queue at the stage's StreamFailureQueueUrl */
  failureQueue: (queueUrl: string) => FailureSource;
  streams: DynamoDBStreamsClient;
  /** the processor named by the stage's StreamProcessorName */
  processor: (functionName: string) => StreamProcessor;
  log: (line: string) => void;
}

export interface ReplayCommandResult {
  report: ReplayReport;
  /** 0 when the queue holds nothing this run could have dealt with; 1 when a batch failed or was kept */
  exitCode: number;
}

/** The flags (`--region` is the entry's: it picks the clients' region). */
export function parseReplayArgs(argv: string[]) {
  const values = parseCommandLine(
    argv,
    {
      stage: { type: 'string' },
      region: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'discard-expired': { type: 'boolean', default: false },
      limit: { type: 'string' },
    },
    REPLAY_USAGE,
  );
  return {
    stage: checkStage(values.stage),
    region: values.region,
    dryRun: values['dry-run'] === true,
    discardExpired: values['discard-expired'] === true,
    limit: positiveInteger(values.limit, '--limit'),
  };
}

export async function replayCommand(argv: string[], deps: ReplayCommandDeps): Promise<ReplayCommandResult> {
  const args = parseReplayArgs(argv);
  const outputs = requireOutputs(await deps.outputs(args.stage), REPLAY_OUTPUTS, args.stage);
  deps.log(
    `${stackName(args.stage)}: replaying ${outputs.StreamFailureQueueUrl} through ${outputs.StreamProcessorName}` +
      (args.dryRun ? ' (dry run)' : ''),
  );
  const report = await replayFailures(
    {
      failures: deps.failureQueue(outputs.StreamFailureQueueUrl),
      streams: deps.streams,
      processor: deps.processor(outputs.StreamProcessorName),
      log: deps.log,
    },
    {
      tableStreamArn: outputs.TableStreamArn,
      dryRun: args.dryRun,
      discardExpired: args.discardExpired,
      limit: args.limit,
    },
  );
  for (const line of summarize(report)) deps.log(line);
  const kept = report.batches.some((batch) => !batch.removed);
  return { report, exitCode: !args.dryRun && kept ? 1 : 0 };
}
