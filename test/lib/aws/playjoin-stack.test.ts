import * as childProcess from 'node:child_process';
import { Aws, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import {
  CUSTOM_MESSAGE_NAME,
  routes,
  serviceOf,
  sockets,
  TABLE_DEFINITION,
  webConfigSchema,
  LIMITS,
  type RouteDefinition,
} from '../../../lib/contract';
import {
  COGNITO_ADMIN_ACTIONS,
  MEDIA_CHECKS,
  MEDIA_PUBLISHES,
  MEDIA_UPLOADS,
  manifestServices,
} from '../../../lib/aws/service-access';
import { MAIL_FROM_NAME } from '../../../lib/aws/auth';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../../lib/aws/functions';
import { flattenCfnValue } from '../../../lib/aws/nag';
import { ALARM_THRESHOLDS } from '../../../lib/aws/monitoring';
import { ANONYMOUS_RATE_LIMITS, MANAGED_RULE_GROUPS } from '../../../lib/aws/waf';
import { ORIGIN_SECRET_HEADER } from '../../../lib/aws/website';
import { CONTEXT, DEFAULT_MAIL_FROM, RESERVED_CONCURRENCY } from '../../../lib/aws/settings';
import { securityHeaders } from '../../../lib/contract/security-headers';
import {
  headersOfPolicy,
  PROD_CONTEXT,
  resourcesOf,
  synthesise,
  type CfnJson,
  type Synthesised,
} from './synth';
import { REPLAY_OUTPUTS } from '../../../scripts/ops/replay-failures';
import { SEED_OUTPUTS } from '../../../scripts/ops/seed-stage';
import { stackName } from '../../../scripts/ops/stack-outputs';

type Resources = ReturnType<typeof resourcesOf>;

// esbuild's synchronous API runs its binary through execFileSync with a --service argument
const execFileSync = jest.spyOn(childProcess, 'execFileSync');
let synth: Synthesised;

beforeAll(() => {
  synth = synthesise(PROD_CONTEXT);
});

afterAll(() => {
  execFileSync.mockRestore();
});

/** The manifest path ('pjgame/pjgame') of each API Gateway resource, by logical id. */
function resourcePaths(resources: Resources): Map<string, string> {
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const { ParentId, PathPart } = resources[id]!.Properties;
    const parent = ParentId.Ref ? pathOf(ParentId.Ref) : '';
    const full = parent ? `${parent}/${PathPart}` : PathPart;
    paths.set(id, full);
    return full;
  };
  for (const id of Object.keys(resources)) pathOf(id);
  return paths;
}

/** Method logical id → the manifest route it serves. */
function methodsByRoute(): Map<string, { id: string; props: CfnJson }> {
  const paths = resourcePaths(resourcesOf(synth.template, 'AWS::ApiGateway::Resource'));
  const byRoute = new Map<string, { id: string; props: CfnJson }>();
  for (const [id, method] of Object.entries(resourcesOf(synth.template, 'AWS::ApiGateway::Method'))) {
    const resourceRef = method.Properties.ResourceId.Ref as string;
    const key = `${method.Properties.HttpMethod} ${paths.get(resourceRef)}`;
    expect(byRoute.has(key)).toBe(false);
    byRoute.set(key, { id, props: method.Properties });
  }
  return byRoute;
}

/** Nested-stack functions by logical id, with their POWERTOOLS_SERVICE_NAME. */
function handlerFunctions(): Map<string, CfnJson> {
  return new Map(
    Object.entries(resourcesOf(synth.handlersTemplate, 'AWS::Lambda::Function')).map(([id, fn]) => [
      id,
      fn.Properties,
    ]),
  );
}

/** The service whose function a parent-stack value `{ Fn::GetAtt: [nestedStack, 'Outputs.X'] }` names. */
function serviceOfNestedOutput(getAtt: [string, string]): string {
  const outputName = getAtt[1].replace(/^Outputs\./, '');
  const output = synth.handlersTemplate.toJSON().Outputs[outputName];
  const functionId = output.Value['Fn::GetAtt'][0] as string;
  return handlerFunctions().get(functionId)!.Environment.Variables.POWERTOOLS_SERVICE_NAME;
}

