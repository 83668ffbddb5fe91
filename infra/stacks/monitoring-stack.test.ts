import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../functions/base/metrics';
import { placeholderCode } from '../function-code';
import { addParleyStage, createApp } from '../parley-stage';
import { alarmTopicName, METRICS_PER_ALARM } from './monitoring-stack';

/** Alarms with actions for each signal of issue 28 item 6, the topic they notify, and the dashboard. */
let tmp: string;
const synth = (context: Record<string, unknown>, functions?: []) => {
  const app = createApp({
    outdir: mkdtempSync(path.join(tmp, 'cdk.out-')),
    context: { 'aws:cdk:bundling-stacks': [], ...context },
  });
  const stacks = addParleyStage(app, { stage: 'acme', code: placeholderCode, functions });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth(); // throws if cdk-nag reports anything unacknowledged
  return stacks;
};
let stacks: ReturnType<typeof synth>;
let monitoring: Template;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-monitoring-'));
  stacks = synth({ alarmEmail: 'ops@example.com' });
  monitoring = Template.fromStack(stacks.monitoring);
}, 180_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Alarm = { Properties: Record<string, unknown> };
const alarmsOf = (stack: (typeof stacks.all)[number]) =>
  Object.entries(Template.fromStack(stack).findResources('AWS::CloudWatch::Alarm')) as [string, Alarm][];
/** The ARN every alarm action must be: the stage's topic, by name. */
const TOPIC_ARN = {
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':sns:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:${alarmTopicName('acme')}`,
    ],
  ],
};

describe('monitoring', () => {
  it('has a KMS-encrypted alarm topic with the alarmEmail subscription', () => {
    monitoring.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'parley-acme-alarms',
      KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlarmTopicKey'), 'Arn'] },
    });
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('subscribes nobody without -c alarmEmail', () => {
    const bare = synth({}, []);
    Template.fromStack(bare.monitoring).resourceCountIs('AWS::SNS::Subscription', 0);
    Template.fromStack(bare.monitoring).resourceCountIs('AWS::SNS::Topic', 1);
  });

  it('gives every alarm of every stack an action on the topic', () => {
    const all = stacks.all.flatMap(alarmsOf);
    expect(all.length).toBeGreaterThan(10);
    for (const [id, a] of all) expect(a.Properties.AlarmActions, id).toEqual([TOPIC_ARN]);
  });

  it('alarms on the HTTP API 5xx rate and p99, WebSocket integration errors, DynamoDB and account concurrency', () => {
    const byId = Object.fromEntries(alarmsOf(stacks.monitoring));
    const find = (prefix: string) => {
      const hit = Object.entries(byId).find(([id]) => id.startsWith(prefix));
      if (!hit) throw new Error(`no ${prefix}`);
      return JSON.stringify(hit[1].Properties);
    };
    expect(find('Http5xxRateAlarm')).toMatch(
      /"MetricName":"5xx".*"MetricName":"Count"|"MetricName":"Count".*"MetricName":"5xx"/,
    );
    expect(find('HttpLatencyP99Alarm')).toMatch(/"MetricName":"Latency"/);
    expect(find('HttpLatencyP99Alarm')).toMatch(/"ExtendedStatistic":"p99"/);
    expect(find('WsIntegrationErrorsAlarm')).toMatch(/"MetricName":"IntegrationError"/);
    expect(find('TableThrottlesAlarm')).toMatch(/ReadThrottleEvents.*WriteThrottleEvents/);
    expect(find('TableSystemErrorsAlarm')).toMatch(/"MetricName":"SystemErrors"/);
    expect(find('ConcurrencyHeadroomAlarm')).toMatch(/"MetricName":"ClaimedAccountConcurrency".*"Threshold":800/);
  });

  it('alarms on Lambda errors and throttles in every function stack, summing at most 10 functions an alarm', () => {
    for (const stack of stacks.functionStacks) {
      const alarms = alarmsOf(stack);
      const n = stack.functions.size;
      const errors = alarms.filter(([id]) => id.startsWith('FunctionErrorsAlarm'));
      const throttles = alarms.filter(([id]) => id.startsWith('FunctionThrottlesAlarm'));
      expect(errors, stack.stackName).toHaveLength(Math.ceil(n / METRICS_PER_ALARM));
      expect(throttles, stack.stackName).toHaveLength(Math.ceil(n / METRICS_PER_ALARM));
      // every function of the stack is in exactly one sum
      const summed = errors.flatMap(([, a]) =>
        (a.Properties.Metrics as { MetricStat?: { Metric: { Dimensions: { Value: unknown }[] } } }[]).flatMap((m) =>
          m.MetricStat ? [JSON.stringify(m.MetricStat.Metric.Dimensions[0].Value)] : [],
        ),
      );
      expect(new Set(summed).size, stack.stackName).toBe(n);
      expect(summed).toHaveLength(n);
    }
  });

  it('alarms on the depth of every dead-letter queue', () => {
    const dlqs = [...stacks.data.queues.values()].length;
    const dlqAlarms = alarmsOf(stacks.data).filter(([, a]) =>
      JSON.stringify(a.Properties).includes('ApproximateNumberOfMessagesVisible'),
    );
    expect(dlqs).toBeGreaterThan(0);
    expect(dlqAlarms).toHaveLength(dlqs);
  });

  it('has a dashboard per stage with the business metrics on it', () => {
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(
      Object.values(monitoring.findResources('AWS::CloudWatch::Dashboard'))[0].Properties.DashboardBody,
    );
    expect(body).toContain('Parley-acme');
    for (const name of Object.values(BUSINESS_METRICS)) expect(body).toContain(name);
    for (const signal of ['5xx', 'Latency', 'IntegrationError', 'ClaimedAccountConcurrency', 'DeadLetterQueue'])
      expect(body).toContain(signal);
  });
});
