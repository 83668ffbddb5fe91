import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECEIVE_COUNT } from '../../functions/routes';
import { placeholderCode } from '../function-code';
import { listFunctions } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';
import { readStageContext } from '../stage';
import { functionIn, templateOf } from '../test-fixtures/function-stacks';
import { roleStatements } from '../test-fixtures/role-statements';
import { consumerQueueNames } from './data-stack';

/**
 * Issue 31 in AWS: the stage's SES identity from `-c mailFrom=…`, a configuration set whose bounces and
 * complaints are suppressed by SES and fed to the product's suppression list, the mail queue with its
 * dead-letter queue, and ses:SendEmail for the mail consumer alone.
 */
let tmp: string;
let stacks: ReturnType<typeof addParleyStage>;
let mail: Template;
let data: Template;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-mail-'));
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  const context = readStageContext((key) => ({ stage: 'test', mailFrom: 'mail.example.com' })[key]);
  stacks = addParleyStage(app, { ...context, code: placeholderCode });
  mail = Template.fromStack(stacks.mail);
  data = templateOf(stacks.data);
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the mail path in AWS (issue 31)', () => {
  it('has an SES identity for -c mailFrom (a domain with Easy DKIM) using the stage configuration set', () => {
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    expect(Object.keys(mail.findOutputs('*')).filter((k) => k.startsWith('DkimRecord'))).toHaveLength(3);
  });

  it('suppresses bounces and complaints in SES and sends both events to EventBridge', () => {
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'parley-test',
      SuppressionOptions: { SuppressedReasons: Match.arrayWith(['BOUNCE', 'COMPLAINT']) },
    });
    mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        EventBridgeDestination: Match.objectLike({ EventBusArn: Match.anyValue() }),
      }),
    });
  });

  it("feeds the configuration set's bounces and complaints to the mail-feedback queue in the queue envelope", () => {
    const names = consumerQueueNames('test', 'mail-feedback');
    const queues = data.findResources('AWS::SQS::Queue', { Properties: { QueueName: names.queue } });
    const [queueId] = Object.keys(queues);
    expect(queueId).toBeDefined();
    data.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': ['parley-test'] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [queueId, 'Arn'] },
          InputTransformer: Match.objectLike({
            InputPathsMap: Match.objectLike({ id: '$.id', detail: '$.detail' }),
            InputTemplate: Match.stringLikeRegexp('"type":"mail.feedback"'),
          }),
        }),
      ],
    });
  });

  it('has the mail queue with its own dead-letter queue', () => {
    const names = consumerQueueNames('test', 'mail-send');
    const dlq = Object.keys(
      data.findResources('AWS::SQS::Queue', { Properties: { QueueName: names.deadLetterQueue } }),
    );
    expect(dlq).toHaveLength(1);
    data.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: names.queue,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlq[0], 'Arn'] }, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
  });

  it('lets the mail consumer alone send mail, from the stage identity with its configuration set', () => {
    const senders: string[] = [];
    for (const spec of listFunctions()) {
      const { template, roleLogicalId } = functionIn(stacks, spec.id);
      const statements = roleStatements(template, roleLogicalId);
      const send = statements.filter((s) =>
        [s.Action].flat().some((a) => ['ses:SendEmail', 'ses:SendRawEmail', 'ses:*', '*'].includes(a)),
      );
      if (send.length === 0) continue;
      senders.push(spec.id);
      const resources = JSON.stringify(send.map((s) => s.Resource));
      expect(resources).toContain(':identity/mail.example.com');
      expect(resources).toContain(':configuration-set/parley-test');
    }
    expect(senders).toEqual(['queue-mail-send']);
    const { fn } = functionIn(stacks, 'queue-mail-send');
    const { template, fnLogicalId } = functionIn(stacks, 'queue-mail-send');
    expect(fn).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          MAIL_FROM: 'Parley <no-reply@mail.example.com>',
          SES_CONFIGURATION_SET: 'parley-test',
        }),
      },
    });
    expect(fnLogicalId).toBeDefined();
  });

  it("sends Cognito's verification and reset codes through the stage identity and configuration set", () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'Parley <no-reply@mail.example.com>',
        ConfigurationSet: 'parley-test',
        SourceArn: Match.anyValue(),
      }),
    });
  });

  it('refuses a mailFrom that is neither a domain nor an address', () => {
    expect(() => readStageContext((key) => ({ stage: 'test', mailFrom: 'not a domain' })[key])).toThrow(/mailFrom/);
  });
});
