/**
 * Uploads the SPA (dist/web, built by scripts/build-web.ts) and writes /config.json
 * (lib/contract/web-config.ts) from the stack's own values at deploy time, so the same bundle runs on
 * AWS and on the local twin.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Aws, CfnRule, Fn } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { WEB_CONFIG_PATH, type WebConfig } from '../contract';
import { PROJECT_ROOT } from './functions';
import { acknowledge, acknowledgeProviderWildcards, LAMBDA_BASIC_EXECUTION_FINDING } from './nag';

export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'web');
/** scripts/build-web.ts writes every hashed output here, and only hashed outputs */
export const WEB_ASSETS_DIR = 'assets';
const CONFIG_FILE = WEB_CONFIG_PATH.replace(/^\//, '');

/** What a deploy without the SPA fails with. */
export const WEB_BUILD_MISSING_MESSAGE =
  'The web build is missing: run `npm run build:web` before `cdk deploy`';

export const CACHE_CONTROL = {
  /** assets/*-[hash].js|css never change under their name */
  assets: 'public, max-age=31536000, immutable',
  /** index.html, config.json and the unhashed public files: revalidated (ETag) on every load */
  entry: 'no-cache',
} as const;

export interface WebDeploymentProps {
  siteBucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  /** config.json without the public API key, which is read at deploy time */
  config: Omit<WebConfig, 'publicApiKey'>;
  publicApiKey: apigw.IApiKey;
  logRetention: logs.RetentionDays;
  /** where the built SPA is; defaults to dist/web */
  webDistDir?: string;
}

export class WebDeployment extends Construct {
  /** the config.json content, with deploy-time tokens */
  readonly config: WebConfig;
  /** false when dist/web was missing at synth time: the template then carries a rule that fails the deploy */
  readonly includesWebBuild: boolean;

  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const webDistDir = props.webDistDir ?? WEB_DIST_DIR;

    this.config = { ...props.config, publicApiKey: readApiKeyValue(this, props.publicApiKey) };

    const logGroup = new logs.LogGroup(this, 'DeploymentLogs', { retention: props.logRetention });
    const common = {
      destinationBucket: props.siteBucket,
      // never delete what an open tab may still load (old hashed chunks); the bucket holds only the site
      prune: false,
      memoryLimit: 512,
      logGroup,
    };

    this.includesWebBuild =
      fs.existsSync(path.join(webDistDir, 'index.html')) &&
      fs.existsSync(path.join(webDistDir, WEB_ASSETS_DIR));
    let assets: s3deploy.BucketDeployment | undefined;
    if (this.includesWebBuild) {
      assets = new s3deploy.BucketDeployment(this, 'Assets', {
        ...common,
        sources: [s3deploy.Source.asset(path.join(webDistDir, WEB_ASSETS_DIR))],
        destinationKeyPrefix: `${WEB_ASSETS_DIR}/`,
        cacheControl: [s3deploy.CacheControl.fromString(CACHE_CONTROL.assets)],
      });
    } else {
      const missing = `${path.relative(PROJECT_ROOT, webDistDir)}/index.html`;
      Annotations.of(this).addWarningV2(
        'playjoin:webBuildMissing',
        `${missing} not found: this template cannot be deployed (run \`npm run build:web\` before \`cdk deploy\`)`,
      );
      // synth stays possible without the SPA (tests, `cdk synth` to read the template), but a deploy
      // would publish a site without its page: CloudFormation checks this rule before it changes anything
      new CfnRule(this, 'WebBuildPresent', {
        assertions: [
          {
            assert: Fn.conditionEquals('web build missing', 'web build present'),
            assertDescription: `${WEB_BUILD_MISSING_MESSAGE} (${missing} was not found at synth time)`,
          },
        ],
      });
    }

    const entry = new s3deploy.BucketDeployment(this, 'Entry', {
      ...common,
      sources: [
        ...(this.includesWebBuild
          ? [s3deploy.Source.asset(webDistDir, { exclude: [WEB_ASSETS_DIR, CONFIG_FILE] })]
          : []),
        s3deploy.Source.jsonData(CONFIG_FILE, this.config),
      ],
      cacheControl: [s3deploy.CacheControl.fromString(CACHE_CONTROL.entry)],
      distribution: props.distribution,
      distributionPaths: ['/', '/index.html', WEB_CONFIG_PATH],
    });
    // the new index.html goes live only after the chunks it names are in place
    if (assets) entry.node.addDependency(assets);

    // both deployments share CDK's provider function; its permissions are CDK's, not PlayJoin's
    const providerRole = entry.handlerRole;
    acknowledgeProviderWildcards(
      providerRole,
      "CDK's BucketDeployment provider: it reads this deployment's assets from the CDK asset bucket, writes the " +
        'site bucket and invalidates the distribution; CDK scopes the policy to those and needs its wildcards.',
    );
    acknowledge(
      providerRole,
      LAMBDA_BASIC_EXECUTION_FINDING,
      "CDK's BucketDeployment provider logs through the AWS managed basic execution policy (log writes only).",
    );
    const providerFunction = providerRole.node.scope;
    if (providerFunction) {
      acknowledge(
        providerFunction,
        'AwsSolutions-L1',
        "CDK's BucketDeployment provider: CDK chooses and updates its runtime with aws-cdk-lib.",
      );
    }
  }
}

/**
 * API Gateway generates the key's value and CloudFormation cannot read it back, so a custom resource
 * calls apigateway:GetApiKey (includeValue) at deploy time, allowed on this one key only, with its response
 * kept out of the custom resource's logs. The value is public by design (000 §6: every visitor's browser
 * sends it), so it may sit in config.json; what bounds its use is the usage plan, not secrecy.
 */
function readApiKeyValue(scope: Construct, apiKey: apigw.IApiKey): string {
  const keyArn = `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::/apikeys/${apiKey.keyId}`;
  const call: cr.AwsSdkCall = {
    service: 'APIGateway',
    action: 'getApiKey',
    parameters: { apiKey: apiKey.keyId, includeValue: true },
    physicalResourceId: cr.PhysicalResourceId.of(apiKey.keyId),
    outputPaths: ['value'],
    logging: cr.Logging.withDataHidden(),
  };
  const reader = new cr.AwsCustomResource(scope, 'PublicApiKeyValue', {
    onCreate: call,
    onUpdate: call,
    installLatestAwsSdk: false,
    policy: cr.AwsCustomResourcePolicy.fromStatements([
      new iam.PolicyStatement({ actions: ['apigateway:GET'], resources: [keyArn] }),
    ]),
  });
  acknowledge(
    reader.grantPrincipal as unknown as Construct,
    LAMBDA_BASIC_EXECUTION_FINDING,
    "CDK's AwsCustomResource provider logs through the AWS managed basic execution policy (log writes only).",
  );
  return reader.getResponseField('value');
}
