/**
 * What an on-call engineer watches, in a nested stack of its own (the parent template holds about 400
 * of its 500 resources): one SNS topic for every alarm (an email subscription when
 * `-c playjoin:alarmEmail=…` is given), the alarms with their thresholds and the reason for each
 * (ALARM_THRESHOLDS), a CloudWatch dashboard of the same signals plus traffic, cold starts and consumed
 * capacity, and saved Logs Insights queries. docs/RUNBOOK.md says what each alarm means and what to do.
 */
import { Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { PlayJoinFunction } from './functions';

/**
 * Every alarm's threshold and why. Periods are CloudWatch's; "n of m" is datapoints to alarm over
 * evaluation periods.
 */
export const ALARM_THRESHOLDS = {
  /**
   * Lambda `Errors` (sum, 5 min) ≥ 3, 1 of 1: handlers answer every expected failure (4xx, 5xx from
   * the contract's errors) without failing the invocation, so an error is an uncaught exception, a
   * timeout or an out-of-memory; 3 lets a lone timeout on a cold start pass and catches anything
   * systematic within 5 minutes.
   */
  functionErrors: { threshold: 3, period: Duration.minutes(5), evaluationPeriods: 1 },
  /**
   * Lambda `Throttles` (sum, 5 min) ≥ 5, 1 of 1: a throttled REST call is a 5xx the player sees and a
   * throttled socket frame is lost; a few can come from a burst against a reserved concurrency,
   * more means the account or reserved concurrency is too low.
   */
  functionThrottles: { threshold: 5, period: Duration.minutes(5), evaluationPeriods: 1 },
  /**
   * The stream processor's `IteratorAge` (max, 1 min) > 60 s, 3 of 3: counters, session ends and
   * match lists normally follow a write within about a second (1 s batching window); a minute behind
   * for three minutes means the consumer is failing or cannot keep up, and records older than
   * `maxRecordAgeHours` would go to the failure queue.
   */
  streamIteratorAgeMs: { threshold: 60_000, period: Duration.minutes(1), evaluationPeriods: 3 },
  /**
   * The room-ticks consumer's `IteratorAge` (max, 1 min) > 10 s, 3 of 3: a tick is a second of chat;
   * records older than a minute are dropped (lib/aws/streams.ts), so 10 s is already late chat.
   */
  roomTicksIteratorAgeMs: { threshold: 10_000, period: Duration.minutes(1), evaluationPeriods: 3 },
  /**
   * The stream failure queue's visible messages (max, 5 min) > 0: each message is a record every retry
   * failed on; a counter or list is wrong until it is replayed (`npm run replay-failures`).
   */
  failureQueueDepth: { threshold: 0, period: Duration.minutes(5), evaluationPeriods: 1 },
  /**
   * REST `5XXError` rate (average of the 0/1 metric, 1 min) > 1 %, 3 of 5: the handlers answer 5xx only
   * for their own failures and API Gateway for throttles and integration errors; one in a hundred
   * calls for three minutes out of five is an incident, a single bad minute is not.
   */
  rest5xxRate: { threshold: 0.01, period: Duration.minutes(1), evaluationPeriods: 5, datapoints: 3 },
  /**
   * REST `Latency` p99 (5 min) > 2,500 ms, 3 of 3: calls are a handful of DynamoDB or Cognito requests
   * (about 100–300 ms warm, about 1 s on a cold start); a p99 over 2.5 s for 15 minutes is felt by every
   * hundredth call and precedes API Gateway's 29 s timeout.
   */
  restLatencyP99Ms: { threshold: 2_500, period: Duration.minutes(5), evaluationPeriods: 3 },
  /**
   * WebSocket `IntegrationError` + `ExecutionError` (sum, 5 min) ≥ 10 per API, 1 of 1: a frame whose
   * handler failed or could not run; single ones happen when a connection closes mid-frame.
   */
  socketErrors: { threshold: 10, period: Duration.minutes(5), evaluationPeriods: 1 },
  /**
   * DynamoDB read + write throttle events (sum, 5 min) ≥ 10, 1 of 1: on-demand tables throttle only
   * past a partition's limit (3,000 RCU / 1,000 WCU) or twice the previous peak; a hot partition
   * (docs/architecture.md "A room of 10,000 listeners") shows here first.
   */
  tableThrottles: { threshold: 10, period: Duration.minutes(5), evaluationPeriods: 1 },
  /** DynamoDB `SystemErrors` (sum, 5 min) ≥ 1: a 500 from DynamoDB itself; the SDK retries, so any is worth a look. */
  tableSystemErrors: { threshold: 1, period: Duration.minutes(5), evaluationPeriods: 1 },
} as const;

/** The table operations the handlers send (SystemErrors is published per operation; an alarm takes ≤ 10 metrics). */
export const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
  dynamodb.Operation.TRANSACT_GET_ITEMS,
];

