import { CfnOutput, CustomResource, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { GSI_NAMES } from '../../functions/db/table';
import { OPS_FUNCTIONS, type OpsFunction } from '../function-specs';
import { acknowledge, acknowledgeWildcardResource } from '../nag';
import { removalPolicyFor } from '../stage';
import type { DataStack } from './data-stack';
import { TABLE_KEY_READ_ACTIONS } from './function-permissions';
import { appOriginParameterName, type WebStack } from './web-stack';

export interface BootstrapStackProps extends StackProps {
  stage: string;
  data: DataStack;
  web: WebStack;
  code: (spec: OpsFunction) => lambda.Code;
  /** `-c adminEmail=…`: the first platform admin, invited by Cognito (functions/ops/first-admin.ts). */
  adminEmail?: string;
  /** Changes on every synth (ParleyStage), so CloudFormation updates the resource and the bootstrap reruns. */
  runId: string;
  /** `-c domainName=…`: the admin signs in there instead of the cloudfront.net name. */
  domainName?: string;
}

/** The IAM actions the bootstrap function holds, and nothing else (a CDK test keeps them exact). */
export const BOOTSTRAP_GRANTS = {
  // migrations scan (a maintenance task, never a request path); the rest reads by key or index
  tableRead: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'],
  // plan and user items, migrated attributes, the auth state; a migration's transaction needs the same three
  tableWrite: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
  tableKey: [...TABLE_KEY_READ_ACTIONS, 'kms:Encrypt', 'kms:GenerateDataKey'],
  // the first admin: looked up, then invited (Cognito mails the temporary password); never deleted or reset
  identity: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
} as const;

/**
 * The stage's bootstrap (functions/ops/bootstrap.ts, the code `npm start` runs too): migrations, the
 * plan catalogue when there is none, the first platform admin. A custom resource through the
 * custom-resources Provider framework, rerun on every deploy; it references the table and the user
 * pool, so it runs once the Data stack has them.
 */
export class BootstrapStack extends Stack {
  readonly function: lambda.Function;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: BootstrapStackProps) {
    super(scope, id, props);
    const { stage, data, web } = props;
    this.addStackDependency(data);
    this.addStackDependency(web);
    const removalPolicy = removalPolicyFor(stage);
    const spec = OPS_FUNCTIONS[0];

    const logGroup = new logs.LogGroup(this, 'BootstrapLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy,
    });
    const policy = new iam.PolicyDocument({
      statements: [
        new iam.PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
        new iam.PolicyStatement({
          actions: [...BOOTSTRAP_GRANTS.tableRead],
          resources: [data.table.tableArn, ...GSI_NAMES.map((g) => `${data.table.tableArn}/index/${g}`)],
        }),
        new iam.PolicyStatement({ actions: [...BOOTSTRAP_GRANTS.tableWrite], resources: [data.table.tableArn] }),
        new iam.PolicyStatement({ actions: [...BOOTSTRAP_GRANTS.tableKey], resources: [data.tableKey.keyArn] }),
        new iam.PolicyStatement({ actions: [...BOOTSTRAP_GRANTS.identity], resources: [data.userPool.userPoolArn] }),
      ],
    });
    const role = new iam.Role(this, 'BootstrapRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Parley ${stage} bootstrap (migrations, plans, first admin)`,
      inlinePolicies: { access: policy },
    });
    this.function = new lambda.Function(this, spec.id, {
      description: 'Stage bootstrap: migrations, plan catalogue, first platform admin (functions/ops)',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // migrations scan the whole table; CloudFormation waits up to an hour for a custom resource
      timeout: Duration.minutes(15),
      handler: 'index.handler',
      code: props.code(spec),
      role,
      logGroup,
      environment: {
        STAGE: stage,
        TABLE_NAME: data.table.tableName,
        USER_POOL_ID: data.userPool.userPoolId,
        USER_POOL_CLIENT_ID: data.userPoolClient.userPoolClientId,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });

    const provider = new cr.Provider(this, 'BootstrapProvider', {
      onEventHandler: this.function,
      logGroup: new logs.LogGroup(this, 'BootstrapProviderLogs', {
        retention: logs.RetentionDays.ONE_MONTH,
        removalPolicy,
      }),
    });
    this.resource = new CustomResource(this, 'Bootstrap', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::ParleyBootstrap',
      properties: { RunId: props.runId, ...(props.adminEmail ? { AdminEmail: props.adminEmail } : {}) },
    });

    // the app origin through its SSM parameter, as the function stacks read it: an export of the
    // distribution's name would block a later domain change ("export in use", issue 28 item 7)
    const appOrigin = ssm.StringParameter.valueForStringParameter(this, appOriginParameterName(stage));
    new CfnOutput(this, 'AdminSignInUrl', {
      description: props.adminEmail
        ? `${props.adminEmail} signs in here with the temporary password Cognito mailed, then chooses a new one`
        : 'Platform admins sign in here (deploy with -c adminEmail=… to create the first one)',
      value: `${appOrigin}/login`,
    });

    acknowledge(
      this,
      'AwsSolutions-L1',
      'The bootstrap function runs on nodejs22.x like every Parley function (DESIGN §7); the Provider framework picks its own runtime.',
    );
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "The custom-resources Provider framework's own function gets AWSLambdaBasicExecutionRole from CDK; the bootstrap function itself has only its inline policy.",
    );
    acknowledgeWildcardResource(
      provider,
      `${this.function.functionArn}:*`,
      "CDK's grantInvoke lets the Provider framework invoke the bootstrap function's versions; it is that one function only.",
    );
  }
}
