/**
 * Lambda functions. `PlayJoinFunction` holds the defaults every handler shares and the bindings that
 * set an environment variable and its IAM grant in one call; `ServiceFunctions` creates one function per
 * REST service of the route manifest.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Aws, Stack, type Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  HANDLER_ENTRIES as ENTRY_PATHS,
  routes,
  serviceOf,
  TABLE_DEFINITION,
  type SocketHandlerName,
} from '../contract';
import { lambdaCode } from './bundling';
import { acknowledge, iamResourceFinding, LAMBDA_BASIC_EXECUTION_FINDING } from './nag';
import { FUNCTION_DEFAULTS, RESERVED_CONCURRENCY, type LogLevel } from './settings';
import {
  assertAccessTablesMatchManifest,
  manifestServices,
  serviceAccess,
  type HandlerAccess,
} from './service-access';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/** The handler entries of lib/contract/handlers.ts, resolved against the repository root. */
export const HANDLER_ENTRIES = {
  service: (service: string) => path.join(PROJECT_ROOT, ENTRY_PATHS.service(service)),
  socket: (name: SocketHandlerName) => path.join(PROJECT_ROOT, ENTRY_PATHS.socket(name)),
  streams: path.join(PROJECT_ROOT, ENTRY_PATHS.streams),
  roomTicks: path.join(PROJECT_ROOT, ENTRY_PATHS.roomTicks),
  customMessage: path.join(PROJECT_ROOT, ENTRY_PATHS.customMessage),
} as const;

/** DynamoDB data-plane actions; transactions need the same ones per item. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** What every handler is configured with (conventions: lambdas/config.ts reads these variables). */
export interface RuntimeConfig {
  table: dynamodb.ITable;
  /** the media bucket's (deterministic) name, see storage.ts mediaBucketName */
  mediaBucketName: string;
  /** public base where `media/...` keys are served, e.g. https://<site>/media */
  mediaBaseUrl: string;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  logLevel: LogLevel;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  /** the deployment's stage (log group names) */
  stage: string;
}

/** Where a function logs: one named group per function, so an operator finds it by the service's name. */
export function functionLogGroupName(stage: string, serviceName: string): string {
  return `/playjoin/${stage}/lambda/${serviceName}`;
}

export interface PlayJoinFunctionProps {
  /** the handler's entry file, by convention */
  entry: string;
  /** the deployment's stage: part of the log group's name */
  stage: string;
  /** concurrency kept for this function alone (and its ceiling); settings.ts RESERVED_CONCURRENCY */
  reservedConcurrency?: number;
  /** POWERTOOLS_SERVICE_NAME: the service, socket handler or `streams` */
  serviceName: string;
  description: string;
  logLevel: LogLevel;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  timeout?: Duration;
}

/**
 * A handler bundled by esbuild (locally, never Docker) with the shared runtime defaults:
 * - Node.js 22 on ARM64 (Graviton: about 20% cheaper per GB-second for the same work).
 * - 512 MB: Lambda allots CPU in proportion to memory, so 512 MB gets four times the CPU of 128 MB for
 *   cold starts (SDK clients, valibot schemas) and JSON work; calls that finish sooner cost about the same.
 * - 10 s timeout: every REST call is a handful of DynamoDB/Cognito requests; API Gateway gives up at 29 s.
 * - JSON logs (Lambda's own lines and lambdas/log.ts lines alike) into a log group with a retention.
 * - Bundling (lib/aws/bundling.ts: all handlers in one esbuild run): CommonJS, minified, source maps
 *   (without sources), nothing external.
 *   CommonJS rather than ESM because some dependencies are CommonJS and call `require` at run time,
 *   which an ESM bundle can only serve through a createRequire banner; the conventions forbid top-level
 *   await, so ESM would buy nothing. `mainFields` prefers each package's ESM build, so esbuild still
 *   tree-shakes the AWS SDK v3 clients as well as it would for an ESM output.
 *   The SDK is bundled rather than taken from the runtime: the code then runs the SDK version it was
 *   tested with (package-lock), not whatever version the runtime ships that week; the minified,
 *   tree-shaken bundle (about 0.4–0.6 MB per function, SDK included; see `npm run bench`) loads from one file with no
 *   node_modules resolution at cold start.
 */
