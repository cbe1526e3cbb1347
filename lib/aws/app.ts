/**
 * The stacks of one stage: the PlayJoin stack in the stage's region and, in us-east-1, the edge stack
 * whose web ACL CloudFront uses (CloudFront takes web ACLs from us-east-1 only; the ARN crosses over
 * through CDK's cross-region references). bin/playjoin.ts and the tests build the app through this one
 * function.
 */
import type { App } from 'aws-cdk-lib';
import { PlayJoinStack } from './playjoin-stack';
import type { StageSettings } from './settings';
import { EdgeStack } from './waf';

export const EDGE_REGION = 'us-east-1';

export function createPlayJoinApp(
  app: App,
  settings: StageSettings,
): { stack: PlayJoinStack; edge: EdgeStack } {
  const { stage, isProd, env } = settings;
  const tags = { app: 'playjoin', stage };
  const edge = new EdgeStack(app, `PlayJoin-${stage}-edge`, {
    stage,
    description: `PlayJoin (${stage}): CloudFront web ACL (us-east-1)`,
    env: { account: env.account, region: EDGE_REGION },
    terminationProtection: isProd,
    tags,
  });
  const stack = new PlayJoinStack(app, `PlayJoin-${stage}`, {
    settings,
    siteWebAclArn: edge.webAcl.attrArn,
    description: `PlayJoin (${stage}): social platform for video gamers`,
    env,
    terminationProtection: isProd,
    tags,
  });
  stack.addDependency(edge);
  return { stack, edge };
}
