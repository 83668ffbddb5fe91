import { ROLES, type Role } from '@shared/enums';
import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { regenerateApiKey } from '../core/api-keys/api-keys';
import { startConversation } from '../core/chat/conversations';
import { createIntent } from '../core/intents/intents';
import type { AuthLevel } from '../kit/auth';
import { issueVisitorToken } from '../kit/visitor-token';
import { seedPlans } from '../ops/seed';
import { ApiClient } from '../test-support/api';
import { useIsolatedTable } from '../test-support/isolated-table';
import { signInAdmin, signUpTenant, type TestTenant } from '../test-support/tenants';
import {
  allowedRole,
  type CataloguedRoute,
  fillPath,
  forbiddenRoles,
  isTenantLevel,
  loadRouteCatalogue,
} from './route-catalogue';
import { routeFixtures } from './route-fixtures';
import { leakedMarkers, tenantMarkers, tenantSnapshot } from './tenant-snapshot';

/**
 * Generated from routes.ts: every route gets the auth, role, tenant-isolation and clientId-smuggling
 * checks its declared auth level calls for. Adding a route adds its cases here automatically.
 * Responses carry no clientId (the response contracts strip it), so isolation is judged on the
 * victim's stored items: nothing of them may change (before/after snapshot of the table) and none of
 * their ids, emails or names may appear in what the attacker receives (tenantMarkers).
 */
const catalogue = await loadRouteCatalogue();
const counts = {
  routes: catalogue.length,
  unauthenticated: 0,
  wrongRole: 0,
  sessionNoKey: 0,
  crossTenant: 0,
  smuggled: 0,
};

let gw: TestGateway;
let victim: TestTenant;
let attacker: TestTenant;
const sessions = new Map<string, ApiClient>();

async function sessionFor(tenant: TestTenant, role: Role): Promise<ApiClient> {
  const key = `${tenant.clientId}:${role}`;
  if (!sessions.has(key)) {
    sessions.set(
      key,
      role === 'business_owner'
        ? tenant.owner
        : role === 'admin'
          ? await signInAdmin(gw.url)
          : await tenant.member(role),
    );
  }
  return sessions.get(key)!;
}

/** Each tenant's read-API key (Settings → Security), made once. */
const apiKeys = new Map<string, Promise<string>>();
function apiKeyOf(tenant: TestTenant): Promise<string> {
  if (!apiKeys.has(tenant.clientId))
    apiKeys.set(
      tenant.clientId,
      regenerateApiKey(tenant.clientId).then((r) => r.key),
    );
  return apiKeys.get(tenant.clientId)!;
}

/** A caller of `tenant` that a route of `level` admits: a role's session, a visitor token or the API key. */
async function callerOf(
  tenant: TestTenant,
  level: AuthLevel,
): Promise<{ api: ApiClient; headers: Record<string, string> }> {
  if (level === 'public') return { api: new ApiClient(gw.url), headers: {} };
  if (level === 'visitor')
    return { api: new ApiClient(gw.url), headers: { authorization: `Bearer ${await visitorTokenOf(tenant)}` } };
  if (level === 'api-key')
    return { api: new ApiClient(gw.url), headers: { authorization: `Bearer ${await apiKeyOf(tenant)}` } };
  return { api: await sessionFor(tenant, allowedRole(level)!), headers: {} };
}

beforeAll(async () => {
  // a table of its own: the admin routes write platform-wide records (plans, enquiries) that other
  // files, running in parallel, read (the public plan catalogue would list the suite's plans)
  await useIsolatedTable('route-access');
  gw = await startTestGateway();
  await seedPlans();
  [victim, attacker] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url, { companyName: 'Attacker Ltd' })]);
  // something for a list route to leak if it ever read the wrong tenant
  await createIntent(victim.clientId, 'suite', {
    title: 'Victim pricing',
    description: 'Only the victim tenant has this intent',
    phrases: ['how much does it cost'],
    response: 'Prices start at 500 rupees.',
    requiresEscalation: false,
    isActive: true,
  });
  // and a lead with its conversation, for the read API (api-key routes) to leak
  await startConversation({
    clientId: victim.clientId,
    fields: { name: 'Victim Lead', email: 'victim-lead@example.com' },
    source: 'widget',
  });
});

