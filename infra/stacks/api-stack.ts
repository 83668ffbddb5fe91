import { Aws, Duration, Fn, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { GSI_NAMES } from '../../functions/db/table';
import { consumerOf, DEFAULT_MEMORY_MB } from '../../functions/routes';
import { type FunctionSpec, listFunctions, timeoutOf } from '../function-specs';
import { acknowledge } from '../nag';
import { type MailFrom, removalPolicyFor } from '../stage';
import {
  attachmentsBucketName,
  consumerQueueNames,
  type DataStack,
  knowledgeBucketName,
  pagesBucketName,
  queueAddress,
} from './data-stack';
import { type AccessTargets, grantFunctionAccess } from './function-permissions';
import { configurationSetArn, configurationSetName, mailIdentityArn } from './mail-stack';
import { appOriginParameterName, exportNames, type WebStack, WS_STAGE_NAME } from './web-stack';

export interface ApiStackProps extends StackProps {
  stage: string;
  data: DataStack;
  web: WebStack;
  /** Code of one function: a bundle folder after buildFunctions, or a placeholder when bundling is skipped. */
  code: (spec: FunctionSpec) => lambda.Code;
  /**
   * The functions this stack holds: the WebSocket functions and queue consumers (the HTTP functions
   * live in RouteStacks, see route-shards.ts). Default: those of functions/routes.ts.
   */
  functions?: FunctionSpec[];
  /** Reserved concurrency by function id (infra/concurrency.ts); functions not listed share the account's pool. */
  reservedConcurrency?: ReadonlyMap<string, number>;
  /** Whether the WebSocket stage is made: the API has ws routes (a ws stage cannot deploy without them). */
  hasWsRoutes?: boolean;
  /** The stage's SES identity (stacks/mail-stack.ts): the 'mail:send' grant and MAIL_FROM. */
  mailFrom?: MailFrom;
}

/**
 * The HTTP and WebSocket stages with their access logs, the WebSocket functions and routes, and the
 * queue consumers. The HTTP routes and their functions are in the route stacks, which depend on this
 * one (ParleyStage): so an existing stage first drops routes moved out of here, then re-creates them.
 */
export class ApiStack extends Stack {
  readonly functions = new Map<string, lambda.Function>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, web } = props;
    this.addStackDependency(web); // API ids come in through named exports, which CDK cannot see.
    const removalPolicy = removalPolicyFor(stage);
    const factory = new FunctionFactory(this, props);
    const specs = (props.functions ?? listFunctions()).filter((f) => f.kind !== 'http');
    for (const spec of specs) this.functions.set(spec.id, factory.add(spec));

    const httpAccessLogs = new logs.LogGroup(this, 'HttpAccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy,
    });
    new apigwv2.HttpStage(this, 'HttpStage', {
      httpApi: factory.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(httpAccessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            status: '$context.status',
            bytes: '$context.responseLength',
            latencyMs: '$context.integrationLatency',
            error: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // A WebSocket stage cannot deploy without routes; it appears with the first functions/ws entry.
    if (props.hasWsRoutes ?? specs.some((f) => f.kind === 'ws')) {
      const wsAccessLogs = new logs.LogGroup(this, 'WsAccessLogs', {
        retention: logs.RetentionDays.THREE_MONTHS,
        removalPolicy,
      });
      new apigwv2.WebSocketStage(this, 'WsStage', {
        webSocketApi: factory.wsApi,
        stageName: WS_STAGE_NAME,
        autoDeploy: true,
        throttle: { rateLimit: 200, burstLimit: 400 },
        accessLogSettings: {
          destination: new apigwv2.LogGroupLogDestination(wsAccessLogs),
          format: AccessLogFormat.custom(
            JSON.stringify({
              requestId: '$context.requestId',
              ip: '$context.identity.sourceIp',
              time: '$context.requestTime',
              routeKey: '$context.routeKey',
              eventType: '$context.eventType',
              status: '$context.status',
              connectionId: '$context.connectionId',
              error: '$context.integrationErrorMessage',
            }),
          ),
        },
      });
    }
    acknowledgeFunctionFindings(this);
  }
}

export interface RouteStackProps extends ApiStackProps {
  /** The route-shard name (route-shards.ts). */
  shard: string;
  /** This shard's HTTP functions. */
  functions: FunctionSpec[];
}

/**
 * One shard of the HTTP routes (route-shards.ts): their functions, with each function's own role and
 * log group, and their integrations, routes and invoke permissions on the one HTTP API, imported by id
 * from the web stack. Everything that points at a function lives in the same stack as the function,
 * so no other stack references it and no cycle can form.
 */
export class RouteStack extends Stack {
  readonly functions = new Map<string, lambda.Function>();
  readonly shard: string;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    this.shard = props.shard;
    this.addStackDependency(props.web); // the HTTP API id comes in through a named export
    const factory = new FunctionFactory(this, props);
    for (const spec of props.functions) {
      if (spec.kind !== 'http') throw new Error(`${spec.id}: route stacks hold HTTP functions only`);
      this.functions.set(spec.id, factory.add(spec));
    }
    acknowledgeFunctionFindings(this);
  }
}

