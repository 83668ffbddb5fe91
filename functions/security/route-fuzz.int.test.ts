import fc from 'fast-check';
import * as z from 'zod';
import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { regenerateApiKey } from '../core/api-keys/api-keys';
import { startConversation } from '../core/chat/conversations';
import { issueVisitorToken } from '../kit/visitor-token';
import { seedPlans } from '../ops/seed';
import { ApiClient } from '../test-support/api';
import { useIsolatedTable } from '../test-support/isolated-table';
import { signInAdmin, signUpTenant, type TestTenant } from '../test-support/tenants';
import { allowedRole, type CataloguedRoute, fillPath, loadRouteCatalogue } from './route-catalogue';
import { routeFixtures } from './route-fixtures';

/**
 * Generated from routes.ts: every route with a body gets fast-check bodies — arbitrary JSON, the valid
 * body, and a valid body with one field broken or an unknown field added. A route with path parameters
 * is fuzzed twice: with an unknown id, and with the id of a real resource of the caller's own tenant
 * (route-fixtures.ts), so bodies that pass validation reach the handler's logic instead of its 404.
 * Every route with a query schema (the read API's api-key routes among them) gets fast-check query
 * strings the same way: its own parameter names with arbitrary values, and unknown names.
 * Whatever arrives, the answer is < 500, and a refusal is the JSON error shape.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const routes = await loadRouteCatalogue();
const catalogue = routes.filter((r) => r.meta.hasBody);
const queried = routes.filter((r) => r.meta.query instanceof z.ZodObject);
let cases = 0;
let queries = 0;
let refusals = 0;

let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
const members = new Map<string, ApiClient>();

beforeAll(async () => {
  // a table of its own: the admin routes write platform-wide records (plans, enquiries) that other
  // files, running in parallel, read (the public plan catalogue would list the suite's plans)
  await useIsolatedTable('route-fuzz');
  gw = await startTestGateway();
  await seedPlans();
  tenant = await signUpTenant(gw.url);
  admin = await signInAdmin(gw.url);
});
afterAll(async () => {
  console.log(
    `route-fuzz suite: ${catalogue.length} routes with a body, ${cases} generated bodies; ${queried.length} routes with a query, ` +
      `${queries} generated queries; ${refusals} refused with 4xx JSON`,
  );
  await gw.stop();
});

async function callerFor(route: CataloguedRoute): Promise<{ api: ApiClient; headers: Record<string, string> }> {
  const level = route.meta.auth;
  if (level === 'public') return { api: new ApiClient(gw.url), headers: {} };
  if (level === 'visitor') {
    // a token for a real conversation, so the bodies reach the pipeline, not only the token check
    const chat = await startConversation({
      clientId: tenant.clientId,
      fields: { name: 'Fuzz Visitor' },
      source: 'widget',
    });
    const token = issueVisitorToken({
      clientId: tenant.clientId,
      visitorId: chat.sessionId,
      conversationId: chat.conversationId,
    });
    return { api: new ApiClient(gw.url), headers: { authorization: `Bearer ${token}` } };
  }
  if (level === 'api-key') {
    const { key } = await regenerateApiKey(tenant.clientId);
    return { api: new ApiClient(gw.url), headers: { authorization: `Bearer ${key}` } };
  }
  const role = allowedRole(level)!;
  if (role === 'admin') return { api: admin, headers: {} };
  if (role === 'business_owner') return { api: tenant.owner, headers: {} };
  if (!members.has(role)) members.set(role, await tenant.member(role));
  return { api: members.get(role)!, headers: {} };
}

const json = fc.jsonValue({ maxDepth: 3 });
function bodies(route: CataloguedRoute): fc.Arbitrary<unknown> {
  const valid = routeFixtures[route.key]?.body?.();
  const arbitrary = fc.oneof(json, fc.dictionary(fc.string({ maxLength: 12 }), json, { maxKeys: 6 }));
  if (!valid || typeof valid !== 'object') return arbitrary;
  const keys = Object.keys(valid);
  // an empty valid body ({}) has no key to break: extra keys and arbitrary bodies still apply
  if (keys.length === 0) return fc.oneof(arbitrary, fc.constant(valid));
  const broken = fc
    .record({ key: fc.constantFrom(...keys), value: json })
    .map(({ key, value }) => ({ ...(valid as object), [key]: value }));
  const extra = fc
    .record({ key: fc.string({ minLength: 1, maxLength: 10 }), value: json })
    .map(({ key, value }) => ({ ...(valid as object), [`x_${key}`]: value }));
  return fc.oneof(arbitrary, fc.constant(valid), broken, extra);
}

/** Unknown ids always; for a route with parameters also the ids of a real resource of the caller's tenant. */
async function targets(route: CataloguedRoute): Promise<{ label: string; params: Record<string, string> }[]> {
  const unknown = { label: 'unknown id', params: Object.fromEntries(route.paramNames.map((p) => [p, 'fuzz-id'])) };
  if (route.paramNames.length === 0) return [unknown];
  const own = routeFixtures[route.key]?.params;
  if (!own) throw new Error(`${route.key} has path parameters but no params fixture in route-fixtures.ts`);
  return [unknown, { label: 'own resource', params: await own(tenant) }];
}

describe.each(catalogue)('$key', (route) => {
  it('never answers a generated body with a 5xx', async () => {
    const { api, headers } = await callerFor(route);
    for (const { label, params } of await targets(route)) {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(bodies(route), async (body) => {
          const r = await api.request(route.method, fillPath(route.path, params), JSON.stringify(body), {
            'content-type': 'application/json',
            ...headers,
          });
          cases++;
          const what = `${route.key} (${label}) ${JSON.stringify(body).slice(0, 200)} → ${r.text.slice(0, 200)}`;
          expect(r.status, what).toBeLessThan(500);
          if (r.status < 300) accepted++;
          if (r.status >= 400) {
            refusals++;
            expect(typeof r.json?.error?.message).toBe('string');
          }
        }),
        { numRuns: RUNS, seed: 42 },
      );
      // the fuzzing reached the handler's own logic at least once (not only validation and the 404)
      if (label === 'own resource' && routeFixtures[route.key]?.body)
        expect(accepted, `${route.key}: no generated body was accepted for a real id`).toBeGreaterThan(0);
    }
  });
});

/** Query strings: the route's own parameter names (and a few unknown ones), each with an arbitrary value. */
function queryStrings(route: CataloguedRoute): fc.Arbitrary<string> {
  const names = Object.keys((route.meta.query as z.ZodObject).shape);
  const name = fc.oneof(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 10 }));
  const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '0', '-1', '1e9', 'null', '%', '[]'));
  return fc
    .array(fc.tuple(name, value), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));
}

describe.each(queried)('$key (query)', (route) => {
  it('never answers a generated query with a 5xx', async () => {
    const { api, headers } = await callerFor(route);
    for (const { label, params } of await targets(route)) {
      await fc.assert(
        fc.asyncProperty(queryStrings(route), async (query) => {
          const r = await api.request(
            route.method,
            fillPath(route.path, params) + query,
            route.meta.hasBody ? (routeFixtures[route.key]?.body?.() ?? {}) : undefined,
            headers,
          );
          queries++;
          expect(r.status, `${route.key} (${label}) ${query} → ${r.text.slice(0, 200)}`).toBeLessThan(500);
          if (r.status >= 400) {
            refusals++;
            expect(typeof r.json?.error?.message).toBe('string');
          }
        }),
        { numRuns: RUNS, seed: 42 },
      );
    }
  });
});
