import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholderCode } from '../function-code';
import type { FunctionSpec } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';
import { ACCOUNT_STACK_NAME, AccountStack } from './account-stack';

const tmp = mkdtempSync(path.join(tmpdir(), 'parley-account-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const functions: FunctionSpec[] = [
  { kind: 'http', id: 'leads-get-x', entry: 'x.ts', routes: [{ method: 'GET', path: '/api/leads/x' }], access: [] },
  { kind: 'ws', id: 'ws-connect', entry: 'functions/ws/connect.ts', routeKey: '$connect', access: [] },
];

describe('the account-level stack (issue 28 item 1)', () => {
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  const account = new AccountStack(app);
  const acme = addParleyStage(app, { stage: 'acme', code: placeholderCode, functions, account });
  const globex = addParleyStage(app, { stage: 'globex', code: placeholderCode, functions, account });
  const template = Template.fromStack(account);

  it('gives API Gateway its CloudWatch Logs role, which the WebSocket stage’s access logs need', () => {
    const roles = template.findResources('AWS::IAM::Role');
    const [roleId, role] = Object.entries(roles)[0];
    expect(Object.keys(roles)).toHaveLength(1);
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'apigateway.amazonaws.com' }, Action: 'sts:AssumeRole' }),
    ]);
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('AmazonAPIGatewayPushToCloudWatchLogs');
    template.hasResourceProperties('AWS::ApiGateway::Account', {
      CloudWatchRoleArn: { 'Fn::GetAtt': [roleId, 'Arn'] },
    });
    // the account setting outlives the stack, so its role does too (a failed first create still cleans up)
    expect(role.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(role.UpdateReplacePolicy).toBe('Retain');
  });

  it('is one stack for every stage of the account, deployed before each stage’s Api stack', () => {
    expect(account.stackName).toBe(ACCOUNT_STACK_NAME);
    for (const stage of [acme, globex]) expect(stage.api.dependencies).toContain(account);
    // a stage never depends on another stage through it
    expect(account.dependencies).toEqual([]);
  });

  it('has no unacknowledged cdk-nag finding', () => {
    const report = new AwsSolutionsChecks().validateScope(account);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });
});
