/**
 * The WebSocket APIs of lib/contract/sockets.ts (000 §7 "Live connections"): one API per entry, route
 * selection on the frame's `action`, `$connect` behind the Lambda authorizer (the ID token arrives as the
 * `auth` query parameter), `$disconnect`, `$default`, and one route per action of the entry.
 *
 * Like the REST API, built in two steps: the APIs first (CloudFront's CSP names them), the routes once
 * the functions exist (`addRoutes`).
 */
import { Aws, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct, type IDependable } from 'constructs';
import { SOCKET_LIFECYCLE_ROUTES, SOCKET_ROUTE_SELECTION, sockets, type SocketApiName } from '../contract';
import { HANDLER_ENTRIES, PlayJoinFunction, type RuntimeConfig } from './functions';
import { acknowledge, iamResourceFinding } from './nag';
import { RESERVED_CONCURRENCY, THROTTLING } from './settings';

export const SOCKET_STAGE_NAME = 'prod';

/** The query parameter that carries the ID token on `$connect` (sockets.ts connectQuery.auth). */
export const SOCKET_TOKEN_QUERY = 'auth';

export const SOCKET_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  user: '$context.authorizer.uuid',
  status: '$context.status',
  integrationLatency: '$context.integrationLatency',
  errorMessage: '$context.error.message',
  authorizerError: '$context.authorizer.error',
  integrationError: '$context.integrationErrorMessage',
} as const;

const socketKeys = Object.keys(sockets) as SocketApiName[];

/**
 * The socket handlers: the authorizer, `$connect` and `$disconnect` are shared by both APIs (they
 * authorise, record and forget connections the same way); each API has its own action handler.
 */
export class SocketFunctions extends Construct {
  readonly authorizer: PlayJoinFunction;
  readonly connect: PlayJoinFunction;
  readonly disconnect: PlayJoinFunction;
  /** the handler of each API's actions and `$default` */
  readonly actions: Readonly<Record<SocketApiName, PlayJoinFunction>>;

  constructor(scope: Construct, id: string, props: { config: RuntimeConfig }) {
    super(scope, id);
    const { config } = props;
    const create = (
      name: 'authorizer' | 'connect' | 'disconnect' | 'gamechat' | 'messages',
      table: 'read' | 'readWrite',
      description: string,
    ) =>
      new PlayJoinFunction(this, name, {
        entry: HANDLER_ENTRIES.socket(name),
        serviceName: `socket-${name}`,
        description,
        stage: config.stage,
        reservedConcurrency: name === 'authorizer' ? RESERVED_CONCURRENCY.socketAuthorizer : undefined,
        logLevel: config.logLevel,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
      }).bindRuntime(config, {
        table,
        mediaUploadPrefixes: [],
        mediaCheckPrefixes: [],
        mediaPublishPrefixes: [],
        cognitoActions: [],
      });

    this.authorizer = create(
      'authorizer',
      'read',
      'PlayJoin WebSocket $connect authorizer (ID token in ?auth)',
    );
    this.connect = create('connect', 'readWrite', 'PlayJoin WebSocket $connect: records the connection');
    this.disconnect = create(
      'disconnect',
      'readWrite',
      'PlayJoin WebSocket $disconnect: forgets the connection',
    );
    const actions = {} as Record<SocketApiName, PlayJoinFunction>;
    for (const key of socketKeys) {
      const { name, routes } = sockets[key];
      actions[key] = create(
        name,
        'readWrite',
        `PlayJoin WebSocket ${name}: ${Object.keys(routes).join(', ')}`,
      );
    }
    this.actions = actions;
  }
}

export interface SocketApisProps {
  stage: string;
  /** the account-level CloudWatch role the stages log through */
  accountLogging: IDependable;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

export interface SocketApi {
  api: apigwv2.WebSocketApi;
  stage: apigwv2.WebSocketStage;
}

export class SocketApis extends Construct {
  readonly apis: Readonly<Record<SocketApiName, SocketApi>>;
  /** created by addRoutes */
  functions?: SocketFunctions;

  constructor(scope: Construct, id: string, props: SocketApisProps) {
    super(scope, id);
    const apis = {} as Record<SocketApiName, SocketApi>;
    for (const key of socketKeys) {
      const { name, summary } = sockets[key];
      const api = new apigwv2.WebSocketApi(this, `${name}Api`, {
        apiName: `playjoin-${props.stage}-${name}`,
        description: summary,
        routeSelectionExpression: SOCKET_ROUTE_SELECTION,
      });
      const accessLogs = new logs.LogGroup(this, `${name}AccessLogs`, {
        retention: props.logRetention,
        removalPolicy: props.removalPolicy,
      });
      const stage = new apigwv2.WebSocketStage(this, `${name}Stage`, {
        webSocketApi: api,
        stageName: SOCKET_STAGE_NAME,
        autoDeploy: true,
        throttle: { rateLimit: THROTTLING.socket.rateLimit, burstLimit: THROTTLING.socket.burstLimit },
        accessLogSettings: {
          destination: new apigwv2.LogGroupLogDestination(accessLogs),
          format: AccessLogFormat.custom(JSON.stringify(SOCKET_ACCESS_LOG_FIELDS)),
        },
      });
      stage.node.addDependency(props.accountLogging);
      apis[key] = { api, stage };
    }
    this.apis = apis;
  }

