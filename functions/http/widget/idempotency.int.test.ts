import { randomUUID } from 'node:crypto';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { readCounter } from '../../core/metrics/counters';
import { claimKey, completeKey } from '../../db/idempotency-keys';
import { db } from '../../db/service';
import { IDEMPOTENCY_CODES } from '../../kit/idempotency';
import type { ApiClient } from '../../test-support/api';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Issue 27 item 4: the widget's conversation start and message and the agent's reply take an
 * `Idempotency-Key`; a retry with the same key gets the first answer and stores and counts nothing twice.
 */
const SITE = 'https://shop.example';
let gw: TestGateway;
let t: TestTenant;
let agent: ApiClient;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  agent = await t.member('human_agent');
});

async function call(method: string, path: string, body: unknown, key?: string, token?: string) {
  const res = await fetch(`${gw.url}${path}`, {
    method,
    headers: {
      origin: SITE,
      'content-type': 'application/json',
      ...(key !== undefined ? { 'idempotency-key': key } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const startPath = () => `/api/widget/${t.clientId}/conversations`;
const lead = { fields: { name: 'Asha Rao', email: 'asha@example.com' } };

async function messagesOf(conversationId: string) {
  const { data } = await db().entities.message.query.byConversation({ clientId: t.clientId, conversationId }).go();
  return data;
}
async function leadsNamed(name: string) {
  const { data } = await db().entities.lead.query.byId({ clientId: t.clientId }).go({ pages: 'all' });
  return data.filter((l) => l.name === name);
}

describe('Idempotency-Key on the widget and agent writes', () => {
  it('a retried conversation start answers the first result and counts once against the quota', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const key = randomUUID();
    const body = { fields: { name: 'Retry Visitor', email: 'retry@example.com' } };
    const first = await call('POST', startPath(), body, key);
    expect(first.status).toBe(201);
    const again = await call('POST', startPath(), body, key);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text); // same conversation, same token
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(await readCounter(t.clientId, 'conversations')).toBe(before + 1);
    expect(await leadsNamed('Retry Visitor')).toHaveLength(1);

    // another body under the same key is refused, and a new key is a new conversation
    const other = await call('POST', startPath(), { fields: { name: 'Someone Else' } }, key);
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe(IDEMPOTENCY_CODES.KEY_REUSED);
    expect(other.json.error.fields).toHaveProperty(['Idempotency-Key']);
    const fresh = await call('POST', startPath(), body, randomUUID());
    expect(fresh.json.conversationId).not.toBe(first.json.conversationId);
    expect(await readCounter(t.clientId, 'conversations')).toBe(before + 2);
  });

  it('never replays one tenant’s conversation start (its visitor token) to another tenant', async () => {
    // the start is anonymous: the key is scoped by the path's tenant, so the same key and body sent to
    // another tenant's widget start a conversation there instead of answering the first tenant's token
    const other = await signUpTenant(gw.url);
    const key = randomUUID();
    const body = { fields: { name: 'Two Sites', email: 'two@example.com' } };
    const here = await call('POST', startPath(), body, key);
    expect(here.status).toBe(201);
    const there = await call('POST', `/api/widget/${other.clientId}/conversations`, body, key);
    expect(there.status, there.text).toBe(201);
    expect(there.headers.get('idempotent-replayed')).toBeNull();
    expect(there.json.token).not.toBe(here.json.token);
    const { data } = await db()
      .entities.conversation.get({ clientId: other.clientId, id: there.json.conversationId })
      .go();
    expect(data?.clientId).toBe(other.clientId);
  });

  it('a retried visitor message is stored once and answers the same messages', async () => {
    const started = (await call('POST', startPath(), lead, randomUUID())).json;
    const key = randomUUID();
    const first = await call('POST', '/api/widget/messages', { content: 'what are your hours?' }, key, started.token);
    expect(first.status).toBe(200);
    const again = await call('POST', '/api/widget/messages', { content: 'what are your hours?' }, key, started.token);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    const stored = await messagesOf(started.conversationId);
    expect(stored.filter((m) => m.content === 'what are your hours?')).toHaveLength(1);

    const other = await call('POST', '/api/widget/messages', { content: 'something else' }, key, started.token);
    expect(other.status).toBe(422);
    expect(await messagesOf(started.conversationId)).toHaveLength(stored.length);
    // the same key from another visitor is another key (scoped to the caller)
    const second = (await call('POST', startPath(), lead, randomUUID())).json;
    const theirs = await call('POST', '/api/widget/messages', { content: 'what are your hours?' }, key, second.token);
    expect(theirs.status).toBe(200);
    expect((await messagesOf(second.conversationId)).map((m) => m.content)).toContain('what are your hours?');
  });

  it('a retried agent reply is stored once; a refusal is replayed as it was', async () => {
    const chat = (await call('POST', startPath(), lead, randomUUID())).json;
    await call('POST', '/api/widget/escalate', {}, undefined, chat.token);
    const key = randomUUID();
    const body = { conversationId: chat.conversationId, content: 'Hello, this is Ravi.', senderType: 'human_agent' };
    const first = await agent.post('/api/messages', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const again = await agent.post('/api/messages', body, { 'idempotency-key': key });
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect((await messagesOf(chat.conversationId)).filter((m) => m.content === 'Hello, this is Ravi.')).toHaveLength(1);
    expect((await agent.post('/api/messages', { ...body, content: 'Other' }, { 'idempotency-key': key })).status).toBe(
      422,
    );

    const missing = { ...body, conversationId: 'no-such-conversation' };
    const notFoundKey = randomUUID();
    const refused = await agent.post('/api/messages', missing, { 'idempotency-key': notFoundKey });
    expect(refused.status).toBe(404);
    const refusedAgain = await agent.post('/api/messages', missing, { 'idempotency-key': notFoundKey });
    expect(refusedAgain.status).toBe(404);
    expect(refusedAgain.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 409 while the first request with the key is in progress, then the stored answer', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const key = randomUUID();
    // the first request claimed the key and still runs (its Lambda has 20 s left)
    const scope = { tenant: t.clientId, route: 'POST /api/widget/{clientId}/conversations', caller: 'anonymous', key };
    const { fingerprintOf } = await import('../../kit/idempotency');
    const fingerprint = fingerprintOf({ body: lead, params: { clientId: t.clientId }, query: undefined });
    expect((await claimKey(scope, fingerprint, 'first-run', Date.now() + 20_000)).kind).toBe('claimed');
    const busy = await call('POST', startPath(), lead, key);
    expect(busy.status).toBe(409);
    expect(busy.json.error.code).toBe(IDEMPOTENCY_CODES.IN_PROGRESS);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);
    // the first run finishes and stores its answer: the retry gets it
    await completeKey(scope, 'first-run', {
      statusCode: 201,
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    const done = await call('POST', startPath(), lead, key);
    expect(done.status).toBe(201);
    expect(done.text).toBe('{"x":1}');
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);
  });

  it('lets two simultaneous sends with one key store one message', async () => {
    const started = (await call('POST', startPath(), lead, randomUUID())).json;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/widget/messages', { content: 'is delivery free?' }, key, started.token),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const stored = await messagesOf(started.conversationId);
    expect(stored.filter((m) => m.content === 'is delivery free?')).toHaveLength(1);
  });

  it('refuses a malformed key with a 400 naming the header, before anything is stored', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in the key ok?', 'slashes/are/not/allowed/here']) {
      const r = await call('POST', startPath(), lead, bad);
      expect(r.status).toBe(400);
      expect(r.json.error.fields).toHaveProperty(['Idempotency-Key']);
    }
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);
    const pre = await fetch(`${gw.url}/api/widget/messages`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/);
  });
});
