import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { readCounter } from '../../core/metrics/counters';
import { claimKey, releaseKey } from '../../db/idempotency-keys';
import { timeOfId } from '../../db/ids';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import type { TestTenant } from '../../test-support/tenants';

/**
 * Issue 27 item 4, the gap left by the key alone: a run that fails with a 5xx AFTER its write landed
 * releases the key, and the retry with the same key runs again. The write is made under the key's
 * resource id with a conditional create, so the retry finds the first conversation or message instead
 * of storing (and counting) a second one. The failures are injected after the write: the webpage
 * conversion count of the start, and the queueing of the live push of the visitor's message and the
 * agent's reply. The visitor's turn stores the key's answer in its own write (issue 30): its retry gets that
 * answer replayed, the same messages, without running again.
 */
const failures = vi.hoisted(() => ({ countWebpage: 0, publish: 0 }));
vi.mock('../../core/webpages/page-counters', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/webpages/page-counters')>();
  return {
    ...real,
    countWebpage: async (...args: Parameters<typeof real.countWebpage>) => {
      if (failures.countWebpage > 0) {
        failures.countWebpage--;
        throw new Error('injected: webpage counter unavailable');
      }
      return real.countWebpage(...args);
    },
  };
});
// the senders publish through the live-fanout queue (issue 30): a queue that refuses the push fails the request
vi.mock('../../core/chat/live-fanout', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/chat/live-fanout')>();
  return {
    ...real,
    queueConversationEvents: async (...args: Parameters<typeof real.queueConversationEvents>) => {
      if (failures.publish > 0) {
        failures.publish--;
        throw new Error('injected: push not queued');
      }
      return real.queueConversationEvents(...args);
    },
  };
});

const SITE = 'https://shop.example';
let gw: TestGateway;
let t: TestTenant;
let agent: ApiClient;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  agent = await t.member('human_agent');
});
afterEach(() => {
  failures.countWebpage = 0;
  failures.publish = 0;
});

async function call(path: string, body: unknown, key: string, token?: string) {
  const res = await fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: {
      origin: SITE,
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const startPath = () => `/api/widget/${t.clientId}/conversations`;

async function messagesOf(conversationId: string) {
  const { data } = await db().entities.message.query.byConversation({ clientId: t.clientId, conversationId }).go();
  return data;
}
async function conversationsOfLead(name: string) {
  const { data } = await db().entities.lead.query.byId({ clientId: t.clientId }).go({ pages: 'all' });
  return data.filter((l) => l.name === name);
}

describe('a retry after a 5xx that came after the write', () => {
  it('answers the conversation the failed start stored, counted once against the quota', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const key = randomUUID();
    const body = { fields: { name: 'Failed After Write', email: 'faw@example.com' } };
    failures.countWebpage = 1;
    const failed = await call(startPath(), body, key);
    expect(failed.status).toBe(500);
    expect(await readCounter(t.clientId, 'conversations')).toBe(before + 1); // the write landed

    const retry = await call(startPath(), body, key);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull(); // it ran again, and found the first
    expect(await readCounter(t.clientId, 'conversations')).toBe(before + 1);
    const leads = await conversationsOfLead('Failed After Write');
    expect(leads).toHaveLength(1);
    expect(leads[0].conversationIds).toEqual([retry.json.conversationId]);
    expect(retry.json.messages).toHaveLength(1); // the welcome, as the first run stored it
    expect(await messagesOf(retry.json.conversationId)).toHaveLength(1);
    // the token it answers is the visitor's for that conversation
    const sent = await call('/api/widget/messages', { content: 'hello there' }, randomUUID(), retry.json.token);
    expect(sent.status, sent.text).toBe(200);

    // a third try gets the stored answer
    const again = await call(startPath(), body, key);
    expect(again.text).toBe(retry.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers the visitor message whose push failed after the turn stored it and its answer; a retry replays that answer', async () => {
    const started = (
      await call(startPath(), { fields: { name: 'Msg Visitor', email: 'msg.visitor@example.com' } }, randomUUID())
    ).json;
    const key = randomUUID();
    failures.publish = 1;
    // the turn's transaction stored the answer with the messages: a 500 would re-send nothing, so the
    // failed push is logged and the visitor answered
    const first = await call('/api/widget/messages', { content: 'do you ship abroad?' }, key, started.token);
    expect(first.status, first.text).toBe(200);
    expect(failures.publish).toBe(0); // the push was tried, and failed
    // and what follows the turn still ran: the lead's enrichment was queued with the first message
    const { data: conversation } = await db()
      .entities.conversation.get({ clientId: t.clientId, id: started.conversationId })
      .go();
    expect(conversation?.enrichmentQueued).toBe(true);
    const stored = await messagesOf(started.conversationId);
    expect(stored.filter((m) => m.content === 'do you ship abroad?')).toHaveLength(1);

    const retry = await call('/api/widget/messages', { content: 'do you ship abroad?' }, key, started.token);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const after = await messagesOf(started.conversationId);
    expect(after).toHaveLength(stored.length); // neither the message nor its answer again
    const visitor = after.find((m) => m.content === 'do you ship abroad?');
    expect(retry.json.messages[0].id).toBe(visitor?.id);
    // the answer the first run stored comes back with it
    const replies = after.filter((m) => m.senderType === 'ai' && m.timestamp > (visitor?.timestamp ?? ''));
    expect(replies.length).toBeGreaterThan(0);
    expect(retry.json.messages.slice(1).map((m: { id: string }) => m.id)).toEqual(replies.map((m) => m.id));
  });

  it('answers the agent reply the failed send stored, stored once', async () => {
    const chat = (await call(startPath(), { fields: { name: 'Agent Chat' } }, randomUUID())).json;
    expect((await call('/api/widget/escalate', {}, randomUUID(), chat.token)).status).toBe(200);
    const key = randomUUID();
    const body = { conversationId: chat.conversationId, content: 'Hi, Meera here.', senderType: 'human_agent' };
    failures.publish = 1;
    const failed = await agent.post('/api/messages', body, { 'idempotency-key': key });
    expect(failed.status).toBe(500);
    const retry = await agent.post('/api/messages', body, { 'idempotency-key': key });
    expect(retry.status, retry.text).toBe(200);
    const replies = (await messagesOf(chat.conversationId)).filter((m) => m.content === 'Hi, Meera here.');
    expect(replies).toHaveLength(1);
    expect(JSON.parse(retry.text).message.id).toBe(replies[0].id);
  });

  it('keeps the resource id of the first claim when a released or lapsed key is claimed again', async () => {
    const scope = { tenant: t.clientId, route: 'POST /x', caller: 'anonymous', key: randomUUID() };
    // a holder frozen by Lambda after the early 504: its lease has passed when the retry comes
    const first = await claimKey(scope, 'fp', 'frozen-run', Date.now() - 1);
    expect(first.kind).toBe('claimed');
    const id = first.kind === 'claimed' ? first.resourceId : '';
    expect(timeOfId(id)).not.toBeNull(); // time-ordered, as message ids are
    const lapsed = await claimKey(scope, 'fp', 'retry-1', Date.now() + 10_000);
    expect(lapsed).toEqual({ kind: 'claimed', resourceId: id });
    await releaseKey(scope, 'retry-1'); // a 5xx
    expect(await claimKey(scope, 'fp', 'retry-2', Date.now() + 10_000)).toEqual({ kind: 'claimed', resourceId: id });
    expect((await claimKey(scope, 'fp', 'retry-3', Date.now() + 10_000)).kind).toBe('in-progress'); // retry-2 holds it
  });
});
