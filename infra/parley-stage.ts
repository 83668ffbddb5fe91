import { App, type AppProps, Tags } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { reservedConcurrencyOf } from './concurrency';
import { type FunctionSpec, listFunctions, timeoutOf } from './function-specs';
import type { AccountStack } from './stacks/account-stack';
import { ApiStack, RouteStack } from './stacks/api-stack';
import { BootstrapStack } from './stacks/bootstrap-stack';
import { DataStack } from './stacks/data-stack';
import { MailStack } from './stacks/mail-stack';
import { addFunctionAlarms, MonitoringStack, notifyOnAlarms } from './stacks/monitoring-stack';
import { groupByShard } from './stacks/route-shards';
import { WebStack } from './stacks/web-stack';
import { type MailFrom, stackName, validateStage } from './stage';

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
  code: (spec: Pick<FunctionSpec, 'id'>) => lambda.Code;
  functions?: FunctionSpec[];
  webDistDir?: string;
  widgetDistDir?: string;
  domainName?: string;
  certificateArn?: string;
  /** The first platform admin (stacks/bootstrap-stack.ts). Default: `-c adminEmail=…`. */
  adminEmail?: string;
  /** Makes the bootstrap rerun: default a new value on every synth, or `-c bootstrapRunId=…`. */
  bootstrapRunId?: string;
  /** Subscribed to the stage's alarm topic (stacks/monitoring-stack.ts). Default: `-c alarmEmail=…`. */
  alarmEmail?: string;
  /** The stage's SES identity (stacks/mail-stack.ts), from `-c mailFrom=…`. */
  mailFrom?: MailFrom;
  /** Executions reserved for the stage's chat path, split over its hot functions (concurrency.ts). */
  reservedConcurrency?: number;
  /** A CloudFront WAF web ACL with per-IP rate limits (stacks/waf.ts); needs the stage in us-east-1. */
  waf?: boolean;
  /**
   * The account-level stack (stacks/account-stack.ts), made once per app: the Api stack, whose WebSocket
   * stage has access logs, deploys after it, so `cdk deploy --all` works in a fresh account.
   */
  account?: AccountStack;
}

/**
 * One deployment of Parley: Data -> Web -> Api -> Api<Shard>..., named Parley-<stage>-*, so any number
 * of stages (per tenant, per developer, per test run) live side by side in one account. The HTTP routes'
 * functions are spread over route stacks by the first path segment (stacks/route-shards.ts) to stay far
 * from CloudFormation's 500 resources per stack; all of them attach to the one HTTP API. Stacks are
 * environment-agnostic (no env, no lookups): `cdk synth` works offline, the account comes at deploy time.
 */
export function addParleyStage(app: App, opts: ParleyStageOptions) {
  const stage = validateStage(opts.stage);
  const functions = opts.functions ?? listFunctions();
  const reservedConcurrency =
    opts.reservedConcurrency === undefined ? undefined : reservedConcurrencyOf(opts.reservedConcurrency, functions);
  // first: SES verifies the identity before the user pool (Data) may send from it (README runbook)
  const mail = new MailStack(app, stackName(stage, 'Mail'), {
    stage,
    mailFrom: opts.mailFrom,
    stackName: stackName(stage, 'Mail'),
    description: `Parley ${stage}: SES identity and configuration set (bounces and complaints suppressed)`,
  });
  const data = new DataStack(app, stackName(stage, 'Data'), {
    stage,
    mailFrom: opts.mailFrom,
    queueConsumers: functions.flatMap((f) =>
      f.kind === 'queue' ? [{ name: f.queueName, timeoutSeconds: timeoutOf(f) }] : [],
    ),
    stackName: stackName(stage, 'Data'),
    description: `Parley ${stage}: table, queues, user pool, keys, published pages`,
  });
  data.addStackDependency(mail);
  const web = new WebStack(app, stackName(stage, 'Web'), {
    stage,
    stackName: stackName(stage, 'Web'),
    description: `Parley ${stage}: CloudFront, SPA bucket, API Gateway endpoints`,
    webDistDir: opts.webDistDir,
    widgetDistDir: opts.widgetDistDir,
    domainName: opts.domainName,
    certificateArn: opts.certificateArn,
    waf: opts.waf,
  });
  web.addStackDependency(data);
  const api = new ApiStack(app, stackName(stage, 'Api'), {
    stage,
    stackName: stackName(stage, 'Api'),
    description: `Parley ${stage}: API stages, WebSocket functions and routes, queue consumers`,
    data,
    web,
    mailFrom: opts.mailFrom,
    code: opts.code,
    functions: functions.filter((f) => f.kind !== 'http'),
    reservedConcurrency,
  });
  if (opts.account) api.addStackDependency(opts.account);
  // Each route stack deploys after the Api stack: on a stage deployed before the split, the Api stack
  // first deletes the routes it held, then their new stack creates them again (the same route key twice
  // on one API would fail). On a new stage the $default stage (autoDeploy) picks each route up as it comes.
  const routes: RouteStack[] = [];
  for (const [shard, own] of groupByShard(functions)) {
    const name = stackName(stage, `Api${shard}`);
    const stack = new RouteStack(app, name, {
      stage,
      shard,
      stackName: name,
      description: `Parley ${stage}: HTTP functions and routes, shard ${shard} (infra/stacks/route-shards.ts)`,
      data,
      web,
      mailFrom: opts.mailFrom,
      code: opts.code,
      functions: own,
      reservedConcurrency,
    });
    stack.addStackDependency(api);
    routes.push(stack);
  }
  const bootstrap = new BootstrapStack(app, stackName(stage, 'Bootstrap'), {
    stage,
    stackName: stackName(stage, 'Bootstrap'),
    description: `Parley ${stage}: bootstrap on every deploy (migrations, plan catalogue, first admin)`,
    data,
    web,
    code: opts.code,
    adminEmail: opts.adminEmail ?? app.node.tryGetContext('adminEmail'),
    runId: opts.bootstrapRunId ?? app.node.tryGetContext('bootstrapRunId') ?? new Date().toISOString(),
    domainName: opts.domainName,
  });
  const contextLimit = app.node.tryGetContext('concurrencyLimit');
  const monitoring = new MonitoringStack(app, stackName(stage, 'Monitoring'), {
    stage,
    stackName: stackName(stage, 'Monitoring'),
    description: `Parley ${stage}: alarm topic, stage-wide alarms, dashboard`,
    data,
    alarmEmail: opts.alarmEmail ?? app.node.tryGetContext('alarmEmail'),
    concurrencyLimit: contextLimit === undefined ? undefined : Number(contextLimit),
  });
  monitoring.addStackDependency(web); // the API ids come in through named exports
  for (const stack of [api, ...routes]) addFunctionAlarms(stack, [...stack.functions.values()], stack.stackName);
  const all = [mail, data, web, api, ...routes, bootstrap, monitoring];
  for (const stack of all) notifyOnAlarms(stack, stage);
  for (const stack of all) {
    Tags.of(stack).add('app', 'parley');
    Tags.of(stack).add('stage', stage);
  }
  /** The stacks that hold functions, and the one that holds a given function. */
  const functionStacks: (ApiStack | RouteStack)[] = [api, ...routes];
  const stackOfFunction = (id: string): ApiStack | RouteStack => {
    const stack = functionStacks.find((s) => s.functions.has(id));
    if (!stack) throw new Error(`No stack holds function ${id}`);
    return stack;
  };
  return { mail, data, web, api, routes, bootstrap, monitoring, all, functionStacks, stackOfFunction };
}
