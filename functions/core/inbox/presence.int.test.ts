import type { RealtimeEvent } from '@shared/schemas/realtime';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import type { ApiClient } from '../../test-support/api';
import { type LiveSocket, live } from '../../test-support/live-socket';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';
import { notifyPresence } from '../chat/realtime';
import { agentSockets, agentsOnline } from '../chat/realtime-connections';
import { availableAgents } from './presence';

/**
 * Issue 32 item 2 through the real gateway: an agent's presence (PUT /api/inbox/presence, and the portal's
 * idle rule) reaches the tenant's other agents live and narrows who takes a chat (availableAgents) and
 * whether a handoff finds anyone (agentsOnline); who views a chat and who types reach the other agents;
 * none of it reaches a visitor's socket or another tenant.
 */
let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
});

const wsUrl = (query = '') => `${gw.url.replace(/^http/, 'ws')}/ws${query}`;
const idOf = async (api: ApiClient) => (await api.get('/api/auth/me')).json.user.id as string;
const desk = (api: ApiClient) => live(wsUrl(), { Cookie: api.cookieHeader() });
const settle = () => new Promise((r) => setTimeout(r, 300));
const agentOnly = (e: RealtimeEvent) => e.type === 'agent.presence' || e.type === 'agent.viewing' || 'agentName' in e;

async function visitor(tenant: TestTenant) {
  const start = await widgetRequest(gw.url, 'POST', `/api/widget/${tenant.clientId}/conversations`, {
    fields: { name: 'Meera Shah', email: 'meera@example.com' },
  });
  expect(start.status).toBe(201);
  const ticket = await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, start.json.token);
  const socket = await live(wsUrl(`?ticket=${encodeURIComponent(ticket.json.ticket)}`));
  return { conversationId: start.json.conversationId as string, socket };
}

async function team(tenant: TestTenant) {
  const [ravi, priya] = await Promise.all([
    tenant.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' }),
    tenant.member('human_agent', { firstName: 'Priya', lastName: 'Shah' }),
  ]);
  const [raviId, priyaId] = await Promise.all([idOf(ravi), idOf(priya)]);
  return { ravi, priya, raviId, priyaId };
}

const closeAll = (...sockets: LiveSocket[]) => {
  for (const s of sockets) s.close();
};

