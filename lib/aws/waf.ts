/**
 * The web ACLs (WAFv2).
 *
 * - `EdgeStack` (us-east-1: CloudFront takes web ACLs from there only) holds the distribution's ACL:
 *   AWS's managed Common, KnownBadInputs and Amazon IP reputation rule groups, and rate-based rules per
 *   client address on the calls anyone can make without a token (the manifest's `none` and `apiKey`
 *   routes: login, registration, verification codes, forgot password, contact, the public profiles).
 *   The PlayJoin stack reads the ACL's ARN through CDK's cross-region references (an SSM parameter the
 *   edge stack writes in us-east-1 and a custom resource of the PlayJoin stack reads at deploy time).
 * - `OriginGuard` (the stage's region) is the REST stage's ACL: it refuses every request that lacks the
 *   origin secret header CloudFront adds on /api/*, so the execute-api endpoint cannot be called around
 *   the edge, and CloudFront-Viewer-Address, which only CloudFront can set, is the client address the
 *   handlers may trust (docs/architecture.md "Brute force").
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { routes } from '../contract';
import { API_PATH_PREFIX, ORIGIN_SECRET_HEADER } from './website';

/**
 * Requests per client address per 5 minutes on the anonymous calls, before WAF blocks that address for
 * the rest of the window. A sign-up with its code and a couple of typos is about 10 calls, a login
 * 1–3; 100 leaves room for a household or an office behind one address and stops a script at once.
 * The public profile calls are what a visitor's browsing makes (two a profile): 600 is a profile every
 * second for 5 minutes. The handlers' own per-email and per-address limits (docs/architecture.md
 * "Brute force") apply beneath these.
 */
export const ANONYMOUS_RATE_LIMITS = { noToken: 100, publicProfileKey: 600 } as const;
export const RATE_WINDOW_SECONDS = 300;

/** The AWS managed rule groups of the CloudFront ACL, in evaluation order. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/** The public paths (as CloudFront receives them) of the manifest routes of one auth mode. */
export function anonymousPaths(auth: 'none' | 'apiKey'): string[] {
  return [
    ...new Set(routes.filter((route) => route.auth === auth).map((r) => `${API_PATH_PREFIX}/${r.path}`)),
  ];
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const uriIs = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const anyOf = (statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

function rateRule(
  name: string,
  priority: number,
  limit: number,
  paths: string[],
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        aggregateKeyType: 'IP',
        scopeDownStatement: anyOf(paths.map(uriIs)),
      },
    },
    visibilityConfig: visibility(name),
  };
}

export interface EdgeStackProps extends StackProps {
  stage: string;
}

/** The us-east-1 stack of a stage: the CloudFront web ACL. */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (this.region !== 'us-east-1') throw new Error('CloudFront web ACLs live in us-east-1');

    const managed: wafv2.CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((name, index) => ({
      name,
      priority: index,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    }));
    this.webAcl = new wafv2.CfnWebACL(this, 'SiteAcl', {
      name: `playjoin-${props.stage}-site`,
      description: 'PlayJoin CloudFront: AWS managed rules and per-address limits on the anonymous calls',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`playjoin-${props.stage}-site`),
      rules: [
        ...managed,
        rateRule(
          'AnonymousCallsPerAddress',
          managed.length,
          ANONYMOUS_RATE_LIMITS.noToken,
          anonymousPaths('none'),
        ),
        rateRule(
          'PublicProfilesPerAddress',
          managed.length + 1,
          ANONYMOUS_RATE_LIMITS.publicProfileKey,
          anonymousPaths('apiKey'),
        ),
      ],
    });
  }
}

export interface OriginGuardProps {
  stage: string;
  /** arn:…:apigateway:<region>::/restapis/<id>/stages/<stage> */
  restStageArn: string;
  /** every value CloudFront may be sending (two while a rotation is under way) */
  originSecrets: string[];
}

/** The REST stage's regional web ACL: only requests that came through CloudFront pass. */
export class OriginGuard extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: OriginGuardProps) {
    super(scope, id);
    const carriesSecret = anyOf(
      props.originSecrets.map((secret) => ({
        byteMatchStatement: {
          fieldToMatch: { singleHeader: { Name: ORIGIN_SECRET_HEADER } },
          positionalConstraint: 'EXACTLY',
          searchString: secret,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      })),
    );
    this.webAcl = new wafv2.CfnWebACL(this, 'Acl', {
      name: `playjoin-${props.stage}-rest-origin`,
      description: 'PlayJoin REST stage: refuses requests that did not come through CloudFront',
      scope: 'REGIONAL',
      defaultAction: { block: {} },
      visibilityConfig: visibility(`playjoin-${props.stage}-rest-origin`),
      rules: [
        {
          name: 'FromCloudFront',
          priority: 0,
          action: { allow: {} },
          statement: carriesSecret,
          visibilityConfig: visibility('FromCloudFront'),
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.restStageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
