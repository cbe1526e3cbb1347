/**
 * PlayJoin on AWS: one stack (plus the nested stack of its functions), everything driven by lib/contract.
 *
 *   Data       the one DynamoDB table (table.ts)
 *   Auth       Cognito user pool and the SPA's client (auth.ts)
 *   Storage    log bucket and media bucket (storage.ts)
 *   RestApi    one method per manifest route (rest-api.ts)
 *   Sockets    the two WebSocket APIs (sockets.ts)
 *   Website    SPA bucket and CloudFront: /, /api/*, /media/* (website.ts)
 *   Handlers   nested stack: the 32 service functions and the stream processor (handlers.ts)
 *   Web        dist/web and config.json uploads (web-deployment.ts)
 *   Backups    AWS Backup of the table, prod only (backup.ts)
 *   Monitoring nested stack: alarms, their SNS topic, the dashboard, saved log queries (monitoring.ts)
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { sockets, type SocketApiName } from '../contract';
import { ApiGatewayAccountLogging } from './api-logging';
import { UserAuth } from './auth';
import { TableBackups } from './backup';
import { functionLogGroupName, type RuntimeConfig } from './functions';
import { Handlers } from './handlers';
import { PlayJoinRestApi, REST_STAGE_NAME } from './rest-api';
import type { StageSettings } from './settings';
import { ALARM_THRESHOLDS, Monitoring, type MonitoredFunctionGroup } from './monitoring';
import { OriginSecrets } from './origin-secrets';
import { SOCKET_STAGE_NAME, SocketApis } from './sockets';
import { MEDIA_PREFIX, Storage } from './storage';
import { PlayJoinTable } from './table';
import { OriginGuard } from './waf';
import { WebDeployment } from './web-deployment';
import { API_PATH_PREFIX, MEDIA_PATH_PREFIX, Website } from './website';

export interface PlayJoinStackProps extends StackProps {
  settings: StageSettings;
  /** the CloudFront web ACL, from the stage's us-east-1 edge stack (lib/aws/waf.ts) */
  siteWebAclArn: string;
}

