import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY_MB, ENGINE_MEMORY_MB, httpRoutes } from '../../functions/routes';
import { isHotPath, reservedConcurrencyOf } from '../concurrency';
import { placeholderCode } from '../function-code';
import { type FunctionSpec, listFunctions } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';
import { functionIn, templateOf } from '../test-fixtures/function-stacks';
import { WAF_RATE_LIMITS, WAF_REGION } from './waf';

/**
 * Issue 28: a stage as a platform engineer deploys it for a tenant, on its own domain with the WAF,
 * synthesized once with every function of routes.ts (no bundling, no cdk-nag: stacks.test.ts runs the
 * pack on the default stage; the web stack's WAF variant is checked here on its own).
 */
const tmp = mkdtempSync(path.join(tmpdir(), 'parley-deploy-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const DOMAIN = 'app.example.com';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
const RESERVED = 60;
let stacks: ReturnType<typeof addParleyStage>;
let web: Template;

beforeAll(() => {
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  stacks = addParleyStage(app, {
    stage: 'acme',
    code: placeholderCode,
    domainName: DOMAIN,
    certificateArn: CERTIFICATE,
    waf: true,
    reservedConcurrency: RESERVED,
  });
  web = Template.fromStack(stacks.web);
}, 180_000);

describe('no way around CloudFront (item 5)', () => {
  it('gives every HTTP function and $connect the origin-verify secret, which the kit requires of every request', () => {
    const needing = listFunctions().filter((f) => f.kind === 'http' || (f.kind === 'ws' && f.routeKey === '$connect'));
    expect(needing.length).toBeGreaterThan(100);
    for (const spec of needing) {
      const { template, fnLogicalId } = functionIn(stacks, spec.id);
      const fn = template.findResources('AWS::Lambda::Function')[fnLogicalId];
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN, spec.id).toBeDefined();
    }
  });

  it('puts a CLOUDFRONT web ACL with a per-IP rate rule for each public form on the distribution', () => {
    const acls = web.findResources('AWS::WAFv2::WebACL');
    const [aclId, acl] = Object.entries(acls)[0];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    type ByteMatch = { ByteMatchStatement: { PositionalConstraint: string; SearchString: string } };
    const rules = acl.Properties.Rules as {
      Name: string;
      Action: unknown;
      Statement: { RateBasedStatement: { ScopeDownStatement: { AndStatement: { Statements: ByteMatch[] } } } };
    }[];
    expect(rules.map((r) => r.Name)).toEqual(
      ['login', 'signup', 'contact', 'newsletter', 'widget-start'].map((n) => `rate-${n}`),
    );
    for (const rule of rules) {
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    }
    const widget = rules[4].Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements;
    expect(widget.map((s) => [s.ByteMatchStatement.PositionalConstraint, s.ByteMatchStatement.SearchString])).toEqual([
      ['EXACTLY', 'POST'],
      ['STARTS_WITH', '/api/widget/'],
      ['ENDS_WITH', '/conversations'],
    ]);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } },
    });
  });

  it('rate-limits routes that exist: each rule names a route of routes.ts with its method', () => {
    for (const rule of WAF_RATE_LIMITS) {
      expect(
        httpRoutes.some((r) => r.method === rule.method && r.path === rule.path),
        `${rule.method} ${rule.path}`,
      ).toBe(true);
    }
  });

  it(`refuses to deploy the WAF stage outside ${WAF_REGION}, where a CloudFront web ACL cannot exist`, () => {
    const rules = web.toJSON().Rules as Record<
      string,
      { Assertions: { Assert: unknown; AssertDescription: string }[] }
    >;
    const [assertion] = Object.values(rules)[0].Assertions;
    expect(assertion.Assert).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, WAF_REGION] });
    expect(assertion.AssertDescription).toMatch(/us-east-1/);
  });

  it('has no cdk-nag finding with the WAF (CFR2 is acknowledged only without it)', () => {
    const report = new AwsSolutionsChecks().validateScope(stacks.web);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  }, 60_000);

  it('sends no deprecated X-XSS-Protection from CloudFront', () => {
    for (const policy of Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'))) {
      expect(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.XSSProtection).toBeUndefined();
    }
  });
});

describe('a custom domain (item 4)', () => {
  it('is every function’s APP_ORIGIN, so cookie writes pass the origin check and links and return URLs use it', () => {
    // the web stack's parameter holds the domain's origin…
    web.hasResourceProperties('AWS::SSM::Parameter', { Name: '/parley/acme/app-origin', Value: `https://${DOMAIN}` });
    // …and every function's APP_ORIGIN is that parameter, resolved at deploy time
    for (const spec of listFunctions()) {
      const { template, fnLogicalId } = functionIn(stacks, spec.id);
      const variables = template.findResources('AWS::Lambda::Function')[fnLogicalId].Properties.Environment.Variables;
      const parameter = template.toJSON().Parameters[variables.APP_ORIGIN.Ref];
      expect(parameter, spec.id).toEqual({
        Type: 'AWS::SSM::Parameter::Value<String>',
        Default: '/parley/acme/app-origin',
      });
    }
  });

  it('is served by the distribution with its us-east-1 certificate at TLS 1.2, and the outputs name the DNS target', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: [DOMAIN],
        ViewerCertificate: {
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
    const outputs = web.toJSON().Outputs;
    expect(outputs.AppUrl.Value).toBe(`https://${DOMAIN}`);
    expect(outputs.DistributionDomainName.Value).toEqual({ 'Fn::GetAtt': [expect.any(String), 'DomainName'] });
  });
});

