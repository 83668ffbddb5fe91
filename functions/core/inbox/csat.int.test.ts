import { randomUUID } from 'node:crypto';
import { BUSINESS_HOURS_DEFAULTS, type BusinessHoursForm } from '@shared/schemas/business-hours';
import type { AgentPerformance } from '@shared/schemas/performance';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import WebSocket from 'ws';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import type { ApiClient } from '../../test-support/api';
import { uniqueEmail } from '../../test-support/api';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';
import { offlineHandoff } from '../chat/offline-handoff';
import { forgetConnection, saveConnection } from '../chat/realtime-connections';
import { AWAY_HANDOFF, awayMessage } from './business-hours';
import { localTime } from './opening-hours';

/**
 * Issue 32 items 7, 8 and 10 through the real routes: the visitor's rating (once, only when resolved), the
 * CSAT and agent counters it and the agent's reply and Resolve move, and business hours deciding the
 * handoff (with a fixed clock, and through the widget with hours closed now).
 */
let gw: TestGateway;
let t: TestTenant;
let agent: ApiClient;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  agent = await t.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' });
});

const start = async (clientId: string, fields: Record<string, string>) => {
  const r = await widgetRequest(gw.url, 'POST', `/api/widget/${clientId}/conversations`, { fields });
  expect(r.status).toBe(201);
  return r.json as { conversationId: string; token: string };
};
const escalate = (token: string) => widgetRequest(gw.url, 'POST', '/api/widget/escalate', {}, token);
const rate = (token: string, body: unknown) => widgetRequest(gw.url, 'POST', '/api/widget/rating', body, token);

/** A chat handed to a person, answered by `by` and resolved: what the widget may then rate. */
async function resolvedChat(tenant: TestTenant, by: ApiClient) {
  const chat = await start(tenant.clientId, { name: 'Meera Shah', email: uniqueEmail('visitor') });
  expect((await escalate(chat.token)).status).toBe(200);
  const reply = await by.post('/api/messages', {
    conversationId: chat.conversationId,
    content: 'Hello Meera, I can help.',
    senderType: 'human_agent',
  });
  expect(reply.status).toBe(200);
  expect((await by.post(`/api/conversations/${chat.conversationId}/unescalate`)).status).toBe(200);
  return chat;
}

const ravi = (agents: AgentPerformance[]) => agents.find((a) => a.name === 'Ravi Kumar');