/**
 * Nothing of the victim in a response to the attacker (a platform admin sees every tenant by design),
 * and a 2xx body is exactly its route's contract: the JSON, or the text itself for a raw answer (CSV).
 */
async function expectNothingOfVictim(
  route: CataloguedRoute,
  r: { status: number; text: string; json: unknown; headers: Headers },
) {
  if (route.meta.auth !== 'admin') {
    // a value both tenants store (a default such as the lead form's placeholder email) identifies nobody
    const attackerOwn = new Set(await tenantMarkers(attacker.clientId));
    const markers = (await tenantMarkers(victim.clientId)).filter((m) => !attackerOwn.has(m));
    expect(leakedMarkers(r.text, markers), `${route.key} leaked`).toEqual([]);
  }
  if (r.status >= 200 && r.status < 300 && r.text) {
    const body = r.headers.get('content-type')?.includes('application/json') ? r.json : r.text;
    expect(route.meta.response.parse(body)).toEqual(body);
  }
}
afterAll(async () => {
  console.log(
    `route-access suite: ${counts.routes} routes; cases: ${counts.unauthenticated} unauthenticated, ${counts.wrongRole} wrong-role, ` +
      `${counts.sessionNoKey} session-for-a-key, ${counts.crossTenant} cross-tenant, ${counts.smuggled} clientId-smuggling`,
  );
  await gw.stop();
});

async function call(
  api: ApiClient,
  route: CataloguedRoute,
  params: Record<string, string>,
  body?: unknown,
  query = '',
  headers: Record<string, string> = {},
) {
  const path = fillPath(route.path, params) + query;
  const payload = route.meta.hasBody ? (body ?? routeFixtures[route.key]?.body?.() ?? {}) : undefined;
  return api.request(route.method, path, payload, headers);
}

/** A visitor token for a real conversation of `tenant`, as the widget API issues it. */
async function visitorTokenOf(tenant: TestTenant): Promise<string> {
  const chat = await startConversation({
    clientId: tenant.clientId,
    fields: { name: 'Suite Visitor' },
    source: 'widget',
  });
  return issueVisitorToken({
    clientId: tenant.clientId,
    visitorId: chat.sessionId,
    conversationId: chat.conversationId,
  });
}

async function victimParams(route: CataloguedRoute): Promise<Record<string, string>> {
  if (route.paramNames.length === 0) return {};
  const fixture = routeFixtures[route.key]?.params;
  if (!fixture) throw new Error(`No fixture for ${route.key}: add one to functions/security/route-fixtures.ts`);
  return fixture(victim);
}

