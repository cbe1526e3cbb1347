/**
 * The REST API, built from the route manifest: one resource tree from every route path, exactly one
 * method per route with the route's auth mode, and one Lambda integration per service.
 *
 * Built in two steps: the API itself first (CloudFront needs its id), the routes once the functions
 * exist (`addRoutes`).
 */
import { Duration, type RemovalPolicy, Size, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, routes, serviceOf, type RouteDefinition } from '../contract';
import { REST_API_COMPRESSION } from '../contract/infrastructure';
import { THROTTLING } from './settings';

export const REST_STAGE_NAME = 'prod';

/** One JSON object per request in the access log. */
export const REST_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  extendedRequestId: '$context.extendedRequestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  user: '$context.authorizer.claims.sub',
  apiKeyId: '$context.identity.apiKeyId',
  httpMethod: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integration.status',
  integrationLatency: '$context.integration.latency',
  errorMessage: '$context.error.message',
  errorType: '$context.error.responseType',
} as const;

export interface RestApiProps {
  stage: string;
  /** the public profile key's generation: a new one replaces the key (a new construct, a new value) */
  publicApiKeyGeneration: number;
  userPool: cognito.IUserPool;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

export class PlayJoinRestApi extends Construct {
  readonly api: apigw.RestApi;
  /** the shared key of the public-profile calls (000 §6), sent by the SPA as `x-api-key` */
  readonly publicApiKey: apigw.IApiKey;
  /** routeKey(route) → its method, once addRoutes ran */
  readonly methods = new Map<string, apigw.Method>();
  /** one JSON line per request (REST_ACCESS_LOG_FIELDS): the "slowest requests" query reads it */
  readonly accessLogs: logs.LogGroup;
  private readonly authorizer: apigw.IAuthorizer;

  constructor(scope: Construct, id: string, props: RestApiProps) {
    super(scope, id);

    const accessLogs = (this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      logGroupName: `/playjoin/${props.stage}/rest-access`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    }));

    this.api = new apigw.RestApi(this, 'Api', {
      restApiName: `playjoin-${props.stage}`,
      description: 'PlayJoin REST API, served to the SPA through CloudFront at /api',
      // CloudFront fronts the API (same origin as the SPA), so an edge-optimised endpoint would add a
      // second CloudFront hop for nothing
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      // the account's CloudWatch role is set once by ApiGatewayAccountLogging in the parent stack
      cloudWatchRole: false,
      // the twin's gateway compresses its answers by the same rule (lib/local/gateway/compression.ts)
      minCompressionSize: Size.bytes(REST_API_COMPRESSION.minBytes),
      deployOptions: {
        stageName: REST_STAGE_NAME,
        accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigw.AccessLogFormat.custom(JSON.stringify(REST_ACCESS_LOG_FIELDS)),
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        // X-Ray: each call's trace starts here and continues into its function (active tracing)
        tracingEnabled: true,
        throttlingRateLimit: THROTTLING.rest.rateLimit,
        throttlingBurstLimit: THROTTLING.rest.burstLimit,
      },
    });

    // API Gateway creates the execution log group on first use with no retention; creating it here
    // gives it one
    new logs.LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${REST_STAGE_NAME}`,
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });

    this.authorizer = new apigw.CognitoUserPoolsAuthorizer(this, 'CognitoAuthorizer', {
      authorizerName: 'cognito',
      cognitoUserPools: [props.userPool],
      identitySource: apigw.IdentitySource.header('Authorization'),
      resultsCacheTtl: Duration.minutes(5),
    });

    const keyId =
      props.publicApiKeyGeneration === 1
        ? 'PublicProfileKey'
        : `PublicProfileKey${props.publicApiKeyGeneration}`;
    this.publicApiKey = this.api.addApiKey(keyId, {
      description:
        'Shared key of the public-profile calls (000 §6); public by design, bounded by its usage plan',
    });
    const plan = this.api.addUsagePlan('PublicProfilePlan', {
      name: `playjoin-${props.stage}-public-profiles`,
      description: 'Throttle and daily quota for the shared public-profile key',
      throttle: { rateLimit: THROTTLING.publicKey.rateLimit, burstLimit: THROTTLING.publicKey.burstLimit },
      quota: { limit: THROTTLING.publicKey.quotaPerDay, period: apigw.Period.DAY },
      apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
    });
    plan.addApiKey(this.publicApiKey);

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG2',
      reason:
        'Every handler validates query and body with the valibot schemas of lib/contract/manifest.ts before any work; ' +
        'API Gateway models would be a second, drifting copy of the same rules.',
    });
  }

  /** One method per manifest route, integrated with the function of its service. Call once. */
  addRoutes(functionOf: (service: string) => lambda.IFunction): void {
    if (this.methods.size > 0) throw new Error('addRoutes already ran');
    // one integration per service; the Lambda permission is scoped to this API (one per function, not
    // one per method, which keeps the template within its resource limit)
    const integrations = new Map<string, apigw.LambdaIntegration>();
    const integrationOf = (service: string): apigw.LambdaIntegration => {
      let integration = integrations.get(service);
      if (!integration) {
        integration = new apigw.LambdaIntegration(functionOf(service), { scopePermissionToMethod: false });
        integrations.set(service, integration);
      }
      return integration;
    };

    for (const route of routes) {
      const resource = this.api.root.resourceForPath(route.path);
      const method = resource.addMethod(route.method, integrationOf(serviceOf(route.path)), {
        operationName: route.name,
        ...authOptions(route, this.authorizer),
      });
      if (route.auth !== 'cognito') acknowledgeUnauthenticated(method, route);
      this.methods.set(routeKey(route), method);
    }
  }
}

function authOptions(route: RouteDefinition, authorizer: apigw.IAuthorizer): apigw.MethodOptions {
  switch (route.auth) {
    case 'cognito':
      return { authorizer, authorizationType: apigw.AuthorizationType.COGNITO };
    case 'apiKey':
      return { apiKeyRequired: true, authorizationType: apigw.AuthorizationType.NONE };
    case 'none':
      return { authorizationType: apigw.AuthorizationType.NONE };
  }
}

function acknowledgeUnauthenticated(method: apigw.Method, route: RouteDefinition): void {
  const reason =
    route.auth === 'apiKey'
      ? `${routeKey(route)} is a public-profile call: 000 §6 has anonymous visitors send the shared API key ` +
        'instead of a token; the method requires that key and its usage plan throttles it.'
      : `${routeKey(route)} is called before sign-in: 001 §6 lists the pre-login calls (login, verify, ` +
        'registration, code verify and resend, forgot password) as sending no token, and the contact form is ' +
        'public (001 §2); the handler validates the payload and Cognito checks any credentials in it.';
  Validations.of(method).acknowledge(
    { id: 'AwsSolutions-APIG4', reason },
    { id: 'AwsSolutions-COG4', reason },
  );
}
