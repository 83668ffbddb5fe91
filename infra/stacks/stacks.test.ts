import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { type App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_TIMEOUT_SECONDS,
  DEFAULT_TIMEOUT_SECONDS,
  httpRoutes,
  MAX_HTTP_TIMEOUT_SECONDS,
} from '../../functions/routes';
import { HTML_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from '../cache-control';
import { listFunctions, timeoutOf } from '../function-specs';
import { sha256Source, styleSourcesOf } from '../inline-style-hashes';
import { PAGE_NOT_FOUND_HTML, pageNotFoundFunctionCode } from '../page-not-found';
import { type addParleyStage, createApp } from '../parley-stage';
import { PERMISSIONS_POLICY, publishedPageCsp, spaContentSecurityPolicy } from '../security-headers';
import { functionIn, templateOf } from '../test-fixtures/function-stacks';
import { roleStatements } from '../test-fixtures/role-statements';
import { CRITICAL_CSS, testStage, testStageFunctions } from '../test-fixtures/test-stage';
import { attachmentsBucketOrigin, knowledgeBucketOrigin } from './data-stack';
import { WebStack } from './web-stack';

let tmp: string;
let app: App;
let stacks: ReturnType<typeof addParleyStage>;
let data: Template;
let api: Template;
/** The Api stack and every route stack: the stacks that hold functions. */
let fnTemplates: Template[];
let web: Template;
let webDist: string;
const functions = testStageFunctions;

// cdk-nag is not run here: its pack takes 30-180 s over this stage, so it has its own vitest project and
// command (infra/stacks/stage.nag.test.ts, `npm run test:nag`, which CI runs) on the same stage.
beforeAll(() => {
  ({ tmp, app, stacks, webDist } = testStage());
  app.synth();
  data = Template.fromStack(stacks.data);
  api = templateOf(stacks.api);
  fnTemplates = stacks.functionStacks.map(templateOf);
  web = Template.fromStack(stacks.web);
}, 120_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('data stack', () => {
  it('has the single table with pk/sk, three GSIs, TTL, PITR, KMS and a test-stage removal policy', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes: ['gsi1', 'gsi2', 'gsi3'].map((g) => ({
          IndexName: g,
          KeySchema: [
            { AttributeName: `${g}pk`, KeyType: 'HASH' },
            { AttributeName: `${g}sk`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: Match.objectLike({ SSEEnabled: true, SSEType: 'KMS' }),
      }),
    });
  });

  it('has a queue with a dead-letter queue after 5 receives and an alarm on it, per consumer (queues.test.ts)', () => {
    data.resourceCountIs('AWS::SQS::Queue', 2 * functions.filter((f) => f.kind === 'queue').length);
    data.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
      SqsManagedSseEnabled: true,
    });
    data.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('has a user pool with custom clientId/role, the password rule and a secretless client', () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'clientId', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({ Name: 'role', AttributeDataType: 'String', Mutable: true }),
      ]),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
        }),
      },
    });
    data.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      EnableTokenRevocation: true,
      GenerateSecret: false,
      WriteAttributes: Match.not(Match.arrayWith(['custom:clientId'])),
    });
    data.resourceCountIs('AWS::Cognito::UserPoolGroup', 4);
  });

  it('rotates both KMS keys', () => {
    data.resourceCountIs('AWS::KMS::Key', 2);
    data.allResourcesProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('keeps published pages private, encrypted, SSL-only and access-logged', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'pages/' }),
      BucketEncryption: Match.anyValue(),
    });
  });

  it('keeps attachments private (no bucket policy grants anyone), encrypted, SSL-only, access-logged, POST-only CORS', () => {
    const attachments = Object.entries(data.findResources('AWS::S3::Bucket')).filter(([, b]) =>
      JSON.stringify(b.Properties?.BucketName ?? '').includes('-attachments-'),
    );
    expect(attachments).toHaveLength(1);
    const [logicalId, bucket] = attachments[0];
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: { LogFilePrefix: 'attachments/' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      // browsers upload with presigned POSTs from the app and from customers' sites; nothing else cross-origin
      CorsConfiguration: { CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['*'] }] },
      LifecycleConfiguration: {
        Rules: [
          // uploads never sent (never checked) expire; a sent one is re-tagged and kept
          { Id: 'PendingUploads', TagFilters: [{ Key: 'state', Value: 'pending' }], ExpirationInDays: 1 },
          { Id: 'IncompleteMultipart', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
        ],
      },
    });
    // the only statement of its policy refuses plain http (enforceSSL): nobody is granted a read
    const policies = Object.values(data.findResources('AWS::S3::BucketPolicy')).filter(
      (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: logicalId }),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0].Properties.PolicyDocument.Statement as { Effect: string }[];
    expect(statements.map((st) => st.Effect)).toEqual(['Deny']);
  });

  it('keeps knowledge files (issue 33) private, encrypted, SSL-only and access-logged', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.anyValue(),
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'knowledge/' }),
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    const policies = Object.values(data.findResources('AWS::S3::BucketPolicy')).map((p) => JSON.stringify(p));
    expect(policies.some((p) => p.includes('KnowledgeBucket') && p.includes('aws:SecureTransport'))).toBe(true);
  });
});

