/**
 * The CDK app: one PlayJoin stack per stage (`-c playjoin:stage=<stage>`; `dev` when none is named, so a
 * bare `cdk diff` or `cdk deploy` never touches prod), plus its small us-east-1 edge stack (the
 * CloudFront web ACL). Prod needs its account and region named (`-c playjoin:account=… -c
 * playjoin:region=…`, lib/aws/settings.ts); other stages take the CLI's (CDK_DEFAULT_ACCOUNT/REGION).
 * Synth needs no AWS account or credentials: nothing is looked up.
 */
import { App } from 'aws-cdk-lib';
import { addNagChecks } from '../lib/aws/nag';
import { createPlayJoinApp } from '../lib/aws/app';
import { readSettings } from '../lib/aws/settings';

const app = new App();
addNagChecks(app);
createPlayJoinApp(app, readSettings(app.node));
