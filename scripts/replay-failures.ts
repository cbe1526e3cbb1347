/**
 * `npm run replay-failures -- --stage <stage>`: re-drives the table stream's failed batches through
 * the deployed stream processor (scripts/ops/replay-failures.ts; docs/RUNBOOK.md "Replaying failures").
 * Uses the SDK's credentials and region (`--region`, else AWS_REGION or the profile's).
 */
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { reportFailure } from './ops/errors';
import { sqsFailureSource } from './ops/failure-queue';
import { parseReplayArgs, replayCommand } from './ops/replay-command';
import { cloudFormationOutputs } from './ops/stack-outputs';
import { lambdaProcessor } from './ops/stream-processor';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const { region } = parseReplayArgs(argv);
  const config = region ? { region } : {};
  const lambda = new LambdaClient(config);
  const sqs = new SQSClient(config);
  const { exitCode } = await replayCommand(argv, {
    outputs: cloudFormationOutputs(new CloudFormationClient(config)),
    failureQueue: (queueUrl) => sqsFailureSource(sqs, queueUrl),
    streams: new DynamoDBStreamsClient(config),
    processor: (functionName) => lambdaProcessor(lambda, functionName),
    log: (line) => console.info(line),
  });
  process.exitCode = exitCode;
}

main().catch((error: unknown) => reportFailure(error, 'replay-failures'));
