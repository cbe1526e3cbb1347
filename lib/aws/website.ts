/**
 * The site: the SPA bucket and one CloudFront distribution that serves, on one origin,
 *   /          the SPA (dist/web) with client-route fallback to /index.html,
 *   /api/*     the REST API (same origin as the page, so no CORS and no preflights),
 *   /media/*   the media bucket's `media/` keys,
 * the same layout the local twin serves at http://localhost:3000.
 */
import { Annotations, Aws, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  SECURITY_HEADERS,
  type CspSources,
  type SiteEndpoints,
} from '../contract/security-headers';
import { acknowledge } from './nag';
import { MEDIA_PREFIX, privateBucketProps, VERSIONED_BUCKET_RULES } from './storage';

export const API_PATH_PREFIX = '/api';
/**
 * The header CloudFront adds to every /api request with the origin secret; the REST stage's web ACL
 * (lib/aws/waf.ts OriginGuard) refuses requests without it. CloudFront replaces a viewer's header of
 * the same name, so no client can set it.
 */
export const ORIGIN_SECRET_HEADER = 'x-playjoin-origin-secret';
export const MEDIA_PATH_PREFIX = `/${MEDIA_PREFIX.replace(/\/$/, '')}`;

/**
 * Client-route fallback as a viewer-request function: a path whose last segment has no file extension
 * is an SPA route and gets /index.html. Unlike 403/404 error responses, this leaves real misses under
 * /media/* and /api/* (and missing assets) answering with their own status.
 */