export class PlayJoinStack extends Stack {
  readonly settings: StageSettings;
  readonly data: PlayJoinTable;
  readonly auth: UserAuth;
  readonly storage: Storage;
  readonly restApi: PlayJoinRestApi;
  readonly sockets: SocketApis;
  readonly website: Website;
  readonly handlers: Handlers;
  readonly web: WebDeployment;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: PlayJoinStackProps) {
    // the site's web ACL comes from us-east-1 (lib/aws/waf.ts EdgeStack)
    super(scope, id, { ...props, crossRegionReferences: true });
    const settings = (this.settings = props.settings);
    const { removalPolicy, isProd, logRetention } = settings;

    this.data = new PlayJoinTable(this, 'Data', { removalPolicy, deletionProtection: isProd });
    this.auth = new UserAuth(this, 'Auth', {
      stage: settings.stage,
      mail: settings.mail,
      removalPolicy,
      deletionProtection: isProd,
      logLevel: settings.logLevel,
      logRetention,
    });
    this.storage = new Storage(this, 'Storage', {
      stage: settings.stage,
      removalPolicy,
      logRetention: Duration.days(logRetention),
    });
    const apiLogging = new ApiGatewayAccountLogging(this, 'ApiGatewayLogging');

    // Build order follows the deployment's dependencies, which must not loop:
    //   APIs (no routes yet) ← CloudFront (API ids for /api and the CSP) ← functions (MEDIA_BASE_URL)
    //   ← routes and integrations. Hence the two-step REST and WebSocket APIs.
    this.restApi = new PlayJoinRestApi(this, 'RestApi', {
      stage: settings.stage,
      publicApiKeyGeneration: settings.publicApiKeyGeneration,
      userPool: this.auth.userPool,
      logRetention,
      removalPolicy,
    });
    this.restApi.api.deploymentStage.node.addDependency(apiLogging);
    this.sockets = new SocketApis(this, 'Sockets', {
      stage: settings.stage,
      accountLogging: apiLogging,
      logRetention,
      removalPolicy,
    });

    const originSecrets = new OriginSecrets(this, 'OriginSecrets', {
      stage: settings.stage,
      generations: settings.originSecretGenerations,
    });
    this.website = new Website(this, 'Website', {
      originSecret: originSecrets.current,
      webAclArn: props.siteWebAclArn,
      removalPolicy,
      logBucket: this.storage.logBucket,
      restApiId: this.restApi.api.restApiId,
      restApiStageName: REST_STAGE_NAME,
      mediaBucketName: this.storage.mediaBucketName,
      siteDomain: settings.siteDomain,
      socketOrigins: this.sockets.origins,
      region: this.region,
      cspSources: settings.cspSources,
    });
    new OriginGuard(this, 'RestOriginGuard', {
      stage: settings.stage,
      restStageArn: this.restApi.api.deploymentStage.stageArn,
      originSecrets: originSecrets.accepted,
    });
    this.storage.allowBrowserUploadsFrom(this.website.siteOrigins);
    this.storage.allowDistributionReads(this.website.distribution.distributionArn);
    const mediaBaseUrl = `${this.website.siteUrl}${MEDIA_PATH_PREFIX}`;

    const config: RuntimeConfig = {
      table: this.data.table,
      mediaBucketName: this.storage.mediaBucketName,
      mediaBaseUrl,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.webClient,
      logLevel: settings.logLevel,
      logRetention,
      removalPolicy,
      stage: settings.stage,
    };
    this.handlers = new Handlers(this, 'Handlers', { config });
    this.restApi.addRoutes((service) => this.handlers.services.get(service));
    this.sockets.addRoutes(config);
    // the stream consumer closes the connections of users whose sessions ended (sign-out, password
    // change or reset, deactivation); the account services only write the revocation
    this.sockets.grantCloseConnections(this.handlers.streams.handler);
    // big rooms' ticks push frames to the room's connections and forget those found gone
    this.sockets.grantCloseConnections(this.handlers.roomTicks.handler);

    if (isProd) new TableBackups(this, 'Backups', { stage: settings.stage, table: this.data.table });

    const socketFunctions = this.sockets.functions!;
    const functionGroups: MonitoredFunctionGroup[] = [
      { title: 'REST services', functions: [...this.handlers.services.byService.values()] },
      {
        title: 'WebSocket',
        functions: [
          socketFunctions.authorizer,
          socketFunctions.connect,
          socketFunctions.disconnect,
          ...Object.values(socketFunctions.actions),
        ],
      },
      { title: 'Table stream', functions: [this.handlers.streams.handler, this.handlers.roomTicks.handler] },
      // a failing trigger fails the sign-up or reset it mails for
      { title: 'Cognito mail', functions: [this.auth.customMessage] },
    ];
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: settings.stage,
      alarmEmail: settings.alarmEmail,
      functionGroups,
      streamConsumers: [
        { fn: this.handlers.streams.handler, iteratorAgeMs: ALARM_THRESHOLDS.streamIteratorAgeMs.threshold },
        {
          fn: this.handlers.roomTicks.handler,
          iteratorAgeMs: ALARM_THRESHOLDS.roomTicksIteratorAgeMs.threshold,
        },
      ],
      failureQueue: this.handlers.streams.failures,
      restApi: this.restApi.api,
      restAccessLogs: this.restApi.accessLogs,
      socketApis: (Object.keys(sockets) as SocketApiName[]).map((key) => ({
        name: sockets[key].name,
        api: this.sockets.apis[key].api,
        stageName: SOCKET_STAGE_NAME,
      })),
      table: this.data.table,
    });

    const apiUrl = `${this.website.siteUrl}${API_PATH_PREFIX}`;
    const socketUrl = (key: SocketApiName) => this.sockets.apis[key].stage.url;
    this.web = new WebDeployment(this, 'Web', {
      siteBucket: this.website.siteBucket,
      distribution: this.website.distribution,
      publicApiKey: this.restApi.publicApiKey,
      logRetention,
      config: {
        region: this.region,
        apiUrl,
        gameChatSocketUrl: socketUrl('gameChat'),
        messagesSocketUrl: socketUrl('directMessages'),
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
        mediaBaseUrl,
      },
    });

    const outputs: Record<string, { value: string; description: string }> = {
      SiteUrl: { value: this.website.siteUrl, description: 'The SPA' },
      DistributionDomainName: {
        value: this.website.distribution.distributionDomainName,
        description: 'CloudFront domain (point a custom domain here)',
      },
      ApiUrl: { value: apiUrl, description: 'REST API base as the SPA calls it (CloudFront /api)' },
      GameChatSocketUrl: { value: socketUrl('gameChat'), description: sockets.gameChat.summary },
      MessagesSocketUrl: { value: socketUrl('directMessages'), description: sockets.directMessages.summary },
      UserPoolId: { value: this.auth.userPool.userPoolId, description: 'Cognito user pool' },
      UserPoolClientId: {
        value: this.auth.webClient.userPoolClientId,
        description: 'Cognito app client (SPA)',
      },
      TableName: { value: this.data.table.tableName, description: 'DynamoDB table' },
      MediaBucketName: {
        value: this.storage.mediaBucket.bucketName,
        description: `Media bucket (${MEDIA_PREFIX} keys)`,
      },
      MediaBaseUrl: { value: mediaBaseUrl, description: 'Where media keys are served' },
      SiteBucketName: { value: this.website.siteBucket.bucketName, description: 'SPA bucket' },
      PublicApiKeyId: { value: this.restApi.publicApiKey.keyId, description: 'Public-profile API key (id)' },
      TableStreamArn: {
        value: this.data.table.tableStreamArn!,
        description: 'The table stream the failure queue names records of (npm run replay-failures)',
      },
      StreamFailureQueueUrl: {
        value: this.handlers.streams.failures.queueUrl,
        description: 'Stream records that failed every retry (npm run replay-failures)',
      },
      StreamFailureQueueArn: {
        value: this.handlers.streams.failures.queueArn,
        description: 'The same failure queue, by ARN',
      },
      StreamProcessorName: {
        value: this.handlers.streams.handler.functionName,
        description: 'The function failed records are replayed through',
      },
      LogGroups: {
        value: JSON.stringify(
          Object.fromEntries(
            functionGroups.flatMap((group) =>
              group.functions.map((fn) => [
                fn.serviceName,
                functionLogGroupName(settings.stage, fn.serviceName),
              ]),
            ),
          ),
        ),
        description: 'Each service → its log group (JSON)',
      },
      AlarmTopicArn: { value: this.monitoring.topic.topicArn, description: 'SNS topic of every alarm' },
      DashboardName: { value: this.monitoring.dashboard.dashboardName, description: 'CloudWatch dashboard' },
    };
    for (const [id, output] of Object.entries(outputs)) new CfnOutput(this, id, output);
  }
}
