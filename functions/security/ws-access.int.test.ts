import { LEVEL_ROLES } from '@shared/access';
import type { Role } from '@shared/enums';
import WebSocket from 'ws';
import type { TestGateway } from '../../infra/local/test-gateway';
import { tenantSuite } from '../../infra/test-fixtures/tenant-suite';
import { startConversation } from '../core/chat/conversations';
import { setTenantStatus, setUserAccess } from '../core/tenants/tenant-access';
import { issueLiveTicket, issueVisitorToken } from '../kit/visitor-token';
import { wsRoutes } from '../routes';
import type { ApiClient } from '../test-support/api';
import { type LiveSocket, live } from '../test-support/live-socket';
import { signInAdmin, signUpTenant, type TestTenant } from '../test-support/tenants';
import { forbiddenRoles } from './route-catalogue';

/**
 * The WebSocket API's door, generated from routes.ts `wsRoutes` and the 'agent' level of shared/access.ts
 * as the HTTP suites are from `httpRoutes`: $connect admits exactly the agent roles of an active tenant
 * (cookie) and visitors of their own tenant's conversation (token); everyone else is refused before a
 * connection exists, so $default and $disconnect cannot be reached without passing it.
 */
let gw: TestGateway;
let victim: TestTenant;
let attacker: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  victim = tenant;
  attacker = await signUpTenant(gw.url);
});

const url = (query = '') => `${gw.url.replace(/^http/, 'ws')}/ws${query}`;
/** The HTTP status of the upgrade: 101 when the connection opened. */
function connect(query = '', headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url(query), { headers });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', reject);
  });
}
const cookie = (api: ApiClient) => ({ Cookie: api.cookieHeader() });
async function sessionOf(tenant: TestTenant, role: Role): Promise<ApiClient> {
  if (role === 'business_owner') return tenant.owner;
  return role === 'admin' ? signInAdmin(gw.url) : tenant.member(role);
}

describe('WebSocket $connect', () => {
  it('is in the route table with $default and $disconnect', () => {
    expect(wsRoutes.map((r) => r.routeKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
  });

  it('refuses a caller without credentials (401) and a forged cookie (401)', async () => {
    expect(await connect()).toBe(401);
    expect(await connect('', { Cookie: 'parley_session=a.b.c' })).toBe(401);
  });

  it.each(LEVEL_ROLES.agent.map((r) => [r]))('admits %s, the roles of the agent level', async (role) => {
    expect(await connect('', cookie(await sessionOf(victim, role)))).toBe(101);
  });

  it.each(forbiddenRoles('agent').map((r) => [r]))('refuses %s (403)', async (role) => {
    expect(await connect('', cookie(await sessionOf(victim, role)))).toBe(403);
  });

  it('refuses a deactivated agent (401) and the agents of a suspended tenant (403)', async () => {
    const t = await signUpTenant(gw.url);
    const agent = await t.member('human_agent');
    expect(await connect('', cookie(agent))).toBe(101);
    await setTenantStatus(t.clientId, 'suspended');
    expect(await connect('', cookie(agent))).toBe(403);
    await setTenantStatus(t.clientId, 'active');
    const me = (await agent.get('/api/auth/me')).json.user.id as string;
    await setUserAccess(t.clientId, me, { isActive: false });
    expect(await connect('', cookie(agent))).toBe(401);
  });

  it("admits a visitor to their own conversation only: another tenant's ticket naming it gets 404, an altered one 401", async () => {
    const chat = await startConversation({
      clientId: victim.clientId,
      fields: { name: 'Suite Visitor' },
      source: 'widget',
    });
    const session = { clientId: victim.clientId, visitorId: 'v1', conversationId: chat.conversationId };
    expect(await connect(`?ticket=${encodeURIComponent(issueLiveTicket(session))}`)).toBe(101);
    // the visitor token itself is not a ticket (it lives 12 hours; URLs reach logs)
    expect(await connect(`?ticket=${encodeURIComponent(issueVisitorToken(session))}`)).toBe(401);
    const crossed = issueLiveTicket({ ...session, clientId: attacker.clientId });
    expect(await connect(`?ticket=${encodeURIComponent(crossed)}`)).toBe(404);
    const [payload, signature] = crossed.split('.');
    const altered = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(attacker.clientId, victim.clientId),
    ).toString('base64url');
    expect(await connect(`?ticket=${altered}.${signature}`)).toBe(401);
  });
});

/**
 * The frames an open socket may send ($default, shared/schemas/realtime.ts clientFrameSchema) that reach
 * other sockets: an agent's typing and viewing (issue 32) stay within the agent's tenant, name only a
 * conversation of that tenant, and a visitor may not send a viewing frame.
 */
describe('WebSocket frames', () => {
  it("keeps an agent's viewing and typing frames inside the agent's tenant, and a visitor's viewing out", async () => {
    const chat = await startConversation({
      clientId: victim.clientId,
      fields: { name: 'Suite Visitor' },
      source: 'widget',
    });
    const ticket = issueLiveTicket({ clientId: victim.clientId, visitorId: 'v1', conversationId: chat.conversationId });
    const [victimDesk, attackerDesk, visitor] = await Promise.all([
      live(url(), cookie(victim.owner)),
      live(url(), cookie(attacker.owner)),
      live(url(`?ticket=${encodeURIComponent(ticket)}`)),
    ]);
    const attackerId = (await attacker.owner.get('/api/auth/me')).json.user.id as string;
    const errors = (s: LiveSocket) => s.events.filter((e) => e.type === 'error');
    attackerDesk.send({ type: 'viewing', conversationId: chat.conversationId });
    attackerDesk.send({ type: 'typing', conversationId: chat.conversationId, isTyping: true });
    await expect.poll(() => errors(attackerDesk).length).toBe(2);
    expect(errors(attackerDesk)).toEqual([
      { type: 'error', message: 'Conversation not found' },
      { type: 'error', message: 'Conversation not found' },
    ]);
    visitor.send({ type: 'viewing', conversationId: chat.conversationId });
    // a frame with a field it does not have is no frame at all
    visitor.send({ type: 'viewing', conversationId: chat.conversationId, agentId: attackerId });
    await expect.poll(() => errors(visitor).length).toBe(2);
    // frames are served side by side: the answers may come in either order
    expect(
      errors(visitor)
        .map((e) => (e.type === 'error' ? e.message.split(':')[0] : ''))
        .sort(),
    ).toEqual(['Only agents view chats', 'Unknown frame']);
    await new Promise((r) => setTimeout(r, 300));
    const heard = [...victimDesk.events, ...visitor.events].filter(
      (e) =>
        e.type === 'agent.viewing' ||
        e.type === 'typing' ||
        (e.type === 'agent.presence' && (e.agentId === attackerId || visitor.events.includes(e))),
    );
    expect(heard).toEqual([]);
    for (const s of [victimDesk, attackerDesk, visitor]) s.close();
  });
});
