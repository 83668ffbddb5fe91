import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * The optional WAF of a stage (`-c waf=true`): per-IP rate limits at the edge on the routes anyone can
 * call without an account, on top of the functions' own per-IP budgets (core/limits/ip-limit.ts), which only
 * start counting once a request has cost a Lambda invocation. A web ACL of scope CLOUDFRONT exists only
 * in us-east-1, and a stack cannot reference one across regions without a custom resource, so a WAF
 * stage is deployed in us-east-1: a CloudFormation rule refuses the Web stack anywhere else before it
 * creates anything (the README says so). CloudFront counts the viewer's own IP.
 */

/** Requests per IP per 5 minutes (WAF's minimum is 10); over it, 403 from the edge until the rate drops. */
export const WAF_RATE_LIMITS = [
  // /api/auth/login and /api/auth/login/mfa: password and code guessing
  { name: 'login', method: 'POST', path: '/api/auth/login', prefix: true, limit: 100 },
  { name: 'signup', method: 'POST', path: '/api/auth/register', prefix: false, limit: 20 },
  { name: 'contact', method: 'POST', path: '/api/contacts', prefix: false, limit: 20 },
  { name: 'newsletter', method: 'POST', path: '/api/newsletter', prefix: false, limit: 20 },
  // each widget conversation counts against the tenant's plan: a flood would spend a tenant's quota
  { name: 'widget-start', method: 'POST', path: '/api/widget/{clientId}/conversations', prefix: false, limit: 100 },
] as const;

export const WAF_WINDOW_SECONDS = 300;
export const WAF_REGION = 'us-east-1';

/** A path of routes.ts as WAF matches it: literally, or around its one {parameter}. */
function pathStatements(path: string, prefix: boolean): wafv2.CfnWebACL.StatementProperty[] {
  const match = (search: string, constraint: string): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: constraint,
      searchString: search,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  const [param, ...more] = path.match(/\{[^}]+\}/g) ?? [];
  if (more.length > 0) throw new Error(`${path}: a WAF rate rule matches at most one path parameter`);
  if (!param) return [match(path, prefix ? 'STARTS_WITH' : 'EXACTLY')];
  const [before, after] = path.split(param);
  return [match(before, 'STARTS_WITH'), ...(after ? [match(after, 'ENDS_WITH')] : [])];
}

export function createWebAcl(scope: Construct, stage: string): wafv2.CfnWebACL {
  new CfnRule(scope, 'WafRegion', {
    assertions: [
      {
        assert: Fn.conditionEquals(Aws.REGION, WAF_REGION),
        assertDescription: `-c waf=true needs the stage in ${WAF_REGION}: a CloudFront web ACL can only be created there. Deploy with AWS_REGION=${WAF_REGION}, or without -c waf=true.`,
      },
    ],
  });
  const rules = WAF_RATE_LIMITS.map(
    (r, priority): wafv2.CfnWebACL.RuleProperty => ({
      name: `rate-${r.name}`,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: r.limit,
          evaluationWindowSec: WAF_WINDOW_SECONDS,
          scopeDownStatement: {
            andStatement: {
              statements: [
                {
                  byteMatchStatement: {
                    fieldToMatch: { method: {} },
                    positionalConstraint: 'EXACTLY',
                    searchString: r.method,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
                ...pathStatements(r.path, r.prefix),
              ],
            },
          },
        },
      },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `parley-${stage}-rate-${r.name}`,
        sampledRequestsEnabled: true,
      },
    }),
  );
  return new wafv2.CfnWebACL(scope, 'WebAcl', {
    name: `parley-${stage}`,
    description: `Parley ${stage}: per-IP rate limits on sign-in, sign-up, contact, newsletter and widget conversations`,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    rules,
    visibilityConfig: {
      cloudWatchMetricsEnabled: true,
      metricName: `parley-${stage}-waf`,
      sampledRequestsEnabled: true,
    },
  });
}