function policiesOfRole(template: typeof synth.template, roleId: string): CfnJson[] {
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((role: CfnJson) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

function functionOfService(service: string): [string, CfnJson] {
  const entry = [...handlerFunctions()].find(
    ([, fn]) => fn.Environment.Variables.POWERTOOLS_SERVICE_NAME === service,
  );
  if (!entry) throw new Error(`no function for ${service}`);
  return entry;
}

describe('bundling in unit tests', () => {
  it('never runs esbuild: the aws:cdk:bundling-stacks context skips it', () => {
    const bundles = execFileSync.mock.calls.filter(([, args]) =>
      ((args ?? []) as readonly string[]).some((arg) => arg.startsWith('--service=')),
    );

    expect(synth.stack.bundlingRequired).toBe(false);
    expect(bundles).toEqual([]);
  });
});

describe('REST API', () => {
  it('has exactly one method per manifest route and no others (CloudFront makes it same-origin: no OPTIONS)', () => {
    const methods = methodsByRoute();

    expect([...methods.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    synth.template.resourceCountIs('AWS::ApiGateway::Method', routes.length);
  });

  it.each(routes.map((r): [string, RouteDefinition] => [`${r.method} ${r.path}`, r]))(
    '%s carries the auth mode of its manifest entry',
    (key, route) => {
      const { props } = methodsByRoute().get(key)!;

      if (route.auth === 'cognito') {
        expect(props.AuthorizationType).toBe('COGNITO_USER_POOLS');
        expect(props.AuthorizerId).toEqual({ Ref: expect.stringMatching(/CognitoAuthorizer/) });
        expect(props.ApiKeyRequired).toBeUndefined();
      } else {
        expect(props.AuthorizationType).toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
        expect(props.ApiKeyRequired).toBe(route.auth === 'apiKey' ? true : undefined);
      }
      expect(props.OperationName).toBe(route.name);
    },
  );

  it('integrates every method (Lambda proxy) with the function of serviceOf(path)', () => {
    for (const [key, { props }] of methodsByRoute()) {
      const path = key.split(' ')[1]!;
      const uriParts = props.Integration.Uri['Fn::Join'][1] as unknown[];
      const functionArn = uriParts.find((part: CfnJson) => part?.['Fn::GetAtt']) as {
        'Fn::GetAtt': [string, string];
      };

      expect(props.Integration.Type).toBe('AWS_PROXY');
      expect(props.Integration.IntegrationHttpMethod).toBe('POST');
      expect(serviceOfNestedOutput(functionArn['Fn::GetAtt'])).toBe(serviceOf(path));
    }
  });

  it('builds one resource per distinct path prefix of the manifest', () => {
    const prefixes = new Set(
      routes.flatMap((r) => r.path.split('/').map((_, i, segments) => segments.slice(0, i + 1).join('/'))),
    );

    expect(new Set(resourcePaths(resourcesOf(synth.template, 'AWS::ApiGateway::Resource')).values())).toEqual(
      prefixes,
    );
  });

  it('uses a Cognito user-pool authorizer on the Authorization header', () => {
    synth.template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
      ProviderARNs: [{ 'Fn::GetAtt': [Match.stringLikeRegexp('AuthUserPool'), 'Arn'] }],
    });
  });

  it('deploys stage prod with JSON access logs, error execution logs and throttling', () => {
    const stage = Object.values(resourcesOf(synth.template, 'AWS::ApiGateway::Stage'))[0]!.Properties;
    const format = JSON.parse(stage.AccessLogSetting.Format);

    expect(stage.StageName).toBe('prod');
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    expect(stage.MethodSettings).toEqual([
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        LoggingLevel: 'ERROR',
        DataTraceEnabled: false,
        ThrottlingRateLimit: expect.any(Number),
        ThrottlingBurstLimit: expect.any(Number),
      }),
    ]);
  });

  it('gives the public-profile key a usage plan with throttle and a daily quota', () => {
    synth.template.resourceCountIs('AWS::ApiGateway::ApiKey', 1);
    synth.template.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
      Throttle: { RateLimit: Match.anyValue(), BurstLimit: Match.anyValue() },
      Quota: { Limit: Match.anyValue(), Period: 'DAY' },
      ApiStages: [Match.objectLike({ Stage: Match.anyValue() })],
    });
    synth.template.resourceCountIs('AWS::ApiGateway::UsagePlanKey', 1);
  });

  it('lets API Gateway invoke each service function once, scoped to this API', () => {
    const permissions = Object.values(resourcesOf(synth.template, 'AWS::Lambda::Permission')).filter((p) =>
      p.Properties.FunctionName['Fn::GetAtt']?.[1].startsWith('Outputs.'),
    );
    const services = permissions.map((p) => serviceOfNestedOutput(p.Properties.FunctionName['Fn::GetAtt']));

    expect(services.sort()).toEqual(manifestServices().sort());
  });
});

