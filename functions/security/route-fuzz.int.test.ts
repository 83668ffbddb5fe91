import fc from 'fast-check';
import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { seedPlans } from '../db/seed';
import { issueVisitorToken } from '../kit/visitor-token';
import { ApiClient } from '../test-support/api';
import { signInAdmin, signUpTenant, type TestTenant } from '../test-support/tenants';
import { allowedRole, type CataloguedRoute, fillPath, loadRouteCatalogue } from './route-catalogue';
import { routeFixtures } from './route-fixtures';

/**
 * Generated from routes.ts: every route with a body gets fast-check bodies — arbitrary JSON, and a valid
 * body with one field broken or an unknown field added. Whatever arrives, the answer is < 500, and a
 * refusal is the JSON error shape.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const catalogue = (await loadRouteCatalogue()).filter((r) => r.meta.hasBody);
let cases = 0;
let refusals = 0;

let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
const members = new Map<string, ApiClient>();

beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  tenant = await signUpTenant(gw.url);
  admin = await signInAdmin(gw.url);
});
afterAll(async () => {
  console.log(
    `route-fuzz suite: ${catalogue.length} routes with a body, ${cases} generated bodies, ${refusals} refused with 4xx JSON`,
  );
  await gw.stop();
});

async function callerFor(route: CataloguedRoute): Promise<{ api: ApiClient; headers: Record<string, string> }> {
  const level = route.meta.auth;
  if (level === 'public') return { api: new ApiClient(gw.url), headers: {} };
  if (level === 'visitor') {
    return {
      api: new ApiClient(gw.url),
      headers: { authorization: `Bearer ${issueVisitorToken({ clientId: tenant.clientId, visitorId: 'fuzz' })}` },
    };
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
  const broken = fc
    .record({ key: fc.constantFrom(...keys), value: json })
    .map(({ key, value }) => ({ ...(valid as object), [key]: value }));
  const extra = fc
    .record({ key: fc.string({ minLength: 1, maxLength: 10 }), value: json })
    .map(({ key, value }) => ({ ...(valid as object), [`x_${key}`]: value }));
  return fc.oneof(arbitrary, broken, extra);
}

describe.each(catalogue)('$key', (route) => {
  it('never answers a generated body with a 5xx', async () => {
    const { api, headers } = await callerFor(route);
    const params = Object.fromEntries(route.paramNames.map((p) => [p, 'fuzz-id']));
    await fc.assert(
      fc.asyncProperty(bodies(route), async (body) => {
        const r = await api.request(route.method, fillPath(route.path, params), JSON.stringify(body), {
          'content-type': 'application/json',
          ...headers,
        });
        cases++;
        expect(r.status, `${route.key} ${JSON.stringify(body).slice(0, 200)} → ${r.text.slice(0, 200)}`).toBeLessThan(
          500,
        );
        if (r.status >= 400) {
          refusals++;
          expect(typeof r.json?.error?.message).toBe('string');
        }
      }),
      { numRuns: RUNS, seed: 42 },
    );
  });
});