describe('presence', () => {
  it('is told to the other agents live, narrows availableAgents and agentsOnline, and reaches no visitor', async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi, priya, raviId, priyaId } = await team(tenant);
    const chat = await visitor(tenant);
    const ravisDesk = await desk(ravi);
    const otherTenant = await desk(t.owner);
    const priyasDesk = await desk(priya);
    // Priya's arrival reaches Ravi, with her first name
    expect(await ravisDesk.next((e) => e.type === 'agent.presence' && e.agentId === priyaId)).toMatchObject({
      agentName: 'Priya',
      status: 'online',
    });
    expect(await availableAgents(tenant.clientId)).toEqual(
      [{ userId: raviId }, { userId: priyaId }].sort((a, b) => a.userId.localeCompare(b.userId)),
    );

    const away = await priya.put('/api/inbox/presence', { status: 'away' });
    expect(away.status).toBe(200);
    expect(away.json).toEqual({ status: 'away', auto: false });
    expect(
      await ravisDesk.next((e) => e.type === 'agent.presence' && e.agentId === priyaId && e.status === 'away'),
    ).toMatchObject({ agentName: 'Priya' });
    expect(await availableAgents(tenant.clientId)).toEqual([{ userId: raviId }]);
    const listed = await ravi.get('/api/inbox/presence');
    expect(listed.status).toBe(200);
    expect(listed.json.me).toEqual({ status: 'online', auto: false });
    expect(listed.json.agents).toContainEqual({ agentId: priyaId, agentName: 'Priya', status: 'away' });
    expect((await priya.get('/api/inbox/presence')).json.me).toEqual({ status: 'away', auto: false });

    // the handoff's question (issue 31): away and offline agents are not there
    expect(await agentsOnline(tenant.clientId)).toBe(true);
    expect((await ravi.put('/api/inbox/presence', { status: 'offline' })).status).toBe(200);
    expect(await availableAgents(tenant.clientId)).toEqual([]);
    // offline with the portal open: the others see nobody
    expect((await priya.get('/api/inbox/presence')).json.agents.map((a: { agentId: string }) => a.agentId)).toEqual([
      priyaId,
    ]);
    expect(await agentsOnline(tenant.clientId)).toBe(false);
    // the owner opens the portal (online by default): someone is there again, until the tab closes
    const ownersDesk = await desk(tenant.owner);
    expect(await agentsOnline(tenant.clientId)).toBe(true);
    ownersDesk.close();
    // $disconnect runs when the gateway sees the close
    await expect.poll(() => agentsOnline(tenant.clientId)).toBe(false);
    expect((await ravi.put('/api/inbox/presence', { status: 'online' })).status).toBe(200);
    expect(await agentsOnline(tenant.clientId)).toBe(true);
    // another tenant's agents heard none of it
    expect(otherTenant.events.filter(agentOnly)).toEqual([]);

    await settle();
    expect(chat.socket.events.filter(agentOnly)).toEqual([]);
    closeAll(ravisDesk, priyasDesk, chat.socket, otherTenant);
  });

  it('follows the idle rule without ever overriding a choice', async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi } = await team(tenant);
    const put = async (body: object) => {
      const r = await ravi.put('/api/inbox/presence', body);
      expect(r.status).toBe(200);
      return r.json;
    };
    // idle: away (from online, the default); the next input: online again
    expect(await put({ status: 'away', auto: true })).toEqual({ status: 'away', auto: true });
    expect(await put({ status: 'online', auto: true })).toEqual({ status: 'online', auto: false });
    // a chosen away is not undone by input; a chosen offline is not made away by idleness
    expect(await put({ status: 'away' })).toEqual({ status: 'away', auto: false });
    expect(await put({ status: 'online', auto: true })).toEqual({ status: 'away', auto: false });
    expect(await put({ status: 'offline' })).toEqual({ status: 'offline', auto: false });
    expect(await put({ status: 'away', auto: true })).toEqual({ status: 'offline', auto: false });
    expect(await put({ status: 'online', auto: true })).toEqual({ status: 'offline', auto: false });
    const bad = await ravi.put('/api/inbox/presence', { status: 'offline', auto: true });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('auto');
    expect((await ravi.put('/api/inbox/presence', { status: 'busy' })).status).toBe(400);
  });

  it("without a socket an agent is offline, whatever they chose; with one and no choice, online (issue 31's meaning)", async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi, raviId } = await team(tenant);
    expect(await agentsOnline(tenant.clientId)).toBe(false);
    expect((await ravi.put('/api/inbox/presence', { status: 'online' })).status).toBe(200);
    expect(await agentsOnline(tenant.clientId)).toBe(false);
    expect(await availableAgents(tenant.clientId)).toEqual([]);
    const closePortal = await agentPortalOpen(tenant.clientId);
    expect(await agentsOnline(tenant.clientId)).toBe(true);
    await closePortal();
    const ravisDesk = await desk(ravi);
    expect(await availableAgents(tenant.clientId)).toEqual([{ userId: raviId }]);
    closeAll(ravisDesk);
  });

  it("tells the others when an agent's last tab closes (offline), not before", async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi, priya, priyaId } = await team(tenant);
    const ravisDesk = await desk(ravi);
    const [tab1, tab2] = [await desk(priya), await desk(priya)];
    tab1.close();
    await settle();
    expect(ravisDesk.events.filter((e) => e.type === 'agent.presence' && e.status === 'offline')).toEqual([]);
    tab2.close();
    expect(
      await ravisDesk.next((e) => e.type === 'agent.presence' && e.agentId === priyaId && e.status === 'offline'),
    ).toMatchObject({ agentName: 'Priya' });
    closeAll(ravisDesk);
  });
});

