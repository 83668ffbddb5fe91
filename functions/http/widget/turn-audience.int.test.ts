import type { RealtimeEvent } from '@shared/schemas/realtime';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { createIntent } from '../../core/intents/intents';
import { db } from '../../db/service';
import { dynamoCallsOf } from '../../test-support/dynamo-calls';
import { DELIVERY_INTENT } from '../../test-support/intents';
import type { TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  await createIntent(t.clientId, 'test', DELIVERY_INTENT);
});
afterEach(() => vi.restoreAllMocks());

async function start() {
  const started = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
    fields: { name: 'Meera Shah', email: 'meera@example.com' },
  });
  expect(started.status).toBe(201);
  return { token: started.json.token as string, conversationId: started.json.conversationId as string };
}

const send = (token: string, content: string) =>
  fetch(`${gw.url}/api/widget/messages`, {
    method: 'POST',
    headers: {
      origin: 'https://shop.example',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ content }),
  });

async function visitorSocket(token: string) {
  const ticket = await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, token);
  expect(ticket.status).toBe(200);
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket.json.ticket)}`);
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { events, close: () => socket.close() };
}

const liveFanoutSends = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([q]) => q === 'live-fanout');

/**
 * Issue 30: a turn reads its conversation's live sockets beside its own write and sends them with its
 * events (core/chat/live-fanout.ts), so the fan-out pushes without a Query of its own, and a turn nobody
 * watches queues no push at all.
 */
describe("a visitor turn's live audience", () => {
  it('queues no push when no socket listens: no agent, no widget socket', async () => {
    const { token } = await start();
    await gw.queue.drain();
    const queued = vi.spyOn(gw.queue, 'send');
    const res = await send(token, 'how long will delivery to Pune take?');
    expect(res.status).toBe(200);
    expect((await res.json()).messages.at(-1).content).toBe('Orders arrive in 2 to 4 working days.');
    await gw.queue.drain();
    expect(liveFanoutSends(queued)).toEqual([]);
  });

  it("reads the sockets beside the turn's write and pushes to them with no Query in the fan-out", async () => {
    const { token, conversationId } = await start();
    const live = await visitorSocket(token);
    await gw.queue.drain();
    const queued = vi.spyOn(gw.queue, 'send');
    const socketReads = vi.spyOn(db().entities.wsConnection.query, 'byClient');
    const { calls } = await dynamoCallsOf(async () => {
      const res = await send(token, 'how long will delivery to Pune take?');
      expect(res.status).toBe(200);
      await gw.queue.drain();
    });
    if (process.env.SHOW_CALLS)
      for (const c of calls) console.log(`${c.sentAt}-${c.answeredAt} ${c.command} ${c.target} ${c.error ?? ''}`);
    // one socket read for the whole turn, the sender's, sent before its write was answered (beside it)
    expect(socketReads).toHaveBeenCalledTimes(1);
    const read = calls.filter((c) => c.command === 'Query' && c.target.startsWith('gsi1 '));
    const write = calls.find((c) => c.command === 'TransactWriteItems');
    expect(read).toHaveLength(1);
    expect(read[0].sentAt).toBeLessThan(write!.answeredAt!);
    // the sockets travel with the events
    const [pushed] = liveFanoutSends(queued);
    expect(JSON.parse(String(pushed[1])).payload.targets).toEqual([
      expect.objectContaining({ kind: 'visitor', clientId: t.clientId, conversationId }),
    ]);
    await vi.waitFor(() =>
      expect(
        live.events
          .filter((e) => e.type === 'message.created')
          .map((e) => e.type === 'message.created' && e.message.content),
      ).toEqual(['how long will delivery to Pune take?', 'Orders arrive in 2 to 4 working days.']),
    );
    live.close();
  });
});
