/**
 * What the operator scripts (`npm run replay-failures`, `npm run seed`) know of a deployed stage: its
 * stack's outputs (lib/aws/playjoin-stack.ts), read with CloudFormation DescribeStacks. The scripts
 * take an `OutputsSource` rather than a CloudFormation client, so a test (or the twin) hands them
 * outputs of its own.
 */
import { type CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { OpsError } from './errors';

/** The outputs a script reads, by their stack output key. */
export type StackOutputs = Readonly<Record<string, string>>;

/** Answers the stage's outputs (CloudFormation on AWS; fixed values in tests). */
export type OutputsSource = (stage: string) => Promise<StackOutputs>;

/** The stage names lib/aws/settings.ts accepts (`playjoin:stage`). */
const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;

/** The stage that keeps real players' data (lib/aws/settings.ts: RETAIN, deletion protection). */
export const PROD_STAGE = 'prod';

export class StageNameError extends OpsError {}
export class StackNotFoundError extends OpsError {}
export class MissingOutputsError extends OpsError {}

/** The stage's stack in its region, as lib/aws/app.ts names it (test/lib/aws/playjoin-stack.test.ts checks). */
export function stackName(stage: string): string {
  return `PlayJoin-${stage}`;
}

/** The stage name, checked as the stack's settings check it. */
export function checkStage(stage: string | undefined): string {
  if (stage === undefined || stage === '') throw new StageNameError('name the stage: --stage <stage>');
  if (!STAGE_PATTERN.test(stage)) {
    throw new StageNameError(`--stage must be 1-16 lower-case letters, digits or dashes: ${stage}`);
  }
  return stage;
}

/** The outputs of the stage's stack, read with DescribeStacks. */
export function cloudFormationOutputs(client: CloudFormationClient): OutputsSource {
  return async (stage) => {
    const name = stackName(stage);
    let stack;
    try {
      stack = (await client.send(new DescribeStacksCommand({ StackName: name }))).Stacks?.[0];
    } catch (error) {
      // CloudFormation answers a missing stack with a ValidationError "Stack with id … does not exist"
      if ((error as Error).name === 'ValidationError' && /does not exist/.test((error as Error).message)) {
        throw new StackNotFoundError(
          `no stack ${name} in ${await client.config.region()}: is the stage deployed, and the region right (--region)?`,
        );
      }
      throw error;
    }
    if (!stack) throw new StackNotFoundError(`no stack ${name}`);
    return Object.fromEntries(
      (stack.Outputs ?? []).flatMap((output) =>
        output.OutputKey && output.OutputValue !== undefined ? [[output.OutputKey, output.OutputValue]] : [],
      ),
    );
  };
}

/** The named outputs, or a MissingOutputsError naming those the stack lacks (deployed from an older commit). */
export function requireOutputs<K extends string>(
  outputs: StackOutputs,
  keys: readonly K[],
  stage: string,
): Record<K, string> {
  const missing = keys.filter((key) => !outputs[key]);
  if (missing.length) {
    throw new MissingOutputsError(
      `stack ${stackName(stage)} has no output ${missing.join(', ')}: deploy the current commit first`,
    );
  }
  return Object.fromEntries(keys.map((key) => [key, outputs[key]])) as Record<K, string>;
}
