import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflightRoutesOf } from '../../functions/kit/cors';
import { httpRoutes, routeId } from '../../functions/routes';
import { placeholderCode } from '../function-code';
import { type FunctionSpec, listFunctions } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';
import { templateOf } from '../test-fixtures/function-stacks';
import { firstSegment, groupByShard, ROUTE_SHARDS, shardOf } from './route-shards';

/**
 * The HTTP API spread over route stacks (route-shards.ts): with the real route table, every route of
 * functions/routes.ts (and each cors path's OPTIONS preflight) is on the one HTTP API exactly once,
 * integrated with its own function in the same stack, and every stack stays far from 500 resources.
 */
let tmp: string;
let stacks: ReturnType<typeof addParleyStage>;

/** CloudFormation's hard limit is 500; 450 leaves about eight single-route functions per stack. */
const MAX_RESOURCES = 450;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-shards-'));
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  stacks = addParleyStage(app, { stage: 'test', code: placeholderCode });
  // cdk-nag over the whole stage (a superset of this one's functions) is infra/stacks/stage.nag.test.ts
  app.synth();
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOf = (stack: (typeof stacks.all)[number]) =>
  templateOf(stack).toJSON().Resources as Record<string, Resource>;

describe('route stacks', () => {
  it('puts every route of routes.ts (and each cors OPTIONS) on the HTTP API exactly once, on its own function', () => {
    const expected = [
      ...httpRoutes.map((r) => ({ key: `${r.method} ${r.path}`, fnId: routeId(r) })),
      ...preflightRoutesOf(httpRoutes).map((r) => ({ key: `OPTIONS ${r.path}`, fnId: routeId(r) })),
    ];
    const found = new Map<string, { stack: string; fnId: string }[]>();
    for (const stack of stacks.all) {
      const resources = resourcesOf(stack);
      for (const [, route] of Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route')) {
        const key = String(route.Properties.RouteKey);
        if (key.startsWith('$')) continue; // WebSocket routes
        // Target is integrations/<Ref of an integration in this same stack>
        const target = JSON.stringify(route.Properties.Target);
        const integrationId = Object.keys(resources).find(
          (id) => resources[id].Type === 'AWS::ApiGatewayV2::Integration' && target.includes(`"${id}"`),
        );
        expect(integrationId, `${key}: its integration is in ${stack.stackName}`).toBeDefined();
        const integration = resources[integrationId as string].Properties;
        expect(integration.IntegrationType).toBe('AWS_PROXY');
        // the integration invokes a function of this stack: find which one
        const uri = JSON.stringify(integration.IntegrationUri);
        const fnId = [...('functions' in stack ? stack.functions : new Map())].find(([, fn]) =>
          uri.includes(`"${stack.getLogicalId(fn.node.defaultChild)}"`),
        )?.[0];
        found.set(key, [...(found.get(key) ?? []), { stack: stack.stackName, fnId: String(fnId) }]);
        // the route's API is the one HTTP API (imported from the web stack), not a new one
        expect(JSON.stringify(route.Properties.ApiId)).toContain('Fn::ImportValue');
      }
    }
    expect([...found.keys()].sort()).toEqual(expected.map((e) => e.key).sort());
    for (const { key, fnId } of expected) {
      expect(found.get(key), key).toHaveLength(1);
      expect(found.get(key)?.[0].fnId, key).toBe(fnId);
    }
    expect(templateOf(stacks.web).findResources('AWS::ApiGatewayV2::Api')).toSatisfy(
      (apis: object) => Object.keys(apis).length === 2, // one HTTP API, one WebSocket API
    );
  });

  it('lets API Gateway invoke each HTTP function from a permission in the function’s own stack', () => {
    for (const stack of stacks.routes) {
      const resources = Object.values(resourcesOf(stack));
      const permissions = resources.filter((r) => r.Type === 'AWS::Lambda::Permission');
      for (const [id, fn] of stack.functions) {
        const logicalId = stack.getLogicalId(fn.node.defaultChild as never);
        const own = permissions.filter((p) => JSON.stringify(p.Properties.FunctionName).includes(`"${logicalId}"`));
        expect(own.length, id).toBeGreaterThan(0);
        for (const p of own) {
          expect(p.Properties.Principal).toBe('apigateway.amazonaws.com');
          expect(JSON.stringify(p.Properties.SourceArn)).toContain('Fn::ImportValue');
        }
      }
    }
  });

  it('holds the HTTP functions in route stacks and the rest in the Api stack, which the route stacks deploy after', () => {
    const http = listFunctions().filter((f) => f.kind === 'http');
    expect(stacks.routes.reduce((n, s) => n + s.functions.size, 0)).toBe(http.length);
    for (const stack of stacks.routes) {
      expect(stack.stackName).toBe(`Parley-test-Api${stack.shard}`);
      expect(stack.dependencies).toEqual(expect.arrayContaining([stacks.api, stacks.web, stacks.data]));
      // nothing in the Api, Data or Web stack points back at a route stack (no cycle)
      for (const other of [stacks.api, stacks.web, stacks.data]) expect(other.dependencies).not.toContain(stack);
    }
    expect(stacks.api.stackName).toBe('Parley-test-Api');
    expect([...stacks.api.functions.values()]).not.toHaveLength(0);
    templateOf(stacks.api).resourceCountIs('AWS::ApiGatewayV2::Stage', 2);
    for (const stack of stacks.routes) templateOf(stack).resourceCountIs('AWS::ApiGatewayV2::Stage', 0);
  });

  it(`keeps every stack under ${MAX_RESOURCES} resources with the current routes`, () => {
    const counts = Object.fromEntries(stacks.all.map((s) => [s.stackName, Object.keys(resourcesOf(s)).length]));
    console.info('resources per stack', counts);
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThan(MAX_RESOURCES);
  });

  it('leaves each route stack room for at least 20 more single-route functions before that limit', () => {
    // A single-route function costs six resources (role, log group, function, integration, route, invoke
    // permission); a cors route one more (its OPTIONS route). The remaining issues add about 40 routes
    // spread over admin, billing, settings and AI webpages, so no single shard takes all of them.
    const PER_FUNCTION = 6;
    for (const stack of stacks.routes) {
      const resources = Object.values(resourcesOf(stack));
      const count = resources.length;
      // the stack's alarms (errors and throttles, two per ten functions: monitoring-stack.ts) are paid whole
      // by a stack of a few functions: counted in the room below, not in the per-function cost (the Inbox
      // stack with its first two routes is 14 = 2 × 6 + 2)
      const perStack = resources.filter((r) => r.Type === 'AWS::CloudWatch::Alarm').length;
      const perFunction = (count - perStack) / stack.functions.size;
      expect(perFunction, stack.stackName).toBeLessThan(PER_FUNCTION + 1);
      expect(Math.floor((MAX_RESOURCES - count) / PER_FUNCTION), stack.stackName).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('route shards', () => {
  it('names each path segment in one shard at most', () => {
    const all = Object.values(ROUTE_SHARDS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('groups by the first segment after /api, so a new route never moves an existing function', () => {
    expect(firstSegment('/api/leads/{id}/status')).toBe('leads');
    expect(firstSegment('/api/admin/testimonials/{id}')).toBe('admin');
    const specs = listFunctions();
    const before = new Map([...groupByShard(specs)].flatMap(([shard, own]) => own.map((f) => [f.id, shard])));
    const added: FunctionSpec[] = [
      { kind: 'http', id: 'admin-new', entry: 'a.ts', routes: [{ method: 'GET', path: '/api/admin/new' }], access: [] },
    ];
    const after = new Map(
      [...groupByShard([...added, ...specs])].flatMap(([shard, own]) => own.map((f) => [f.id, shard])),
    );
    for (const [id, shard] of before) expect(after.get(id), id).toBe(shard);
    expect(after.get('admin-new')).toBe('Admin');
  });

  it('refuses a route whose first segment no shard names, instead of dropping it into a catch-all stack', () => {
    const stray: FunctionSpec = {
      kind: 'http',
      id: 'brand-new',
      entry: 'b.ts',
      routes: [{ method: 'GET', path: '/api/brand-new' }],
      access: [],
    };
    expect(() => shardOf(stray)).toThrow(/'brand-new' is in no stack; add it to one of ROUTE_SHARDS/);
    expect(() => groupByShard([stray, ...listFunctions()])).toThrow(/brand-new/);
  });
});
