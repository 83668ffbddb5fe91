import type { RealtimeEvent } from '@shared/schemas/realtime';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import type { ApiClient } from '../../test-support/api';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Issue 32 item 1 against DynamoDB Local through the real routes: claim by answering or with Claim, one
 * owner out of ten agents claiming at once, 409 CLAIMED_BY_OTHER and the take-over, an owner's assignment
 * (same tenant, active agents only), unassign back to Waiting, the open-chat counts, the unread count,
 * the Resolved list, and the round-robin with its cap.
 */
let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url)]);
});
afterAll(() => gw.stop());

const widget = (method: string, path: string, body?: unknown, token?: string) =>
  widgetRequest(gw.url, method, path, body, token);

async function waitingChat(tenant: TestTenant, name = 'Meera Shah') {
  const r = await widget('POST', `/api/widget/${tenant.clientId}/conversations`, {
    fields: { name, email: 'meera@example.com' },
  });
  expect(r.status).toBe(201);
  expect((await widget('POST', '/api/widget/escalate', {}, r.json.token)).status).toBe(200);
  return { token: r.json.token as string, id: r.json.conversationId as string };
}

const userIdOf = async (client: ApiClient) => (await client.get('/api/auth/me')).json.user.id as string;
const stored = async (clientId: string, id: string) =>
  (await db().entities.conversation.get({ clientId, id }).go()).data;
const openChats = async (clientId: string, userId: string) =>
  (await db().entities.agentLoad.get({ clientId, userId }).go()).data?.openChats ?? 0;
const reply = (agent: ApiClient, conversationId: string, content: string, takeOver?: boolean) =>
  agent.post('/api/messages', { conversationId, content, senderType: 'human_agent', takeOver });
const messageCount = async (clientId: string, conversationId: string) =>
  (await db().entities.message.query.byConversation({ clientId, conversationId }).go({ pages: 'all' })).data.length;

