import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { startConversation } from '../../core/chat/conversations';
import { setTenantStatus } from '../../core/tenants/tenant-access';
import { ApiClient } from '../../test-support/api';
import { watchForLeaks } from '../../test-support/leak-watch';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * The tenant API key (Settings → Security) and the read API it opens (docs/api.md): the key reads its
 * own tenant's leads and conversations with Bearer, never another's; an old, revoked, garbage or
 * missing key gets the same 401; the key appears in no response but the regenerate one, nor in a log.
 */
let gw: TestGateway;
let tenant: TestTenant;
let other: TestTenant;
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  other = await signUpTenant(g.url, { companyName: 'Other Traders' });
});

const anonymous = () => new ApiClient(gw.url);
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const addLead = async (t: TestTenant, name: string) => {
  const r = await t.owner.post('/api/leads', { name, email: `${name.toLowerCase()}@example.com`, source: 'referral' });
  expect(r.status).toBe(201);
  return r.json.lead.id as string;
};

describe('tenant API key and the v1 read API', () => {
  it('regenerates a key that reads only its own tenant, refuses old, revoked and garbage keys alike, and never leaks it', async () => {
    const watch = watchForLeaks();
    const keys: string[] = [];
    // every response body goes to the leak watch (typed as it came)
    const seen = <T extends { text: string }>(r: T): T => {
      watch.seen(r);
      return r;
    };
    try {
      const ownLead = await addLead(tenant, 'Meera');
      const otherLead = await addLead(other, 'Ravi');
      await startConversation({ clientId: tenant.clientId, fields: { name: 'Key Visitor' }, source: 'widget' });

      expect(seen(await tenant.owner.get('/api/settings/api-key')).json).toEqual({ apiKey: null });

      const first = await tenant.owner.post('/api/settings/api-key/regenerate');
      expect(first.status).toBe(200);
      const key = first.json.key as string;
      keys.push(key);
      expect(key).toMatch(/^parley_[A-Za-z0-9_-]{43}$/);
      expect(first.json.apiKey).toMatchObject({ prefix: key.slice(0, 11), last4: key.slice(-4), lastUsedAt: null });

      // the other tenant's key exists too, so a mix-up of keys would show
      const otherKey = (await other.owner.post('/api/settings/api-key/regenerate')).json.key as string;
      keys.push(otherKey);

      const leads = seen(await anonymous().get('/api/v1/leads', bearer(key)));
      expect(leads.status).toBe(200);
      const ids = leads.json.leads.map((l: { id: string }) => l.id);
      expect(ids).toContain(ownLead);
      expect(ids).not.toContain(otherLead);
      expect(leads.text).not.toContain('Ravi');
      // internal fields stay in the dashboard
      expect(leads.json.leads[0]).not.toHaveProperty('internalNotes');
      expect(leads.json.leads[0]).not.toHaveProperty('aiEnrichment');

      const otherLeads = seen(await anonymous().get('/api/v1/leads', bearer(otherKey)));
      expect(otherLeads.json.leads.map((l: { id: string }) => l.id)).toEqual([otherLead]);

      const conversations = seen(await anonymous().get('/api/v1/conversations', bearer(key)));
      expect(conversations.status).toBe(200);
      expect(conversations.json.conversations).toHaveLength(1);
      expect(conversations.json.conversations[0]).not.toHaveProperty('ccaiChatId');
      expect(seen(await anonymous().get('/api/v1/conversations', bearer(otherKey))).json.conversations).toEqual([]);

      // pages with sealed cursors; a dashboard or altered cursor is a 400 naming `cursor`
      await addLead(tenant, 'Kiran');
      const page1 = seen(await anonymous().get('/api/v1/leads?limit=1', bearer(key)));
      expect(page1.json.leads).toHaveLength(1);
      expect(page1.json.nextCursor).toEqual(expect.any(String));
      const page2 = seen(
        await anonymous().get(`/api/v1/leads?limit=1&cursor=${encodeURIComponent(page1.json.nextCursor)}`, bearer(key)),
      );
      expect(page2.json.leads).toHaveLength(1);
      expect(page2.json.leads[0].id).not.toBe(page1.json.leads[0].id);
      const stolen = seen(
        await anonymous().get(`/api/v1/leads?cursor=${encodeURIComponent(page1.json.nextCursor)}`, bearer(otherKey)),
      );
      expect(stolen.status).toBe(400);
      expect(stolen.json.error.fields.cursor).toBeDefined();
      const badQuery = seen(await anonymous().get('/api/v1/leads?limit=0', bearer(key)));
      expect(badQuery.status).toBe(400);
      expect(badQuery.json.error.fields.limit).toBeDefined();

      // the owner sees the key's use, never the key
      const status = seen(await tenant.owner.get('/api/settings/api-key'));
      expect(status.json.apiKey).toMatchObject({ prefix: key.slice(0, 11), last4: key.slice(-4) });
      expect(status.json.apiKey.lastUsedAt).toEqual(expect.any(String));

      // regenerate: the old key stops at once, the new one works
      const second = await tenant.owner.post('/api/settings/api-key/regenerate');
      const newKey = second.json.key as string;
      keys.push(newKey);
      expect(newKey).not.toBe(key);
      const old = seen(await anonymous().get('/api/v1/leads', bearer(key)));
      expect(old.status).toBe(401);
      expect(seen(await anonymous().get('/api/v1/leads', bearer(newKey))).status).toBe(200);

      // every refusal is the same 401 body: old, revoked, garbage, well-formed but unknown, missing
      expect((await tenant.owner.del('/api/settings/api-key')).json).toEqual({ revoked: true });
      expect(seen(await tenant.owner.get('/api/settings/api-key')).json).toEqual({ apiKey: null });
      const refusals = [
        await anonymous().get('/api/v1/leads', bearer(newKey)),
        await anonymous().get('/api/v1/leads', bearer('garbage')),
        await anonymous().get('/api/v1/leads', bearer(`parley_${'A'.repeat(43)}`)),
        await anonymous().get('/api/v1/conversations', bearer(newKey)),
        await anonymous().get('/api/v1/leads', { authorization: `Basic ${otherKey}` }),
        await anonymous().get('/api/v1/leads?limit=oops'),
        // a session cookie is no key
        await tenant.owner.get('/api/v1/leads'),
      ].map(seen);
      const bodyOf = (r: { json: { error: Record<string, unknown> } }) => ({ ...r.json.error, requestId: undefined });
      for (const r of refusals) {
        expect(r.status).toBe(401);
        expect(bodyOf(r)).toEqual(bodyOf(old));
      }
      expect(old.json.error.message).toBe('Invalid or missing API key');
      expect((await tenant.owner.del('/api/settings/api-key')).json).toEqual({ revoked: false });
    } finally {
      watch.stop();
    }
    // the handlers' log lines were captured (so "not in the logs" below means something)
    expect(watch.logs.join('')).toContain('api key regenerated');
    expect(await watch.leaks(keys)).toEqual([]);
  });

  it('refuses a suspended tenant’s key as its users are refused (403), and serves it again once active', async () => {
    const t = await signUpTenant(gw.url);
    const key = (await t.owner.post('/api/settings/api-key/regenerate')).json.key as string;
    expect((await anonymous().get('/api/v1/leads', bearer(key))).status).toBe(200);
    await setTenantStatus(t.clientId, 'suspended');
    const refused = await anonymous().get('/api/v1/leads', bearer(key));
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(/suspended/);
    await setTenantStatus(t.clientId, 'active');
    expect((await anonymous().get('/api/v1/leads', bearer(key))).status).toBe(200);
  });

  it('lets only the owner see or change the key', async () => {
    for (const role of ['human_agent', 'ai_trainer'] as const) {
      const member = await tenant.member(role);
      expect((await member.get('/api/settings/api-key')).status).toBe(403);
      expect((await member.post('/api/settings/api-key/regenerate')).status).toBe(403);
      expect((await member.del('/api/settings/api-key')).status).toBe(403);
    }
    expect((await tenant.owner.get('/api/settings/api-key')).json).toEqual({ apiKey: null });
  });
});
