import { randomUUID } from 'node:crypto';
import type { ConversationEvent, RealtimeEvent } from '@shared/schemas/realtime';
import type { Context, SQSEvent } from 'aws-lambda';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { envelopeOf } from '../adapters/queue';
import { conversationAudience, type PushTarget } from '../core/chat/realtime-connections';
import { db } from '../db/service';
import { seedPlans } from '../ops/seed';
import { signUpTenant, type TestTenant } from '../test-support/tenants';
import { widgetRequest } from '../test-support/widget-client';
import { handler } from './live-fanout';

/**
 * Issue 30: the live fan-out consumer pushes a conversation's events to the tenant's agents and that
 * conversation's visitor sockets only, found in ONE Query; a read that fails fails the record, so SQS
 * delivers it again.
 */
let gw: TestGateway;
let t: TestTenant;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  t = await signUpTenant(gw.url);
});
afterAll(() => gw.stop());
afterEach(() => vi.restoreAllMocks());

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const wsUrl = (query = '') => `${gw.url.replace(/^http/, 'ws')}/ws${query}`;

async function live(url: string, headers: Record<string, string> = {}) {
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(url, { headers });
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { events, close: () => socket.close() };
}

async function visitorSocket() {
  const started = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
    fields: { name: 'Meera Shah', email: 'meera@example.com' },
  });
  expect(started.status).toBe(201);
  const ticket = await widgetRequest(gw.url, 'POST', '/api/widget/live-ticket', undefined, started.json.token);
  expect(ticket.status).toBe(200);
  return {
    conversationId: started.json.conversationId as string,
    socket: await live(wsUrl(`?ticket=${encodeURIComponent(ticket.json.ticket)}`)),
  };
}

const eventsFor = (clientId: string, events: ConversationEvent[], targets?: PushTarget[]): SQSEvent => ({
  Records: [
    {
      messageId: randomUUID(),
      receiptHandle: 'r',
      body: envelopeOf('realtime.conversation-events', {
        payload: { clientId, events, ...(targets ? { targets } : {}) },
      }),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '0',
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:parley-local-live-fanout',
      awsRegion: 'us-east-1',
    },
  ],
});

describe('live-fanout consumer (issue 30)', () => {
  it("pushes to the tenant's agents and this conversation's visitors only, read in one Query", async () => {
    const agent = await live(wsUrl(), { cookie: (await t.member('human_agent')).cookieHeader() });
    const mine = await visitorSocket();
    const other = await visitorSocket();
    const byClient = vi.spyOn(db().entities.wsConnection.query, 'byClient');
    const byConversation = vi.spyOn(db().entities.wsConnection.query, 'byConversation');
    const event: ConversationEvent = { type: 'agent.joined', conversationId: mine.conversationId, agentName: 'Asha' };

    const result = await handler(eventsFor(t.clientId, [event]), context);

    expect(result.batchItemFailures).toEqual([]);
    expect(byClient).toHaveBeenCalledTimes(1);
    expect(byConversation).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      expect(agent.events).toContainEqual(event);
      expect(mine.socket.events).toContainEqual(event);
    });
    expect(other.socket.events).toEqual([]);
    for (const s of [agent, mine.socket, other.socket]) s.close();
  });

  it("never pushes a private note or an agent-only event to the visitor's socket (issue 32)", async () => {
    const agent = await live(wsUrl(), { cookie: (await t.member('human_agent')).cookieHeader() });
    const mine = await visitorSocket();
    const conversationId = mine.conversationId;
    const message = {
      id: 'm-1',
      conversationId,
      senderType: 'human_agent' as const,
      content: 'Internal: this visitor asked twice already',
      createdAt: new Date().toISOString(),
      intentMatched: null,
      senderId: 'u-1',
      senderName: 'Asha Rao',
    };
    const note: ConversationEvent = { type: 'message.created', conversationId, message: { ...message, isNote: true } };
    const claimed: ConversationEvent = {
      type: 'conversation.assigned',
      conversationId,
      agentId: 'u-1',
      agentName: 'Asha',
    };
    const reply: ConversationEvent = { type: 'message.created', conversationId, message: { ...message, id: 'm-2' } };

    const result = await handler(eventsFor(t.clientId, [note, claimed, reply]), context);

    expect(result.batchItemFailures).toEqual([]);
    await vi.waitFor(() => {
      expect(agent.events).toEqual(expect.arrayContaining([note, claimed, reply]));
      expect(mine.socket.events.map((e) => (e as { message?: { id: string } }).message?.id)).toEqual(['m-2']);
    });
    expect(mine.socket.events).toHaveLength(1);
    for (const s of [agent, mine.socket]) s.close();
  });

  it('pushes to the sockets the sender read and sent along, without a Query, re-checking each one', async () => {
    const agent = await live(wsUrl(), { cookie: (await t.member('human_agent')).cookieHeader() });
    const mine = await visitorSocket();
    const other = await visitorSocket();
    const audience = await conversationAudience(t.clientId, mine.conversationId);
    expect(audience.map((s) => s.kind).sort()).toEqual(['agent', 'visitor']);
    const otherSocket = (await conversationAudience(t.clientId, other.conversationId)).find(
      (s) => s.kind === 'visitor',
    )!;
    const byClient = vi.spyOn(db().entities.wsConnection.query, 'byClient');
    const byConversation = vi.spyOn(db().entities.wsConnection.query, 'byConversation');
    const event: ConversationEvent = { type: 'agent.joined', conversationId: mine.conversationId, agentName: 'Asha' };

    // the other conversation's socket and a socket of another tenant, as a wrong list would carry them
    const wrong: PushTarget[] = [otherSocket, { ...otherSocket, clientId: 'another-tenant', kind: 'agent' }];
    const result = await handler(eventsFor(t.clientId, [event], [...audience, ...wrong]), context);

    expect(result.batchItemFailures).toEqual([]);
    expect(byClient).not.toHaveBeenCalled();
    expect(byConversation).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      expect(agent.events).toContainEqual(event);
      expect(mine.socket.events).toContainEqual(event);
    });
    expect(other.socket.events).toEqual([]);
    for (const s of [agent, mine.socket, other.socket]) s.close();
  });

  it('fails the record when the sockets cannot be read, so SQS delivers it again', async () => {
    vi.spyOn(db().entities.wsConnection.query, 'byClient').mockImplementationOnce(() => {
      throw new Error('injected: DynamoDB unavailable');
    });
    const sqs = eventsFor(t.clientId, [{ type: 'conversation.resolved', conversationId: 'conversation-1' }]);
    const result = await handler(sqs, context);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: sqs.Records[0].messageId }]);
  });
});
