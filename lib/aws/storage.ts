/**
 * S3: the access-log bucket and the media bucket (profile images, game covers, flags, chronicle media).
 * Media keys all start with `media/`; CloudFront serves them at `/media/*` and browsers upload with
 * presigned PUTs issued by the upload services.
 */
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { MEDIA_UPLOAD_CORS } from '../contract/infrastructure';

/** The prefix every media object key carries (conventions: media/userprofileimages/…, media/games/…). */
export const MEDIA_PREFIX = 'media/';
/**
 * Where presigned uploads wait to be checked (chronicle media: uploads/chronicle/<uuid>/…): outside
 * `media/`, so CloudFront never serves an unchecked file; what no post takes expires after a day.
 */
export const UPLOADS_PREFIX = 'uploads/';
export const UPLOADS_EXPIRE_AFTER = Duration.days(1);

/**
 * Settings every bucket of the stack shares: private, TLS only, encrypted, owner-enforced objects.
 * Outside prod (removal policy DESTROY) a bucket empties itself when the stack is destroyed (CDK's
 * auto-delete custom resource), so `cdk destroy` of a dev stage goes through.
 */
export function privateBucketProps(removalPolicy: RemovalPolicy): s3.BucketProps {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: s3.BucketEncryption.S3_MANAGED,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy,
    autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
  };
}

/**
 * The buckets whose objects are the product (media, the site) keep versions: an overwritten or deleted
 * object can be restored for NONCURRENT_VERSIONS_KEPT_FOR, then its old version expires.
 */
export const NONCURRENT_VERSIONS_KEPT_FOR = Duration.days(30);
export const VERSIONED_BUCKET_RULES: s3.LifecycleRule[] = [
  {
    id: 'ExpireOldVersions',
    noncurrentVersionExpiration: NONCURRENT_VERSIONS_KEPT_FOR,
    expiredObjectDeleteMarker: true,
  },
];

/**
 * The media bucket's name is derived from the stage, account and region rather than generated. CloudFront
 * needs the bucket's domain name and the bucket's CORS rule needs CloudFront's domain name; with a
 * generated name the two resources would reference each other. With a known name the distribution's
 * origin refers to the name only and the cycle disappears.
 */
export function mediaBucketName(stage: string): string {
  return `playjoin-${stage}-media-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

export interface StorageProps {
  stage: string;
  removalPolicy: RemovalPolicy;
  logRetention: Duration;
}

export class Storage extends Construct {
  /** server access logs of the other buckets and CloudFront's standard logs */
  readonly logBucket: s3.Bucket;
  readonly mediaBucket: s3.Bucket;
  readonly mediaBucketName: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      ...privateBucketProps(props.removalPolicy),
      // CloudFront standard logging writes with the awslogsdelivery account's ACL grant, so this one bucket
      // keeps ACLs enabled (owner preferred); public access stays blocked.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { expiration: props.logRetention, abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    this.mediaBucketName = mediaBucketName(props.stage);
    this.mediaBucket = new s3.Bucket(this, 'MediaBucket', {
      ...privateBucketProps(props.removalPolicy),
      bucketName: this.mediaBucketName,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/media/',
      versioned: true,
      lifecycleRules: [
        ...VERSIONED_BUCKET_RULES,
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'ExpireUnpostedUploads', prefix: UPLOADS_PREFIX, expiration: UPLOADS_EXPIRE_AFTER },
      ],
    });
  }

  /** Browsers PUT presigned uploads straight to the bucket from the site's origin(s). */
  allowBrowserUploadsFrom(origins: string[]): void {
    this.mediaBucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: MEDIA_UPLOAD_CORS.allowedMethods.map((method) => s3.HttpMethods[method]),
      allowedHeaders: [...MEDIA_UPLOAD_CORS.allowedHeaders],
      exposedHeaders: [...MEDIA_UPLOAD_CORS.exposedHeaders],
      maxAge: MEDIA_UPLOAD_CORS.maxAgeSeconds,
    });
  }

  /** Lets one CloudFront distribution (origin access control) read the media objects and nothing else. */
  allowDistributionReads(distributionArn: string): void {
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowCloudFrontReadMedia',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects(`${MEDIA_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': distributionArn } },
      }),
    );
  }
}
