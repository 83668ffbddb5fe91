import type { RealtimeEvent } from '@shared/schemas/realtime';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import { type ApiClient, uniqueEmail } from '../../test-support/api';
import { mailsTo, waitForMail } from '../../test-support/mail-inbox';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Issue 32 items 3-5 at the API: canned responses, labels and private notes, each tenant's own (another
 * tenant's id is a 404), and a note never reaching the visitor (widget list, socket, transcript mail).
 */
let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;
let agentA: ApiClient;
let trainerA: ApiClient;

beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url)]);
  [agentA, trainerA] = await Promise.all([a.member('human_agent'), a.member('ai_trainer')]);
});
afterAll(() => gw.stop());

const widget = (method: string, path: string, body?: unknown, token?: string) =>
  widgetRequest(gw.url, method, path, body, token);

async function escalatedChat(tenant: TestTenant, fields: Record<string, string> = { name: 'Meera Shah' }) {
  const r = await widget('POST', `/api/widget/${tenant.clientId}/conversations`, { fields });
  expect(r.status).toBe(201);
  const chat = { token: r.json.token as string, conversationId: r.json.conversationId as string };
  expect((await widget('POST', '/api/widget/escalate', {}, chat.token)).status).toBe(200);
  return chat;
}

/** A socket that records every event; `next` waits for the first event matching a predicate. */
async function live(query: string, headers: Record<string, string> = {}) {
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}/ws${query}`, { headers });
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (match: (e: RealtimeEvent) => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error('no matching event');
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return { events, next, close: () => socket.close() };
}

describe('canned responses', () => {
  it('owners and trainers keep them, agents read them; a shortcut is unique per tenant (409 naming it)', async () => {
    const body = { title: 'Refund policy', shortcut: 'Refund', text: 'Hi {{visitor.name}}, refunds take 5 days.' };
    const made = await trainerA.post('/api/inbox/canned-responses', body);
    expect(made.status).toBe(201);
    expect(made.json.cannedResponse).toMatchObject({ shortcut: 'refund', title: 'Refund policy' });
    const id = made.json.cannedResponse.id as string;

    const twice = await a.owner.post('/api/inbox/canned-responses', { ...body, title: 'Another' });
    expect(twice.status).toBe(409);
    expect(twice.json.error.fields.shortcut).toBeDefined();
    // another tenant may use the same shortcut
    expect((await b.owner.post('/api/inbox/canned-responses', body)).status).toBe(201);

    expect((await agentA.post('/api/inbox/canned-responses', { ...body, shortcut: 'x' })).status).toBe(403);
    const listed = await agentA.get('/api/inbox/canned-responses');
    expect(listed.status).toBe(200);
    expect(listed.json.cannedResponses.map((c: { id: string }) => c.id)).toEqual([id]);

    // moving the shortcut frees the old one and takes the new one; a taken one is a 409
    const other = await a.owner.post('/api/inbox/canned-responses', { ...body, shortcut: 'hours', title: 'Hours' });
    expect((await a.owner.patch(`/api/inbox/canned-responses/${id}`, { shortcut: 'hours' })).status).toBe(409);
    const moved = await a.owner.patch(`/api/inbox/canned-responses/${id}`, { shortcut: 'refunds', text: 'Sorry!' });
    expect(moved.status).toBe(200);
    expect(moved.json.cannedResponse).toMatchObject({ shortcut: 'refunds', text: 'Sorry!' });
    expect((await a.owner.post('/api/inbox/canned-responses', { ...body, title: 'Old shortcut free' })).status).toBe(
      201,
    );

    // another tenant's id is not found, for every verb
    expect((await b.owner.patch(`/api/inbox/canned-responses/${id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await b.owner.del(`/api/inbox/canned-responses/${id}`)).status).toBe(404);
    expect((await b.owner.get('/api/inbox/canned-responses')).json.cannedResponses).toHaveLength(1);

    expect((await a.owner.del(`/api/inbox/canned-responses/${other.json.cannedResponse.id}`)).status).toBe(204);
    expect((await a.owner.del(`/api/inbox/canned-responses/${other.json.cannedResponse.id}`)).status).toBe(404);
    // its shortcut is free again
    expect((await a.owner.post('/api/inbox/canned-responses', { ...body, shortcut: 'hours' })).status).toBe(201);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const r = await a.owner.post('/api/inbox/canned-responses', body);
      expect(r.status).toBe(400);
      return Object.keys(r.json.error.fields ?? {});
    };
    const ok = { title: 'T', shortcut: 'ok', text: 'Hello' };
    expect(await bad({ ...ok, shortcut: 'two words' })).toContain('shortcut');
    expect(await bad({ ...ok, shortcut: 'x'.repeat(33) })).toContain('shortcut');
    expect(await bad({ ...ok, title: '' })).toContain('title');
    expect(await bad({ ...ok, text: 'x'.repeat(2001) })).toContain('text');
    expect(await bad({ ...ok, text: 'Hi {{visitor.shoe_size}}' })).toContain('text');
  });
});