  /** wss:// origin of each API (for the CSP), without the stage path */
  get origins(): string[] {
    return socketKeys.map((key) => {
      const { api } = this.apis[key];
      return api.apiEndpoint;
    });
  }

  /** The @connections resources of every API's stage: what ManageConnections is granted on. */
  get connectionResources(): string[] {
    return socketKeys.map(
      (key) =>
        `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${this.apis[key].api.apiId}/${SOCKET_STAGE_NAME}/*/@connections/*`,
    );
  }

  /**
   * Lets a function push to and close users' connections on both APIs: the table's stream processor,
   * which closes them when a profile change ends the user's sessions (sign-out, password change or
   * reset, deactivation: lambdas/streams/index.ts, lambdas/sockets/close.ts), and the room-ticks
   * consumer, which pushes big rooms' ticks (lambdas/streams/room-ticks.ts). The policy lives in this (the
   * APIs') stack and is attached to the function's role, so its resources name the APIs directly
   * rather than through nested-stack parameters. The management endpoint's scheme is https by default
   * (SOCKET_ENDPOINT_SCHEME, lambdas/config.ts), so no environment variable is needed.
   */
  grantCloseConnections(fn: PlayJoinFunction): iam.Policy {
    const resources = this.connectionResources;
    const policy = new iam.Policy(this, `${fn.serviceName}CloseConnections`, {
      statements: [new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources })],
    });
    if (!fn.role) throw new Error(`${fn.serviceName} has no role`);
    policy.attachToRole(fn.role);
    for (const connections of resources) {
      acknowledge(
        policy,
        iamResourceFinding(policy, connections),
        `Connection ids exist only at run time; ${fn.serviceName} pushes to or closes the connections it reads from the table, and the ` +
          `grant is ManageConnections on the @connections of the ${SOCKET_STAGE_NAME} stage only.`,
      );
    }
    return policy;
  }

  /**
   * Creates the socket handlers and routes `$connect` (authorised), `$disconnect`, `$default` and every
   * action of each API to them. Call once.
   */
  addRoutes(config: RuntimeConfig): SocketFunctions {
    if (this.functions) throw new Error('addRoutes already ran');
    const handlers = (this.functions = new SocketFunctions(this, 'Handlers', { config }));
    for (const key of socketKeys) {
      const { name, routes } = sockets[key];
      const { api } = this.apis[key];
      const actionIntegration = new WebSocketLambdaIntegration(`${name}Actions`, handlers.actions[key]);
      const lifecycle: Record<(typeof SOCKET_LIFECYCLE_ROUTES)[number], apigwv2.WebSocketRouteOptions> = {
        $connect: {
          integration: new WebSocketLambdaIntegration(`${name}Connect`, handlers.connect),
          authorizer: new WebSocketLambdaAuthorizer(`${name}Authorizer`, handlers.authorizer, {
            authorizerName: `${name}-token`,
            identitySource: [`route.request.querystring.${SOCKET_TOKEN_QUERY}`],
          }),
        },
        $disconnect: {
          integration: new WebSocketLambdaIntegration(`${name}Disconnect`, handlers.disconnect),
        },
        $default: { integration: actionIntegration },
      };
      for (const routeKey of SOCKET_LIFECYCLE_ROUTES) api.addRoute(routeKey, lifecycle[routeKey]);
      for (const action of Object.keys(routes)) api.addRoute(action, { integration: actionIntegration });

      // the action handler answers and broadcasts over this API's @connections endpoint
      const connections = `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${api.apiId}/${SOCKET_STAGE_NAME}/*/@connections/*`;
      handlers.actions[key].addToRolePolicy(
        new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }),
      );
      acknowledge(
        handlers.actions[key],
        iamResourceFinding(handlers.actions[key], connections),
        `Connection ids exist only at run time; the grant is ManageConnections on the @connections of the ${name} ` +
          `API's ${SOCKET_STAGE_NAME} stage and nothing else.`,
      );

      // only $connect can carry an authorizer in a WebSocket API; every later frame belongs to a
      // connection that passed it
      for (const routeKey of [...SOCKET_LIFECYCLE_ROUTES, ...Object.keys(routes)]) {
        if (routeKey === '$connect') continue;
        Validations.of(api.node.findChild(`${routeKey}-Route`)).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            `${routeKey} of the ${name} WebSocket API runs on a connection that $connect already authorised ` +
            'with the Lambda authorizer; WebSocket APIs take an authorizer on $connect only.',
        });
      }
    }
    return handlers;
  }
}