/** The saved Logs Insights queries, by the name the console lists them under. */
export const SAVED_QUERIES = {
  /** every function's ERROR lines (Lambda's JSON log format puts the level at the top), per log group */
  'errors by service': new logs.QueryString({
    fields: ['@timestamp', '@log', 'message'],
    filterStatements: ['level = "ERROR"'],
    statsStatements: ['count(*) as errors by @log'],
    sort: 'errors desc',
  }),
  /** the REST access log's slowest calls (lib/aws/rest-api.ts REST_ACCESS_LOG_FIELDS) */
  'slowest requests': new logs.QueryString({
    fields: [
      '@timestamp',
      'httpMethod',
      'resourcePath',
      'status',
      'responseLatency',
      'integrationLatency',
      'requestId',
    ],
    sort: 'responseLatency desc',
    limit: 50,
  }),
} as const;

/** Cold starts per function: the platform report line of an invocation that initialised its runtime. */
const COLD_STARTS_QUERY = new logs.QueryString({
  filterStatements: ['type = "platform.report" and ispresent(record.metrics.initDurationMs)'],
  statsStatements: ['count(*) as coldStarts, avg(record.metrics.initDurationMs) as avgInitMs by @log'],
  sort: 'coldStarts desc',
});

export interface MonitoredFunctionGroup {
  /** shown on the dashboard: "REST services", "WebSocket", "Table stream" */
  title: string;
  functions: PlayJoinFunction[];
}

export interface MonitoringProps extends NestedStackProps {
  stage: string;
  alarmEmail?: string;
  functionGroups: MonitoredFunctionGroup[];
  /** the table stream's consumers and each one's IteratorAge threshold */
  streamConsumers: { fn: PlayJoinFunction; iteratorAgeMs: number }[];
  failureQueue: sqs.IQueue;
  restApi: apigw.RestApi;
  restAccessLogs: logs.ILogGroup;
  socketApis: { name: string; api: apigwv2.WebSocketApi; stageName: string }[];
  table: dynamodb.ITable;
}

