import { App, type AppProps, Tags } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { type FunctionSpec, listFunctions, timeoutOf } from './function-specs';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack } from './stacks/web-stack';
import { stackName, validateStage } from './stage';

/**
 * Feature flags the stacks rely on. cdk.json is shared, so they are set here, for the CLI and tests alike.
 * - S3 server access logs are granted by bucket policy instead of the legacy LogDeliveryWrite ACL.
 * - Distributions default to TLS 1.2 for viewers whenever a certificate allows choosing.
 * - Cross-stack references stay "strong" (CloudFormation refuses to delete an export still in use),
 *   which protects a running stage from a half-applied deploy; stated explicitly to silence CDK's warning.
 */
export const featureFlags = {
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-cloudfront:defaultSecurityPolicyTLSv1.2_2021': true,
};

export function createApp(props: AppProps = {}): App {
  return new App({ ...props, context: { ...featureFlags, ...props.context } });
}

export interface ParleyStageOptions {
  stage: string;
  code: (spec: FunctionSpec) => lambda.Code;
  functions?: FunctionSpec[];
  webDistDir?: string;
  widgetDistDir?: string;
  domainName?: string;
  certificateArn?: string;
}

/**
 * One deployment of Parley: Data -> Web -> Api, named Parley-<stage>-*, so any number of stages
 * (per tenant, per developer, per test run) live side by side in one account. Stacks are
 * environment-agnostic (no env, no lookups): `cdk synth` works offline, the account comes at deploy time.
 */
export function addParleyStage(app: App, opts: ParleyStageOptions) {
  const stage = validateStage(opts.stage);
  const functions = opts.functions ?? listFunctions();
  const data = new DataStack(app, stackName(stage, 'Data'), {
    stage,
    queueConsumers: functions.flatMap((f) =>
      f.kind === 'queue' ? [{ name: f.queueName, timeoutSeconds: timeoutOf(f) }] : [],
    ),
    stackName: stackName(stage, 'Data'),
    description: `Parley ${stage}: table, queues, user pool, keys, published pages`,
  });
  const web = new WebStack(app, stackName(stage, 'Web'), {
    stage,
    stackName: stackName(stage, 'Web'),
    description: `Parley ${stage}: CloudFront, SPA bucket, API Gateway endpoints`,
    webDistDir: opts.webDistDir,
    widgetDistDir: opts.widgetDistDir,
    domainName: opts.domainName,
    certificateArn: opts.certificateArn,
  });
  web.addStackDependency(data);
  const api = new ApiStack(app, stackName(stage, 'Api'), {
    stage,
    stackName: stackName(stage, 'Api'),
    description: `Parley ${stage}: functions, routes and stages`,
    data,
    web,
    code: opts.code,
    functions,
  });
  for (const stack of [data, web, api]) {
    Tags.of(stack).add('app', 'parley');
    Tags.of(stack).add('stage', stage);
  }
  return { data, web, api };
}