export class PlayJoinFunction extends lambda.Function {
  /** the entry file the conventions name for this handler (whether or not it exists yet) */
  readonly handlerEntry: string;
  readonly serviceName: string;

  constructor(scope: Construct, id: string, props: PlayJoinFunctionProps) {
    super(scope, id, {
      handler: 'index.handler',
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: FUNCTION_DEFAULTS.memorySize,
      timeout: props.timeout ?? FUNCTION_DEFAULTS.timeout,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel[props.logLevel],
      // INFO keeps the platform's report line of each invocation: duration, memory and, on a cold
      // start, initDurationMs (the dashboard's cold starts); about 0.3 KB an invocation
      systemLogLevelV2: lambda.SystemLogLevel.INFO,
      logGroup: new logs.LogGroup(scope, `${id}Logs`, {
        logGroupName: functionLogGroupName(props.stage, props.serviceName),
        retention: props.logRetention,
        removalPolicy: props.removalPolicy,
      }),
      // X-Ray: a trace per invocation with its init and invocation segments, joined to API Gateway's
      // (the REST stage traces too); handlers add no X-Ray SDK, so the bundles and their cold load are unchanged
      tracing: lambda.Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrency,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        LOG_LEVEL: props.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      },
      code: lambdaCode(resolveEntry(scope, id, props.entry)),
    });
    this.handlerEntry = props.entry;
    this.serviceName = props.serviceName;

    acknowledge(
      this,
      'AwsSolutions-IAM5[Resource::*]',
      'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions (they must ' +
        'name *). Stream readers also call dynamodb:ListStreams, which has none either; their record reads are granted ' +
        "on this table's stream ARN only.",
    );