function acknowledgeFunctionFindings(stack: Stack): void {
  acknowledge(
    stack,
    'AwsSolutions-L1',
    'Functions are bundled for and tested on nodejs22.x (esbuild target node22, DESIGN §7); moving to nodejs24.x is a deliberate upgrade, not a drive-by.',
  );
  acknowledge(
    stack,
    'AwsSolutions-APIG4',
    'Auth is enforced per route inside each handler (public / visitor / customer / agent / owner / admin, DESIGN §3) from an HttpOnly session cookie or visitor token; API Gateway JWT authorizers read only the Authorization header and public routes must stay open.',
  );
}

/** Builds functions (role, log group, Lambda) and wires each to its route, WebSocket route or queue, in one stack. */
class FunctionFactory {
  readonly httpApi: apigwv2.IHttpApi;
  readonly wsApi: apigwv2.IWebSocketApi;
  private readonly environment: Record<string, string>;
  private readonly targets: Omit<AccessTargets, 'sendQueueArns'>;
  private readonly removalPolicy: RemovalPolicy;

  constructor(
    private readonly stack: Stack,
    private readonly props: Pick<ApiStackProps, 'stage' | 'data' | 'web' | 'code' | 'reservedConcurrency' | 'mailFrom'>,
  ) {
    const { stage, data } = props;
    this.removalPolicy = removalPolicyFor(stage);
    const names = exportNames(stage);
    this.httpApi = apigwv2.HttpApi.fromHttpApiAttributes(stack, 'HttpApi', {
      httpApiId: Fn.importValue(names.httpApiId),
    });
    this.wsApi = apigwv2.WebSocketApi.fromWebSocketApiAttributes(stack, 'WsApi', {
      webSocketId: Fn.importValue(names.wsApiId),
    });

    const issuer = `https://cognito-idp.${Aws.REGION}.amazonaws.com/${data.userPool.userPoolId}`;
    this.environment = {
      STAGE: stage,
      TABLE_NAME: data.table.tableName,
      // consumer name → its queue's URL; functions/adapters/queue.ts picks the queue of a message's type
      // (built from the queues' names, never imported from the data stack: see consumerQueueNames)
      QUEUE_URLS: stack.toJsonString(
        Object.fromEntries([...data.queues.keys()].map((name) => [name, queueOf(stage, name).url])),
      ),
      USER_POOL_ID: data.userPool.userPoolId,
      USER_POOL_CLIENT_ID: data.userPoolClient.userPoolClientId,
      JWT_ISSUER: issuer,
      JWKS_URL: `${issuer}/.well-known/jwks.json`,
      KMS_KEY_ID: data.secretsKey.keyArn,
      PAGES_BUCKET: pagesBucketName(stage),
      ATTACHMENTS_BUCKET: attachmentsBucketName(stage),
      KNOWLEDGE_BUCKET: knowledgeBucketName(stage),
      WS_ENDPOINT: `https://${this.wsApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}/${WS_STAGE_NAME}`,
      // the custom domain when there is one (web stack): cookies, return URLs and page links use it. Read
      // from the web stack's SSM parameter at deploy time, not imported: adding or dropping a domain
      // changes the value, and a changed export still in use would fail the web stack's update.
      APP_ORIGIN: ssm.StringParameter.valueForStringParameter(stack, appOriginParameterName(stage)),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // built first, then assigned: the admin's health grant (deadLetterQueueArns) may or may not be in
    // AccessTargets yet, and a variable (unlike a literal) may carry a property the type does not list
    const targets = {
      // every consumer's dead-letter queue (the admin's system health reads their depth)
      deadLetterQueueArns: [...data.queues.keys()].map((name) => deadLetterQueueOf(stage, name).arn),
      tableArn: data.table.tableArn,
      indexNames: GSI_NAMES,
      tableKeyArn: data.tableKey.keyArn,
      secretsKeyArn: data.secretsKey.keyArn,
      userPoolArn: data.userPool.userPoolArn,
      pagesBucketArn: `arn:${Aws.PARTITION}:s3:::${pagesBucketName(stage)}`,
      attachmentsBucketArn: `arn:${Aws.PARTITION}:s3:::${attachmentsBucketName(stage)}`,
      knowledgeBucketArn: `arn:${Aws.PARTITION}:s3:::${knowledgeBucketName(stage)}`,
      wsApiId: this.wsApi.apiId,
      wsStageName: WS_STAGE_NAME,
      visitorTokenSecretArn: data.visitorTokenSecret.secretArn,
      originVerifySecretArn: data.originVerifySecret.secretArn,
      // the stage's SES identity and configuration set (mail-stack.ts), by name: no export to outlive
      mailConfigurationSetArn: configurationSetArn(stage),
      mailIdentityArns: props.mailFrom ? [mailIdentityArn(props.mailFrom.identity)] : [],
    };
    this.targets = targets;
  }

  add(spec: FunctionSpec): lambda.Function {
    const { stack, props, targets } = this;
    // The function's permissions are an inline policy of its own role: one resource per function
    // instead of a role plus an AWS::IAM::Policy, which keeps each stack well inside CloudFormation's 500
    // resources (each function already costs a role, a log group, the function, and per HTTP route an
    // integration, a route and an invoke permission). Only grants CDK adds later (a queue consumer's
    // event source) still land in a separate default policy.
    const policy = new iam.PolicyDocument();
    const role = new iam.Role(stack, `${spec.id}-role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Parley ${props.stage} function ${spec.id}`,
      inlinePolicies: { access: policy },
    });
    // An explicit log group gives retention without the log-retention custom resource, and lets the
    // role write to exactly this group instead of the AWSLambdaBasicExecutionRole managed policy.
    const logGroup = new logs.LogGroup(stack, `${spec.id}-logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: this.removalPolicy,
    });
    // what logGroup.grantWrite(role) grants, here in the inline policy
    policy.addStatements(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    grantFunctionAccess(role, policy, spec, {
      ...targets,
      sendQueueArns: sendQueueArnsOf(spec, props.data, props.stage),
    });
    const fn = new lambda.Function(stack, spec.id, {
      description: functionDescription(spec),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      // per route kind, with the bench figure behind each size in functions/routes.ts
      memorySize: spec.memoryMb ?? DEFAULT_MEMORY_MB,
      reservedConcurrentExecutions: this.props.reservedConcurrency?.get(spec.id),
      // the route's own budget (routes.ts), the same one the local gateway enforces
      timeout: Duration.seconds(timeoutOf(spec)),
      handler: 'index.handler',
      code: props.code(spec),
      role,
      logGroup,
      environment: {
        ...this.environment,
        ...secretEnvironment(spec, targets),
        ...mailEnvironment(spec, props.stage, props.mailFrom),
        ...healthEnvironment(stack, spec, props.data, props.stage),
      },
    });
    this.wire(spec, fn);
    return fn;
  }

  private wire(spec: FunctionSpec, fn: lambda.Function): void {
    const { stack, httpApi, wsApi } = this;
    if (spec.kind === 'http') {
      // integration, routes and the invoke permission are made in this (the function's) stack
      const integration = new HttpLambdaIntegration(`${spec.id}-integration`, fn);
      // CORS is deliberately not the HTTP API's corsPreflight: that setting is per API, so it would put
      // Access-Control-Allow-Origin on the cookie routes too and make API Gateway drop the functions' own
      // CORS headers. Instead each cors path (routes.ts `cors`) has an OPTIONS route here, served by its
      // function, which answers the preflight (functions/kit/cors.ts); the local gateway does the same.
      for (const route of spec.routes) {
        new apigwv2.HttpRoute(stack, `route-${route.method}-${route.path.replace(/[^A-Za-z0-9]+/g, '-')}`, {
          httpApi,
          routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
          integration,
        });
      }
    } else if (spec.kind === 'ws') {
      new apigwv2.WebSocketRoute(stack, `ws ${spec.routeKey}`, {
        webSocketApi: wsApi,
        routeKey: spec.routeKey,
        integration: new WebSocketLambdaIntegration(`${spec.id}-integration`, fn),
      });
    } else if (spec.kind === 'schedule') {
      // the rule invokes this function only (CDK adds the one invoke permission for events.amazonaws.com)
      new events.Rule(stack, `${spec.id}-rule`, {
        description: `Runs ${spec.entry} every ${spec.everyMinutes} minutes`,
        schedule: events.Schedule.rate(Duration.minutes(spec.everyMinutes)),
        targets: [new eventTargets.LambdaFunction(fn, { retryAttempts: 0 })],
      });
    } else {
      // The consumer's own queue only. Partial batch failure: one bad message is retried (then
      // dead-lettered) without redoing the batch.
      if (!this.props.data.queues.has(spec.queueName)) {
        throw new Error(`No queue for consumer ${spec.queueName} in the data stack`);
      }
      const address = queueOf(this.props.stage, spec.queueName);
      const own = sqs.Queue.fromQueueAttributes(stack, `${spec.id}-queue`, {
        queueArn: address.arn,
        queueUrl: address.url,
      });
      fn.addEventSource(
        new SqsEventSource(own, {
          batchSize: spec.batchSize ?? 10,
          reportBatchItemFailures: true,
          ...(spec.maxBatchingWindowSeconds === undefined
            ? {}
            : { maxBatchingWindow: Duration.seconds(spec.maxBatchingWindowSeconds) }),
        }),
      );
    }
  }
}

/**
 * Secrets reach a function as the ARN of a Secrets Manager secret it may read (adapters/app-secrets.ts
 * fetches the value once per cold start), never as the value itself, and only when its access list
 * asks for it.
 */
function secretEnvironment(
  spec: FunctionSpec,
  t: { visitorTokenSecretArn: string; originVerifySecretArn: string },
): Record<string, string> {
  const env: Record<string, string> = {};
  if (spec.access.includes('secret:visitor-token')) env.VISITOR_TOKEN_SECRET_ARN = t.visitorTokenSecretArn;
  if (spec.access.includes('secret:origin-verify')) env.ORIGIN_VERIFY_SECRET_ARN = t.originVerifySecretArn;
  return env;
}

/**
 * 'mail:send': the From address and the configuration set the consumer sends with; MAIL_FROM is unset on a
 * stage deployed without `-c mailFrom=…`, so its mail fails loudly (dead-letter queue) instead of vanishing.
 */
function mailEnvironment(spec: FunctionSpec, stage: string, mailFrom: MailFrom | undefined): Record<string, string> {
  if (!spec.access.includes('mail:send')) return {};
  return {
    SES_CONFIGURATION_SET: configurationSetName(stage),
    ...(mailFrom ? { MAIL_FROM: `Parley <${mailFrom.address}>` } : {}),
  };
}

/** 'health:inspect': consumer name → its dead-letter queue's URL, only for the functions that read them. */
function healthEnvironment(stack: Stack, spec: FunctionSpec, data: DataStack, stage: string): Record<string, string> {
  if (!spec.access.includes('health:inspect')) return {};
  const urls = Object.fromEntries([...data.queues.keys()].map((name) => [name, deadLetterQueueOf(stage, name).url]));
  return { DEAD_LETTER_QUEUE_URLS: stack.toJsonString(urls) };
}

const queueOf = (stage: string, consumer: string) => queueAddress(consumerQueueNames(stage, consumer).queue);
const deadLetterQueueOf = (stage: string, consumer: string) =>
  queueAddress(consumerQueueNames(stage, consumer).deadLetterQueue);

/** 'queue:send' means: to the queues of the consumers of the types the function declares in `sends`. */
function sendQueueArnsOf(spec: FunctionSpec, data: DataStack, stage: string): string[] {
  if (!spec.access.includes('queue:send')) return [];
  const names = [...new Set((spec.sends ?? []).map((type) => consumerOf(type).name))];
  if (names.length === 0) throw new Error(`${spec.id} has 'queue:send' but sends no message type (routes.ts sends)`);
  return names.map((name) => {
    if (!data.queues.has(name)) throw new Error(`No queue for consumer ${name} in the data stack`);
    return queueOf(stage, name).arn;
  });
}

function functionDescription(spec: FunctionSpec): string {
  if (spec.kind === 'http') return spec.routes.map((r) => `${r.method} ${r.path}`).join(', ');
  if (spec.kind === 'ws') return `WebSocket ${spec.routeKey}`;
  if (spec.kind === 'schedule') return `Every ${spec.everyMinutes} minutes: ${spec.entry}`;
  return `Queue consumer ${spec.queueName}`;
}
