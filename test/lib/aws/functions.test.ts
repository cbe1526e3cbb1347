import * as path from 'node:path';
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { HANDLER_ENTRIES, PlayJoinFunction, PROJECT_ROOT } from '../../../lib/aws/functions';

const missingEntry = path.join(PROJECT_ROOT, 'lambdas', 'services', 'pjnotaservice', 'index.ts');

function functionIn(context: Record<string, unknown>, entry: string): Stack {
  const app = new App({ context });
  const stack = new Stack(app, 'Functions');
  new PlayJoinFunction(stack, 'Fn', {
    entry,
    stage: 'test',
    serviceName: 'pjnotaservice',
    description: 'test',
    logLevel: 'INFO',
    logRetention: RetentionDays.ONE_WEEK,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return stack;
}

describe('PlayJoinFunction entries', () => {
  it('names the conventional entry of each kind of handler', () => {
    expect(path.relative(PROJECT_ROOT, HANDLER_ENTRIES.service('pjgame'))).toBe(
      'lambdas/services/pjgame/index.ts',
    );
    expect(path.relative(PROJECT_ROOT, HANDLER_ENTRIES.socket('authorizer'))).toBe(
      'lambdas/sockets/authorizer.ts',
    );
    expect(path.relative(PROJECT_ROOT, HANDLER_ENTRIES.streams)).toBe('lambdas/streams/index.ts');
  });

  it('warns about a missing entry and carries on when bundling is skipped', () => {
    const stack = functionIn({ 'aws:cdk:bundling-stacks': [] }, missingEntry);

    Annotations.fromStack(stack).hasWarning(
      '/Functions',
      Match.stringLikeRegexp('lambdas/services/pjnotaservice/index.ts for Fn does not exist yet'),
    );
  });

  it('refuses a missing entry when bundling is required', () => {
    expect(() => functionIn({}, missingEntry)).toThrow(
      'handler entry lambdas/services/pjnotaservice/index.ts for Fn does not exist; bundling needs it',
    );
  });
});
