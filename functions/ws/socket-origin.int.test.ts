import WebSocket from 'ws';
import type { TestGateway } from '../../infra/local/test-gateway';
import { tenantSuite } from '../../infra/test-fixtures/tenant-suite';
import { db } from '../db/service';
import { signUpTenant, type TestTenant } from '../test-support/tenants';
import { widgetRequest } from '../test-support/widget-client';

/**
 * Issue 27 item 9: the WebSocket handshake follows the same origin rules as HTTP. An agent's socket
 * (cookie) opens from the app's own origin only, as state-changing calls (base/origin.ts); a visitor's
 * socket opens from the sites the widget's HTTP routes serve (core/widget/widget-access.ts: any site unless the
 * tenant listed its websites, then those and Parley's own pages).
 */
let gw: TestGateway;
let tenant: TestTenant;
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
});

const EVIL = 'http://evil.example';
const MINE = 'https://mine.example';

function handshake(query: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/ws${query}`, { headers });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', reject);
  });
}

/** A fresh live ticket (one minute) for a new conversation of the tenant, asked for from `origin`. */
async function ticketOf(clientId: string, origin: string): Promise<string> {
  const start = await widgetRequest(
    gw.url,
    'POST',
    `/api/widget/${clientId}/conversations`,
    { fields: { name: 'Meera' } },
    undefined,
    origin,
  );
  expect(start.status).toBe(201);
  const r = await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, start.json.token, origin);
  expect(r.status).toBe(200);
  return `?ticket=${encodeURIComponent(r.json.ticket)}`;
}

describe('WebSocket $connect checks the Origin', () => {
  it("opens an agent's socket from the app's origin and refuses another origin or a cross-site fetch", async () => {
    const cookie = tenant.owner.cookieHeader();
    const app = process.env.APP_ORIGIN as string;
    expect(await handshake('', { Cookie: cookie, Origin: EVIL })).toBe(403);
    expect(await handshake('', { Cookie: cookie, Origin: app.replace('localhost', '127.0.0.1') })).toBe(403);
    expect(await handshake('', { Cookie: cookie, Origin: app, 'Sec-Fetch-Site': 'cross-site' })).toBe(403);
    expect(await handshake('', { Cookie: cookie, Origin: app, 'Sec-Fetch-Site': 'same-origin' })).toBe(101);
    // a client that is no browser sends no Origin; the cookie still rules, as for HTTP
    expect(await handshake('', { Cookie: cookie })).toBe(101);
  });

  it("opens a visitor's socket from any site while the tenant lists no websites", async () => {
    expect(await handshake(await ticketOf(tenant.clientId, EVIL), { Origin: EVIL })).toBe(101);
  });

  it("opens a visitor's socket only from the tenant's listed websites and Parley's own pages", async () => {
    const listing = await signUpTenant(gw.url);
    const { data: settings } = await db().entities.widgetSettings.get({ clientId: listing.clientId }).go();
    await db()
      .entities.widgetSettings.patch({ clientId: listing.clientId })
      .set({ appearance: { ...(settings?.appearance as object), allowedOrigins: [MINE] } })
      .go();
    const ticket = await ticketOf(listing.clientId, MINE);
    expect(await handshake(ticket, { Origin: EVIL })).toBe(403);
    expect(await handshake(ticket, {})).toBe(403);
    expect(await handshake(ticket, { Origin: MINE })).toBe(101);
    // the tenant's AI webpage and the dashboard's preview are served from the app's origin
    expect(await handshake(ticket, { Origin: process.env.APP_ORIGIN as string })).toBe(101);
  });
});
