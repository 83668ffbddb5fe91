import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { PAGES_BUCKET } from '../../../infra/local/s3-local';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { deleteAccount } from '../../core/tenants/account-deletion';
import { documentClient, tableName } from '../../db/client';
import { db } from '../../db/service';
import { ApiClient } from '../../test-support/api';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, TEST_PASSWORD, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Delete Account (issue 14): the owner's typed confirmation erases every record of the tenant (a scan of
 * an isolated table finds nothing naming it but the activity log's entry of the deletion), its people
 * cannot sign in, its widget and API key stop working, and another tenant is untouched.
 */
let gw: TestGateway;
let other: TestTenant;
beforeAll(() => useIsolatedTable('delete-account'));
tenantSuite(async (g, t) => {
  gw = g;
  other = t;
});

// biome-ignore lint/suspicious/noExplicitAny: raw table items
async function itemsNaming(clientId: string): Promise<Record<string, any>[]> {
  const found = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      if (JSON.stringify(item).toLowerCase().includes(clientId.toLowerCase())) found.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: raw table items
const isPerIpBudget = (i: Record<string, any>) =>
  i.__edb_e__ === 'rateLimit' && String(i.key).startsWith('widget:conversationsPerIp:');

const intent = {
  title: 'Opening hours',
  description: 'When the shop is open, including weekends',
  phrases: ['what are your opening hours', 'when are you open'],
  response: 'We are open 9 am to 8 pm, Monday to Saturday.',
  requiresEscalation: false,
};

/** A tenant with an intent, a chat (lead, conversation, messages), a test-gateway plan and an API key. */
async function busyTenant(companyName: string) {
  const t = await signUpTenant(gw.url, { companyName });
  expect((await t.owner.post('/api/intents', intent)).status).toBe(201);
  const chat = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
    fields: { name: 'Nina Das', email: 'nina@example.com', message: 'Are you open on Sunday?' },
  });
  expect(chat.status).toBe(201);
  const sent = await widgetRequest(
    gw.url,
    'POST',
    '/api/widget/messages',
    { content: 'when are you open' },
    chat.json.token,
  );
  expect(sent.status).toBeLessThan(300);
  expect((await t.owner.post('/api/billing/create-subscription', { planId: 'plan-growth' })).json.kind).toBe(
    'activated',
  );
  const key = (await t.owner.post('/api/settings/api-key/regenerate')).json.key as string;
  expect(key).toMatch(/^parley_/);
  const pathname = `gone-${t.clientId.slice(-8).toLowerCase()}`;
  const page = await t.owner.post('/api/ai-webpages', {
    name: companyName,
    pathname,
    template: 'business-landing',
    title: companyName,
    description: 'Our public page',
    status: 'published',
    customData: { businessName: companyName },
  });
  expect(page.status).toBe(201);
  return { t, key, pathname };
}

/** The published page's object, straight from s3rver (public: CloudFront serves it to anyone). */
const pageObjectStatus = async (pathname: string) =>
  (await fetch(`${process.env.S3_ENDPOINT}/${PAGES_BUCKET}/page/${pathname}/index.html`)).status;

const login = (email: string) => new ApiClient(gw.url).post('/api/auth/login', { email, password: TEST_PASSWORD });
const readLeads = (key: string) => new ApiClient(gw.url).get('/api/v1/leads', { authorization: `Bearer ${key}` });

describe('POST /api/settings/account/delete', () => {
  it('erases the tenant, its sign-ins, widget and API key, and leaves another tenant alone', async () => {
    const { t, key, pathname } = await busyTenant('Gone Tomorrow Ltd');
    const agent = await t.member('human_agent');
    const otherBefore = await itemsNaming(other.clientId);
    const before = await itemsNaming(t.clientId);
    // the test would prove nothing if the records were not there to begin with
    const entities = ['client', 'user', 'intent', 'lead', 'conversation', 'message', 'subscription', 'apiKey'];
    for (const entity of [...entities, 'aiWebpage', 'webpageClaim']) {
      expect(before.map((i) => i.__edb_e__)).toContain(entity);
    }
    expect((await readLeads(key)).status).toBe(200);
    expect((await widgetRequest(gw.url, 'GET', `/api/widget/${t.clientId}/config`)).status).toBe(200);
    expect(await pageObjectStatus(pathname)).toBe(200);

    const r = await t.owner.post('/api/settings/account/delete', { confirmation: 'Gone Tomorrow Ltd' });
    expect(r.status).toBe(204);
    expect(r.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(t.owner.cookies.size).toBe(0);

    // left: the log's entry of the deletion, and the visitor's per-IP chat budget, which names no record
    // of the tenant, cannot be found without the visitor's address and expires within the hour
    const left = await itemsNaming(t.clientId);
    const [perIp, rest] = [left.filter(isPerIpBudget), left.filter((i) => !isPerIpBudget(i))];
    expect(rest, JSON.stringify(rest)).toHaveLength(1);
    expect(rest[0]).toMatchObject({ __edb_e__: 'activity', action: 'tenant.deleted', clientId: t.clientId });
    for (const i of perIp) expect(i.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 3600);

    // nobody of the tenant signs in, and a session from before is refused at once
    expect((await login(t.ownerEmail)).status).toBe(401);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await widgetRequest(gw.url, 'GET', `/api/widget/${t.clientId}/config`)).status).toBe(404);
    expect((await readLeads(key)).status).toBe(401);
    // the public page with the business's contact details is offline too
    expect(await pageObjectStatus(pathname)).toBe(404);

    expect(await itemsNaming(other.clientId)).toEqual(otherBefore);
    expect((await other.owner.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a confirmation that is not the exact company name (400 naming it) and deletes nothing', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Careful Co' });
    const before = await itemsNaming(t.clientId);
    for (const body of [{ confirmation: 'careful co' }, { confirmation: 'Careful Co ' }, {}]) {
      const r = await t.owner.post('/api/settings/account/delete', body);
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.error.fields)).toEqual(['confirmation']);
    }
    expect(await itemsNaming(t.clientId)).toEqual(before);
    expect((await t.owner.get('/api/auth/me')).status).toBe(200);
  });

  it('is for the owner only (403)', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Staff Only' });
    const trainer = await t.member('ai_trainer');
    const before = await itemsNaming(t.clientId);
    const r = await trainer.post('/api/settings/account/delete', { confirmation: 'Staff Only' });
    expect(r.status, r.text).toBe(403);
    expect(await itemsNaming(t.clientId)).toEqual(before);
    expect((await db().entities.client.get({ clientId: t.clientId }).go()).data?.status).toBe('active');
  });

  it("refuses the platform's own account (409)", async () => {
    // the admins' tenant: no owner signs in to it here, so the core is asked directly
    await expect(deleteAccount('platform', 'Parley')).rejects.toMatchObject({ status: 409 });
  });
});
