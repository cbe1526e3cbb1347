import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { CACHE_CONTROL, WEB_BUILD_MISSING_MESSAGE, WebDeployment } from '../../../lib/aws/web-deployment';
import { resourcesOf, type CfnJson } from './synth';

const config = {
  region: 'eu-west-1',
  apiUrl: 'https://site.example/api',
  gameChatSocketUrl: 'wss://a.example/prod',
  messagesSocketUrl: 'wss://b.example/prod',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client',
  mediaBaseUrl: 'https://site.example/media',
};

const outdirs: string[] = [];

function deploy(webDistDir: string): { stack: Stack; outdir: string } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'pj-web-out-'));
  outdirs.push(outdir);
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Web');
  const siteBucket = new s3.Bucket(stack, 'Site');
  const distribution = new cloudfront.Distribution(stack, 'Cdn', {
    defaultBehavior: { origin: origins.S3BucketOrigin.withOriginAccessControl(siteBucket) },
  });
  const api = new apigw.RestApi(stack, 'Api');
  api.root.addMethod('GET');
  new WebDeployment(stack, 'Deployment', {
    siteBucket,
    distribution,
    config,
    publicApiKey: api.addApiKey('Key'),
    logRetention: RetentionDays.ONE_WEEK,
    webDistDir,
  });
  return { stack, outdir };
}

type Deployment = { Properties: { SourceObjectKeys: unknown[] } };

/** The staged directory of a BucketDeployment's n-th source. */
function stagedDir(outdir: string, deployment: Deployment, index: number): string {
  const hash = JSON.stringify(deployment.Properties.SourceObjectKeys[index]).match(/([0-9a-f]{64})\.zip/)![1];
  return path.join(outdir, `asset.${hash}`);
}

/** The files each source of a BucketDeployment holds. */
function stagedFiles(outdir: string, deployment: Deployment): string[][] {
  return deployment.Properties.SourceObjectKeys.map((_, index) =>
    fs.readdirSync(stagedDir(outdir, deployment, index), { recursive: true, encoding: 'utf8' }).sort(),
  );
}

/** The template's rules that guard the web build (the synthesizer adds its own bootstrap-version rule). */
function webBuildRules(template: Template): CfnJson[] {
  const rules = (template.toJSON().Rules ?? {}) as Record<string, CfnJson>;
  return Object.entries(rules)
    .filter(([id]) => id.includes('WebBuildPresent'))
    .map(([, rule]) => rule);
}

describe('WebDeployment', () => {
  let webDistDir: string;

  beforeAll(() => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pj-web-dist-'));
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.mkdirSync(path.join(webDistDir, 'images'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(webDistDir, 'config.json'), '{"stale":true}');
    fs.writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(webDistDir, 'images', 'default-profile.svg'), '<svg/>');
    fs.writeFileSync(path.join(webDistDir, 'assets', 'main-ABC123.js'), 'console.log(1)');
  });

  afterAll(() => {
    for (const dir of [webDistDir, ...outdirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads hashed assets as immutable, and index.html, public files and config.json as no-cache', () => {
    const { stack, outdir } = deploy(webDistDir);
    const deployments = resourcesOf(Template.fromStack(stack), 'Custom::CDKBucketDeployment');
    const assets = Object.values(deployments).find(
      (d) => d.Properties.DestinationBucketKeyPrefix === 'assets/',
    )!;
    const entry = Object.values(deployments).find((d) => d.Properties.DistributionPaths)!;

    expect(Object.keys(deployments)).toHaveLength(2);
    expect(assets.Properties.SystemMetadata).toEqual({ 'cache-control': CACHE_CONTROL.assets });
    expect(assets.Properties.Prune).toBe(false);
    expect(stagedFiles(outdir, assets)).toEqual([['main-ABC123.js']]);

    expect(entry.Properties.SystemMetadata).toEqual({ 'cache-control': CACHE_CONTROL.entry });
    expect(entry.Properties.DistributionPaths).toEqual(['/', '/index.html', '/config.json']);
    expect(stagedFiles(outdir, entry)).toEqual([
      ['favicon.svg', 'images', path.join('images', 'default-profile.svg'), 'index.html'],
      ['config.json'],
    ]);
    const generated = JSON.parse(
      fs.readFileSync(path.join(stagedDir(outdir, entry, 1), 'config.json'), 'utf8'),
    );
    expect(generated).toEqual({ ...config, publicApiKey: expect.stringMatching(/^<<marker:0xbaba:\d+>>$/) });
  });

  it('refuses to deploy, with a message, when the web build is missing (synth still works)', () => {
    const { stack } = deploy(path.join(webDistDir, 'not-built'));
    const template = Template.fromStack(stack);
    const rules = webBuildRules(template);

    expect(rules).toHaveLength(1);
    const [assertion] = rules[0].Assertions;
    // the assertion is false whatever the parameters: CloudFormation refuses the stack with its description
    expect(assertion.Assert['Fn::Equals'][0]).not.toEqual(assertion.Assert['Fn::Equals'][1]);
    expect(assertion.AssertDescription).toContain(WEB_BUILD_MISSING_MESSAGE);
    Annotations.fromStack(stack).hasWarning('/Web/Deployment', Match.stringLikeRegexp('cannot be deployed'));
  });

  it('carries no such rule when the web build is there', () => {
    const { stack } = deploy(webDistDir);

    expect(webBuildRules(Template.fromStack(stack))).toEqual([]);
  });
});
