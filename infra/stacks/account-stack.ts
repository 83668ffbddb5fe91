import { RemovalPolicy, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';

/** One per account and region, shared by every stage there (README: Deploying a stage). */
export const ACCOUNT_STACK_NAME = 'Parley-Account';

/**
 * What API Gateway needs once per account and region before any stage can deploy: the role it writes
 * access logs with (AWS::ApiGateway::Account). Without it the WebSocket stage's access-log settings are
 * refused ("CloudWatch Logs role ARN must be set in account settings"), so the first deploy into a fresh
 * account fails. It is not part of a stage: deleting a stage must not take the account's setting with it,
 * and two stages must not fight over one singleton. Every stage's Api stack deploys after this stack.
 */
export class AccountStack extends Stack {
  readonly cloudWatchRole: iam.Role;

  constructor(scope: Construct, id = ACCOUNT_STACK_NAME, props: StackProps = {}) {
    super(scope, id, {
      stackName: ACCOUNT_STACK_NAME,
      description:
        'Parley, once per account and region: the API Gateway CloudWatch Logs role (AWS::ApiGateway::Account)',
      ...props,
    });
    Tags.of(this).add('app', 'parley');
    this.cloudWatchRole = new iam.Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway writes the access and execution logs of every API in this account and region',
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    // The account setting outlives this stack (CloudFormation leaves it when the resource is deleted), so
    // the role must too, or every API of the account loses its logs. A failed first create still cleans up.
    this.cloudWatchRole.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    const account = new apigateway.CfnAccount(this, 'ApiGatewayAccount', {
      cloudWatchRoleArn: this.cloudWatchRole.roleArn,
    });
    account.node.addDependency(this.cloudWatchRole);
    acknowledge(
      this.cloudWatchRole,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      "AWS's own policy for the API Gateway account's CloudWatch role (the one its console creates); it covers every API's log groups of the account, which are named by API Gateway at run time.",
    );
  }
}