describe('Lambda functions', () => {
  it('has one function per manifest service, plus the stream processor and the room-ticks consumer', () => {
    const services = [...handlerFunctions().values()].map(
      (fn) => fn.Environment.Variables.POWERTOOLS_SERVICE_NAME,
    );
    const streamReaders = ['streams', 'room-ticks'];

    expect(services.filter((s) => !streamReaders.includes(s)).sort()).toEqual(manifestServices().sort());
    expect(services.filter((s) => streamReaders.includes(s)).sort()).toEqual(streamReaders.sort());
    expect(new Set(services).size).toBe(services.length);
  });

  it('records the conventional entry of every function', () => {
    for (const fn of synth.stack.handlers.services.byService.values()) {
      expect(fn.handlerEntry).toMatch(new RegExp(`/lambdas/services/${fn.serviceName}/index\\.ts$`));
    }
    expect(synth.stack.handlers.streams.handler.handlerEntry).toMatch(/\/lambdas\/streams\/index\.ts$/);
    expect(synth.stack.handlers.roomTicks.handler.handlerEntry).toMatch(
      /\/lambdas\/streams\/room-ticks\.ts$/,
    );
  });

  it('runs every PlayJoin function on Node 22 / ARM64, 512 MB, JSON logs, the full runtime environment', () => {
    const socketFunctions = Object.values(resourcesOf(synth.template, 'AWS::Lambda::Function'))
      .map((fn) => fn.Properties)
      .filter((fn) => fn.Environment?.Variables?.POWERTOOLS_SERVICE_NAME)
      // the CustomMessage trigger reads nothing (Cognito, below)
      .filter((fn) => fn.Environment.Variables.POWERTOOLS_SERVICE_NAME !== CUSTOM_MESSAGE_NAME);
    const all = [...handlerFunctions().values(), ...socketFunctions];

    expect(all).toHaveLength(manifestServices().length + 2 + 5);
    for (const fn of all) {
      expect(fn).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'INFO' },
      });
      expect(Object.keys(fn.Environment.Variables).sort()).toEqual(
        [
          'LOG_LEVEL',
          'MEDIA_BASE_URL',
          'MEDIA_BUCKET',
          'NODE_OPTIONS',
          'POWERTOOLS_SERVICE_NAME',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
        ].sort(),
      );
      expect(fn.Environment.Variables.LOG_LEVEL).toBe('INFO');
      expect(fn.LoggingConfig.LogGroup).toBeDefined();
    }
    for (const fn of handlerFunctions().values()) {
      const service = fn.Environment.Variables.POWERTOOLS_SERVICE_NAME;
      expect(fn.Timeout).toBe(service === 'streams' || service === 'room-ticks' ? 60 : 10);
    }
  });

  it('serves media from the site under /media', () => {
    const [, fn] = functionOfService('pjgame');
    const baseUrl = JSON.stringify(fn.Environment.Variables.MEDIA_BASE_URL);

    expect(baseUrl).toContain('DomainName');
    expect(baseUrl).toMatch(/\/media"\]\]\}$/);
  });

  it.each(manifestServices())('grants %s only the table, media and Cognito access it needs', (service) => {
    const [id, fn] = functionOfService(service);
    const statements = policiesOfRole(synth.handlersTemplate, fn.Role['Fn::GetAtt'][0]);
    const actions = statements.flatMap((s) => [s.Action].flat());
    const readOnly = routes.filter((r) => serviceOf(r.path) === service).every((r) => r.method === 'GET');
    void id;

    const tableStatement = statements.find((s) => [s.Action].flat().includes('dynamodb:Query'));
    expect([tableStatement.Action].flat().sort()).toEqual(
      (readOnly ? [...TABLE_READ_ACTIONS] : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]).sort(),
    );
    expect(JSON.stringify(tableStatement.Resource)).not.toContain('*');
    for (const index of TABLE_DEFINITION.indexes) {
      expect(JSON.stringify(tableStatement.Resource)).toContain(`/index/${index.indexName}`);
    }

    const s3Actions = actions.filter((a) => a.startsWith('s3:'));
    const uploads = MEDIA_UPLOADS[service] ?? [];
    const checks = MEDIA_CHECKS[service] ?? [];
    const publishes = MEDIA_PUBLISHES[service] ?? [];
    // the actions, each once (CDK merges statements whose actions are equal into one with their resources)
    expect([...new Set(s3Actions)].sort()).toEqual(
      [
        ...new Set([
          ...uploads.map(() => 's3:PutObject'),
          ...checks.flatMap(() => ['s3:GetObject', 's3:DeleteObject']),
          ...publishes.map(() => 's3:PutObject'),
        ]),
      ].sort(),
    );
    for (const prefix of [...uploads, ...checks, ...publishes]) {
      expect(JSON.stringify(statements)).toContain(`/${prefix}*`);
    }

    const cognitoActions = actions.filter((a) => a.startsWith('cognito-idp:'));
    expect(cognitoActions.sort()).toEqual([...(COGNITO_ADMIN_ACTIONS[service] ?? [])].sort());
    if (cognitoActions.length > 0) {
      const cognitoStatement = statements.find((s) =>
        [s.Action].flat().some((a: string) => a.startsWith('cognito')),
      );
      expect(cognitoStatement.Resource).not.toBe('*');
    }
    expect(actions.filter((a) => a.startsWith('execute-api:'))).toEqual([]);
  });

  it('lets the stream processor close connections (ManageConnections on both socket APIs) through a policy beside the APIs', () => {
    const [, fn] = functionOfService('streams');
    const roleId = fn.Role['Fn::GetAtt'][0] as string;
    const apiIds = Object.keys(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Api'));
    const policies = Object.entries(resourcesOf(synth.template, 'AWS::IAM::Policy')).filter(([id]) =>
      id.includes('streamsCloseConnections'),
    );

    expect(policies).toHaveLength(1);
    const [, policy] = policies[0]!;
    const outputs = synth.handlersTemplate.toJSON().Outputs as Record<string, { Value: CfnJson }>;
    const roleOutputs = Object.entries(outputs)
      .filter(([, output]) => output.Value.Ref === roleId)
      .map(([name]) => name);
    expect(roleOutputs).toHaveLength(1);
    expect(policy.Properties.Roles).toEqual([
      { 'Fn::GetAtt': [expect.stringMatching(/^Handlers/), `Outputs.${roleOutputs[0]}`] },
    ]);
    const statements = policy.Properties.PolicyDocument.Statement as CfnJson[];
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toBe('execute-api:ManageConnections');
    const resources = [statements[0]!.Resource].flat().map((r: unknown) => JSON.stringify(r));
    expect(resources).toHaveLength(apiIds.length);
    for (const apiId of apiIds) {
      expect(resources.some((r) => r.includes(`{"Ref":"${apiId}"},"/prod/*/@connections/*"`))).toBe(true);
    }
    // its own role's policies (nested stack) grant nothing on the APIs
    const ownStatements = policiesOfRole(synth.handlersTemplate, roleId);
    expect(
      ownStatements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('execute-api:')),
    ).toEqual([]);
  });

  it('gives no REST service function a policy on the WebSocket APIs, in either stack', () => {
    const outputs = synth.handlersTemplate.toJSON().Outputs as Record<string, { Value: CfnJson }>;
    const serviceRoles = new Set(
      manifestServices().map((service) => functionOfService(service)[1].Role['Fn::GetAtt'][0]),
    );
    // a parent-stack policy names a nested role through an output of the nested stack
    const nestedRoleOf = (role: CfnJson): string | undefined => {
      if (role.Ref) return role.Ref as string;
      const output = /^Outputs\.(.+)$/.exec(role['Fn::GetAtt']?.[1] ?? '')?.[1];
      return output ? (outputs[output]?.Value.Ref as string | undefined) : undefined;
    };
    const executeApiRoles = [synth.template, synth.handlersTemplate].flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
        .filter((policy) =>
          (policy.Properties.PolicyDocument.Statement as CfnJson[]).some((s) =>
            [s.Action].flat().some((a: string) => a.startsWith('execute-api:')),
          ),
        )
        .flatMap((policy) => (policy.Properties.Roles as CfnJson[]).map(nestedRoleOf)),
    );

    expect(executeApiRoles.filter((role) => role !== undefined && serviceRoles.has(role))).toEqual([]);
    expect(executeApiRoles).toContain(functionOfService('streams')[1].Role['Fn::GetAtt'][0]);
    expect(executeApiRoles).toContain(functionOfService('room-ticks')[1].Role['Fn::GetAtt'][0]);
  });

  it('feeds big rooms’ tick items, and nothing else, to the room-ticks consumer in 1 s batches', () => {
    const [id] = functionOfService('room-ticks');
    synth.handlersTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: id },
      StartingPosition: 'LATEST',
      MaximumBatchingWindowInSeconds: 1,
      MaximumRecordAgeInSeconds: 60,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY'],
              dynamodb: { NewImage: { entity: { S: ['roomTick'] } } },
            }),
          },
        ],
      },
    });
  });

  it('feeds the table stream to the stream processor in retried, bisected batches with an SQS failure queue', () => {
    synth.handlersTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: Match.anyValue(),
      // the mapping starts at the oldest kept record: one created after writes began still applies them
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('Failures'), 'Arn'] } },
      },
    });
    synth.handlersTemplate.hasResource('AWS::SQS::Queue', {
      Properties: { SqsManagedSseEnabled: true },
      // prod keeps the records still to replay when the stack goes
      DeletionPolicy: 'Retain',
    });
  });
});

