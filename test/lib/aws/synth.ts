/**
 * Builds the app the way bin/playjoin.ts does (cdk.json context, cdk-nag registered) with bundling
 * skipped, synthesises it once per test file and hands out templates.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addNagChecks } from '../../../lib/aws/nag';
import { createPlayJoinApp } from '../../../lib/aws/app';
import type { PlayJoinStack } from '../../../lib/aws/playjoin-stack';
import { CONTEXT, readSettings } from '../../../lib/aws/settings';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The context cdk.json gives the CLI, so tests synthesise with the same feature flags. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')).context;
}

export interface Synthesised {
  app: App;
  stack: PlayJoinStack;
  template: Template;
  handlersTemplate: Template;
  /** the us-east-1 stack of the CloudFront web ACL */
  edgeTemplate: Template;
}

/** The context of a prod synth: prod must name its account and region. */
export const PROD_CONTEXT = {
  [CONTEXT.stage]: 'prod',
  [CONTEXT.account]: '123456789012',
  [CONTEXT.region]: 'eu-west-1',
} as const;

export function synthesise(context: Record<string, unknown> = {}): Synthesised {
  const app = new App({
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  addNagChecks(app);
  // no CDK_DEFAULT_* from the machine running the tests
  const { stack, edge } = createPlayJoinApp(app, readSettings(app.node, {}));
  // synthesises the whole app once (running the validation plugins); later calls reuse the assembly
  const template = Template.fromStack(stack);
  const handlersTemplate = Template.fromStack(stack.handlers as unknown as Stack);
  return { app, stack, template, handlersTemplate, edgeTemplate: Template.fromStack(edge) };
}

/**
 * CloudFormation JSON as the assertions library hands it out: untyped, and read here by known paths.
 * The one `any` of these tests, so property access on template values stays readable.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CfnJson = any;

/** A template's resources of one type, keyed by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, { Properties: CfnJson }> {
  return template.findResources(type) as Record<string, { Properties: CfnJson }>;
}

/**
 * A CloudFront response headers policy's config as the headers a browser receives (name → value, as
 * lib/contract/security-headers.ts securityHeaders names them); values CloudFormation computes stay
 * intrinsics. Compared with the shared definition, it shows that CloudFront sends exactly that.
 */
export function headersOfPolicy(config: CfnJson): Record<string, unknown> {
  const security = config.SecurityHeadersConfig ?? {};
  const headers: Record<string, unknown> = {};
  if (security.ContentSecurityPolicy)
    headers['Content-Security-Policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  // CloudFront's one X-Content-Type-Options value
  if (security.ContentTypeOptions) headers['X-Content-Type-Options'] = 'nosniff';
  if (security.FrameOptions) headers['X-Frame-Options'] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) headers['Referrer-Policy'] = security.ReferrerPolicy.ReferrerPolicy;
  for (const custom of config.CustomHeadersConfig?.Items ?? []) headers[custom.Header] = custom.Value;
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    headers['Strict-Transport-Security'] =
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}` +
      (hsts.Preload ? '; preload' : '');
  }
  return headers;
}