/** An agent's portal socket: what the tenant's agents are told. */
async function desk(client: ApiClient) {
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/ws`, { headers: { cookie: client.cookieHeader() } });
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { events, close: () => socket.close() };
}

describe('claim and assignment', { timeout: 60_000 }, () => {
  it('ten agents claiming one chat at once make exactly one owner; the others are told who', async () => {
    const agents = await Promise.all(
      Array.from({ length: 10 }, (_, i) => a.member('human_agent', { firstName: `Agent${i}`, lastName: 'Racer' })),
    );
    const chat = await waitingChat(a);
    const answers = await Promise.all(
      agents.map((agent) => agent.post(`/api/inbox/conversations/${chat.id}/claim`, {})),
    );
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const owner = won[0].json.conversation;
    const lost = answers.filter((r) => r.status !== 200);
    expect(lost).toHaveLength(9);
    for (const r of lost) {
      expect(r.status).toBe(409);
      expect(r.json.error.code).toBe('CLAIMED_BY_OTHER');
      expect(r.json.error.fields).toEqual({ assigneeId: owner.assigneeId, assigneeName: owner.assigneeName });
      expect(r.json.error.message).toContain(owner.assigneeName);
    }
    const c = await stored(a.clientId, chat.id);
    expect(c).toMatchObject({ assigneeId: owner.assigneeId, assigneeName: owner.assigneeName });
    expect(c?.claimedAt).toBeTruthy();
    // the owner's count moved once, nobody else's
    const ids = await Promise.all(agents.map(userIdOf));
    const counts = await Promise.all(ids.map((id) => openChats(a.clientId, id)));
    expect(counts.filter((n) => n === 1)).toHaveLength(1);
    expect(counts.filter((n) => n === 0)).toHaveLength(9);
    // claiming one's own chat again changes nothing
    const winner = agents[ids.indexOf(owner.assigneeId)];
    expect((await winner.post(`/api/inbox/conversations/${chat.id}/claim`, {})).status).toBe(200);
    expect(await openChats(a.clientId, owner.assigneeId)).toBe(1);
  });

  it("claims a waiting chat by answering it; a colleague's reply is refused (409, nothing stored) until they take it over", async () => {
    const [priya, ravi] = await Promise.all([
      a.member('human_agent', { firstName: 'Priya', lastName: 'Shah' }),
      a.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' }),
    ]);
    const [priyaId, raviId] = await Promise.all([userIdOf(priya), userIdOf(ravi)]);
    const watching = await desk(ravi);
    const chat = await waitingChat(a);
    expect((await reply(priya, chat.id, 'Priya here.')).status).toBe(200);
    expect(await stored(a.clientId, chat.id)).toMatchObject({ assigneeId: priyaId, assigneeName: 'Priya Shah' });
    expect(await openChats(a.clientId, priyaId)).toBe(1);
    await vi.waitFor(() =>
      expect(watching.events).toContainEqual({
        type: 'conversation.assigned',
        conversationId: chat.id,
        agentId: priyaId,
        agentName: 'Priya Shah',
      }),
    );

    const before = await messageCount(a.clientId, chat.id);
    const refused = await reply(ravi, chat.id, 'Ravi here.');
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'CLAIMED_BY_OTHER', fields: { assigneeName: 'Priya Shah' } });
    expect(await messageCount(a.clientId, chat.id)).toBe(before);

    // the business owner supervises: their reply neither claims nor is refused
    expect((await reply(a.owner, chat.id, 'The owner chimes in.')).status).toBe(200);
    expect((await stored(a.clientId, chat.id))?.assigneeId).toBe(priyaId);

    const taken = await reply(ravi, chat.id, 'Ravi taking over.', true);
    expect(taken.status).toBe(200);
    expect(await stored(a.clientId, chat.id)).toMatchObject({ assigneeId: raviId, assigneeName: 'Ravi Kumar' });
    expect([await openChats(a.clientId, priyaId), await openChats(a.clientId, raviId)]).toEqual([0, 1]);
    // the visitor meets the new agent by first name (a person answered this chat already)
    await vi.waitFor(() =>
      expect(watching.events).toContainEqual({ type: 'agent.joined', conversationId: chat.id, agentName: 'Ravi' }),
    );
    // Priya now needs the take-over herself
    expect((await priya.post(`/api/inbox/conversations/${chat.id}/claim`, {})).json.error.fields.assigneeName).toBe(
      'Ravi Kumar',
    );
    const back = await priya.post(`/api/inbox/conversations/${chat.id}/claim`, { takeOver: true });
    expect(back.json.conversation).toEqual({ id: chat.id, assigneeId: priyaId, assigneeName: 'Priya Shah' });

    // resolved: the owner's open chats go down
    expect((await priya.post(`/api/conversations/${chat.id}/unescalate`)).status).toBe(200);
    expect(await openChats(a.clientId, priyaId)).toBe(0);
    expect((await ravi.post(`/api/inbox/conversations/${chat.id}/claim`, {})).status).toBe(409);
    watching.close();
  });

  it('lets an owner assign to an active agent of the team, refuse anyone else by field, and unassign to Waiting', async () => {
    const [agent, trainer, otherTenantAgent] = await Promise.all([
      a.member('human_agent', { firstName: 'Asha', lastName: 'Iyer' }),
      a.member('ai_trainer'),
      b.member('human_agent'),
    ]);
    const [agentId, trainerId, foreignId] = await Promise.all([agent, trainer, otherTenantAgent].map(userIdOf));
    const chat = await waitingChat(a);
    const assign = (client: ApiClient, agentId: string | null, id = chat.id) =>
      client.post(`/api/inbox/conversations/${id}/assign`, { agentId });

    const ok = await assign(a.owner, agentId);
    expect(ok.status).toBe(200);
    expect(ok.json.conversation).toEqual({ id: chat.id, assigneeId: agentId, assigneeName: 'Asha Iyer' });
    expect(await openChats(a.clientId, agentId)).toBe(1);
    for (const id of [foreignId, trainerId, 'no-such-user']) {
      const r = await assign(a.owner, id);
      expect(r.status).toBe(400);
      expect(r.json.error.fields).toHaveProperty('agentId');
    }
    // a deactivated agent cannot be given chats
    expect((await a.owner.patch(`/api/human-agents/${agentId}/status`, { isActive: false })).status).toBe(200);
    expect((await assign(a.owner, null)).json.conversation).toEqual({
      id: chat.id,
      assigneeId: null,
      assigneeName: null,
    });
    expect((await assign(a.owner, agentId)).status).toBe(400);
    const waiting = await stored(a.clientId, chat.id);
    expect(waiting?.assigneeId).toBeUndefined();
    expect(await openChats(a.clientId, agentId)).toBe(0);
    // agents do not assign; another tenant's owner does not find the chat
    expect((await assign(trainer, null)).status).toBe(403);
    expect((await assign(b.owner, foreignId)).status).toBe(404);
    expect((await b.owner.post(`/api/inbox/conversations/${chat.id}/claim`, {})).status).toBe(404);
    expect(await stored(a.clientId, chat.id)).toEqual(waiting);
  });

  it('counts the unread visitor messages per chat and lists Resolved chats searched and paged', async () => {
    const agent = await a.member('human_agent', { firstName: 'Uma', lastName: 'Rao' });
    const chat = await waitingChat(a, 'Zubin Unread');
    for (const text of ['first', 'second']) {
      expect((await widget('POST', '/api/widget/messages', { content: text }, chat.token)).status).toBe(200);
    }
    const row = async () =>
      (await agent.get('/api/agent/conversations')).json.conversations.find((c: { id: string }) => c.id === chat.id);
    expect(await row()).toMatchObject({ unread: 2, assigneeId: null, assigneeName: null });
    await reply(agent, chat.id, 'Hello Zubin');
    expect(await row()).toMatchObject({ unread: 0, assigneeName: 'Uma Rao' });

    const others = await Promise.all([waitingChat(a, 'Yara One'), waitingChat(a, 'Yara Two')]);
    for (const c of [chat, ...others])
      expect((await agent.post(`/api/conversations/${c.id}/unescalate`)).status).toBe(200);
    const first = await agent.get('/api/inbox/resolved-conversations?limit=1&search=yara');
    expect(first.status).toBe(200);
    expect(first.json.conversations).toHaveLength(1);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await agent.get(
      `/api/inbox/resolved-conversations?limit=1&search=yara&cursor=${encodeURIComponent(first.json.nextCursor)}`,
    );
    const names = [...first.json.conversations, ...second.json.conversations].map(
      (c: { lead: { name: string } }) => c.lead.name,
    );
    expect(names.sort()).toEqual(['Yara One', 'Yara Two']);
    const byAgent = await agent.get('/api/inbox/resolved-conversations?search=uma%20rao');
    expect(byAgent.json.conversations.map((c: { id: string }) => c.id)).toEqual([chat.id]);
    // a cursor of another list or tenant is refused by name
    const forged = await b.owner.get(
      `/api/inbox/resolved-conversations?cursor=${encodeURIComponent(first.json.nextCursor)}`,
    );
    expect(forged.status).toBe(400);
    expect(forged.json.error.fields).toHaveProperty('cursor');
  });

  it('assigns round-robin on handoff among available agents, honouring the open-chat cap; off by default', async () => {
    const t = await signUpTenant(gw.url);
    const [kiran, lata] = await Promise.all([
      t.member('human_agent', { firstName: 'Kiran', lastName: 'Das' }),
      t.member('human_agent', { firstName: 'Lata', lastName: 'Sen' }),
    ]);
    const desks = await Promise.all([desk(kiran), desk(lata)]);
    expect((await t.owner.get('/api/inbox/assignment-settings')).json).toEqual({
      roundRobin: false,
      maxOpenChats: null,
    });
    const off = await waitingChat(t);
    expect((await stored(t.clientId, off.id))?.assigneeId).toBeUndefined();

    const saved = await t.owner.put('/api/inbox/assignment-settings', { roundRobin: true, maxOpenChats: 1 });
    expect(saved.status).toBe(200);
    expect((await t.owner.put('/api/inbox/assignment-settings', { roundRobin: true, maxOpenChats: 0 })).status).toBe(
      400,
    );
    expect((await kiran.get('/api/inbox/assignment-settings')).status).toBe(403);

    const one = await waitingChat(t);
    const two = await waitingChat(t);
    const three = await waitingChat(t);
    const owners = await Promise.all(
      [one, two, three].map(async (c) => (await stored(t.clientId, c.id))?.assigneeName),
    );
    // one each, then both are at the cap: the third waits
    expect(owners.slice(0, 2).sort()).toEqual(['Kiran Das', 'Lata Sen']);
    expect(owners[2]).toBeUndefined();
    await vi.waitFor(() =>
      expect(
        desks[0].events
          .filter((e) => e.type === 'conversation.assigned')
          .map((e) => 'conversationId' in e && e.conversationId),
      ).toEqual(expect.arrayContaining([one.id, two.id])),
    );
    // a chat ends: its agent has room again and is next
    const kiranId = await userIdOf(kiran);
    const kirans = [one, two].find((_, i) => owners[i] === 'Kiran Das')!;
    expect((await kiran.post(`/api/conversations/${kirans.id}/unescalate`)).status).toBe(200);
    const four = await waitingChat(t);
    expect((await stored(t.clientId, four.id))?.assigneeId).toBe(kiranId);
    for (const d of desks) d.close();
  });

  it("puts a deactivated agent's open chats back in Waiting, live, and leaves a colleague's alone", async () => {
    const leaving = await a.member('human_agent', { firstName: 'Leela', lastName: 'Leaving' });
    const staying = await a.member('human_agent', { firstName: 'Sunil', lastName: 'Staying' });
    const [leavingId, stayingId] = await Promise.all([userIdOf(leaving), userIdOf(staying)]);
    const one = await waitingChat(a);
    const two = await waitingChat(a);
    const theirs = await waitingChat(a);
    for (const c of [one, two])
      expect((await leaving.post(`/api/inbox/conversations/${c.id}/claim`, {})).status).toBe(200);
    expect((await staying.post(`/api/inbox/conversations/${theirs.id}/claim`, {})).status).toBe(200);
    expect(await openChats(a.clientId, leavingId)).toBe(2);
    const watching = await desk(staying);

    expect((await a.owner.patch(`/api/human-agents/${leavingId}/status`, { isActive: false })).status).toBe(200);

    for (const c of [one, two]) {
      const after = await stored(a.clientId, c.id);
      expect(after?.assigneeId).toBeUndefined();
      expect(after).toMatchObject({ status: 'active', isEscalated: true });
    }
    expect(await openChats(a.clientId, leavingId)).toBe(0);
    expect((await stored(a.clientId, theirs.id))?.assigneeId).toBe(stayingId);
    expect(await openChats(a.clientId, stayingId)).toBe(1);
    await vi.waitFor(() =>
      expect(
        watching.events
          .filter((e) => e.type === 'conversation.assigned' && e.agentId === null)
          .map((e) => 'conversationId' in e && e.conversationId)
          .sort(),
      ).toEqual([one.id, two.id].sort()),
    );
    watching.close();
  });
});