/** Every Fn::ImportValue in a template: the export names it reads. */
function importsOf(template: Template): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Fn::ImportValue') found.push(typeof value === 'string' ? value : JSON.stringify(value));
        else walk(value);
      }
    }
  };
  walk(template.toJSON());
  return found;
}

describe('updates and rollbacks that do not trap (item 7)', () => {
  /** What the function stacks may import: resources no route change adds or removes. */
  const STABLE =
    /^Parley-acme-(Data:ExportsOutput\w*(Table|TableKey|SecretsKey|UserPool|UserPoolWebClient|VisitorTokenSecret|OriginVerifySecret)[0-9A-F]{8}\w*|HttpApiId|WsApiId)$/;

  it('imports nothing a route change can remove: no queue, no function, no distribution name', () => {
    const imports = stacks.functionStacks.flatMap((stack) => importsOf(templateOf(stack)));
    expect(imports.length).toBeGreaterThan(0);
    for (const name of new Set(imports)) expect(name).toMatch(STABLE);
    // and so no stack exports them: a queue consumer can be removed or renamed in one deploy
    const exports = [stacks.data, stacks.web, ...stacks.functionStacks].flatMap((stack) =>
      Object.values(templateOf(stack).toJSON().Outputs ?? {}).flatMap((o) =>
        (o as { Export?: { Name: string } }).Export ? [(o as { Export: { Name: string } }).Export.Name] : [],
      ),
    );
    expect(exports.filter((name) => /Queue|Distribution|Function/.test(name))).toEqual([]);
    // nothing imports from a stack that holds functions
    for (const stack of stacks.functionStacks) expect(templateOf(stack).toJSON().Outputs ?? {}).toEqual({});
  });

  it('exports no distribution name without a domain either: adding a domain later changes an SSM parameter only', () => {
    const app = createApp({ outdir: path.join(tmp, 'cdk.out-nodomain'), context: { 'aws:cdk:bundling-stacks': [] } });
    const plain = addParleyStage(app, {
      stage: 'acme',
      code: placeholderCode,
      functions: [
        {
          kind: 'http',
          id: 'leads-get-x',
          entry: 'x.ts',
          routes: [{ method: 'GET', path: '/api/leads/x' }],
          access: [],
        },
      ],
    });
    const outputs = Object.keys(Template.fromStack(plain.web).toJSON().Outputs);
    expect(outputs.filter((k) => k.startsWith('ExportsOutput'))).toEqual([]);
    for (const stack of plain.functionStacks) expect(importsOf(templateOf(stack)).join()).not.toMatch(/Distribution/);
  });

  it('lets a failed first create of a retained stage be retried: named resources are removed on its rollback only', () => {
    const data = templateOf(stacks.data);
    const policiesOf = (type: string) =>
      Object.values(data.findResources(type)).map((r) => [r.DeletionPolicy, r.UpdateReplacePolicy]);
    for (const type of ['AWS::SQS::Queue', 'AWS::SecretsManager::Secret']) {
      expect(policiesOf(type).length, type).toBeGreaterThan(0);
      for (const policy of policiesOf(type)) expect(policy, type).toEqual(['RetainExceptOnCreate', 'Retain']);
    }
    const pages = Object.values(data.findResources('AWS::S3::Bucket')).find((b) => b.Properties.BucketName);
    expect([pages?.DeletionPolicy, pages?.UpdateReplacePolicy]).toEqual(['RetainExceptOnCreate', 'Retain']);
    // unnamed: a retry makes new ones; the table and pool also have deletion protection a rollback cannot pass
    for (const type of ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::KMS::Key']) {
      for (const policy of policiesOf(type)) expect(policy, type).toEqual(['Retain', 'Retain']);
    }
  });
});

describe('sized for its work (item 8)', () => {
  const propsOf = (spec: FunctionSpec) => {
    const { template, fnLogicalId } = functionIn(stacks, spec.id);
    return template.findResources('AWS::Lambda::Function')[fnLogicalId].Properties;
  };

  it('gives the functions that run the intent engine 1024 MB and the rest 256 MB (figures in routes.ts)', () => {
    const engine = new Set([
      'widget-send-message',
      'ccai-send-test-message',
      'webhooks-whatsapp',
      'intents-enhance-intent',
    ]);
    for (const spec of listFunctions()) {
      const expected = engine.has(spec.id) ? ENGINE_MEMORY_MB : (spec.memoryMb ?? DEFAULT_MEMORY_MB);
      expect(propsOf(spec).MemorySize, spec.id).toBe(expected);
    }
    expect(listFunctions().filter((f) => f.memoryMb === ENGINE_MEMORY_MB).length).toBeGreaterThanOrEqual(engine.size);
  });

  it('reserves -c reservedConcurrency for the chat path only, split over its functions, all of it used', () => {
    let sum = 0;
    for (const spec of listFunctions()) {
      const reserved = propsOf(spec).ReservedConcurrentExecutions;
      if (isHotPath(spec)) {
        expect(reserved, spec.id).toBeGreaterThanOrEqual(1);
        sum += reserved;
      } else expect(reserved, spec.id).toBeUndefined();
    }
    expect(sum).toBe(RESERVED);
    expect(
      listFunctions()
        .filter(isHotPath)
        .map((f) => f.id),
    ).toEqual(expect.arrayContaining(['widget-send-message', 'widget-start-conversation', 'ws-connect', 'ws-default']));
    expect(() => reservedConcurrencyOf(3, listFunctions())).toThrow(/less than one per hot-path function/);
  });
});
