/**
 * The stacks of one stage: the PlayJoin stack in the stage's region and, in us-east-1, the edge stack
 * whose web ACL CloudFront uses (CloudFront takes web ACLs from us-east-1 only). bin/playjoin.ts and
 * the tests build the app through this one function.
 */
import type { App } from 'aws-cdk-lib';
import { PlayJoinStack } from './playjoin-stack';
import type { StageSettings } from './settings';

export function createPlayJoinApp(app: App, settings: StageSettings): PlayJoinStack {
  const { stage, isProd, env } = settings;
  return new PlayJoinStack(app, `PlayJoin-${stage}`, {
    settings,
    description: `PlayJoin (${stage}): social platform for video gamers`,
    env,
    terminationProtection: isProd,
    tags: { app: 'playjoin', stage },
  });
}
