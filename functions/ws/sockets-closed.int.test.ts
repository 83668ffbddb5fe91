import WebSocket from 'ws';
import type { TestGateway } from '../../infra/local/test-gateway';
import { tenantSuite } from '../../infra/test-fixtures/tenant-suite';
import type { ApiClient } from '../test-support/api';
import { signInAdmin, signUpTenant, type TestTenant } from '../test-support/tenants';
import { widgetRequest } from '../test-support/widget-client';

/**
 * Issue 27 item 8: taking access away reaches the open sockets too. Suspending a tenant, deleting the
 * account and deactivating an agent close the affected WebSockets at once (DeleteConnection through the
 * local gateway's @connections, as API Gateway's in AWS), and afterwards $connect and POST
 * /api/auth/refresh refuse them, a live ticket issued before included. Real sockets through the gateway.
 */
let gw: TestGateway;
let admin: ApiClient;
tenantSuite(async (g) => {
  gw = g;
  admin = await signInAdmin(gw.url);
});

const wsUrl = (query = '') => `${gw.url.replace(/^http/, 'ws')}/ws${query}`;

interface OpenSocket {
  socket: WebSocket;
  /** Resolves with the close code when the server (or anyone) closes the socket. */
  closed: Promise<number>;
}

function open(query = '', headers: Record<string, string> = {}): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(query), { headers });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The status of a handshake that must fail (101 if it opened). */
function handshake(query = '', headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(query), { headers });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', reject);
  });
}

/** The close code, or 'open' if the socket is still open after `ms`. */
function closedWithin(s: OpenSocket, ms = 3000): Promise<number | 'open'> {
  return Promise.race([s.closed, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);
}

async function visitorOf(tenant: TestTenant) {
  const start = await widgetRequest(gw.url, 'POST', `/api/widget/${tenant.clientId}/conversations`, {
    fields: { name: 'Meera Shah', email: 'meera@example.com' },
  });
  expect(start.status).toBe(201);
  const ticket = async () => {
    const r = await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, start.json.token);
    expect(r.status).toBe(200);
    return `?ticket=${encodeURIComponent(r.json.ticket)}`;
  };
  return { ticket };
}

/** A tenant with an agent socket, a visitor socket and a second ticket issued before anything happens. */
async function liveTenant() {
  const tenant = await signUpTenant(gw.url);
  const agent = await tenant.member('human_agent');
  const agentSocket = await open('', { Cookie: agent.cookieHeader() });
  const visitor = await visitorOf(tenant);
  const visitorSocket = await open(await visitor.ticket());
  const spareTicket = await visitor.ticket();
  return { tenant, agent, agentSocket, visitorSocket, spareTicket };
}

describe('suspension, account deletion and deactivation close the sockets and shut the doors', () => {
  it("suspending a tenant closes its agents' and visitors' sockets; tickets, cookies and refresh are refused", async () => {
    const { tenant, agent, agentSocket, visitorSocket, spareTicket } = await liveTenant();
    // another tenant's sockets are left alone
    const bystander = await liveTenant();

    const r = await admin.put(`/api/admin/clients/${tenant.clientId}/status`, { status: 'suspended' });
    expect(r.status).toBe(200);

    expect(await closedWithin(agentSocket)).toBe(1000);
    expect(await closedWithin(visitorSocket)).toBe(1000);
    expect(await closedWithin(bystander.agentSocket, 300)).toBe('open');
    expect(await closedWithin(bystander.visitorSocket, 300)).toBe('open');
    // the ticket was issued before the suspension and is still within its minute
    expect(await handshake(spareTicket)).toBe(404);
    expect(await handshake('', { Cookie: agent.cookieHeader() })).toBe(403);
    const refresh = await tenant.owner.post('/api/auth/refresh');
    expect(refresh.status).toBe(403);
    expect(refresh.json.error.message).toMatch(/suspended/);
    expect(refresh.headers.getSetCookie()).toEqual([]);
    expect((await agent.post('/api/auth/refresh')).status).toBe(403);

    bystander.agentSocket.socket.close();
    bystander.visitorSocket.socket.close();
  });

  it("deleting the account closes the tenant's sockets; its tickets and refresh cookies stop working", async () => {
    const { tenant, agent, agentSocket, visitorSocket, spareTicket } = await liveTenant();
    const ownerRefresh = new Map(tenant.owner.cookies);

    const r = await tenant.owner.post('/api/settings/account/delete', { confirmation: 'Verma Opticals' });
    expect(r.status).toBe(204);

    expect(await closedWithin(agentSocket)).toBe(1000);
    expect(await closedWithin(visitorSocket)).toBe(1000);
    expect(await handshake(spareTicket)).toBe(404);
    expect(await handshake('', { Cookie: agent.cookieHeader() })).toBe(401);
    // the owner's browser had its cookies cleared; a copy kept from before is refused all the same
    tenant.owner.cookies = ownerRefresh;
    expect((await tenant.owner.post('/api/auth/refresh')).status).toBe(401);
    expect((await agent.post('/api/auth/refresh')).status).toBe(401);
  });

  it("deactivating an agent closes that agent's sockets only; their refresh and $connect are refused", async () => {
    const tenant = await signUpTenant(gw.url);
    const [leaving, staying] = await Promise.all([tenant.member('human_agent'), tenant.member('human_agent')]);
    const leavingSocket = await open('', { Cookie: leaving.cookieHeader() });
    const stayingSocket = await open('', { Cookie: staying.cookieHeader() });
    const ownerSocket = await open('', { Cookie: tenant.owner.cookieHeader() });
    const visitorSocket = await open(await (await visitorOf(tenant)).ticket());

    const id = (await leaving.get('/api/auth/me')).json.user.id as string;
    const r = await tenant.owner.patch(`/api/human-agents/${id}/status`, { isActive: false });
    expect(r.status).toBe(200);

    expect(await closedWithin(leavingSocket)).toBe(1000);
    for (const s of [stayingSocket, ownerSocket, visitorSocket]) expect(await closedWithin(s, 300)).toBe('open');
    expect(await handshake('', { Cookie: leaving.cookieHeader() })).toBe(401);
    expect((await leaving.post('/api/auth/refresh')).status).toBe(401);
    for (const s of [stayingSocket, ownerSocket, visitorSocket]) s.socket.close();
  });
});