const resourcesOf = (type: string) => fnTemplates.flatMap((t) => Object.values(t.findResources(type)));

describe('api and route stacks', () => {
  it('has one Lambda per function (count from functions/routes.ts) on nodejs22.x arm64', () => {
    const httpIds = new Set(
      listFunctions()
        .filter((f) => f.kind === 'http')
        .map((f) => f.id),
    );
    expect(resourcesOf('AWS::Lambda::Function')).toHaveLength(functions.length);
    expect(functions.filter((f) => f.kind === 'http')).toHaveLength(httpIds.size);
    // the Api stack keeps the WebSocket functions and queue consumers, the route stacks the HTTP ones
    expect([...stacks.api.functions.keys()].sort()).toEqual(
      functions
        .filter((f) => f.kind !== 'http')
        .map((f) => f.id)
        .sort(),
    );
    expect(stacks.routes.length).toBeGreaterThan(1);
    for (const template of fnTemplates)
      template.allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        // per route kind (routes.ts memoryMb): deploy.test.ts checks each function's size
        Environment: {
          Variables: Match.objectLike({
            STAGE: 'test',
            TABLE_NAME: Match.anyValue(),
            QUEUE_URLS: Match.anyValue(),
            USER_POOL_ID: Match.anyValue(),
            USER_POOL_CLIENT_ID: Match.anyValue(),
            JWT_ISSUER: Match.anyValue(),
            JWKS_URL: Match.anyValue(),
            KMS_KEY_ID: Match.anyValue(),
            PAGES_BUCKET: Match.anyValue(),
            WS_ENDPOINT: Match.anyValue(),
            APP_ORIGIN: Match.anyValue(),
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          }),
        },
      });
    for (const template of fnTemplates)
      for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
        const env = fn.Properties.Environment.Variables;
        // the offline test gateway activates subscriptions without a charge: only at home, never in AWS
        expect(env).not.toHaveProperty('BILLING_TEST_GATEWAY');
        // no --enable-source-maps: Node would read and parse each bundle's map at every cold start; a logged
        // error's stack is mapped when it is logged (functions/base/mapped-stack.ts)
        expect(env.NODE_OPTIONS ?? '').not.toContain('enable-source-maps');
        // the knowledge crawler's loopback allowance (functions/adapters/safe-fetch.ts): home only; in AWS every
        // function, the crawl consumer included, refuses loopback addresses
        expect(env).not.toHaveProperty('KNOWLEDGE_ALLOW_LOOPBACK');
      }
  });

  it('gives each function the timeout of its route (routes.ts), AI routes more than the rest, none near 30 s', () => {
    const seen = new Set<number>();
    for (const spec of functions) {
      const { template, fnLogicalId } = functionIn(stacks, spec.id);
      const timeout = template.findResources('AWS::Lambda::Function')[fnLogicalId].Properties.Timeout;
      expect(timeout, spec.id).toBe(timeoutOf(spec));
      // queue consumers and scheduled jobs answer no HTTP request, so API Gateway's 30 s do not bind them
      if (spec.kind === 'queue' || spec.kind === 'schedule') continue;
      expect(timeout, spec.id).toBeLessThanOrEqual(MAX_HTTP_TIMEOUT_SECONDS);
      seen.add(timeout);
    }
    expect(timeoutOf({ entry: 'functions/http/intents/enhance-intent.ts' })).toBe(AI_TIMEOUT_SECONDS);
    expect(seen).toEqual(new Set([DEFAULT_TIMEOUT_SECONDS, AI_TIMEOUT_SECONDS]));
  });

  it('answers CORS preflights through an OPTIONS route per cors path to the same function, not API-wide', () => {
    const routes = stacks.functionStacks.flatMap((stack) =>
      Object.values(templateOf(stack).findResources('AWS::ApiGatewayV2::Route')).map((r) => ({
        ...r.Properties,
        stack: stack.stackName,
      })),
    );
    const route = (key: string) => routes.find((r) => r.RouteKey === key);
    // the integration's logical id in its own stack, so equal targets mean the same integration
    const target = (key: string) => `${route(key)?.stack} ${JSON.stringify(route(key)?.Target)}`;
    const corsPaths = [...new Set(httpRoutes.filter((r) => r.cors).map((r) => r.path))];
    expect(corsPaths).toContain('/api/plans');
    for (const path of corsPaths) {
      const first = httpRoutes.find((r) => r.cors && r.path === path)!;
      expect(target(`OPTIONS ${path}`)).toBe(target(`${first.method} ${path}`));
    }
    const options = routes.filter((r) => String(r.RouteKey).startsWith('OPTIONS '));
    expect(options).toHaveLength(corsPaths.length);
    // per-API CORS would put Access-Control-Allow-Origin on the cookie routes as well
    web.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
  });

  it('routes every HTTP route and the WebSocket routes, with access-logged stages', () => {
    const httpRoutes = functions.flatMap((f) => (f.kind === 'http' ? f.routes : []));
    const keys = resourcesOf('AWS::ApiGatewayV2::Route').map((r) => r.Properties.RouteKey);
    for (const r of httpRoutes) expect(keys).toContain(`${r.method} ${r.path}`);
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect' });
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: Match.anyValue(),
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'ws', AccessLogSettings: Match.anyValue() });
  });

  it('keeps query strings out of the access logs (verify tokens and visitor tokens travel there, issue 27 §7)', () => {
    const stages = resourcesOf('AWS::ApiGatewayV2::Stage');
    expect(stages.length).toBe(2);
    for (const stage of stages) {
      const format = JSON.parse(stage.Properties.AccessLogSettings.Format) as Record<string, string>;
      const variables = Object.values(format);
      // the route key is the path template (GET /api/webhooks/whatsapp/{clientId}), never the URL sent
      expect(variables).toContain('$context.routeKey');
      for (const v of variables)
        expect(v, `${stage.Properties.StageName}: ${v}`).not.toMatch(/path|query|uri|url|\$request\./i);
    }
  });

  it('consumes the queue with partial batch failures', () => {
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it("puts each function's grants inline in its own role, and keeps every stack far from CloudFormation's 500 resources", () => {
    for (const spec of functions) {
      const { template, roleLogicalId } = functionIn(stacks, spec.id);
      const props = template.findResources('AWS::IAM::Role')[roleLogicalId].Properties;
      expect(props.Policies, spec.id).toHaveLength(1);
    }
    // only a queue consumer's event source (added by CDK) still makes a separate policy
    expect(resourcesOf('AWS::IAM::Policy')).toHaveLength(functions.filter((f) => f.kind === 'queue').length);
    // 450, not 500: room for the routes of the next issue before a shard must be split (route-shards.test.ts)
    for (const stack of stacks.all) {
      expect(Object.keys(templateOf(stack).toJSON().Resources).length, stack.stackName).toBeLessThanOrEqual(450);
    }
  });

  it('gives GET-only routes no write, queue or connection permissions', () => {
    const readOnly = functions.find((f) => f.kind === 'http' && f.routes.every((r) => r.method === 'GET'));
    if (!readOnly) return;
    const { template, roleLogicalId } = functionIn(stacks, readOnly.id);
    const statements = roleStatements(template, roleLogicalId);
    expect(statements.length, `policy of ${readOnly.id}`).toBeGreaterThan(0);
    const text = JSON.stringify(statements);
    for (const action of [
      'dynamodb:PutItem',
      'sqs:SendMessage',
      'execute-api:ManageConnections',
      'cognito-idp:AdminCreateUser',
      'dynamodb:Scan',
    ]) {
      expect(text).not.toContain(action);
    }
  });
});