    acknowledge(
      this,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the conventions fix: handlers are tested on Node 20 locally and must behave the ' +
        'same on the Lambda runtime; moving to a newer LTS is a deliberate, tested change.',
    );
    acknowledge(
      this,
      LAMBDA_BASIC_EXECUTION_FINDING,
      'AWSLambdaBasicExecutionRole grants only CreateLogGroup/CreateLogStream/PutLogEvents, the minimum to write ' +
        'logs; AWS maintains it. Data access is granted separately and narrowly.',
    );
  }

  /** Every variable lambdas/config.ts reads, each set together with the grant that goes with it. */
  bindRuntime(config: RuntimeConfig, access: HandlerAccess): this {
    return this.bindTable(config.table, access.table)
      .bindMedia(config.mediaBucketName, config.mediaBaseUrl, access.mediaUploadPrefixes)
      .bindMediaChecks(config.mediaBucketName, access.mediaCheckPrefixes)
      .bindMediaPublishes(config.mediaBucketName, access.mediaPublishPrefixes)
      .bindUserPool(config.userPool, config.userPoolClient, access.cognitoActions);
  }

  /**
   * TABLE_NAME and the matching data-plane grant on the table and its indexes, named one by one from
   * TABLE_DEFINITION (CDK's grantReadData would allow `index/*`).
   */
  bindTable(table: dynamodb.ITable, access: 'read' | 'readWrite'): this {
    this.addEnvironment('TABLE_NAME', table.tableName);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions:
          access === 'read' ? [...TABLE_READ_ACTIONS] : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
        resources: [
          table.tableArn,
          ...TABLE_DEFINITION.indexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
    return this;
  }

  /** MEDIA_BUCKET, MEDIA_BASE_URL and, for upload services, s3:PutObject on their key prefixes (presigned PUTs). */
  bindMedia(bucketName: string, baseUrl: string, keyPrefixes: readonly string[]): this {
    this.addEnvironment('MEDIA_BUCKET', bucketName);
    this.addEnvironment('MEDIA_BASE_URL', baseUrl);
    for (const prefix of keyPrefixes) {
      const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/${prefix}*`;
      this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [objects] }));
      acknowledge(
        this,
        iamResourceFinding(this, objects),
        `Presigned uploads create new keys (${prefix}<generated id>.<ext>) that cannot be listed in advance; ` +
          'the grant is PutObject only, within this one folder of the media bucket.',
      );
    }
    return this;
  }

  /** s3:GetObject and s3:DeleteObject on the key prefixes whose uploads this handler checks (picture checks). */
  bindMediaChecks(bucketName: string, keyPrefixes: readonly string[]): this {
    for (const prefix of keyPrefixes) {
      const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/${prefix}*`;
      this.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [objects] }),
      );
      acknowledge(
        this,
        iamResourceFinding(this, objects),
        `Uploaded pictures (${prefix}<generated id>.<ext>) are checked by their size and first bytes before ` +
          'they become a picture, and deleted when refused; the grant is GetObject/DeleteObject within this one folder.',
      );
    }
    return this;
  }

  /** s3:PutObject on the key prefixes this handler publishes checked uploads into (CopyObject's write). */
  bindMediaPublishes(bucketName: string, keyPrefixes: readonly string[]): this {
    for (const prefix of keyPrefixes) {
      const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/${prefix}*`;
      this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [objects] }));
      acknowledge(
        this,
        iamResourceFinding(this, objects),
        `Checked uploads are published as new keys (${prefix}<post id>.<ext>) that cannot be listed in advance; ` +
          'the grant is PutObject only (the copy), within this one folder of the media bucket.',
      );
    }
    return this;
  }

  /** USER_POOL_ID / USER_POOL_CLIENT_ID and the Cognito admin actions this handler calls, on this pool only. */
  bindUserPool(
    pool: cognito.IUserPool,
    client: cognito.IUserPoolClient,
    adminActions: readonly string[],
  ): this {
    this.addEnvironment('USER_POOL_ID', pool.userPoolId);
    this.addEnvironment('USER_POOL_CLIENT_ID', client.userPoolClientId);
    if (adminActions.length > 0) {
      this.addToRolePolicy(
        new iam.PolicyStatement({ actions: [...adminActions], resources: [pool.userPoolArn] }),
      );
    }
    return this;
  }
}

/**
 * NodejsFunction refuses an entry that does not exist, even when bundling is skipped. The handlers are
 * written alongside this stack, so when bundling is skipped (unit tests, `cdk synth -c
 * aws:cdk:bundling-stacks=[]`) a missing entry is reported as a warning and this file stands in for it:
 * nothing is bundled, so nothing of it is deployed. When bundling is required (`cdk synth`, `cdk deploy`)
 * a missing entry stops the synth.
 */
function resolveEntry(scope: Construct, id: string, entry: string): string {
  if (fs.existsSync(entry)) return entry;
  const relative = path.relative(PROJECT_ROOT, entry);
  if (Stack.of(scope).bundlingRequired) {
    throw new Error(`handler entry ${relative} for ${id} does not exist; bundling needs it`);
  }
  Annotations.of(scope).addWarningV2(
    'playjoin:missingHandlerEntry',
    `handler entry ${relative} for ${id} does not exist yet (bundling skipped, synth continues)`,
  );
  return __filename;
}

export interface ServiceFunctionsProps {
  config: RuntimeConfig;
}

/** One function per REST service, created from the route manifest, each with its least-privilege grants. */
export class ServiceFunctions extends Construct {
  readonly byService: ReadonlyMap<string, PlayJoinFunction>;

  constructor(scope: Construct, id: string, props: ServiceFunctionsProps) {
    super(scope, id);
    const { config } = props;
    assertAccessTablesMatchManifest();
    const byService = new Map<string, PlayJoinFunction>();
    for (const service of manifestServices()) {
      const operations = routes.filter((route) => serviceOf(route.path) === service).length;
      const fn = new PlayJoinFunction(this, service, {
        entry: HANDLER_ENTRIES.service(service),
        serviceName: service,
        description: `PlayJoin ${service}: ${operations} REST operation(s)`,
        stage: config.stage,
        reservedConcurrency: RESERVED_CONCURRENCY.services[service],
        logLevel: config.logLevel,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
      });
      fn.bindRuntime(config, serviceAccess(service));
      byService.set(service, fn);
    }
    this.byService = byService;
  }

  get(service: string): PlayJoinFunction {
    const fn = this.byService.get(service);
    if (!fn) throw new Error(`no function for service ${service}`);
    return fn;
  }
}