describe('DynamoDB table', () => {
  it('matches TABLE_DEFINITION: keys, every GSI with its projection, TTL, stream, PITR, on-demand', () => {
    const indexes = TABLE_DEFINITION.indexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection:
        index.projected === 'all'
          ? { ProjectionType: 'ALL' }
          : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projected] },
    }));

    synth.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: TABLE_DEFINITION.streamView },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('Cognito', () => {
  it('signs in by email, verifies by code, recovers by email, and enforces what it can of the password rule', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: LIMITS.passwordMin,
          RequireNumbers: true,
          RequireSymbols: true,
          RequireLowercase: false,
          RequireUppercase: false,
        }),
      },
      DeletionProtection: 'ACTIVE',
    });
    synth.template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('mails through SES in prod: DEVELOPER sending account, the configured sender and its domain identity', () => {
    const pool = Object.values(resourcesOf(synth.template, 'AWS::Cognito::UserPool'))[0]!;
    const mail = pool.Properties.EmailConfiguration;

    expect(mail).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: `${MAIL_FROM_NAME} <${DEFAULT_MAIL_FROM}>`,
    });
    expect(flattenCfnValue(mail.SourceArn)).toBe(
      `arn:aws:ses:${PROD_CONTEXT[CONTEXT.region]}:${PROD_CONTEXT[CONTEXT.account]}:identity/playjoin.example`,
    );
  });

  it("mails codes in the player's language through the CustomMessage trigger, which Cognito may invoke", () => {
    const pool = Object.values(resourcesOf(synth.template, 'AWS::Cognito::UserPool'))[0]!;
    const functions = resourcesOf(synth.template, 'AWS::Lambda::Function');
    const triggerId = pool.Properties.LambdaConfig.CustomMessage['Fn::GetAtt'][0];
    const trigger = functions[triggerId]!.Properties;

    expect(Object.keys(pool.Properties.LambdaConfig)).toEqual(['CustomMessage']);
    expect(synth.stack.auth.customMessage.handlerEntry).toMatch(/\/lambdas\/triggers\/custom-message\.ts$/);
    expect(trigger).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 5,
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: CUSTOM_MESSAGE_NAME } },
    });
    // it reads nothing: no table, bucket or pool in its environment
    expect(Object.keys(trigger.Environment.Variables).sort()).toEqual(
      ['LOG_LEVEL', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME'].sort(),
    );
    synth.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('AuthUserPool'), 'Arn'] },
    });
  });

  it('gives the SPA a public client: password + SRP + refresh, 5 min tokens, 30-day refresh, no existence leaks', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      IdTokenValidity: 5,
      AccessTokenValidity: 5,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });
});

describe('S3 buckets', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = resourcesOf(synth.template, 'AWS::S3::Bucket');
    const policies = Object.values(resourcesOf(synth.template, 'AWS::S3::BucketPolicy'));

    expect(Object.keys(buckets)).toHaveLength(3);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
      expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('lets browsers PUT media from the site origin only, aborts stale multipart uploads, logs access', () => {
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: {
        'Fn::Join': ['', ['playjoin-prod-media-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]],
      },
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedMethods: ['PUT'],
            AllowedOrigins: [
              {
                'Fn::Join': [
                  '',
                  ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('Distribution'), 'DomainName'] }],
                ],
              },
            ],
            AllowedHeaders: ['*'],
            ExposedHeaders: ['ETag'],
            MaxAge: 3000,
          },
        ],
      },
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({ Id: 'ExpireOldVersions' }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          // presigned uploads no post took (chronicle media) expire after a day
          Match.objectLike({
            Id: 'ExpireUnpostedUploads',
            Prefix: 'uploads/',
            ExpirationInDays: 1,
            Status: 'Enabled',
          }),
        ],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/media/' }),
    });
  });

  it('lets only this distribution read media, and only media/ keys', () => {
    const mediaPolicy = Object.values(resourcesOf(synth.template, 'AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('AllowCloudFrontReadMedia'),
    )!;
    const statement = mediaPolicy.Properties.PolicyDocument.Statement.find(
      (s: CfnJson) => s.Sid === 'AllowCloudFrontReadMedia',
    );

    expect(statement).toMatchObject({
      Effect: 'Allow',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
      Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
    });
    expect(JSON.stringify(statement.Resource)).toMatch(/\/media\/\*"\]\]\}$/);
    expect(JSON.stringify(statement.Condition)).toContain('Distribution');
  });
});

