import { Aws, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct, IConstruct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '../../functions/base/metrics';
import { removalPolicyFor } from '../stage';
import type { DataStack } from './data-stack';
import { exportNames, WS_STAGE_NAME } from './web-stack';

/**
 * The stage's alarm topic has a fixed name, so every stack's alarms can name it by ARN: no cross-stack
 * export that a removed route or queue would have to delete first.
 */
export const alarmTopicName = (stage: string) => `parley-${stage}-alarms`;
const alarmTopicArn = (stage: string) =>
  `arn:${Aws.PARTITION}:sns:${Aws.REGION}:${Aws.ACCOUNT_ID}:${alarmTopicName(stage)}`;

/** The thresholds, each with the reason it is where it is. */
export const THRESHOLDS = {
  /** % of HTTP requests answered 5xx over 5 minutes, three periods running: an outage, not one bad request. */
  http5xxPercent: 5,
  /** p99 of the HTTP API's latency: the longest route budget is the AI one; a p99 beyond 5 s is users waiting. */
  httpP99Ms: 5000,
  /** Lambda errors per function stack and 5 minutes: handled 4xx are no errors, so a few are already a bug. */
  functionErrors: 5,
  /** Any throttle means a request or a queue batch was refused for concurrency. */
  functionThrottles: 1,
  /** WebSocket integration errors per 5 minutes: the live chat of agents and visitors breaks. */
  wsIntegrationErrors: 5,
  /** Share of the account's concurrency claimed: at 80 % the next burst is throttled across every stage. */
  concurrencyShare: 0.8,
} as const;

/** CloudWatch alarms on metric math take at most 10 metrics, so a stack's functions are summed 10 at a time. */
export const METRICS_PER_ALARM = 10;

/**
 * Errors and throttles of the functions of one stack (ApiStack, RouteStack): summed by metric math, one
 * alarm of each per ten functions, in the stack that holds them (no reference leaves the stack).
 */
export function addFunctionAlarms(stack: Stack, functions: lambda.Function[], label: string): void {
  const period = Duration.minutes(5);
  for (let i = 0; i < functions.length; i += METRICS_PER_ALARM) {
    const chunk = functions.slice(i, i + METRICS_PER_ALARM);
    const part = functions.length > METRICS_PER_ALARM ? ` (functions ${i + 1}-${i + chunk.length})` : '';
    const sum = (metric: 'Errors' | 'Throttles') =>
      new cloudwatch.MathExpression({
        expression: chunk.map((_, j) => `m${j}`).join(' + '),
        usingMetrics: Object.fromEntries(
          chunk.map((fn, j) => [`m${j}`, fn.metric(metric, { statistic: 'Sum', period })]),
        ),
        label: `${metric} ${label}${part}`,
        period,
      });
    const suffix = i === 0 ? '' : `${i / METRICS_PER_ALARM + 1}`;
    new cloudwatch.Alarm(stack, `FunctionErrorsAlarm${suffix}`, {
      alarmDescription: `Parley ${label}: ${THRESHOLDS.functionErrors}+ Lambda errors in 5 minutes${part}`,
      metric: sum('Errors'),
      threshold: THRESHOLDS.functionErrors,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    new cloudwatch.Alarm(stack, `FunctionThrottlesAlarm${suffix}`, {
      alarmDescription: `Parley ${label}: Lambda throttled an invocation${part}`,
      metric: sum('Throttles'),
      threshold: THRESHOLDS.functionThrottles,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}

/** Every alarm in `scope` notifies the stage's topic (by ARN: see alarmTopicName). */
export function notifyOnAlarms(scope: Stack, stage: string): void {
  const topic = sns.Topic.fromTopicArn(scope, 'AlarmTopicRef', alarmTopicArn(stage));
  const visit = (c: IConstruct) => {
    if (c instanceof cloudwatch.Alarm) c.addAlarmAction(new SnsAction(topic));
    for (const child of c.node.children) visit(child);
  };
  visit(scope);
}

export interface MonitoringStackProps extends StackProps {
  stage: string;
  data: DataStack;
  /** `-c alarmEmail=…`: subscribed to the alarm topic (the address confirms the subscription by mail). */
  alarmEmail?: string;
  /** The account's Lambda concurrency limit (`-c concurrencyLimit=…`, default 1000, AWS's default quota). */
  concurrencyLimit?: number;
}

/**
 * Who is told, and what they look at: the alarm topic (KMS-encrypted) with its email subscription, the
 * stage-wide alarms (HTTP API 5xx rate and p99, WebSocket integration errors, DynamoDB throttles and
 * system errors, the account's concurrency headroom) and the stage's dashboard, business metrics included
 * (functions/base/metrics.ts). Function and dead-letter alarms live beside what they watch and notify
 * this topic too (notifyOnAlarms).
 */
export class MonitoringStack extends Stack {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage, data } = props;
    this.addStackDependency(data);
    const removalPolicy = removalPolicyFor(stage);
    const key = new kms.Key(this, 'AlarmTopicKey', {
      description: `Parley ${stage}: alarm topic encryption`,
      enableKeyRotation: true,
      removalPolicy,
    });
    // CloudWatch publishes alarm notifications to the encrypted topic
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      topicName: alarmTopicName(stage),
      displayName: `Parley ${stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const period = Duration.minutes(5);
    const names = exportNames(stage);
    const httpApiId = Fn.importValue(names.httpApiId);
    const wsApiId = Fn.importValue(names.wsApiId);
    const http = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: httpApiId },
        statistic,
        period,
      });
    const http5xxRate = new cloudwatch.MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: http('5xx', 'Sum'), requests: http('Count', 'Sum') },
      label: 'HTTP 5xx %',
      period,
    });
    const httpP99 = http('Latency', 'p99');
    const wsIntegrationErrors = new cloudwatch.Metric({
      namespace: 'AWS/ApiGateway',
      metricName: 'IntegrationError',
      dimensionsMap: { ApiId: wsApiId, Stage: WS_STAGE_NAME },
      statistic: 'Sum',
      period,
    });
    const tableThrottles = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: data.table.metric('ReadThrottleEvents', { statistic: 'Sum', period }),
        writes: data.table.metric('WriteThrottleEvents', { statistic: 'Sum', period }),
      },
      label: 'DynamoDB throttled requests',
      period,
    });
    // SystemErrors exist per operation only; these are the operations the functions use
    const operations = [
      'GetItem',
      'Query',
      'PutItem',
      'UpdateItem',
      'DeleteItem',
      'BatchGetItem',
      'TransactWriteItems',
      'Scan',
    ];
    const tableSystemErrors = new cloudwatch.MathExpression({
      expression: operations.map((_, i) => `e${i}`).join(' + '),
      usingMetrics: Object.fromEntries(
        operations.map((op, i) => [
          `e${i}`,
          new cloudwatch.Metric({
            namespace: 'AWS/DynamoDB',
            metricName: 'SystemErrors',
            dimensionsMap: { TableName: data.table.tableName, Operation: op },
            statistic: 'Sum',
            period,
          }),
        ]),
      ),
      label: 'DynamoDB system errors',
      period,
    });
    const claimedConcurrency = new cloudwatch.Metric({
      namespace: 'AWS/Lambda',
      metricName: 'ClaimedAccountConcurrency',
      statistic: 'Maximum',
      period: Duration.minutes(1),
    });
    const concurrencyLimit = props.concurrencyLimit ?? 1000;

    const alarm = (id: string, description: string, a: Omit<cloudwatch.AlarmProps, 'alarmDescription'>) =>
      new cloudwatch.Alarm(this, id, {
        alarmDescription: `Parley ${stage}: ${description}`,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...a,
      });
    alarm('Http5xxRateAlarm', `${THRESHOLDS.http5xxPercent}%+ of HTTP API requests answered 5xx, 15 minutes running`, {
      metric: http5xxRate,
      threshold: THRESHOLDS.http5xxPercent,
      evaluationPeriods: 3,
    });
    alarm('HttpLatencyP99Alarm', `HTTP API p99 latency at ${THRESHOLDS.httpP99Ms} ms or more, 15 minutes running`, {
      metric: httpP99,
      threshold: THRESHOLDS.httpP99Ms,
      evaluationPeriods: 3,
    });
    alarm('WsIntegrationErrorsAlarm', 'WebSocket API integration errors (live chat breaks)', {
      metric: wsIntegrationErrors,
      threshold: THRESHOLDS.wsIntegrationErrors,
      evaluationPeriods: 1,
    });
    alarm('TableThrottlesAlarm', 'DynamoDB throttled requests on the table', {
      metric: tableThrottles,
      threshold: 1,
      evaluationPeriods: 1,
    });
    alarm('TableSystemErrorsAlarm', 'DynamoDB system errors on the table', {
      metric: tableSystemErrors,
      threshold: 1,
      evaluationPeriods: 1,
    });
    alarm(
      'ConcurrencyHeadroomAlarm',
      `Lambda concurrency claimed in the account at ${THRESHOLDS.concurrencyShare * 100}% of ${concurrencyLimit} (shared by every stage)`,
      {
        metric: claimedConcurrency,
        threshold: Math.floor(concurrencyLimit * THRESHOLDS.concurrencyShare),
        evaluationPeriods: 3,
      },
    );

    // The dashboard finds the stage's functions and dead-letter queues by name (SEARCH), so it holds no
    // reference to a function or queue a later deploy may remove.
    const search = (query: string, statistic: string, label: string) =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('${query}', '${statistic}', 300)`,
        usingMetrics: {},
        label,
        period,
      });
    const business = (name: string) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { service: METRICS_SERVICE, stage },
        statistic: 'Sum',
        period: Duration.hours(1),
        label: name,
      });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `Parley-${stage}`,
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# Parley ${stage}\nAlarms notify SNS topic \`${alarmTopicName(stage)}\`.`,
        width: 24,
        height: 2,
      }),
      new cloudwatch.GraphWidget({
        title: 'Business events per hour',
        left: Object.values(BUSINESS_METRICS).map(business),
        width: 24,
      }),
      new cloudwatch.GraphWidget({
        title: 'HTTP API: requests and 5xx %',
        left: [http('Count', 'Sum')],
        right: [http5xxRate],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'HTTP API latency (p50, p99)',
        left: [http('Latency', 'p50'), httpP99],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda errors by function',
        left: [search(`{AWS/Lambda,FunctionName} MetricName="Errors" Parley-${stage}-`, 'Sum', 'Errors')],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles by function',
        left: [search(`{AWS/Lambda,FunctionName} MetricName="Throttles" Parley-${stage}-`, 'Sum', 'Throttles')],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Dead-letter queues: messages waiting',
        left: [
          search(
            `{AWS/SQS,QueueName} MetricName="ApproximateNumberOfMessagesVisible" Parley-${stage}-Data DeadLetterQueue`,
            'Maximum',
            'DLQ depth',
          ),
        ],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'WebSocket integration errors',
        left: [wsIntegrationErrors],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB throttles and system errors',
        left: [tableThrottles, tableSystemErrors],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: `Account concurrency claimed (limit ${concurrencyLimit})`,
        left: [claimedConcurrency],
        leftAnnotations: [{ value: concurrencyLimit * THRESHOLDS.concurrencyShare, label: 'alarm' }],
        width: 12,
      }),
    );
  }
}
