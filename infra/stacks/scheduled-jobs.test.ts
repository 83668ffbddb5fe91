import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderCode } from '../function-code';
import { addParleyStage, createApp } from '../parley-stage';
import { functionIn } from '../test-fixtures/function-stacks';
import { roleStatements } from '../test-fixtures/role-statements';
import { consumerQueueNames } from './data-stack';

/**
 * Issue 27 item 19 in AWS: the idle-conversation sweep (routes.ts scheduledJobs) runs every 15 minutes
 * from an EventBridge rule that targets it alone, and may write the table and send to the lead
 * enrichment queue only.
 */
let tmp: string;
let stacks: ReturnType<typeof addParleyStage>;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-schedule-'));
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  stacks = addParleyStage(app, { stage: 'test', code: placeholderCode });
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('scheduled idle sweep', () => {
  it('an EventBridge rule invokes the sweep function every 15 minutes, and may invoke nothing else', () => {
    const { template, fnLogicalId } = functionIn(stacks, 'schedule-idle-sweep');
    // the stack holds every scheduled job's rule (issue 31 added the mail alerts'): one of them is the sweep's
    const rules = template.findResources('AWS::Events::Rule', {
      Properties: { Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [fnLogicalId, 'Arn'] } })]) },
    });
    expect(Object.values(rules)).toHaveLength(1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnLogicalId, 'Arn'] } })],
    });
    const [ruleId] = Object.keys(rules);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnLogicalId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
  }, 120_000); // the first template read synthesizes the stage

  it('its role writes the table and sends to the lead-enrichment queue only', () => {
    const { template, roleLogicalId } = functionIn(stacks, 'schedule-idle-sweep');
    const statements = roleStatements(template, roleLogicalId);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'sqs:SendMessage']));
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions).not.toContain('dynamodb:Scan');
    const send = statements.filter((s) => [s.Action].flat().includes('sqs:SendMessage'));
    const text = JSON.stringify(send.map((s) => s.Resource));
    expect(text).toContain(consumerQueueNames('test', 'lead-enrichment').queue);
    for (const other of ['intent-sync', 'webpage-publish']) {
      expect(text).not.toContain(consumerQueueNames('test', other).queue);
    }
  });
});

describe('scheduled mail alerts (issue 31)', () => {
  it('an EventBridge rule invokes the alert sweep every minute, and it alone', () => {
    const { template, fnLogicalId } = functionIn(stacks, 'schedule-mail-alerts');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnLogicalId, 'Arn'] } })],
    });
  });

  it('its role writes and deletes table items and sends to the mail-send queue only', () => {
    const { template, roleLogicalId } = functionIn(stacks, 'schedule-mail-alerts');
    const statements = roleStatements(template, roleLogicalId);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem', 'sqs:SendMessage']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:BatchWriteItem');
    expect(actions).not.toContain('ses:SendEmail');
    const send = statements.filter((s) => [s.Action].flat().includes('sqs:SendMessage'));
    const text = JSON.stringify(send.map((s) => s.Resource));
    expect(text).toContain(consumerQueueNames('test', 'mail-send').queue);
    expect(text).not.toContain(consumerQueueNames('test', 'lead-enrichment').queue);
  });
});