describe('who views a chat, who types', () => {
  it('shows the other agents who has a chat open and who types in it; the visitor sees neither', async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi, priya, raviId, priyaId } = await team(tenant);
    const chat = await visitor(tenant);
    const other = await visitor(tenant);
    const ravisDesk = await desk(ravi);
    const priyasDesk = await desk(priya);
    const { conversationId } = chat;

    ravisDesk.send({ type: 'viewing', conversationId });
    expect(await priyasDesk.next((e) => e.type === 'agent.viewing')).toEqual({
      type: 'agent.viewing',
      conversationId,
      agentId: raviId,
      agentName: 'Ravi',
      viewing: true,
    });
    // Priya opens it after him: she is told he is there
    priyasDesk.send({ type: 'viewing', conversationId });
    expect(await ravisDesk.next((e) => e.type === 'agent.viewing' && e.agentId === priyaId)).toMatchObject({
      viewing: true,
    });
    expect(await priyasDesk.next((e) => e.type === 'agent.viewing' && e.agentId === raviId && e.viewing)).toBeTruthy();

    // Ravi types: Priya reads his name, the visitor only that an agent types, Ravi hears nothing of his own
    ravisDesk.send({ type: 'typing', conversationId, isTyping: true });
    expect(await priyasDesk.next((e) => e.type === 'typing')).toMatchObject({
      from: 'agent',
      agentName: 'Ravi',
      isTyping: true,
    });
    const heard = await chat.socket.next((e) => e.type === 'typing');
    expect(heard).toEqual({ type: 'typing', conversationId, from: 'agent', isTyping: true });

    // Ravi moves to another chat: the first is no longer his; then his socket closes
    ravisDesk.send({ type: 'viewing', conversationId: other.conversationId });
    expect(
      await priyasDesk.next((e) => e.type === 'agent.viewing' && e.conversationId === conversationId && !e.viewing),
    ).toMatchObject({ agentId: raviId });
    ravisDesk.close();
    expect(
      await priyasDesk.next(
        (e) => e.type === 'agent.viewing' && e.conversationId === other.conversationId && !e.viewing,
      ),
    ).toMatchObject({ agentId: raviId });
    await settle();
    expect(ravisDesk.events.filter((e) => e.type === 'typing')).toEqual([]);
    expect([...chat.socket.events, ...other.socket.events].filter(agentOnly)).toEqual([]);
    closeAll(priyasDesk, chat.socket, other.socket);
  });

  it('keeps an agent viewing while another of their sockets has the chat open (a second tab, the 2-hour renewal)', async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi, priya, raviId } = await team(tenant);
    const chat = await visitor(tenant);
    const priyasDesk = await desk(priya);
    const [oldTab, newTab] = [await desk(ravi), await desk(ravi)];
    oldTab.send({ type: 'viewing', conversationId: chat.conversationId });
    await priyasDesk.next((e) => e.type === 'agent.viewing' && e.agentId === raviId && e.viewing);
    const seen = () => priyasDesk.events.filter((e) => e.type === 'agent.viewing' && e.agentId === raviId);
    newTab.send({ type: 'viewing', conversationId: chat.conversationId });
    await expect.poll(() => seen().length).toBe(2);
    oldTab.close();
    // $disconnect has run once the old socket's item is gone
    await expect.poll(async () => (await agentSockets(tenant.clientId)).length).toBe(2);
    await settle();
    expect(seen().at(-1)).toMatchObject({ viewing: true });
    newTab.close();
    expect(
      await priyasDesk.next((e) => e.type === 'agent.viewing' && e.agentId === raviId && !e.viewing),
    ).toMatchObject({ conversationId: chat.conversationId });
    closeAll(priyasDesk, chat.socket);
  });

  it("refuses a visitor's viewing frame and another tenant's conversation, and tells nobody", async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi } = await team(tenant);
    const chat = await visitor(t);
    const ravisDesk = await desk(ravi);
    const ownerDesk = await desk(t.owner);
    ravisDesk.send({ type: 'viewing', conversationId: chat.conversationId });
    expect(await ravisDesk.next((e) => e.type === 'error')).toEqual({
      type: 'error',
      message: 'Conversation not found',
    });
    chat.socket.send({ type: 'viewing', conversationId: chat.conversationId });
    expect(await chat.socket.next((e) => e.type === 'error')).toMatchObject({ message: 'Only agents view chats' });
    await settle();
    expect(ownerDesk.events.filter((e) => e.type === 'agent.viewing')).toEqual([]);
    closeAll(ravisDesk, ownerDesk, chat.socket);
  });
});

describe("the Conversations monitor's socket", () => {
  it("hears a new widget conversation (conversation.created) on the agents' sockets; visitors do not", async () => {
    const tenant = await signUpTenant(gw.url);
    const { ravi, raviId } = await team(tenant);
    const ravisDesk = await desk(ravi);
    // the monitor's socket: it hears the tenant's events, but the owner is not at the desk
    const ownerDesk = await live(wsUrl('?view=monitor'), { Cookie: tenant.owner.cookieHeader() });
    expect(await availableAgents(tenant.clientId)).toEqual([{ userId: raviId }]);
    expect((await ravi.put('/api/inbox/presence', { status: 'away' })).status).toBe(200);
    expect(await agentsOnline(tenant.clientId)).toBe(false);
    expect((await ravi.get('/api/inbox/presence')).json.agents).toHaveLength(1);
    const first = await visitor(tenant);
    const second = await visitor(tenant);
    expect(
      await ownerDesk.next((e) => e.type === 'conversation.created' && e.conversationId === second.conversationId),
    ).toEqual({ type: 'conversation.created', conversationId: second.conversationId, source: 'widget' });
    await settle();
    expect(first.socket.events.filter((e) => e.type === 'conversation.created')).toEqual([]);
    // the owner's monitor neither arrives nor leaves
    const owners = () => ravisDesk.events.filter((e) => e.type === 'agent.presence' && e.agentId !== raviId);
    expect(owners()).toEqual([]);
    ownerDesk.close();
    await settle();
    expect(owners()).toEqual([]);
    closeAll(ravisDesk, first.socket, second.socket);
  });
});

describe('notifyPresence', () => {
  it("drops a visitor's socket even when the caller passes it", async () => {
    const tenant = await signUpTenant(gw.url);
    const chat = await visitor(tenant);
    const ownersDesk = await desk(tenant.owner);
    const { data } = await db()
      .entities.wsConnection.query.byConversation({ conversationId: chat.conversationId })
      .go();
    expect(data).toHaveLength(1);
    const event = { type: 'agent.presence', agentId: 'u1', agentName: 'Ravi', status: 'away' } as const;
    await notifyPresence(tenant.clientId, event, data);
    await notifyPresence(tenant.clientId, event);
    expect(await ownersDesk.next((e) => e.type === 'agent.presence')).toEqual(event);
    await settle();
    expect(chat.socket.events.filter(agentOnly)).toEqual([]);
    closeAll(ownersDesk, chat.socket);
  });
});