describe('WebSocket APIs', () => {
  const apis = () => resourcesOf(synth.template, 'AWS::ApiGatewayV2::Api');
  const routesOf = (apiId: string) =>
    Object.values(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Route'))
      .map((r) => r.Properties)
      .filter((r) => r.ApiId.Ref === apiId);

  it.each(Object.values(sockets).map((s) => [s.name, s] as const))(
    '%s: routes on $request.body.action, $connect authorised by ?auth, one route per contract action',
    (name, definition) => {
      const [apiId, api] = Object.entries(apis()).find(([, a]) => a.Properties.Name.endsWith(`-${name}`))!;
      const apiRoutes = routesOf(apiId);
      const connect = apiRoutes.find((r) => r.RouteKey === '$connect')!;
      const authorizer = Object.values(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Authorizer')).find(
        (a) => a.Properties.ApiId.Ref === apiId,
      )!;

      expect(api.Properties).toMatchObject({
        ProtocolType: 'WEBSOCKET',
        RouteSelectionExpression: '$request.body.action',
      });
      expect(apiRoutes.map((r) => r.RouteKey).sort()).toEqual(
        ['$connect', '$disconnect', '$default', ...Object.keys(definition.routes)].sort(),
      );
      expect(connect.AuthorizationType).toBe('CUSTOM');
      expect(connect.AuthorizerId).toEqual({ Ref: expect.any(String) });
      expect(authorizer.Properties).toMatchObject({
        AuthorizerType: 'REQUEST',
        IdentitySource: ['route.request.querystring.auth'],
      });
      for (const route of apiRoutes.filter((r) => r.RouteKey !== '$connect')) {
        expect(route.AuthorizationType ?? 'NONE').toBe('NONE');
      }
      synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        ApiId: { Ref: apiId },
        StageName: 'prod',
        AutoDeploy: true,
        AccessLogSettings: {
          DestinationArn: Match.anyValue(),
          Format: Match.stringLikeRegexp('connectionId'),
        },
        DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
      });
    },
  );

  it('routes actions and $default to the API handler, $connect/$disconnect to the shared lifecycle handlers', () => {
    const functionName = (integrationId: string): string => {
      const integration = resourcesOf(synth.template, 'AWS::ApiGatewayV2::Integration')[integrationId]!;
      const uri = JSON.stringify(integration.Properties.IntegrationUri);
      const fnId = /"Fn::GetAtt":\["(Sockets[A-Za-z0-9]+)","Arn"\]/.exec(uri)![1]!;
      const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[fnId]!;
      return fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME;
    };
    for (const { name, routes: actions } of Object.values(sockets)) {
      const [apiId] = Object.entries(apis()).find(([, a]) => a.Properties.Name.endsWith(`-${name}`))!;
      for (const route of routesOf(apiId)) {
        const target = functionName(route.Target['Fn::Join'][1][1].Ref);
        const expected =
          route.RouteKey === '$connect'
            ? 'socket-connect'
            : route.RouteKey === '$disconnect'
              ? 'socket-disconnect'
              : `socket-${name}`;
        expect([route.RouteKey, target]).toEqual([route.RouteKey, expected]);
      }
      expect(Object.keys(actions).length).toBeGreaterThan(0);
    }
  });

  it('grants each action handler ManageConnections on its own API only', () => {
    const functions = resourcesOf(synth.template, 'AWS::Lambda::Function');
    for (const { name } of Object.values(sockets)) {
      const [apiId] = Object.entries(apis()).find(([, a]) => a.Properties.Name.endsWith(`-${name}`))!;
      const [, fn] = Object.entries(functions).find(
        ([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === `socket-${name}`,
      )!;
      const statements = policiesOfRole(synth.template, fn.Properties.Role['Fn::GetAtt'][0]);
      const manage = statements.filter((s) => s.Action === 'execute-api:ManageConnections');

      expect(manage).toHaveLength(1);
      expect(JSON.stringify(manage[0].Resource)).toContain(`{"Ref":"${apiId}"},"/prod/*/@connections/*"`);
    }
  });
});

describe('CloudFront', () => {
  const distribution = () =>
    Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;

  it('redirects to HTTPS, serves index.html at /, and routes /api/* and /media/* to their origins', () => {
    const config = distribution();
    const behaviours = Object.fromEntries(config.CacheBehaviors.map((b: CfnJson) => [b.PathPattern, b]));

    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/SpaFallback/), 'FunctionARN'] },
      },
    ]);
    expect(behaviours['/api/*'].FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/ApiPrefix/), 'FunctionARN'] },
      },
    ]);
    expect(Object.keys(behaviours).sort()).toEqual(['/api/*', '/media/*']);
    expect(behaviours['/api/*']).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['POST', 'GET', 'OPTIONS']),
    });
    expect(behaviours['/media/*'].ViewerProtocolPolicy).toBe('redirect-to-https');
    const apiOrigin = config.Origins.find((o: CfnJson) => o.Id === behaviours['/api/*'].TargetOriginId);
    expect(apiOrigin).toMatchObject({
      OriginPath: '/prod',
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
    const mediaOrigin = config.Origins.find((o: CfnJson) => o.Id === behaviours['/media/*'].TargetOriginId);
    expect(mediaOrigin.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(mediaOrigin.DomainName)).toContain('playjoin-prod-media-');
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('forwards CloudFront-Viewer-Address to the API, the client address the handlers trust', () => {
    const api = distribution().CacheBehaviors.find((b: CfnJson) => b.PathPattern === '/api/*');

    // the managed AllViewerExceptHostHeader (lib/aws/website.ts API_ORIGIN_REQUEST_POLICY): all viewer
    // headers but Host, and every CloudFront header; no custom policy can forward the same set
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it('sends the shared security headers on every behaviour, its CSP naming the sockets, Cognito and the media bucket', () => {
    const config = distribution();
    const policyId = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    const policy = Object.entries(resourcesOf(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy')).find(
      ([id]) => id === policyId.Ref,
    )![1].Properties.ResponseHeadersPolicyConfig;
    const { stack } = synth;
    const expected = stack.resolve(
      securityHeaders({
        endpoints: {
          sockets: stack.sockets.origins,
          identity: `https://cognito-idp.${stack.region}.${Aws.URL_SUFFIX}`,
          uploads: `https://${stack.storage.mediaBucketName}.s3.${stack.region}.${Aws.URL_SUFFIX}`,
        },
        extra: stack.settings.cspSources,
        secureTransport: true,
      }),
    );

    for (const behaviour of config.CacheBehaviors)
      expect(behaviour.ResponseHeadersPolicyId).toEqual(policyId);
    expect(headersOfPolicy(policy)).toEqual(expected);
    const csp = JSON.stringify(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toMatch(
      /connect-src 'self' ",\{"Fn::GetAtt":\["SocketsgamechatApi[A-Z0-9]+","ApiEndpoint"\]\}/,
    );
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toContain('https://playjoin-prod-media-');
  });
});

describe('web deployment', () => {
  it('writes config.json with every field of the web config contract, the API key read at deploy time', () => {
    const deployments = Object.values(resourcesOf(synth.template, 'Custom::CDKBucketDeployment'));
    const withConfig = deployments.find(
      (d) => d.Properties.SourceMarkersConfig !== undefined || d.Properties.SourceMarkers,
    );
    const markers = JSON.stringify(withConfig?.Properties.SourceMarkers ?? []);

    expect(withConfig).toBeDefined();
    expect(withConfig!.Properties.DistributionPaths).toEqual(['/', '/index.html', '/config.json']);
    expect(Object.keys(synth.stack.web.config).sort()).toEqual(
      Object.keys(webConfigSchema.entries)
        .filter((k) => k !== 'userPoolEndpoint')
        .sort(),
    );
    expect(markers).toContain('PublicApiKeyValue');
    const reader = Object.values(resourcesOf(synth.template, 'Custom::AWS'))[0]!.Properties;
    const call = JSON.parse(
      (reader.Create['Fn::Join'][1] as unknown[])
        .map((part) => (typeof part === 'string' ? part : 'TOKEN'))
        .join(''),
    );
    expect(call).toMatchObject({
      service: 'APIGateway',
      action: 'getApiKey',
      parameters: { apiKey: 'TOKEN', includeValue: true },
      physicalResourceId: { id: 'TOKEN' },
      outputPaths: ['value'],
      logApiResponseData: false,
    });
    expect(reader.Update).toEqual(reader.Create);
  });
});

describe('stack outputs', () => {
  it('exports the URLs, ids and names an operator needs', () => {
    const outputs = Object.keys(synth.template.toJSON().Outputs);

    expect(outputs).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'GameChatSocketUrl',
        'MessagesSocketUrl',
        'UserPoolId',
        'UserPoolClientId',
        'DistributionDomainName',
        'TableName',
        'MediaBucketName',
        'TableStreamArn',
        'StreamFailureQueueUrl',
        'StreamProcessorName',
        'AlarmTopicArn',
        'DashboardName',
      ]),
    );
  });

  it('has every output the operator scripts read, under the name they look the stack up by', () => {
    const outputs = Object.keys(synth.template.toJSON().Outputs);

    expect(outputs).toEqual(expect.arrayContaining([...REPLAY_OUTPUTS, ...SEED_OUTPUTS]));
    expect(synth.stack.stackName).toBe(stackName('prod'));
  });

  it('maps every function to its named log group, the group the function writes to', () => {
    const map = JSON.parse(synth.template.toJSON().Outputs.LogGroups.Value) as Record<string, string>;
    const logGroupNames = new Set(
      [synth.template, synth.handlersTemplate].flatMap((template) =>
        Object.values(resourcesOf(template, 'AWS::Logs::LogGroup')).map((g) => g.Properties.LogGroupName),
      ),
    );

    expect(Object.keys(map).sort()).toEqual(
      [
        ...manifestServices(),
        'streams',
        'room-ticks',
        ...['authorizer', 'connect', 'disconnect', 'gamechat', 'messages'].map((n) => `socket-${n}`),
        CUSTOM_MESSAGE_NAME,
      ].sort(),
    );
    for (const [service, group] of Object.entries(map)) {
      expect(group).toBe(`/playjoin/prod/lambda/${service}`);
      expect(logGroupNames.has(group)).toBe(true);
    }
  });
});

describe('operations', () => {
  const monitoring = () => Template.fromStack(synth.stack.monitoring);
  const alarms = () =>
    Object.values(resourcesOf(monitoring(), 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
  const alarmOn = (metricName: string) => alarms().filter((a) => a.MetricName === metricName);
  const alarmWithMetrics = (...names: string[]) =>
    alarms().filter((a) =>
      names.every((n) => JSON.stringify(a.Metrics ?? []).includes(`"MetricName":"${n}"`)),
    );

  it('keeps monitoring in a nested stack of its own, each template under the 500-resource limit', () => {
    const counts = [synth.template, synth.handlersTemplate, monitoring()].map(
      (t) => Object.keys(t.toJSON().Resources).length,
    );
    for (const count of counts) expect(count).toBeLessThan(500);
    synth.template.resourceCountIs('AWS::CloudFormation::Stack', 2);
  });

  it('sends every alarm, on alarm and back to OK, to the one SNS topic', () => {
    const topics = Object.keys(resourcesOf(monitoring(), 'AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topics[0] }]);
      expect(alarm.OKActions).toEqual([{ Ref: topics[0] }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
      expect(alarm.AlarmDescription).toMatch(/RUNBOOK/);
    }
  });

  it('alarms on errors and throttles of every function', () => {
    // the REST services, the two stream readers, the five socket handlers and the CustomMessage trigger
    const functions = 32 + 2 + 5 + 1;
    expect(manifestServices().length + 2 + 5 + 1).toBe(functions);
    for (const metric of ['Errors', 'Throttles']) {
      const found = alarmOn(metric);
      expect(found).toHaveLength(functions);
      const threshold =
        metric === 'Errors' ? ALARM_THRESHOLDS.functionErrors : ALARM_THRESHOLDS.functionThrottles;
      for (const alarm of found) {
        expect(alarm).toMatchObject({
          Namespace: 'AWS/Lambda',
          Statistic: 'Sum',
          Period: 300,
          Threshold: threshold.threshold,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        });
      }
    }
  });

  it("alarms on the stream consumers' iterator age and on any record in the failure queue", () => {
    expect(
      alarmOn('IteratorAge')
        .map((a) => a.Threshold)
        .sort(),
    ).toEqual(
      [
        ALARM_THRESHOLDS.streamIteratorAgeMs.threshold,
        ALARM_THRESHOLDS.roomTicksIteratorAgeMs.threshold,
      ].sort(),
    );
    expect(alarmOn('ApproximateNumberOfMessagesVisible')).toEqual([
      expect.objectContaining({
        Namespace: 'AWS/SQS',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      }),
    ]);
  });

  it('alarms on the REST 5xx rate and p99 latency, WebSocket errors, DynamoDB throttles and system errors', () => {
    expect(alarmOn('5XXError')).toEqual([
      expect.objectContaining({
        Statistic: 'Average',
        Threshold: ALARM_THRESHOLDS.rest5xxRate.threshold,
        DatapointsToAlarm: 3,
        EvaluationPeriods: 5,
      }),
    ]);
    expect(alarmOn('Latency')).toEqual([
      expect.objectContaining({
        ExtendedStatistic: 'p99',
        Threshold: ALARM_THRESHOLDS.restLatencyP99Ms.threshold,
      }),
    ]);
    expect(alarmWithMetrics('IntegrationError', 'ExecutionError')).toHaveLength(Object.keys(sockets).length);
    expect(alarmWithMetrics('ReadThrottleEvents', 'WriteThrottleEvents')).toHaveLength(1);
    const systemErrors = alarmWithMetrics('SystemErrors');
    expect(systemErrors).toHaveLength(1);
    // an alarm's metric math takes at most 10 metrics
    expect(systemErrors[0].Metrics.filter((m: CfnJson) => m.MetricStat).length).toBeLessThanOrEqual(10);
  });

  it('mails the alarms only when an address is configured', () => {
    monitoring().resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('has a dashboard of the same signals plus traffic, cold starts and consumed units, and the saved queries', () => {
    const dashboard = Object.values(resourcesOf(monitoring(), 'AWS::CloudWatch::Dashboard'))[0]!;
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const signal of [
      'Invocations',
      'Errors',
      'Throttles',
      'IteratorAge',
      'Count',
      'Latency',
      '5XXError',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
      'initDurationMs',
      'alarms',
    ]) {
      expect(body).toContain(signal);
    }
    const queries = Object.values(resourcesOf(monitoring(), 'AWS::Logs::QueryDefinition')).map(
      (q) => q.Properties,
    );
    expect(queries.map((q) => q.Name).sort()).toEqual([
      'playjoin-prod/errors by service',
      'playjoin-prod/slowest requests',
    ]);
    expect(queries.find((q) => q.Name.endsWith('errors by service')).LogGroupNames).toHaveLength(40);
  });

  it('traces every function and the REST stage with X-Ray', () => {
    const functions = [synth.template, synth.handlersTemplate].flatMap((t) =>
      Object.values(resourcesOf(t, 'AWS::Lambda::Function'))
        .map((f) => f.Properties)
        .filter((f) => f.Environment?.Variables?.POWERTOOLS_SERVICE_NAME),
    );
    expect(functions).toHaveLength(40);
    for (const fn of functions) expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
    synth.template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });

  it('reserves concurrency for the WebSocket authorizer, login and the stream consumers', () => {
    const reserved = new Map(
      [synth.template, synth.handlersTemplate].flatMap((t) =>
        Object.values(resourcesOf(t, 'AWS::Lambda::Function'))
          .map((f) => f.Properties)
          .filter((f) => f.ReservedConcurrentExecutions !== undefined)
          .map((f) => [f.Environment.Variables.POWERTOOLS_SERVICE_NAME, f.ReservedConcurrentExecutions]),
      ),
    );
    expect(Object.fromEntries(reserved)).toEqual({
      'socket-authorizer': RESERVED_CONCURRENCY.socketAuthorizer,
      pjuserlogin: RESERVED_CONCURRENCY.services.pjuserlogin,
      streams: RESERVED_CONCURRENCY.streams,
      'room-ticks': RESERVED_CONCURRENCY.roomTicks,
    });
  });

  it('backs the table up daily (kept 35 days) and monthly (kept a year)', () => {
    const plan = Object.values(resourcesOf(synth.template, 'AWS::Backup::BackupPlan'))[0]!;
    const rules = plan.Properties.BackupPlan.BackupPlanRule.map((r: CfnJson) => [
      r.RuleName,
      r.Lifecycle.DeleteAfterDays,
    ]);
    expect(rules).toEqual([
      ['daily', 35],
      ['monthly', 365],
    ]);
    const selection = Object.values(resourcesOf(synth.template, 'AWS::Backup::BackupSelection'))[0]!;
    expect(JSON.stringify(selection.Properties.BackupSelection.Resources)).toContain(
      TABLE_DEFINITION.logicalName,
    );
  });

  it('versions the media and site buckets and expires old versions', () => {
    const versioned = Object.values(resourcesOf(synth.template, 'AWS::S3::Bucket')).filter(
      (b) => b.Properties.VersioningConfiguration?.Status === 'Enabled',
    );
    expect(versioned).toHaveLength(2);
    for (const bucket of versioned) {
      expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
        ]),
      );
    }
  });

  it('keeps prod buckets when the stack goes (no auto-delete)', () => {
    synth.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  /** Every acknowledgment in the tree: where it was made, the rule (or finding) and the reason. */
  function acknowledgments(): { path: string; id: string; reason: string }[] {
    const found: { path: string; id: string; reason: string }[] = [];
    const visit = (node: IConstruct) => {
      for (const entry of node.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          found.push({ path: node.node.path, id: id.replace(/^annotation::/i, ''), reason });
        }
      }
      node.node.children.forEach(visit);
    };
    visit(synth.app);
    return found;
  }

  it('reports no unacknowledged error or warning', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(synth.app);

    expect(
      report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources[0]?.constructPath}`),
    ).toEqual([]);
  });

  it('needs no WAF acknowledgment: the distribution and the REST stage have their web ACLs', () => {
    const wafRules = ['AwsSolutions-CFR2', 'AwsSolutions-APIG3'];

    expect(acknowledgments().filter((a) => wafRules.includes(a.id))).toEqual([]);
  });

  it('gives every acknowledgment a specific reason', () => {
    const acks = acknowledgments().filter((a) => a.id.startsWith('AwsSolutions-'));

    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect([ack.id, ack.reason.trim().length >= 40]).toEqual([ack.id, true]);
    }
  });

  it('acknowledges nothing that the checks would not report (no stale acknowledgments)', () => {
    const pack = new AwsSolutionsChecks(undefined, { verbose: false });
    (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
    const raw = pack
      .validateScope(synth.app)
      .violations.flatMap((v) =>
        v.violatingResources.map((r) => ({ id: v.ruleName, path: r.constructPath ?? '' })),
      );
    const stale = acknowledgments()
      .filter((a) => a.id.startsWith('AwsSolutions-'))
      .filter(
        (a) => !raw.some((f) => f.id === a.id && (f.path === a.path || f.path.startsWith(`${a.path}/`))),
      );

    expect(stale).toEqual([]);
  });
});

describe('edge protection', () => {
  const acl = () => Object.values(resourcesOf(synth.edgeTemplate, 'AWS::WAFv2::WebACL'))[0]!.Properties;
  const rule = (name: string) => acl().Rules.find((r: CfnJson) => r.Name === name);
  const uriPaths = (statement: CfnJson): string[] =>
    (statement.OrStatement?.Statements ?? [statement]).map((s: CfnJson) => s.ByteMatchStatement.SearchString);

  it('gives CloudFront a us-east-1 web ACL with the AWS managed Common, KnownBadInputs and IP reputation groups', () => {
    expect(synth.edgeTemplate.toJSON().Resources).toBeDefined();
    expect(Object.keys(resourcesOf(synth.edgeTemplate, 'AWS::WAFv2::WebACL'))).toHaveLength(1);
    expect(acl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    for (const name of MANAGED_RULE_GROUPS) {
      expect(rule(name)).toMatchObject({
        OverrideAction: { None: {} },
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
      });
    }
    expect([...MANAGED_RULE_GROUPS].sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const distribution = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ Region: 'us-east-1', StackName: 'PlayJoin-prod-edge' }),
    });
  });

  it('limits each client address on every call made without a token, and on the public profile key', () => {
    const anonymous = routes.filter((r) => r.auth === 'none').map((r) => `/api/${r.path}`);
    const publicKey = routes.filter((r) => r.auth === 'apiKey').map((r) => `/api/${r.path}`);
    expect(anonymous).toEqual(
      expect.arrayContaining(['/api/pjuserlogin/login', '/api/pjcontactus/pjcontactus/insert']),
    );

    for (const [name, limit, paths] of [
      ['AnonymousCallsPerAddress', ANONYMOUS_RATE_LIMITS.noToken, anonymous],
      ['PublicProfilesPerAddress', ANONYMOUS_RATE_LIMITS.publicProfileKey, publicKey],
    ] as const) {
      const statement = rule(name).Statement.RateBasedStatement;
      expect(rule(name).Action).toEqual({ Block: {} });
      expect(statement).toMatchObject({ Limit: limit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
      expect(uriPaths(statement.ScopeDownStatement).sort()).toEqual([...new Set(paths)].sort());
    }
  });

  it('sends the origin secret from CloudFront, and the REST stage refuses requests without it', () => {
    const distribution = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'))[0]!;
    const apiOrigin = distribution.Properties.DistributionConfig.Origins.find((o: CfnJson) =>
      JSON.stringify(o.DomainName).includes('execute-api'),
    );
    const [header] = apiOrigin.OriginCustomHeaders;
    expect(header.HeaderName).toBe(ORIGIN_SECRET_HEADER);
    const secretId = Object.keys(resourcesOf(synth.template, 'AWS::SecretsManager::Secret'));
    expect(secretId).toHaveLength(1);
    const secretReference = {
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId[0] }, ':SecretString:::}}']],
    };
    expect(header.HeaderValue).toEqual(secretReference);

    const regional = Object.entries(resourcesOf(synth.template, 'AWS::WAFv2::WebACL'));
    expect(regional).toHaveLength(1);
    const [aclId, regionalAcl] = regional[0]!;
    expect(regionalAcl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Block: {} } });
    expect(regionalAcl.Properties.Rules).toEqual([
      expect.objectContaining({
        Action: { Allow: {} },
        Statement: {
          ByteMatchStatement: expect.objectContaining({
            FieldToMatch: { SingleHeader: { Name: ORIGIN_SECRET_HEADER } },
            PositionalConstraint: 'EXACTLY',
            SearchString: secretReference,
          }),
        },
      }),
    ]);
    const association = Object.values(resourcesOf(synth.template, 'AWS::WAFv2::WebACLAssociation'))[0]!;
    expect(association.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(JSON.stringify(association.Properties.ResourceArn)).toMatch(/restapis.*stages\/.*prod/);
  });

  it('no longer publishes the execute-api address as an output', () => {
    expect(Object.keys(synth.template.toJSON().Outputs)).not.toContain('RestApiEndpoint');
  });
});
