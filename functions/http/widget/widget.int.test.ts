import { ERROR_CODES } from '@shared/api-error';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { usagePeriod } from '../../core/billing/usage-period';
import { createIntent } from '../../core/intents/intents';
import { readCounter } from '../../core/metrics/counters';
import { db } from '../../db/service';
import { issueVisitorToken } from '../../kit/visitor-token';
import { DELIVERY_INTENT } from '../../test-support/intents';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/** The widget API as a customer's site calls it: another Origin, no cookies, Bearer visitor token. */
const SITE = 'https://shop.example';
let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  await createIntent(t.clientId, 'test', DELIVERY_INTENT);
});

async function call(method: string, path: string, body?: unknown, token?: string, origin = SITE) {
  const res = await fetch(`${gw.url}${path}`, {
    method,
    headers: {
      origin,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const start = (fields: Record<string, string> = { name: 'Meera Shah', email: 'meera@example.com' }) =>
  call('POST', `/api/widget/${t.clientId}/conversations`, { fields });

describe('widget API', () => {
  it('serves appearance and the lead form to any site, and answers CORS preflights without credentials', async () => {
    const pre = await fetch(`${gw.url}/api/widget/messages`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    const config = await call('GET', `/api/widget/${t.clientId}/config`);
    expect(config.status).toBe(200);
    expect(config.headers.get('access-control-allow-origin')).toBe('*');
    expect(config.json.config.leadFormFields.map((f: { id: string }) => f.id)).toContain('email');
    // the panel's header names the business (its company name from the sign-up)
    expect(config.json.config.businessName).toBe('Verma Opticals');
    expect(JSON.stringify(config.json)).not.toMatch(/billingEmail|conversationsLimit|clientId|widgetCode/);
    expect((await call('GET', '/api/widget/no-such-tenant/config')).status).toBe(404);
  });

  it('runs a conversation end to end with the visitor token', async () => {
    const started = await start();
    expect(started.status).toBe(201);
    const { token } = started.json;
    const sent = await call('POST', '/api/widget/messages', { content: 'how long will delivery to Pune take?' }, token);
    expect(sent.status).toBe(200);
    expect(sent.json.messages.at(-1).content).toBe('Orders arrive in 2 to 4 working days.');
    const polled = await call('GET', `/api/widget/messages?after=${started.json.messages[0].id}`, undefined, token);
    expect(polled.json.messages.map((m: { senderType: string }) => m.senderType)).toEqual(['customer', 'ai']);
    const escalated = await call('POST', '/api/widget/escalate', {}, token);
    expect(escalated.json.conversation.escalated).toBe(true);
  });

  it('refuses bad input with a 4xx that names the field, and stores nothing', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const missing = await start({ email: 'meera@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toHaveProperty(['fields.name']);
    expect((await start({ name: 'Meera', email: 'nope' })).json.error.fields).toHaveProperty(['fields.email']);
    expect((await start({ name: 'Meera', favouriteColour: 'blue' })).json.error.fields).toHaveProperty([
      'fields.favouriteColour',
    ]);
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);

    const { token } = (await start()).json;
    const long = await call('POST', '/api/widget/messages', { content: 'x'.repeat(2001) }, token);
    expect(long.status).toBe(413);
    expect(long.json.error.fields).toHaveProperty('content');
    expect((await call('POST', '/api/widget/messages', { content: '' }, token)).status).toBe(400);
    expect((await call('POST', '/api/widget/messages', { content: 'hi' })).status).toBe(401);
    expect((await call('POST', '/api/widget/messages', { content: 'hi' }, `${token}x`)).status).toBe(401);
    const expired = issueVisitorToken({ clientId: t.clientId, visitorId: 'v', conversationId: 'c' }, 1_000);
    expect((await call('POST', '/api/widget/messages', { content: 'hi' }, expired)).status).toBe(401);
  });

  it('refuses invisible text, NUL and lone surrogates with a 400 naming the field, and stores nothing', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const nul = await start({ name: 'Meera\u0000Shah', email: 'meera@example.com' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.json.error.fields)).toEqual(['fields.name']);
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);

    const started = (await start()).json;
    const stored = async () =>
      (await call('GET', '/api/widget/messages', undefined, started.token)).json.messages.map(
        (m: { content: string }) => m.content,
      );
    const first = await stored();
    for (const content of ['\u200B\u200C\u200D\u2060\uFEFF', ' \u200B \n', 'hi\u0000there', 'hi \uD83D there']) {
      const res = await call('POST', '/api/widget/messages', { content }, started.token);
      expect(res.status, JSON.stringify(content)).toBe(400);
      expect(res.json.error.code).toBe(ERROR_CODES.VALIDATION);
      expect(Object.keys(res.json.error.fields)).toEqual(['content']);
    }
    expect(await stored()).toEqual(first);
  });

  it("never lets a visitor of tenant A read or write tenant B's conversation", async () => {
    const b = await signUpTenant(gw.url);
    const victim = await call('POST', `/api/widget/${b.clientId}/conversations`, {
      fields: { name: 'Victim Visitor' },
    });
    const attacker = (await start()).json;
    const forged = issueVisitorToken({
      clientId: t.clientId,
      visitorId: 'x',
      conversationId: victim.json.conversationId,
    });
    expect((await call('GET', '/api/widget/messages', undefined, forged)).status).toBe(404);
    expect((await call('POST', '/api/widget/messages', { content: 'hello' }, forged)).status).toBe(404);
    const { data } = await db()
      .entities.message.query.byConversation({ clientId: b.clientId, conversationId: victim.json.conversationId })
      .go();
    expect(data).toHaveLength(1); // the welcome message only
    expect(attacker.conversationId).not.toBe(victim.json.conversationId);
  });

  it('answers a message to a resolved conversation with 409 and a site outside the allowed list with 403', async () => {
    const started = (await start()).json;
    await db()
      .entities.conversation.patch({ clientId: t.clientId, id: started.conversationId })
      .set({ status: 'resolved' })
      .go();
    const late = await call('POST', '/api/widget/messages', { content: 'anyone there?' }, started.token);
    expect(late.status).toBe(409);

    const c = await signUpTenant(gw.url);
    const { data: settings } = await db().entities.widgetSettings.get({ clientId: c.clientId }).go();
    await db()
      .entities.widgetSettings.patch({ clientId: c.clientId })
      .set({ appearance: { ...(settings!.appearance as object), allowedOrigins: ['https://mine.example'] } })
      .go();
    expect((await call('GET', `/api/widget/${c.clientId}/config`, undefined, undefined, SITE)).status).toBe(403);
    expect(
      (await call('GET', `/api/widget/${c.clientId}/config`, undefined, undefined, 'https://mine.example')).status,
    ).toBe(200);
    // the tenant's AI webpage lives on the app's own origin: its widget may chat whatever the list says
    const onOwnPage = await call(
      'POST',
      `/api/widget/${c.clientId}/conversations`,
      { fields: { name: 'Page Visitor' } },
      undefined,
      process.env.APP_ORIGIN,
    );
    expect(onOwnPage.status).toBe(201);
  });

  it('accepts exactly the remaining quota when 25 visitors start at once (402 quota_exceeded for the rest)', async () => {
    const e = await signUpTenant(gw.url);
    const { data: client } = await db().entities.client.get({ clientId: e.clientId }).go();
    await db()
      .entities.tenantCounter.update({
        clientId: e.clientId,
        name: 'planConversations',
        period: usagePeriod(client!.billingAnchor).key,
      })
      .set({ count: client!.conversationsLimit - 10 })
      .go();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call('POST', `/api/widget/${e.clientId}/conversations`, { fields: { name: `Visitor ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 402 && a.json.error.code === ERROR_CODES.QUOTA_EXCEEDED)).toBe(true);
    expect(refused[0].json.error.message).toMatch(/unavailable/);
    const { data: leads } = await db().entities.lead.query.byId({ clientId: e.clientId }).go();
    expect(leads).toHaveLength(10);
  });

  it('shows a suspended tenant as unavailable (404) and counts widget loads', async () => {
    const d = await signUpTenant(gw.url);
    expect((await call('POST', `/api/widget/${d.clientId}/loads`)).status).toBe(204);
    expect(await readCounter(d.clientId, 'widgetLoads')).toBe(1);
    expect((await call('POST', '/api/widget/unknown-tenant/loads')).status).toBe(204);
    await db().entities.client.patch({ clientId: d.clientId }).set({ status: 'suspended' }).go();
    expect((await call('GET', `/api/widget/${d.clientId}/config`)).status).toBe(404);
    expect(
      (await call('POST', `/api/widget/${d.clientId}/conversations`, { fields: { name: 'Late Visitor' } })).status,
    ).toBe(404);
  });
});