describe('the rating at the end', () => {
  it('rates a resolved chat once; an open chat or a second rating is a 409, a 6 a 400 naming rating', async () => {
    const chat = await start(t.clientId, { name: 'Asha', email: uniqueEmail('visitor') });
    expect((await escalate(chat.token)).status).toBe(200);
    const early = await rate(chat.token, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toMatch(/not been resolved/);

    await agent.post('/api/messages', {
      conversationId: chat.conversationId,
      content: 'Hi',
      senderType: 'human_agent',
    });
    expect((await agent.post(`/api/conversations/${chat.conversationId}/unescalate`)).status).toBe(200);
    const { data: resolved } = await db()
      .entities.conversation.get({ clientId: t.clientId, id: chat.conversationId })
      .go();
    expect(resolved?.resolvedAt).toBeTruthy();

    for (const bad of [{ rating: 6 }, { rating: 0 }, { rating: 2.5 }, { rating: '5' }, {}]) {
      const r = await rate(chat.token, bad);
      expect(r.status).toBe(400);
      expect(r.json.error.fields).toHaveProperty('rating');
    }
    const ok = await rate(chat.token, { rating: 5, comment: '  Quick and kind.  ' });
    expect(ok.status).toBe(200);
    expect(ok.json.rating).toBe(5);
    const again = await rate(chat.token, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/rated already/);

    const { data } = await db().entities.conversation.get({ clientId: t.clientId, id: chat.conversationId }).go();
    expect(data).toMatchObject({ rating: 5, ratingComment: 'Quick and kind.' });
    expect(data?.ratedAt).toBeTruthy();
    const list = await t.owner.get('/api/conversations?status=resolved');
    expect(list.json.conversations.find((c: { id: string }) => c.id === chat.conversationId)?.rating).toBe(5);
  });

  it('two ratings at once: one is stored and counted, the other is a 409', async () => {
    const other = await signUpTenant(gw.url);
    const chat = await resolvedChat(other, other.owner);
    const results = await Promise.all([rate(chat.token, { rating: 4 }), rate(chat.token, { rating: 2 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const perf = await other.owner.get('/api/inbox/performance');
    expect(perf.json.csat.ratings).toBe(1);
  });
});

/** A socket that records what it receives (an agent's with its cookie, a visitor's with a live ticket). */
async function listen(query: string, headers: Record<string, string> = {}) {
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/ws${query}`, { headers });
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { events, close: () => socket.close() };
}

describe('the rating, live', () => {
  it('reaches the agents as conversation.rated, never the visitor', async () => {
    const chat = await start(t.clientId, { name: 'Live', email: uniqueEmail('visitor') });
    expect((await escalate(chat.token)).status).toBe(200);
    const ticket = await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, chat.token);
    expect(ticket.status).toBe(200);
    const [agents, visitor] = await Promise.all([
      listen('', { Cookie: agent.cookieHeader() }),
      listen(`?ticket=${encodeURIComponent(ticket.json.ticket)}`),
    ]);
    await agent.post('/api/messages', {
      conversationId: chat.conversationId,
      content: 'Hi',
      senderType: 'human_agent',
    });
    expect((await agent.post(`/api/conversations/${chat.conversationId}/unescalate`)).status).toBe(200);
    await vi.waitFor(() => expect(visitor.events.map((e) => e.type)).toContain('conversation.resolved'));
    expect((await rate(chat.token, { rating: 4 })).status).toBe(200);
    await vi.waitFor(() =>
      expect(agents.events).toContainEqual({
        type: 'conversation.rated',
        conversationId: chat.conversationId,
        rating: 4,
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(visitor.events.map((e) => e.type)).not.toContain('conversation.rated');
    agents.close();
    visitor.close();
  });
});

describe('CSAT and agent performance', () => {
  it('counts ratings per tenant and agent; CSAT % only from the minimum on', async () => {
    const team = await signUpTenant(gw.url);
    const member = await team.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' });
    const empty = await team.owner.get('/api/inbox/performance');
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ scope: 'all', minimumRatings: 5, agents: [] });
    expect(empty.json.csat).toEqual({ ratings: 0, average: null, percent: null });

    const ratings = [5, 4, 3, 5];
    for (const rating of ratings) {
      const chat = await resolvedChat(team, member);
      expect((await rate(chat.token, { rating })).status).toBe(200);
    }
    const four = (await team.owner.get('/api/inbox/performance')).json;
    expect(four.csat).toEqual({ ratings: 4, average: 4.3, percent: null }); // below the minimum of 5
    const figures = ravi(four.agents);
    expect(figures).toMatchObject({ handled: 4, firstReplies: 4, csat: { ratings: 4, percent: null } });
    expect(figures?.medianFirstReplySeconds).toBe(15); // answered within the first bucket
    expect(figures?.medianResolutionSeconds).toBe(300);

    const fifth = await resolvedChat(team, member);
    expect((await rate(fifth.token, { rating: 2 })).status).toBe(200);
    const five = (await team.owner.get('/api/inbox/performance')).json;
    // 5, 4, 3, 5, 2: three of five are 4 or 5
    expect(five.csat).toEqual({ ratings: 5, average: 3.8, percent: 60 });
    expect(ravi(five.agents)?.csat).toEqual({ ratings: 5, average: 3.8, percent: 60 });

    // the agent sees their own row; a trainer is not offered the figures
    const own = await member.get('/api/inbox/performance');
    expect(own.json.scope).toBe('own');
    expect(own.json.agents.map((a: AgentPerformance) => a.name)).toEqual(['Ravi Kumar']);
    expect((await (await team.member('ai_trainer')).get('/api/inbox/performance')).status).toBe(403);
    // another month has nothing yet
    expect((await team.owner.get('/api/inbox/performance?month=2020-01')).json.agents).toEqual([]);
    expect((await team.owner.get('/api/inbox/performance?month=2020-13')).status).toBe(400);
  });

  it('a chat nobody answered counts for the team', async () => {
    const solo = await signUpTenant(gw.url);
    const chat = await start(solo.clientId, { name: 'Dev', email: uniqueEmail('visitor') });
    expect((await escalate(chat.token)).status).toBe(200);
    expect((await solo.owner.post(`/api/conversations/${chat.conversationId}/unescalate`)).status).toBe(200);
    expect((await rate(chat.token, { rating: 1 })).status).toBe(200);
    const perf = (await solo.owner.get('/api/inbox/performance')).json;
    expect(perf.agents).toEqual([
      expect.objectContaining({ agentId: 'team', name: 'Team (unassigned)', handled: 1, firstReplies: 0 }),
    ]);
    expect(perf.agents[0].csat.ratings).toBe(1);
  });
});

describe('business hours', () => {
  const ist = (change: Partial<BusinessHoursForm> = {}): BusinessHoursForm => ({
    ...BUSINESS_HOURS_DEFAULTS,
    enabled: true,
    timeZone: 'Asia/Kolkata',
    ...change,
  });

  it('are off until an owner sets them; a bad range is a 400 naming it; agents may not change them', async () => {
    const fresh = await signUpTenant(gw.url);
    const got = await fresh.owner.get('/api/inbox/business-hours');
    expect(got.status).toBe(200);
    expect(got.json).toEqual({ hours: BUSINESS_HOURS_DEFAULTS, openNow: true, awayMessage: null });
    const bad = await fresh.owner.put('/api/inbox/business-hours', {
      ...ist(),
      weekly: { ...ist().weekly, monday: [{ open: '18:00', close: '09:00' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).join()).toMatch(/weekly\.monday\.0\.close/);
    expect((await fresh.owner.put('/api/inbox/business-hours', { ...ist(), holidays: ['2026-02-30'] })).status).toBe(
      400,
    );
    expect((await fresh.owner.put('/api/inbox/business-hours', { ...ist(), timeZone: 'Mars/Olympus' })).status).toBe(
      400,
    );
    const member = await fresh.member('human_agent');
    expect((await member.put('/api/inbox/business-hours', ist())).status).toBe(403);
    expect((await member.get('/api/inbox/business-hours')).status).toBe(403);
  });

  it('decide the handoff at a fixed clock: the away message first, whoever is online', async () => {
    const shop = await signUpTenant(gw.url);
    expect((await shop.owner.put('/api/inbox/business-hours', ist())).status).toBe(200);
    const close = await agentPortalOpen(shop.clientId);
    const fridayEvening = new Date('2026-11-27T13:00:00Z'); // 18:30 IST
    expect(await offlineHandoff(shop.clientId, { source: 'widget' }, fridayEvening)).toEqual({
      byEmail: true,
      replyEmail: null,
      words: `We're back Monday at 9:00 (IST). ${AWAY_HANDOFF.askEmail}`,
    });
    expect(await offlineHandoff(shop.clientId, { source: 'whatsapp' }, fridayEvening)).toEqual({
      byEmail: false,
      replyEmail: null,
      words: `We're back Monday at 9:00 (IST). ${AWAY_HANDOFF.sameChannel}`,
    });
    // open, with an agent online: the usual handoff
    expect(await offlineHandoff(shop.clientId, { source: 'widget' }, new Date('2026-11-27T06:00:00Z'))).toBeNull();
    await close();
  });

  it('closed now: a new handoff gets the away message, asks for an email, and waits in the queue', async () => {
    const shop = await signUpTenant(gw.url);
    // open every day, but today and tomorrow (in India) are holidays: closed now, back the day after at 9:00
    const today = localTime('Asia/Kolkata', new Date()).date;
    const tomorrow = localTime('Asia/Kolkata', new Date(Date.now() + 86_400_000)).date;
    const everyDay = Object.fromEntries(
      Object.keys(BUSINESS_HOURS_DEFAULTS.weekly).map((d) => [d, [{ open: '09:00', close: '18:00' }]]),
    ) as BusinessHoursForm['weekly'];
    const hours = ist({ weekly: everyDay, holidays: [today, tomorrow] });
    const saved = await shop.owner.put('/api/inbox/business-hours', hours);
    expect(saved.status).toBe(200);
    expect(saved.json.openNow).toBe(false);
    const away = awayMessage(hours, new Date());
    expect(away).toMatch(/^We're back \w+ at 9:00 \(IST\)\.$/);
    expect(saved.json.awayMessage).toBe(away);

    // an agent of the team online, with round-robin on, does not change it: the chat waits, unassigned
    const agent = await shop.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' });
    const agentId = (await agent.get('/api/auth/me')).json.user.id as string;
    const connectionId = `test-agent-${randomUUID()}`;
    await saveConnection({ connectionId, clientId: shop.clientId, kind: 'agent', userId: agentId });
    const close = () => forgetConnection(connectionId);
    const rules = await shop.owner.put('/api/inbox/assignment-settings', { roundRobin: true, maxOpenChats: null });
    expect(rules.status).toBe(200);
    const chat = await start(shop.clientId, { name: 'Kiran' });
    const handed = await escalate(chat.token);
    expect(handed.status).toBe(200);
    expect(handed.json.conversation).toEqual({ status: 'active', escalated: true, replyByEmail: 'ask' });
    expect(handed.json.messages.at(-1).content).toBe(`${away} ${AWAY_HANDOFF.askEmail}`);
    const address = await widgetRequest(
      gw.url,
      'POST',
      '/api/widget/reply-address',
      { email: 'kiran@example.com' },
      chat.token,
    );
    expect(address.status).toBe(200);
    const { data } = await db().entities.conversation.get({ clientId: shop.clientId, id: chat.conversationId }).go();
    expect(data).toMatchObject({
      isEscalated: true,
      status: 'active',
      offlineHandoff: true,
      replyEmail: 'kiran@example.com',
    });
    expect(data?.assigneeId).toBeUndefined();
    // the team's escalation mail is pending (the sweep sends it, core/alerts/sweep.ts)
    const { data: pending } = await db()
      .entities.pendingAlert.get({ clientId: shop.clientId, alert: 'escalation', itemId: chat.conversationId })
      .go();
    expect(pending).toBeTruthy();
    await close();
  });
});
