/**
 * The CDK app: one PlayJoin stack per stage (`-c playjoin:stage=prod`, the default in cdk.json).
 * Synth needs no AWS account or credentials: nothing is looked up; the environment is pinned only
 * when the CLI knows it (CDK_DEFAULT_ACCOUNT/REGION after `cdk deploy` resolves credentials).
 */
import { App } from 'aws-cdk-lib';
import { addNagChecks } from '../lib/aws/nag';
import { PlayJoinStack } from '../lib/aws/playjoin-stack';
import { readSettings } from '../lib/aws/settings';

const app = new App();
addNagChecks(app);

const settings = readSettings(app.node);
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

new PlayJoinStack(app, `PlayJoin-${settings.stage}`, {
  settings,
  description: `PlayJoin (${settings.stage}): social platform for video gamers`,
  env: account && region ? { account, region } : undefined,
  terminationProtection: settings.isProd,
  tags: { app: 'playjoin', stage: settings.stage },
});