interface CfnBehaviour {
  PathPattern: string;
  TargetOriginId: string;
  Compress?: boolean;
  CachePolicyId?: unknown;
  ResponseHeadersPolicyId?: unknown;
  AllowedMethods?: string[];
  FunctionAssociations: { FunctionARN: unknown; EventType: string }[];
}
interface CfnOriginGroup {
  Id: string;
  FailoverCriteria: { StatusCodes: unknown };
  Members: { Items: { OriginId: string }[] };
}
interface CfnOrigin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
}

describe('web stack', () => {
  it('puts /api/*, /ws, /widget/* and /page/* on one distribution, SPA fallback on the default only', () => {
    const dists = web.findResources('AWS::CloudFront::Distribution');
    const config = Object.values(dists)[0].Properties.DistributionConfig;
    const behaviours = config.CacheBehaviors as {
      PathPattern: string;
      CachePolicyId: unknown;
      FunctionAssociations?: unknown;
    }[];
    expect(behaviours.map((b) => b.PathPattern)).toEqual(['/api/*', '/ws', '/widget/*', '/page/*']);
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
    for (const path of ['/api/*', '/ws']) {
      const b = behaviours.find((x) => x.PathPattern === path) as Record<string, unknown>;
      expect(b.CachePolicyId).toBe(cachingDisabled);
      expect(b.OriginRequestPolicyId).toBe(allViewerExceptHost);
    }
    // viewer functions on the default (spa-fallback.js) and on /page/* (index.html) only
    expect(behaviours.filter((b) => b.FunctionAssociations !== undefined).map((b) => b.PathPattern)).toEqual([
      '/page/*',
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging).toBeUndefined(); // access logs: standard logging v2 (edge-access-logs.test.ts)
    web.resourceCountIs('Custom::CDKBucketDeployment', 5);
  });

  it('maps every page to its file with spa-fallback.js, and gives the 404 page its status, on the default behaviour', () => {
    const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const associations = config.DefaultCacheBehavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: unknown;
    }[];
    expect(associations.map((a) => a.EventType).sort()).toEqual(['viewer-request', 'viewer-response']);
    const cfFunctions = web.findResources('AWS::CloudFront::Function');
    for (const association of associations) {
      const id = Object.keys(cfFunctions).find((key) => JSON.stringify(association.FunctionARN).includes(key))!;
      expect(cfFunctions[id].Properties.FunctionCode).toBe(
        readFileSync(path.join(import.meta.dirname, 'spa-fallback.js'), 'utf8'),
      );
    }
  });

  it('compresses and caches files as their objects say, with the security headers the local gateway sends', () => {
    const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6'; // honours the origin's Cache-Control
    const files = [
      config.DefaultCacheBehavior,
      ...(config.CacheBehaviors as CfnBehaviour[]).filter(
        (b) => !b.PathPattern.startsWith('/api') && b.PathPattern !== '/ws',
      ),
    ];
    expect(files).toHaveLength(3);
    for (const b of files) {
      expect(b.Compress).toBe(true);
      expect(b.CachePolicyId).toBe(cachingOptimized);
    }
    const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const policyOf = (b: CfnBehaviour) => {
      const id = Object.keys(policies).find((key) => JSON.stringify(b.ResponseHeadersPolicyId).includes(key))!;
      return policies[id].Properties.ResponseHeadersPolicyConfig;
    };
    const pages = (config.CacheBehaviors as CfnBehaviour[]).find((b) => b.PathPattern === '/page/*')!;
    const spa = policyOf(config.DefaultCacheBehavior);
    // the SPA's policy: style hashes from web/dist (the landing page's critical CSS among them), no unsafe-inline
    // with the attachments bucket's origin in connect-src (issue 32 item 6), resolved as CloudFormation has it
    const cspSource = spaContentSecurityPolicy(styleSourcesOf(webDist), undefined, [
      attachmentsBucketOrigin('test'),
      knowledgeBucketOrigin('test'),
    ]);
    expect(cspSource).toContain(sha256Source(CRITICAL_CSS));
    expect(cspSource).not.toContain('unsafe-inline');
    expect(cspSource).toMatch(
      /connect-src 'self' wss: https:\/\/parley-test-attachments-\S+ https:\/\/parley-test-kb-/,
    );
    const csp = Stack.of(stacks.web).resolve(cspSource);
    expect(spa.SecurityHeadersConfig).toEqual({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 730 * 86400, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      // no XSSProtection: X-XSS-Protection is deprecated (issue 28); toEqual fails on the extra key
      // kept when a handler sends its own (the webpage preview, an invoice)
      ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: false },
    });
    expect(spa.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
    ]);
    for (const b of config.CacheBehaviors as CfnBehaviour[]) {
      if (b !== pages) expect(policyOf(b), b.PathPattern).toEqual(spa);
    }
    // the published pages: the same headers, with the policy that keeps their per-tenant inline CSS
    const page = policyOf(pages);
    // with the attachments bucket: the widget on a published page uploads visitors' files there
    const pageCsp = publishedPageCsp([attachmentsBucketOrigin('test')]);
    expect(pageCsp).toMatch(/connect-src 'self' wss: https:\/\/parley-test-attachments-/);
    expect(page.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toEqual(
      Stack.of(stacks.web).resolve(pageCsp),
    );
    expect(page.SecurityHeadersConfig.StrictTransportSecurity).toEqual(
      spa.SecurityHeadersConfig.StrictTransportSecurity,
    );
    expect(page.CustomHeadersConfig).toEqual(spa.CustomHeadersConfig);
  });

  it('deploys web/dist with Cache-Control per file: hashed assets for a year and kept, HTML no-cache and invalidated', () => {
    const spa = Object.values(web.findResources('Custom::CDKBucketDeployment'))
      .map((r) => r.Properties as Record<string, unknown>)
      .filter((d) => d.DestinationBucketKeyPrefix === undefined);
    const by = (cacheControl: string) =>
      spa.find((d) => (d.SystemMetadata as Record<string, string>)['cache-control'] === cacheControl)!;
    expect(spa).toHaveLength(3);
    expect(by(IMMUTABLE_CACHE_CONTROL)).toMatchObject({ Exclude: ['*'], Include: ['assets/*'], Prune: false });
    expect(by(HTML_CACHE_CONTROL)).toMatchObject({ Exclude: ['*'], Include: ['*.html'] });
    expect((by(HTML_CACHE_CONTROL).DistributionPaths as string[]).sort()).toEqual([
      '/404.html',
      '/app.html',
      '/dashboard.html',
      '/index.html',
      '/login.html',
      '/signup.html',
    ]);
    expect(by(SHORT_CACHE_CONTROL).Exclude).toEqual(['widget/*', 'assets/*', '*.html']);
    // new pages go up only after the assets they name
    const html = Object.entries(web.findResources('Custom::CDKBucketDeployment')).find(([id]) =>
      id.startsWith('DeploySpaHtml'),
    )!;
    const assetsId = Object.keys(web.findResources('Custom::CDKBucketDeployment')).find((id) =>
      id.startsWith('DeploySpaAssets'),
    )!;
    expect(html[1].DependsOn).toContain(assetsId);
  });

  it('refuses to deploy a build without a file the SPA function serves pages from', () => {
    const old = path.join(tmp, 'old-dist');
    mkdirSync(old);
    writeFileSync(path.join(old, 'index.html'), '<!doctype html><div id="root"></div>');
    const other = createApp({ outdir: path.join(tmp, 'cdk.out.old'), context: { 'aws:cdk:bundling-stacks': [] } });
    expect(() => new WebStack(other, 'OldWeb', { stage: 'old', webDistDir: old })).toThrow(
      /has no \/app\.html, \/404\.html, \/login\.html, \/signup\.html/,
    );
  });

  it('serves /page/* from the pages bucket via index.html, failing over to the friendly 404 on 403/404 only there', () => {
    const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const pages = (config.CacheBehaviors as CfnBehaviour[]).find((b) => b.PathPattern === '/page/*')!;
    expect(pages.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    // the origin group: the pages bucket first, the 404 function URL when the bucket answers 403 or 404
    const groups = config.OriginGroups.Items as CfnOriginGroup[];
    expect(groups).toHaveLength(1);
    const group = groups[0];
    expect(pages.TargetOriginId).toBe(group.Id);
    expect(group.FailoverCriteria.StatusCodes).toEqual({ Items: [403, 404], Quantity: 2 });
    const [primaryId, fallbackId] = group.Members.Items.map((m) => m.OriginId);
    const originOf = (id: string) => (config.Origins as CfnOrigin[]).find((o) => o.Id === id)!;
    expect(JSON.stringify(originOf(primaryId).DomainName)).toContain('-pages-');
    expect(originOf(primaryId).OriginAccessControlId).toBeDefined();
    const fallback = originOf(fallbackId);
    expect(JSON.stringify(fallback.DomainName)).toContain('PageNotFound');
    expect(fallback.OriginAccessControlId).toBeDefined();
    // no distribution-wide error pages: the API's own 403/404 JSON must pass through untouched
    expect(config.CustomErrorResponses).toBeUndefined();

    // the viewer-request function is page-index.js itself (unit-tested in cloudfront-functions.test.ts)
    const fnArn = JSON.stringify(pages.FunctionAssociations[0].FunctionARN);
    const cfFunctions = web.findResources('AWS::CloudFront::Function');
    const pageIndexId = Object.keys(cfFunctions).find((id) => fnArn.includes(id))!;
    expect(cfFunctions[pageIndexId].Properties.FunctionCode).toBe(
      readFileSync(path.join(import.meta.dirname, 'page-index.js'), 'utf8'),
    );
    expect(pages.FunctionAssociations[0].EventType).toBe('viewer-request');

    // the fallback: a function URL only CloudFront may call, whose inline code answers the shared 404 page
    web.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    web.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunctionUrl',
      Principal: 'cloudfront.amazonaws.com',
      SourceArn: Match.anyValue(),
    });
    const lambdas = Object.values(web.findResources('AWS::Lambda::Function')).filter((f) =>
      String(f.Properties.Description ?? '').includes('friendly 404'),
    );
    expect(lambdas).toHaveLength(1);
    const code = lambdas[0].Properties.Code.ZipFile as string;
    expect(code).toBe(pageNotFoundFunctionCode());
    expect(code.length).toBeLessThan(4096); // CloudFormation's limit for inline code
    const module = { exports: {} as { handler?: () => Promise<unknown> } };
    runInNewContext(code, { exports: module.exports, module });
    return expect(module.exports.handler!()).resolves.toEqual({
      statusCode: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=10' },
      body: PAGE_NOT_FOUND_HTML,
    });
  });

  it('deploys the widget loader with a short cache and the hashed panel for a year, never pruning old panels', () => {
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment')).map(
      (r) => r.Properties as Record<string, unknown>,
    );
    const widget = deployments.filter((d) => d.DestinationBucketKeyPrefix === 'widget/');
    expect(widget.map((d) => d.SystemMetadata)).toEqual(
      expect.arrayContaining([{ 'cache-control': SHORT_CACHE_CONTROL }, { 'cache-control': IMMUTABLE_CACHE_CONTROL }]),
    );
    expect(widget.every((d) => d.Prune === false)).toBe(true);
    // the SPA's deployments leave widget/ alone: see the Include/Exclude checks above
  });
});

describe('cdk-nag acknowledgements', () => {
  it('gives every acknowledgement a real reason', () => {
    const acks = app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acks.length).toBeGreaterThan(0);
    for (const [id, reason] of acks) expect(reason.length, id).toBeGreaterThan(40);
  });
});
