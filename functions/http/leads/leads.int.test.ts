import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { ABANDON_AFTER_MS, endEnrichmentKey } from '../../core/chat/conversations';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import type { TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/** The Leads API (issue 11) through the local gateway, with the real queue consumer behind it. */
let gw: TestGateway;
let t: TestTenant;
let agent: ApiClient;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  agent = await tenant.member('human_agent');
});

async function visitorLead(fields: Record<string, string>) {
  const r = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, { fields });
  expect(r.status).toBe(201);
  // the visitor is never told the lead's id; the owner finds it by what the visitor typed
  const found = await t.owner.get(`/api/leads?search=${encodeURIComponent(fields.email)}`);
  expect(found.json.leads).toHaveLength(1);
  return { ...(r.json as { conversationId: string; token: string }), leadId: found.json.leads[0].id as string };
}

describe('leads API', () => {
  it('an export of a tenant with no leads is a clear 404', async () => {
    const r = await t.owner.get('/api/leads/export.csv');
    expect(r.status).toBe(404);
    expect(r.json.error.message).toBe('There are no leads to export yet.');
  });

  it('a widget lead is enriched through the queue and counted once, however often the message arrives', async () => {
    const { leadId, token } = await visitorLead({
      name: 'Meera Shah',
      email: 'meera@example.com',
      phone: '+91 98000 11111',
      message: 'What is the price of the annual plan? I need it urgently today.',
    });
    await widgetRequest(gw.url, 'POST', '/api/widget/messages', { content: 'Can I book a demo this week?' }, token);
    await gw.queue.drain();
    const detail = await t.owner.get(`/api/leads/${leadId}`);
    expect(detail.status).toBe(200);
    const e = detail.json.lead.aiEnrichment;
    expect(e).toMatchObject({ intentAnalysis: 'purchase' });
    expect(e.urgencyScore).toBeGreaterThanOrEqual(8);
    expect(detail.json.conversations).toHaveLength(1);
    expect(detail.json.conversations[0].messages.map((m: { content: string }) => m.content)).toContain(
      'Can I book a demo this week?',
    );
    const stats = await t.owner.get('/api/leads/stats');
    expect(stats.json).toMatchObject({ total: 1, enriched: 1, byStatus: { new: 1 } });

    // a redelivery of the capture message (same idempotency key) changes nothing
    const before = (await t.owner.get(`/api/leads/${leadId}`)).json.lead;
    await gw.queue.send(
      'lead-enrichment',
      JSON.stringify({ type: 'leads.enrich', id: `capture:${leadId}`, payload: { clientId: t.clientId, leadId } }),
    );
    await gw.queue.drain();
    const after = (await t.owner.get(`/api/leads/${leadId}`)).json.lead;
    expect(after.aiEnrichment.enrichedAt).toBe(before.aiEnrichment.enrichedAt);
    expect((await t.owner.get('/api/leads/stats')).json.enriched).toBe(1);
  });

  it('adds a lead by hand, filters and searches on the server, and pages with a sealed cursor', async () => {
    const created = await t.owner.post('/api/leads', {
      name: 'Kiran Rao',
      email: 'KIRAN@Example.com',
      company: 'Rao Textiles',
      source: 'referral',
      notes: 'Met at the expo',
    });
    expect(created.status).toBe(201);
    expect(created.json.lead).toMatchObject({ name: 'Kiran Rao', email: 'kiran@example.com', source: 'referral' });
    const bad = await t.owner.post('/api/leads', { name: 'K', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields ?? bad.json.error?.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'email']),
    );

    const search = await t.owner.get('/api/leads?search=textiles');
    expect(search.json.leads.map((l: { name: string }) => l.name)).toEqual(['Kiran Rao']);
    const byPhone = await t.owner.get(`/api/leads?search=${encodeURIComponent('98000')}`);
    expect(byPhone.json.leads.map((l: { name: string }) => l.name)).toEqual(['Meera Shah']);
    const page1 = await t.owner.get('/api/leads?limit=1');
    expect(page1.json.leads).toHaveLength(1);
    expect(page1.json.leads[0].name).toBe('Kiran Rao'); // newest first
    const page2 = await t.owner.get(`/api/leads?limit=1&cursor=${encodeURIComponent(page1.json.nextCursor)}`);
    expect(page2.json.leads[0].name).toBe('Meera Shah');
    const forged = await t.owner.get(`/api/leads?limit=1&cursor=${encodeURIComponent(`${page1.json.nextCursor}x`)}`);
    expect(forged.status).toBe(400);
  });

  it('status changes move the counters; bad input is a 4xx that changes nothing', async () => {
    const { json } = await t.owner.post('/api/leads', { name: 'Status Test', source: 'social' });
    const id = json.lead.id;
    const before = (await t.owner.get('/api/leads/stats')).json;
    const r = await agent.patch(`/api/leads/${id}/status`, { status: 'converted', notes: 'Signed' });
    expect(r.status).toBe(200);
    expect(r.json.lead).toMatchObject({ status: 'converted', internalNotes: 'Signed', score: 100 });
    const after = (await t.owner.get('/api/leads/stats')).json;
    expect(after.byStatus.converted).toBe(before.byStatus.converted + 1);
    expect(after.byStatus.new).toBe(before.byStatus.new - 1);
    expect(after.total).toBe(before.total);

    expect((await agent.patch(`/api/leads/${id}/status`, { status: 'won' })).status).toBe(400);
    expect((await agent.patch(`/api/leads/${id}/status`, { status: 'lost', notes: 'x'.repeat(2001) })).status).toBe(
      400,
    );
    expect((await t.owner.get(`/api/leads/${id}`)).json.lead.status).toBe('converted');
    // human agents read and set status, but do not erase or add
    expect((await agent.del(`/api/leads/${id}`)).status).toBe(403);
    expect((await agent.post('/api/leads', { name: 'Nope' })).status).toBe(403);
  });

  it('exports the filtered list as CSV with formulas neutralised', async () => {
    await t.owner.post('/api/leads', { name: '=HYPERLINK("http://evil")', company: 'Comma, Inc', source: 'website' });
    const r = await t.owner.get('/api/leads/export.csv?search=comma');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.text).toBe(
      `Name,Company,Email,Phone,Status,Source,Score,Priority,Intent,Urgency,Message,Notes,Created\r\n"'=HYPERLINK(""http://evil"")","Comma, Inc",,,new,website,${r.text.split('\r\n')[1].split(',')[5 + 2]},cold,,,,,${r.text.split('\r\n')[1].split(',').at(-1)}\r\n`,
    );
    const none = await t.owner.get('/api/leads/export.csv?search=nobody-has-this');
    expect(none.status).toBe(200);
    expect(none.text.split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
  });

  it('bulk enrichment runs as a job whose progress ends with every lead counted once', async () => {
    const deadBefore = gw.queue.deadLetterCount;
    const start = await t.owner.post('/api/leads/enrich-all');
    expect(start.status).toBe(202);
    const jobId = start.json.job.id;
    await gw.queue.drain();
    const job = (await t.owner.get(`/api/jobs/${jobId}`)).json.job;
    const total = (await t.owner.get('/api/leads/stats')).json.total;
    expect(job).toMatchObject({ status: 'done', total });
    expect(job.succeeded + job.failed).toBe(total);
    // leads that wrote nothing cannot be analysed: they are the failures
    expect(job.failed).toBeGreaterThan(0);
    expect((await t.owner.get('/api/jobs/not-a-job')).status).toBe(404);
    expect(gw.queue.deadLetterCount).toBe(deadBefore);
  });

  it('exports everything about a person, then erases them with their conversations', async () => {
    const { leadId, conversationId } = await visitorLead({
      name: 'Erase Me',
      email: 'erase@example.com',
      message: 'hello',
    });
    await gw.queue.drain();
    const exported = await t.owner.get(`/api/leads/${leadId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.json.lead.email).toBe('erase@example.com');
    expect(exported.json.conversations[0].id).toBe(conversationId);
    const convBefore = (await t.owner.get('/api/conversations/stats')).json;
    const statsBefore = (await t.owner.get('/api/leads/stats')).json;

    const erased = await t.owner.del(`/api/leads/${leadId}`);
    expect(erased.status).toBe(200);
    expect(erased.json.erased.conversations).toBe(1);
    expect((await t.owner.get(`/api/leads/${leadId}`)).status).toBe(404);
    expect((await t.owner.del(`/api/leads/${leadId}`)).status).toBe(404);
    expect((await t.owner.get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);
    const statsAfter = (await t.owner.get('/api/leads/stats')).json;
    expect(statsAfter.total).toBe(statsBefore.total - 1);
    expect(statsAfter.enriched).toBe(statsBefore.enriched - 1);
    const convAfter = (await t.owner.get('/api/conversations/stats')).json;
    expect(JSON.stringify(convAfter)).not.toBe(JSON.stringify(convBefore));
  });

  it('CRM and predictive analytics read the same figures', async () => {
    const crm = (await t.owner.get('/api/crm-analytics')).json;
    const stats = (await t.owner.get('/api/leads/stats')).json;
    expect(crm.pipeline.total).toBe(stats.total);
    expect(crm.trends).toHaveLength(6);
    expect(crm.trends.at(-1).leads).toBe(stats.total);
    const p = (await agent.get('/api/predictive-analytics')).json;
    expect(p.totalLeads).toBe(stats.total);
    // every lead here was active today: none is a churn risk (a range that also read the other
    // counters of the tenant's partition once added them up here)
    expect(p.churnRiskLeads).toBe(0);
    const open = stats.byStatus.new + stats.byStatus.contacted + stats.byStatus.qualified;
    expect(p.conversionPredictions.likely + p.conversionPredictions.possible + p.conversionPredictions.unlikely).toBe(
      open,
    );
    expect(p.leaderboard.length).toBe(Math.min(10, open));
    const scores = p.leaderboard.map((l: { score: number }) => l.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
  it('a poison message lands in the dead-letter queue without holding up the others', async () => {
    const { json } = await t.owner.post('/api/leads', { name: 'Poison Neighbour', source: 'website' });
    const before = gw.queue.deadLetterCount;
    await gw.queue.send('lead-enrichment', '{"type":"leads.enrich","id":"bad","payload":{"clientId":42}}');
    await gw.queue.send(
      'lead-enrichment',
      JSON.stringify({
        type: 'leads.enrich',
        id: `poison-test:${json.lead.id}`,
        payload: { clientId: t.clientId, leadId: json.lead.id },
      }),
    );
    await gw.queue.drain();
    expect(gw.queue.deadLetterCount).toBe(before + 1);
    // the good message was handled: a lead without text is left unenriched, with nothing failed
    expect((await t.owner.get(`/api/leads/${json.lead.id}`)).json.lead.aiEnrichment).toBeNull();
  });
  it('a lead whose form holds no message is enriched from the first chat message', async () => {
    const { leadId, token } = await visitorLead({ name: 'Quiet Form', email: 'quiet@example.com' });
    await gw.queue.drain();
    expect((await t.owner.get(`/api/leads/${leadId}`)).json.lead.aiEnrichment).toBeNull();
    const sent = await widgetRequest(
      gw.url,
      'POST',
      '/api/widget/messages',
      { content: 'How much does it cost? I want to buy today.' },
      token,
    );
    expect(sent.status).toBe(200);
    await gw.queue.drain();
    expect((await t.owner.get(`/api/leads/${leadId}`)).json.lead.aiEnrichment).toMatchObject({
      intentAnalysis: 'purchase',
    });
    // later messages do not queue it again, and are answered as usual
    const again = await widgetRequest(gw.url, 'POST', '/api/widget/messages', { content: 'And delivery?' }, token);
    expect(again.status).toBe(200);
    expect(again.json.messages.length).toBeGreaterThanOrEqual(2);
  });

  it('a lead is enriched again from the whole chat when the conversation ends, once per end', async () => {
    const { leadId, token, conversationId } = await visitorLead({ name: 'Asha Menon', email: 'asha@example.com' });
    const say = (content: string) => widgetRequest(gw.url, 'POST', '/api/widget/messages', { content }, token);
    expect((await say('Hello, I have a quick question')).status).toBe(200);
    await gw.queue.drain();
    const first = (await t.owner.get(`/api/leads/${leadId}`)).json.lead;
    expect(first.aiEnrichment.summaryText).toContain('1 chat message.');
    for (const line of ['Our printer is not working, it shows an error', 'I need a refund or a replacement'])
      expect((await say(line)).status).toBe(200);
    await gw.queue.drain();
    // still the first message's reading: nothing re-enriches mid-chat
    expect((await t.owner.get(`/api/leads/${leadId}`)).json.lead.aiEnrichment).toEqual(first.aiEnrichment);

    const resolve = () => agent.post(`/api/conversations/${conversationId}/unescalate`);
    expect((await resolve()).json.conversation.status).toBe('resolved');
    // a second resolve (a double click, a colleague) ends nothing and queues nothing
    expect((await resolve()).json.conversation.status).toBe('resolved');
    await gw.queue.drain();
    const ended = (await t.owner.get(`/api/leads/${leadId}`)).json.lead;
    expect(ended.aiEnrichment.intentAnalysis).toBe('support');
    expect(ended.aiEnrichment.summaryText).toContain('3 chat messages');
    expect(ended.aiEnrichment.enrichedAt > first.aiEnrichment.enrichedAt).toBe(true);

    // the same end delivered again (SQS delivers at least once) is the same enrichment
    await gw.queue.send(
      'lead-enrichment',
      JSON.stringify({
        type: 'leads.enrich',
        id: endEnrichmentKey(conversationId),
        payload: { clientId: t.clientId, leadId },
      }),
    );
    await gw.queue.drain();
    const again = (await t.owner.get(`/api/leads/${leadId}`)).json.lead;
    expect(again.aiEnrichment).toEqual(ended.aiEnrichment);
    expect(again.updatedAt).toBe(ended.updatedAt);
  });

  it('a conversation that idled out re-enriches its lead when the end is noticed', async () => {
    const { leadId, token, conversationId } = await visitorLead({ name: 'Ravi Iyer', email: 'ravi@example.com' });
    const say = (content: string) => widgetRequest(gw.url, 'POST', '/api/widget/messages', { content }, token);
    expect((await say('Tell me about your features')).status).toBe(200);
    await gw.queue.drain();
    expect((await t.owner.get(`/api/leads/${leadId}`)).json.lead.aiEnrichment.intentAnalysis).toBe('research');
    expect((await say('How much does the annual plan cost? I want to buy it today')).status).toBe(200);
    // the visitor left: their last message is older than the idle limit
    const idle = new Date(Date.now() - ABANDON_AFTER_MS - 60_000).toISOString();
    await db()
      .entities.conversation.patch({ clientId: t.clientId, id: conversationId })
      .set({ lastMessageAt: idle })
      .go();
    const polled = await widgetRequest(gw.url, 'GET', '/api/widget/messages', undefined, token);
    expect(polled.json.conversation.status).toBe('abandoned');
    await gw.queue.drain();
    const lead = (await t.owner.get(`/api/leads/${leadId}`)).json.lead;
    expect(lead.aiEnrichment.intentAnalysis).toBe('purchase');
    expect(lead.aiEnrichment.summaryText).toContain('2 chat messages');
  });
});