export const SPA_FALLBACK_FUNCTION = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** /api/pjgame/pjgame → /pjgame/pjgame; the origin path adds the stage (/prod/pjgame/pjgame). */
export const API_PREFIX_FUNCTION = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${API_PATH_PREFIX.length}) || '/';
  return request;
}`;

/**
 * The /api behaviour's origin request policy, the managed AllViewerExceptHostHeader: every viewer
 * header (Authorization, x-api-key, Content-Type) and query string except Host, which API Gateway
 * must see as its own, plus every CloudFront header, CloudFront-Viewer-Address among them: the only
 * client address the handlers trust (lambdas/http/client-address.ts). No custom policy can say the
 * same: a header allow list may not name Authorization, "all viewer headers except Host" adds no
 * CloudFront header, and "all viewer headers and these CloudFront ones" forwards Host.
 */
export const API_ORIGIN_REQUEST_POLICY = cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER;

const FRAME_OPTIONS = {
  DENY: cloudfront.HeadersFrameOption.DENY,
} as const satisfies Record<(typeof SECURITY_HEADERS)['frameOptions'], cloudfront.HeadersFrameOption>;

const REFERRER_POLICIES = {
  'strict-origin-when-cross-origin': cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
} as const satisfies Record<(typeof SECURITY_HEADERS)['referrerPolicy'], cloudfront.HeadersReferrerPolicy>;

/**
 * CloudFront's response headers policy for the shared definition (lib/contract/security-headers.ts),
 * which the twin's gateway sends too: the security headers CloudFront knows by name, and
 * Permissions-Policy as a custom header. CloudFront serves https only here, so HSTS and
 * upgrade-insecure-requests are always on.
 */
export function securityHeadersConfig(
  endpoints: SiteEndpoints,
  extra: CspSources,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const hsts = SECURITY_HEADERS.strictTransportSecurity;
  return {
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ endpoints, extra, secureTransport: true }),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        override: true,
      },
      frameOptions: { frameOption: FRAME_OPTIONS[SECURITY_HEADERS.frameOptions], override: true },
      // CloudFront's only X-Content-Type-Options value is nosniff (SECURITY_HEADERS.contentTypeOptions)
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: REFERRER_POLICIES[SECURITY_HEADERS.referrerPolicy],
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: SECURITY_HEADERS.permissionsPolicy, override: true },
      ],
    },
  };
}

export interface WebsiteProps {
  removalPolicy: RemovalPolicy;
  logBucket: s3.IBucket;
  /**
   * The REST API by id and stage, not as an object: the origin must not depend on the API's deployment,
   * which depends on the functions, whose MEDIA_BASE_URL depends on this distribution.
   */
  restApiId: string;
  restApiStageName: string;
  /** the media bucket's name; referenced by name so the bucket's CORS can name this distribution */
  mediaBucketName: string;
  siteDomain?: { domainName: string; certificateArn: string };
  /** wss:// origins of the WebSocket APIs */
  socketOrigins: string[];
  region: string;
  cspSources: CspSources;
  /** the value CloudFront sends in ORIGIN_SECRET_HEADER (a Secrets Manager dynamic reference) */
  originSecret: string;
  /** the us-east-1 web ACL of the distribution (lib/aws/waf.ts EdgeStack) */
  webAclArn: string;
}

export class Website extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain or CloudFront domain>, without a trailing slash */
  readonly siteUrl: string;
  /** every origin the site is reachable at (CloudFront's domain, and the custom domain if any) */
  readonly siteOrigins: string[];

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      ...privateBucketProps(props.removalPolicy),
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      // a bad deploy of the SPA can be undone object by object (docs/RUNBOOK.md "Rolling back the web")
      versioned: true,
      lifecycleRules: [...VERSIONED_BUCKET_RULES, { abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
      description: 'PlayJoin site and media buckets',
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessControl,
    });
    const mediaBucketRef = s3.Bucket.fromBucketAttributes(this, 'MediaBucketByName', {
      bucketName: props.mediaBucketName,
      bucketRegionalDomainName: `${props.mediaBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    });
    const mediaOrigin = origins.S3BucketOrigin.withOriginAccessControl(mediaBucketRef, {
      originAccessControl,
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'PlayJoin security headers (lib/contract/security-headers.ts)',
      ...securityHeadersConfig(
        {
          sockets: props.socketOrigins,
          identity: `https://cognito-idp.${props.region}.${Aws.URL_SUFFIX}`,
          uploads: `https://${props.mediaBucketName}.s3.${props.region}.${Aws.URL_SUFFIX}`,
        },
        props.cspSources,
      ),
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'SPA client routes to /index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const apiPrefix = new cloudfront.Function(this, 'ApiPrefix', {
      comment: 'Strips /api before the REST API origin',
      code: cloudfront.FunctionCode.fromInline(API_PREFIX_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    const domain = props.siteDomain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'PlayJoin site, API and media',
      defaultRootObject: 'index.html',
      domainNames: domain ? [domain.domainName] : undefined,
      certificate: domain
        ? acm.Certificate.fromCertificateArn(this, 'SiteCertificate', domain.certificateArn)
        : undefined,
      minimumProtocolVersion: domain ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      // players are everywhere the five interface languages are spoken (Americas, Europe, Japan, Korea, Brazil)
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [`${API_PATH_PREFIX}/*`]: {
          origin: new origins.HttpOrigin(`${props.restApiId}.execute-api.${props.region}.${Aws.URL_SUFFIX}`, {
            originPath: `/${props.restApiStageName}`,
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: API_ORIGIN_REQUEST_POLICY,
          responseHeadersPolicy: headers,
          functionAssociations: [
            { function: apiPrefix, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
        },
        [`${MEDIA_PATH_PREFIX}/*`]: {
          origin: mediaOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
      },
    });
    // the media bucket is referenced by name (see storage.ts); its policy statement for this distribution
    // is added by Storage.allowDistributionReads
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket is defined in this stack; Storage.allowDistributionReads grants this distribution read access.',
    );

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'PlayJoin is for players worldwide (five interface languages); there is no country it must refuse.',
    );
    if (!domain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose TLS policy CloudFront ' +
          'fixes; deploying with playjoin:siteDomain and playjoin:siteCertificateArn sets TLSv1.2_2021.',
      );
    }

    this.siteOrigins = [`https://${this.distribution.distributionDomainName}`];
    if (domain) this.siteOrigins.push(`https://${domain.domainName}`);
    this.siteUrl = domain
      ? `https://${domain.domainName}`
      : `https://${this.distribution.distributionDomainName}`;
  }
}