describe('labels', () => {
  it('owners keep them; agents put them on a chat, filter by them, and the monitor exports them', async () => {
    const vip = await a.owner.post('/api/inbox/labels', { name: 'VIP', colour: 'purple' });
    expect(vip.status).toBe(201);
    const billing = await a.owner.post('/api/inbox/labels', { name: 'Billing', colour: 'orange' });
    const [vipId, billingId] = [vip.json.label.id as string, billing.json.label.id as string];
    expect((await a.owner.post('/api/inbox/labels', { name: 'vip', colour: 'red' })).json.error.fields).toHaveProperty(
      'name',
    );
    expect((await a.owner.post('/api/inbox/labels', { name: 'Pink', colour: 'magenta' })).status).toBe(400);
    expect((await agentA.post('/api/inbox/labels', { name: 'Mine', colour: 'red' })).status).toBe(403);
    expect((await trainerA.get('/api/inbox/labels')).json.labels.map((l: { name: string }) => l.name)).toEqual([
      'Billing',
      'VIP',
    ]);

    const desk = await live('', { cookie: agentA.cookieHeader() });
    const labelled = await escalatedChat(a);
    const plain = await escalatedChat(a);
    const set = await agentA.put(`/api/inbox/conversations/${labelled.conversationId}/labels`, {
      labelIds: [vipId, billingId, vipId],
    });
    expect(set.status).toBe(200);
    expect(set.json.conversation.labelIds.sort()).toEqual([vipId, billingId].sort());
    expect(
      await desk.next((e) => e.type === 'conversation.labelled' && e.conversationId === labelled.conversationId),
    ).toMatchObject({ labelIds: expect.arrayContaining([vipId, billingId]) });
    desk.close();

    const portal = await agentA.get(`/api/agent/conversations?labelId=${vipId}`);
    expect(portal.json.conversations.map((c: { id: string }) => c.id)).toEqual([labelled.conversationId]);
    const all = await agentA.get('/api/agent/conversations');
    expect(all.json.conversations.map((c: { id: string }) => c.id)).toContain(plain.conversationId);
    const monitor = await trainerA.get(`/api/conversations?labelId=${billingId}`);
    expect(monitor.json.conversations.map((c: { id: string }) => c.id)).toEqual([labelled.conversationId]);
    expect(monitor.json.conversations[0].labelIds).toContain(billingId);

    const csv = await a.owner.get(`/api/inbox/conversations/export-csv?labelId=${vipId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header.split(',')).toContain('Labels');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(labelled.conversationId);
    expect(rows[0]).toContain('Billing; VIP');

    // unknown and foreign ids are refused; another tenant cannot label this chat or see the label
    const foreign = await b.owner.post('/api/inbox/labels', { name: 'Theirs', colour: 'red' });
    const refused = await agentA.put(`/api/inbox/conversations/${labelled.conversationId}/labels`, {
      labelIds: [foreign.json.label.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toHaveProperty('labelIds');
    expect(
      (await b.owner.put(`/api/inbox/conversations/${labelled.conversationId}/labels`, { labelIds: [] })).status,
    ).toBe(404);
    expect((await b.owner.patch(`/api/inbox/labels/${vipId}`, { name: 'Stolen' })).status).toBe(404);
    expect((await b.owner.del(`/api/inbox/labels/${vipId}`)).status).toBe(404);

    // a deleted label leaves the export (its id may stay on the chat, nothing shows for it)
    expect((await a.owner.del(`/api/inbox/labels/${billingId}`)).status).toBe(204);
    const after = await a.owner.get(`/api/inbox/conversations/export-csv?labelId=${vipId}`);
    expect(after.text).toContain('VIP');
    expect(after.text).not.toContain('Billing');
    expect(
      (await agentA.put(`/api/inbox/conversations/${labelled.conversationId}/labels`, { labelIds: [] })).status,
    ).toBe(200);
    expect((await agentA.get(`/api/agent/conversations?labelId=${vipId}`)).json.conversations).toEqual([]);
  });
});

describe('private notes', () => {
  it('any agent notes a chat; the visitor never gets it (list, socket, transcript); a mention is pushed and mailed', async () => {
    const ravi = await a.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' });
    const raviMe = (await ravi.get('/api/auth/me')).json.user as { id: string; email: string };
    const visitorEmail = uniqueEmail('visitor');
    const chat = await escalatedChat(a, { name: 'Farah Khan', email: visitorEmail });
    const ticket = await widget('POST', '/api/widget/live-ticket', undefined, chat.token);
    const visitor = await live(`?ticket=${encodeURIComponent(ticket.json.ticket)}`);
    const raviDesk = await live('', { cookie: ravi.cookieHeader() });

    const mentionable = await agentA.get('/api/inbox/mentionable-agents');
    expect(mentionable.json.agents).toContainEqual({ userId: raviMe.id, name: 'Ravi Kumar', firstName: 'Ravi' });
    expect(
      (await b.owner.get('/api/inbox/mentionable-agents')).json.agents.map((x: { userId: string }) => x.userId),
    ).not.toContain(raviMe.id);

    // the agent has not answered the chat (nobody owns it): a note needs no claim
    const note = await agentA.post(`/api/inbox/conversations/${chat.conversationId}/notes`, {
      content: '@Ravi this one asked for a refund twice',
      mentions: [raviMe.id],
    });
    expect(note.status).toBe(201);
    expect(note.json.message).toMatchObject({ isNote: true, senderType: 'human_agent', mentions: [raviMe.id] });
    const noteId = note.json.message.id as string;

    const pushed = await raviDesk.next((e) => e.type === 'message.created' && e.message.id === noteId);
    expect(pushed).toMatchObject({ message: { isNote: true, mentions: [raviMe.id] } });
    const mail = await waitForMail({ to: raviMe.email, subject: /mentioned you/ });
    expect(mail.text).toContain('this one asked for a refund twice');
    expect(mail.text).toContain('Farah Khan');

    // an agent reply after it reaches the visitor; the note before it never does
    const reply = await agentA.post('/api/messages', {
      conversationId: chat.conversationId,
      content: 'Hello Farah',
      senderType: 'human_agent',
    });
    await visitor.next((e) => e.type === 'message.created' && e.message.id === reply.json.message.id);
    expect(visitor.events.some((e) => e.type === 'message.created' && e.message.id === noteId)).toBe(false);
    expect(visitor.events.some((e) => e.type === 'message.created' && e.message.isNote)).toBe(false);

    const widgetList = await widget('GET', '/api/widget/messages', undefined, chat.token);
    const ids = widgetList.json.messages.map((m: { id: string }) => m.id);
    expect(ids).toContain(reply.json.message.id);
    expect(ids).not.toContain(noteId);
    expect(JSON.stringify(widgetList.json)).not.toContain('refund twice');
    // the catch-up after the last message the visitor saw skips it too
    const firstId = widgetList.json.messages[0].id as string;
    const catchUp = await widget('GET', `/api/widget/messages?after=${firstId}`, undefined, chat.token);
    expect(catchUp.json.messages.map((m: { id: string }) => m.id)).not.toContain(noteId);

    // the agents' readers show it
    const portal = await agentA.get(`/api/messages?conversationId=${chat.conversationId}`);
    expect(portal.json.messages.find((m: { id: string }) => m.id === noteId)).toMatchObject({ isNote: true });
    const monitor = await trainerA.get(`/api/conversations/${chat.conversationId}/messages`);
    expect(monitor.json.messages.map((m: { id: string }) => m.id)).toContain(noteId);

    // the transcript the visitor mails themself has the reply, not the note
    expect((await widget('POST', '/api/widget/transcript', {}, chat.token)).status).toBe(200);
    await gw.queue.drain();
    const transcript = await waitForMail({ to: visitorEmail, subject: /Your conversation with/ });
    expect(transcript.text).toContain('Hello Farah');
    expect(transcript.text).not.toContain('refund twice');
    expect((await mailsTo(visitorEmail)).some((m) => m.text.includes('refund twice'))).toBe(false);

    // the lead's data export (what a person asking for their data gets) and its enrichment transcript
    // read the same stored messages without notes
    const { data: conversation } = await db()
      .entities.conversation.get({ clientId: a.clientId, id: chat.conversationId })
      .go();
    const exported = await a.owner.get(`/api/leads/${conversation?.leadId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('Hello Farah');
    expect(exported.text).not.toContain('refund twice');

    visitor.close();
    raviDesk.close();
  });

  it('refuses other tenants, unknown mentions and empty notes', async () => {
    const chat = await escalatedChat(a);
    const other = await b.member('human_agent');
    const otherId = (await other.get('/api/auth/me')).json.user.id as string;
    const path = `/api/inbox/conversations/${chat.conversationId}/notes`;
    expect((await other.post(path, { content: 'peek' })).status).toBe(404);
    const foreignMention = await agentA.post(path, { content: 'hi', mentions: [otherId] });
    expect(foreignMention.status).toBe(400);
    expect(foreignMention.json.error.fields).toHaveProperty('mentions');
    const empty = await agentA.post(path, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toHaveProperty('content');
    expect((await trainerA.post(path, { content: 'trainers do not answer chats' })).status).toBe(403);
  });
});