export class Monitoring extends NestedStack {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id, { ...props, description: 'PlayJoin alarms, dashboard and saved log queries' });
    const t = ALARM_THRESHOLDS;

    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: `PlayJoin ${props.stage} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }
    const action = new actions.SnsAction(this.topic);
    const alarm = (
      id: string,
      metric: cloudwatch.IMetric,
      spec: { threshold: number; evaluationPeriods: number; datapoints?: number },
      description: string,
      comparison = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ): cloudwatch.Alarm => {
      const created = new cloudwatch.Alarm(this, id, {
        metric,
        threshold: spec.threshold,
        evaluationPeriods: spec.evaluationPeriods,
        datapointsToAlarm: spec.datapoints ?? spec.evaluationPeriods,
        comparisonOperator: comparison,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
      return created;
    };

    // Lambda: errors and throttles of every function
    for (const group of props.functionGroups) {
      for (const fn of group.functions) {
        alarm(
          `${fn.serviceName}Errors`,
          fn.metricErrors({ period: t.functionErrors.period, statistic: 'Sum' }),
          t.functionErrors,
          `${fn.serviceName}: ≥ ${t.functionErrors.threshold} failed invocations in 5 min (docs/RUNBOOK.md "Function errors")`,
        );
        alarm(
          `${fn.serviceName}Throttles`,
          fn.metricThrottles({ period: t.functionThrottles.period, statistic: 'Sum' }),
          t.functionThrottles,
          `${fn.serviceName}: ≥ ${t.functionThrottles.threshold} throttled invocations in 5 min (docs/RUNBOOK.md "Throttles")`,
        );
      }
    }

    // the table stream
    const iteratorAges = props.streamConsumers.map(({ fn, iteratorAgeMs }) => {
      const metric = fn.metric('IteratorAge', {
        period: t.streamIteratorAgeMs.period,
        statistic: 'Maximum',
      });
      alarm(
        `${fn.serviceName}IteratorAge`,
        metric,
        { ...t.streamIteratorAgeMs, threshold: iteratorAgeMs },
        `${fn.serviceName} is more than ${iteratorAgeMs / 1000} s behind the table stream (docs/RUNBOOK.md "Stream behind")`,
        cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      );
      return metric;
    });
    const failureDepth = props.failureQueue.metricApproximateNumberOfMessagesVisible({
      period: t.failureQueueDepth.period,
      statistic: 'Maximum',
    });
    alarm(
      'StreamFailures',
      failureDepth,
      t.failureQueueDepth,
      'Table stream records failed every retry and wait in the failure queue (docs/RUNBOOK.md "Replaying failures")',
      cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    // REST API
    const rest5xx = props.restApi.metricServerError({ period: t.rest5xxRate.period, statistic: 'Average' });
    alarm(
      'Rest5xxRate',
      rest5xx,
      t.rest5xxRate,
      `REST API: more than ${t.rest5xxRate.threshold * 100} % of calls answered 5xx (docs/RUNBOOK.md "REST 5xx")`,
      cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
    const restP99 = props.restApi.metricLatency({ period: t.restLatencyP99Ms.period, statistic: 'p99' });
    alarm(
      'RestLatencyP99',
      restP99,
      t.restLatencyP99Ms,
      `REST API: p99 latency over ${t.restLatencyP99Ms.threshold} ms (docs/RUNBOOK.md "REST latency")`,
      cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    // WebSocket APIs
    const socketErrors = props.socketApis.map(({ name, api, stageName }) => {
      const dims = { ApiId: api.apiId, Stage: stageName };
      const metric = new cloudwatch.MathExpression({
        // ids unique across the dashboard graph that shows both APIs
        expression: `integration_${name} + execution_${name}`,
        usingMetrics: {
          [`integration_${name}`]: api.metric('IntegrationError', { dimensionsMap: dims, statistic: 'Sum' }),
          [`execution_${name}`]: api.metric('ExecutionError', { dimensionsMap: dims, statistic: 'Sum' }),
        },
        period: t.socketErrors.period,
        label: `${name} errors`,
      });
      alarm(
        `${name}SocketErrors`,
        metric,
        t.socketErrors,
        `WebSocket ${name}: ≥ ${t.socketErrors.threshold} frames failed in their handler in 5 min (docs/RUNBOOK.md "WebSocket errors")`,
      );
      return metric;
    });

    // DynamoDB
    const tableThrottles = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum' }),
        writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum' }),
      },
      period: t.tableThrottles.period,
      label: 'throttle events',
    });
    alarm(
      'TableThrottles',
      tableThrottles,
      t.tableThrottles,
      `DynamoDB: ≥ ${t.tableThrottles.threshold} throttled reads or writes in 5 min (docs/RUNBOOK.md "Table throttles")`,
    );
    const tableErrors = props.table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: t.tableSystemErrors.period,
      statistic: 'Sum',
    });
    alarm(
      'TableSystemErrors',
      tableErrors,
      t.tableSystemErrors,
      'DynamoDB answered with its own errors (HTTP 500) (docs/RUNBOOK.md "Table errors")',
    );

    // Saved queries
    const functionLogGroups = props.functionGroups.flatMap((group) =>
      group.functions.map((fn) => fn.logGroup),
    );
    new logs.QueryDefinition(this, 'ErrorsByService', {
      queryDefinitionName: `playjoin-${props.stage}/errors by service`,
      queryString: SAVED_QUERIES['errors by service'],
      logGroups: functionLogGroups,
    });
    new logs.QueryDefinition(this, 'SlowestRequests', {
      queryDefinitionName: `playjoin-${props.stage}/slowest requests`,
      queryString: SAVED_QUERIES['slowest requests'],
      logGroups: [props.restAccessLogs],
    });

    // Dashboard: alarms' signals first, then traffic
    const allFunctions = props.functionGroups.flatMap((group) => group.functions);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `playjoin-${props.stage}`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'REST requests and 5xx',
        left: [props.restApi.metricCount({ period: Duration.minutes(1) })],
        right: [props.restApi.metricServerError({ period: Duration.minutes(1), statistic: 'Sum' })],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'REST latency (p50, p99)',
        left: [props.restApi.metricLatency({ period: Duration.minutes(5), statistic: 'p50' }), restP99],
        width: 8,
      }),
      new cloudwatch.GraphWidget({ title: 'WebSocket errors', left: socketErrors, width: 8 }),
    );
    for (const group of props.functionGroups) {
      this.dashboard.addWidgets(
        new cloudwatch.GraphWidget({
          title: `${group.title}: invocations`,
          left: group.functions.map((fn) =>
            fn.metricInvocations({ period: Duration.minutes(5), label: fn.serviceName }),
          ),
          width: 8,
          legendPosition: cloudwatch.LegendPosition.RIGHT,
        }),
        new cloudwatch.GraphWidget({
          title: `${group.title}: errors`,
          left: group.functions.map((fn) =>
            fn.metricErrors({ period: Duration.minutes(5), label: fn.serviceName }),
          ),
          width: 8,
          legendPosition: cloudwatch.LegendPosition.RIGHT,
        }),
        new cloudwatch.GraphWidget({
          title: `${group.title}: throttles`,
          left: group.functions.map((fn) =>
            fn.metricThrottles({ period: Duration.minutes(5), label: fn.serviceName }),
          ),
          width: 8,
          legendPosition: cloudwatch.LegendPosition.RIGHT,
        }),
      );
    }
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Stream iterator age (ms) and failure queue',
        left: iteratorAges,
        right: [failureDepth],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB consumed units',
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: Duration.minutes(1), statistic: 'Sum' }),
          props.table.metricConsumedWriteCapacityUnits({ period: Duration.minutes(1), statistic: 'Sum' }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB throttles and errors',
        left: [tableThrottles],
        right: [tableErrors],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.LogQueryWidget({
        title: 'Cold starts by function',
        logGroupNames: allFunctions.map((fn) => fn.logGroup.logGroupName),
        queryString: COLD_STARTS_QUERY.toString(),
        view: cloudwatch.LogQueryVisualizationType.TABLE,
        width: 12,
        height: 8,
      }),
      new cloudwatch.LogQueryWidget({
        title: 'Errors by service',
        logGroupNames: allFunctions.map((fn) => fn.logGroup.logGroupName),
        queryString: SAVED_QUERIES['errors by service'].toString(),
        view: cloudwatch.LogQueryVisualizationType.TABLE,
        width: 12,
        height: 8,
      }),
    );
  }
}
