/** A stage's stack outputs (scripts/ops/stack-outputs.ts), read with a mocked CloudFormation. */
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  checkStage,
  cloudFormationOutputs,
  MissingOutputsError,
  requireOutputs,
  StackNotFoundError,
  StageNameError,
} from '../../../scripts/ops/stack-outputs';

const cloudFormation = mockClient(CloudFormationClient);
afterEach(() => cloudFormation.reset());

const client = () => new CloudFormationClient({ region: 'eu-west-1' });

describe('cloudFormationOutputs', () => {
  it("reads the outputs of the stage's stack by key", async () => {
    cloudFormation.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'PlayJoin-dev',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: [
            { OutputKey: 'TableName', OutputValue: 'PlayJoin-dev-Data' },
            { OutputKey: 'StreamProcessorName', OutputValue: 'playjoin-dev-streams' },
            { OutputKey: 'NoValue' },
          ],
        },
      ],
    });

    const outputs = await cloudFormationOutputs(client())('dev');

    expect(cloudFormation).toHaveReceivedCommandWith(DescribeStacksCommand, { StackName: 'PlayJoin-dev' });
    expect(outputs).toEqual({ TableName: 'PlayJoin-dev-Data', StreamProcessorName: 'playjoin-dev-streams' });
  });

  it('says the stage is not deployed there when CloudFormation knows no such stack', async () => {
    const error = Object.assign(new Error('Stack with id PlayJoin-qa does not exist'), {
      name: 'ValidationError',
    });
    cloudFormation.on(DescribeStacksCommand).rejects(error);

    await expect(cloudFormationOutputs(client())('qa')).rejects.toThrow(
      new StackNotFoundError(
        'no stack PlayJoin-qa in eu-west-1: is the stage deployed, and the region right (--region)?',
      ),
    );
  });
});

describe('requireOutputs', () => {
  it('answers the named outputs', () => {
    expect(requireOutputs({ A: '1', B: '2', C: '3' }, ['A', 'C'], 'dev')).toEqual({ A: '1', C: '3' });
  });

  it('names the outputs a stack from an older commit lacks', () => {
    expect(() => requireOutputs({ A: '1' }, ['A', 'B', 'C'], 'dev')).toThrow(
      new MissingOutputsError('stack PlayJoin-dev has no output B, C: deploy the current commit first'),
    );
  });
});

describe('checkStage', () => {
  it.each(['dev', 'prod', 'qa-2'])('accepts %s', (stage) => expect(checkStage(stage)).toBe(stage));

  it.each([undefined, '', 'Prod', '2dev', 'a-very-long-stage-name'])('refuses %p', (stage) => {
    expect(() => checkStage(stage)).toThrow(StageNameError);
  });
});
