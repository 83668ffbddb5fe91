import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredConfigNames, SECRET_NAMES } from '../../functions/base/env';
import { ORIGIN_VERIFY_HEADER } from '../../functions/kit/client-ip';
import type { Access } from '../../functions/routes';
import { placeholderCode } from '../function-code';
import { type FunctionSpec, listFunctions } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';
import { parseMailFrom } from '../stage';
import { functionIn } from '../test-fixtures/function-stacks';
import { roleStatements } from '../test-fixtures/role-statements';
import { KNOWLEDGE_INDEX_DAYS } from './data-stack';
import { ACCESS_GRANTS, type AccessTargets, TABLE_KEY_READ_ACTIONS, TABLE_READ_ACTIONS } from './function-permissions';

/**
 * Issue 8 items 5, 6 and 12: what each synthesised function may do follows from its routes.ts access
 * list and nothing else; its environment carries every required config name and no secret value;
 * CloudFront proves to the API that a request came through it.
 */
let tmp: string;
let stacks: ReturnType<typeof addParleyStage>;
let web: Template;
let data: Template;

// WebSocket routes and queue consumers declare access too; until routes.ts lists some, these stand in.
const extra: FunctionSpec[] = [
  {
    kind: 'ws',
    id: 'ws-connect',
    entry: 'functions/ws/connect.ts',
    routeKey: '$connect',
    access: ['secret:visitor-token'],
  },
  { kind: 'ws', id: 'ws-default', entry: 'functions/ws/default.ts', routeKey: '$default', access: ['realtime:push'] },
  {
    kind: 'queue',
    id: 'queue-lp-test',
    entry: 'functions/queue/lp-test.ts',
    queueName: 'lp-test',
    access: ['table:write', 'queue:send'],
    sends: ['intents.sync'],
  },
];
const functions = [...listFunctions(), ...extra.filter((x) => !listFunctions().some((f) => f.id === x.id))];

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-lp-'));
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  // with a mail identity, so the mail consumer's grant names it (stacks/mail-stack.ts)
  stacks = addParleyStage(app, {
    stage: 'test',
    code: placeholderCode,
    functions,
    mailFrom: parseMailFrom('example.com'),
  });
  web = Template.fromStack(stacks.web);
  data = Template.fromStack(stacks.data);
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Resources by kind, recognised in the synthesised JSON by the construct ids they reference. */
const KINDS: [RegExp, keyof AccessTargets | 'logs' | '*'][] = [
  [/execute-api/, 'wsApiId'],
  // the stage's SES configuration set and identity (mail-stack.ts), and ses:GetAccount's '*'
  [/:ses:.*:configuration-set\//, 'mailConfigurationSetArn'],
  [/:ses:.*:identity\//, 'mailIdentityArns'],
  [/^"\*"$/, '*'],
  [/SecretsKey/, 'secretsKeyArn'],
  [/TableKey/, 'tableKeyArn'],
  [/VisitorTokenSecret/, 'visitorTokenSecretArn'],
  [/OriginVerifySecret/, 'originVerifySecretArn'],
  [/UserPool/, 'userPoolArn'],
  // queues are addressed by name (data-stack.ts consumerQueueNames): parley-<stage>-<consumer>[-dlq]
  [/:sqs:.*-dlq"/, 'deadLetterQueueArns'],
  [/:sqs:/, 'sendQueueArns'],
  [/-pages-/, 'pagesBucketArn'],
  [/-attachments-/, 'attachmentsBucketArn'],
  [/-kb-/, 'knowledgeBucketArn'],
  [/\/index\//, 'indexNames'],
  [/Table/, 'tableArn'],
  [/logs/, 'logs'],
];
const kindOf = (resource: unknown) => {
  const text = JSON.stringify(resource);
  const hit = KINDS.find(([re]) => re.test(text));
  if (!hit) throw new Error(`unclassified resource ${text}`);
  return hit[1];
};

/** Every (action, resource kind) pair a function's policy grants. */
function grantedPairs(id: string): Set<string> {
  const { template, roleLogicalId } = functionIn(stacks, id);
  const statements = roleStatements(template, roleLogicalId);
  expect(statements.length, `policy statements of ${id}`).toBeGreaterThan(0);
  const pairs = new Set<string>();
  for (const st of statements) {
    const resources = Array.isArray(st.Resource) ? st.Resource : [st.Resource];
    for (const action of [st.Action].flat()) for (const r of resources) pairs.add(`${action}@${kindOf(r)}`);
  }
  return pairs;
}

/** CDK's SqsEventSource lets a consumer receive from (only) the queue it is bound to. */
const CONSUME = ['ReceiveMessage', 'ChangeMessageVisibility', 'GetQueueUrl', 'DeleteMessage', 'GetQueueAttributes'];

/** What routes.ts allows: table reads, log writes, and ACCESS_GRANTS of each declared value. */
function allowedPairs(spec: Pick<FunctionSpec, 'access' | 'kind'>): Set<string> {
  const { access } = spec;
  // each target resolves to its own name, so a grant's resource names its kind
  const marker = new Proxy({} as AccessTargets, { get: (_t, name) => name });
  const markerKind = (r: string) => (r.includes('execute-api') ? 'wsApiId' : r.split('/')[0]);
  const pairs = new Set<string>([
    ...TABLE_READ_ACTIONS.flatMap((a) => [`${a}@tableArn`, `${a}@indexNames`]),
    ...TABLE_KEY_READ_ACTIONS.map((a) => `${a}@tableKeyArn`),
    'logs:CreateLogStream@logs',
    'logs:PutLogEvents@logs',
    ...(spec.kind === 'queue' ? CONSUME.map((a) => `sqs:${a}@sendQueueArns`) : []),
  ]);
  for (const a of access) {
    for (const g of ACCESS_GRANTS[a]) {
      for (const action of g.actions) for (const r of g.resources(marker)) pairs.add(`${action}@${markerKind(r)}`);
    }
  }
  return pairs;
}

describe('least privilege (issue 8 item 5)', () => {
  it('gives every function only the actions its access list stands for', () => {
    for (const spec of functions) {
      const extraPairs = [...grantedPairs(spec.id)].filter((p) => !allowedPairs(spec).has(p));
      expect(extraPairs, `${spec.id} (${spec.access.join(', ') || 'read only'})`).toEqual([]);
    }
  });

  it('gives every declared access value its grant (a declaration that grants nothing would fail at run time)', () => {
    for (const spec of functions) {
      const missing = [...allowedPairs(spec)].filter((p) => !grantedPairs(spec.id).has(p));
      expect(missing, spec.id).toEqual([]);
    }
  });

  it('lets the public routes read the table and write their own items, nothing else', () => {
    const publicPaths = ['/api/plans', '/api/contacts', '/api/newsletter'];
    const publicFns = functions.filter((f) => f.kind === 'http' && f.routes.some((r) => publicPaths.includes(r.path)));
    expect(publicFns).toHaveLength(3);
    for (const spec of publicFns) {
      const granted = [...grantedPairs(spec.id)];
      const forbidden = granted.filter(
        (p) =>
          /^(cognito-idp|sqs|s3|execute-api):/.test(p) ||
          p.includes('@secretsKeyArn') ||
          p.includes('@visitorTokenSecretArn') ||
          p.startsWith('dynamodb:DeleteItem') ||
          p.startsWith('dynamodb:Scan'),
      );
      expect(forbidden, spec.id).toEqual([]);
    }
  });

  // issue 33: the chat functions read and write search indexes in the knowledge bucket, never the files tenants uploaded
  it('lets the chat functions at knowledge-index/ of the knowledge bucket, and nowhere else in it', () => {
    const chat = functions.filter((f) => f.access.includes('knowledge:index'));
    expect(chat.map((f) => f.entry).sort()).toEqual([
      'functions/http/ccai/send-test-message.ts',
      'functions/http/webhooks/whatsapp.ts',
      'functions/http/widget/send-message.ts',
      // builds the index off the chat path at the end of a crawl or a file (core/knowledge/publish-index.ts)
      'functions/queue/knowledge-index.ts',
    ]);
    for (const spec of chat) {
      const { template, roleLogicalId } = functionIn(stacks, spec.id);
      const onBucket = roleStatements(template, roleLogicalId)
        .filter((st) => JSON.stringify(st.Resource).includes('-kb-'))
        .map((st) => ({
          actions: [st.Action].flat().sort(),
          resource: JSON.stringify(st.Resource),
          condition: st.Condition,
        }));
      expect(onBucket, spec.id).toHaveLength(2);
      const [objects, listing] = onBucket[0].actions.includes('s3:ListBucket') ? onBucket.reverse() : onBucket;
      expect(objects.actions).toEqual(['s3:GetObject', 's3:PutObject']);
      expect(objects.resource).toContain('/knowledge-index/*');
      expect(objects.resource).not.toContain('/knowledge/*');
      expect(objects.condition).toBeUndefined();
      // listing (so a missing index is a 404, not a 403) is limited to the index prefix, never the tenants' files
      expect(listing.actions).toEqual(['s3:ListBucket']);
      expect(listing.resource).not.toContain('/');
      expect(listing.condition).toEqual({ StringLike: { 's3:prefix': 'knowledge-index/*' } });
    }
  });

  it('expires stored search indexes (knowledge-index/) and nothing else of the knowledge bucket', () => {
    const kb = Object.values(data.findResources('AWS::S3::Bucket')).find((b) =>
      String(JSON.stringify(b.Properties.BucketName)).includes('-kb-'),
    );
    const rules = kb?.Properties.LifecycleConfiguration.Rules as { Prefix?: string; ExpirationInDays?: number }[];
    expect(rules.filter((r) => r.ExpirationInDays !== undefined)).toEqual([
      expect.objectContaining({ Prefix: 'knowledge-index/', ExpirationInDays: KNOWLEDGE_INDEX_DAYS }),
    ]);
  });

  it('gives no Cognito write action to a write route without identity:write', () => {
    const writers = functions.filter(
      (f) => f.kind === 'http' && f.routes.some((r) => r.method !== 'GET') && !f.access.includes('identity:write'),
    );
    expect(writers.length).toBeGreaterThan(3);
    for (const spec of writers) {
      const cognitoWrites = [...grantedPairs(spec.id)].filter((p) => /^cognito-idp:Admin(?!Get)/.test(p));
      expect(cognitoWrites, spec.id).toEqual([]);
    }
  });
});

describe('config in one place (issue 8 item 6)', () => {
  const envOf = (id: string) => {
    const { fn } = functionIn(stacks, id);
    return Stack.of(fn).resolve((fn.node.defaultChild as CfnFunction).environment) as {
      variables: Record<string, unknown>;
    };
  };

  it('sets every required config name on every function', () => {
    const required = requiredConfigNames();
    expect(required).toEqual(expect.arrayContaining(['STAGE', 'TABLE_NAME', 'JWKS_URL']));
    for (const spec of functions) {
      const missing = required.filter((name) => envOf(spec.id).variables[name] === undefined);
      expect(missing, spec.id).toEqual([]);
    }
  });

  it('hands secrets over as Secrets Manager ARNs, only to functions that declare them, never as values', () => {
    for (const spec of functions) {
      const vars = envOf(spec.id).variables;
      for (const plain of Object.keys(SECRET_NAMES)) expect(vars[plain], `${spec.id} ${plain}`).toBeUndefined();
      expect(JSON.stringify(vars)).not.toContain('{{resolve:');
      expect(vars.VISITOR_TOKEN_SECRET_ARN !== undefined, spec.id).toBe(spec.access.includes('secret:visitor-token'));
      expect(vars.ORIGIN_VERIFY_SECRET_ARN !== undefined, spec.id).toBe(spec.access.includes('secret:origin-verify'));
      expect(vars.DEAD_LETTER_QUEUE_URLS !== undefined, spec.id).toBe(spec.access.includes('health:inspect'));
    }
    const visitorFn = functionIn(stacks, 'ws-connect').fn;
    expect(JSON.stringify(envOf('ws-connect').variables.VISITOR_TOKEN_SECRET_ARN)).toContain('VisitorTokenSecret');
    expect(visitorFn).toBeDefined();
  });

  // GEMINI_API_URL, STRIPE_API_URL, … (base/env.ts) send the admin's Test Connection to local fakes
  it('leaves the local stand-ins of provider hosts unset, so AWS calls the real providers', () => {
    for (const spec of functions) {
      const names = Object.keys(envOf(spec.id).variables).filter((k) => k.endsWith('_API_URL'));
      expect(names, spec.id).toEqual([]);
    }
  });

  it('creates both secrets in the data stack with generated values', () => {
    for (const name of ['parley/test/visitor-token-key', 'parley/test/origin-verify']) {
      data.hasResourceProperties('AWS::SecretsManager::Secret', {
        Name: name,
        GenerateSecretString: { ExcludePunctuation: true, IncludeSpace: false, PasswordLength: 48 },
      });
    }
  });
});

describe('viewer address behind CloudFront (issue 8 item 12)', () => {
  const distribution = () =>
    Object.values(web.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig as {
      Origins: {
        Id: string;
        CustomOriginConfig?: unknown;
        OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
      }[];
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; OriginRequestPolicyId: string }[];
    };

  it('forwards CloudFront-Viewer-Address on /api/* (AllViewerExceptHostHeader adds the CloudFront headers)', () => {
    const api = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it("forwards the agent's Cookie and the visitor's ?token= to the WebSocket API on /ws ($connect reads them)", () => {
    // AllViewerExceptHostHeader: every viewer header (Cookie, Sec-WebSocket-*), every cookie and query string
    const ws = distribution().CacheBehaviors.find((b) => b.PathPattern === '/ws');
    expect(ws?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it('sends the origin-verify secret to both API origins as a deploy-time reference, never in plain text', () => {
    const config = distribution();
    for (const path of ['/api/*', '/ws']) {
      const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === path);
      const origin = config.Origins.find((o) => o.Id === behaviour?.TargetOriginId);
      const header = origin?.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
      expect(header, path).toBeDefined();
      expect(JSON.stringify(header?.HeaderValue)).toContain(
        '{{resolve:secretsmanager:parley/test/origin-verify:SecretString',
      );
    }
  });
});