describe.each(catalogue)('$key', (route) => {
  const level = route.meta.auth;

  it.runIf(level !== 'public')('refuses a caller without a session or token (401)', async () => {
    const params = await victimParams(route);
    const r = await call(new ApiClient(gw.url), route, params);
    expect(r.status).toBe(401);
    expect(r.json.error.code).toBe('UNAUTHORIZED');
    counts.unauthenticated++;
  });

  it.runIf(forbiddenRoles(level).length > 0)('refuses every role its level does not admit (403)', async () => {
    const params = await victimParams(route);
    for (const role of forbiddenRoles(level)) {
      const api = await sessionFor(victim, role);
      const before = await tenantSnapshot(victim.clientId);
      const r = await call(api, route, params);
      expect(r.status, `${role} on ${route.key}`).toBe(403);
      expect(await tenantSnapshot(victim.clientId)).toBe(before);
      counts.wrongRole++;
    }
  });

  it.runIf(level === 'api-key')('refuses a session cookie of every role: only the API key counts (401)', async () => {
    const params = await victimParams(route);
    for (const role of ROLES) {
      const api = await sessionFor(victim, role);
      const before = await tenantSnapshot(victim.clientId);
      const r = await call(api, route, params);
      expect(r.status, `${role} on ${route.key}`).toBe(401);
      expect(r.json.error.code).toBe('UNAUTHORIZED');
      expect(await tenantSnapshot(victim.clientId)).toBe(before);
      counts.sessionNoKey++;
    }
  });

  it.runIf(isTenantLevel(level))(
    'keeps another tenant out: 404 on foreign ids, nothing of the victim changes or leaks',
    async () => {
      const params = await victimParams(route);
      const { api, headers } = await callerOf(attacker, level);
      const foreign = await routeFixtures[route.key]?.foreign?.(victim);
      const before = await tenantSnapshot(victim.clientId);
      const r = await call(api, route, params, foreign?.body, foreign?.query, headers);
      if (route.paramNames.length > 0 || foreign) expect(r.status).toBe(404);
      expect(r.status).toBeLessThan(500);
      await expectNothingOfVictim(route, r);
      for (const id of Object.values(params)) expect(r.text).not.toContain(id);
      expect(await tenantSnapshot(victim.clientId)).toBe(before);
      counts.crossTenant++;
    },
  );

  it.runIf(level === 'visitor')(
    "keeps a visitor of another tenant out of the victim's conversation: 404, forged token 401",
    async () => {
      const victimChat = await startConversation({
        clientId: victim.clientId,
        fields: { name: 'Victim Visitor' },
        source: 'widget',
      });
      const before = await tenantSnapshot(victim.clientId);
      const crossed = issueVisitorToken({
        clientId: attacker.clientId,
        visitorId: 'v-suite',
        conversationId: victimChat.conversationId,
      });
      const r = await call(new ApiClient(gw.url), route, {}, undefined, '', { authorization: `Bearer ${crossed}` });
      expect(r.status).toBe(404);
      await expectNothingOfVictim(route, r);
      // the same token with its payload altered: the signature no longer matches
      const [payload, signature] = crossed.split('.');
      const altered = Buffer.from(
        Buffer.from(payload, 'base64url').toString().replace(attacker.clientId, victim.clientId),
      ).toString('base64url');
      const forged = `${altered}.${signature}`;
      const f = await call(new ApiClient(gw.url), route, {}, undefined, '', { authorization: `Bearer ${forged}` });
      expect(f.status).toBe(401);
      expect(await tenantSnapshot(victim.clientId)).toBe(before);
      counts.crossTenant++;
    },
  );

  it.runIf(level !== 'public')('ignores or refuses a clientId smuggled in the query or body', async () => {
    const { api, headers } = await callerOf(attacker, level);
    const params = route.paramNames.length ? await victimParams(route) : {};
    const before = await tenantSnapshot(victim.clientId);
    const q = `?clientId=${victim.clientId}`;
    const viaQuery = await api.request(
      route.method,
      fillPath(route.path, params) + q,
      route.meta.hasBody ? (routeFixtures[route.key]?.body?.() ?? {}) : undefined,
      headers,
    );
    expect(viaQuery.status).toBeLessThan(500);
    await expectNothingOfVictim(route, viaQuery);
    if (route.meta.hasBody) {
      const body = { ...((routeFixtures[route.key]?.body?.() as object) ?? {}), clientId: victim.clientId };
      const viaBody = await api.request(route.method, fillPath(route.path, params), body, headers);
      // strict schemas refuse the unknown field by name; either way the victim is untouched
      if (viaBody.status === 400) expect(viaBody.json.error.fields?.clientId).toBe('Unknown field');
      else expect(viaBody.status).toBeLessThan(500);
      await expectNothingOfVictim(route, viaBody);
    }
    expect(await tenantSnapshot(victim.clientId)).toBe(before);
    counts.smuggled++;
  });
});
