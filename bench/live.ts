/**
 * `npm run bench:chat`, live part (issue 10): delivery latency through the WebSocket path, both ways,
 * p50/p99 over 200 messages each, and 500 visitor sockets held on the local gateway for 60 s with the
 * gateway's memory per connection. Runs the product as `npm start` does (startParley), with the
 * per-IP widget budgets scaled (RATE_LIMIT_SCALE, as the tests do) since every visitor here is 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import WebSocket from 'ws';
import { startParley } from '../e2e/parley-server';
import { uniqueEmail } from '../functions/test-support/api';
import { signUpTenant } from '../functions/test-support/tenants';
import { widgetRequest } from '../functions/test-support/widget-client';
import { percentile } from './lib/plain-site';

const MESSAGES = 200;
const PER_CONVERSATION = 25; // under the widget's 30 messages per minute per conversation
const SOCKETS = 500;
const HOLD_MS = 60_000;
const PING_EVERY_MS = 20_000;

process.env.RATE_LIMIT_SCALE ??= '100';
const parley = await startParley();
console.log(
  `RATE_LIMIT_SCALE=${process.env.RATE_LIMIT_SCALE}: every visitor here is 127.0.0.1, so the per-IP widget budgets are scaled as in the tests`,
);
const base = parley.url;
const wsBase = `${base.replace(/^http/, 'ws')}/ws`;

async function widget(method: string, path: string, body?: unknown, token?: string) {
  const r = await widgetRequest(base, method, path, body, token);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A socket whose events resolve waiters by predicate. */
async function socket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const waiters = new Set<{ match: (e: RealtimeEvent) => boolean; done: (at: number) => void }>();
  let pongs = 0;
  ws.on('message', (data) => {
    const at = performance.now();
    const e = JSON.parse(String(data)) as RealtimeEvent;
    if (e.type === 'pong') pongs++;
    for (const w of waiters) {
      if (w.match(e)) {
        waiters.delete(w);
        w.done(at);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_q, r) => reject(new Error(`refused ${r.statusCode}`)));
    ws.once('error', reject);
  });
  return {
    ws,
    pongs: () => pongs,
    when: (match: (e: RealtimeEvent) => boolean) =>
      new Promise<number>((done, reject) => {
        const timer = setTimeout(() => reject(new Error('event did not arrive in 10 s')), 10_000);
        waiters.add({ match, done: (at) => (clearTimeout(timer), done(at)) });
      }),
  };
}

async function visitor(clientId: string, i: number) {
  const started = await widget('POST', `/api/widget/${clientId}/conversations`, {
    fields: { name: `Bench Visitor ${i}`, email: `visitor${i}@example.com` },
  });
  const { ticket } = await widget('POST', '/api/widget/live-ticket', undefined, started.token);
  return { token: started.token as string, conversationId: started.conversationId as string, ticket: ticket as string };
}

/** Resident set size (KiB) of the process group's node processes running the product (not Java). */
function productRssKiB(): number {
  const out = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(parley.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => /infra\/local\/start\.ts/.test(l))
    .reduce((max, l) => Math.max(max, Number.parseInt(l.trim(), 10) || 0), 0);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
try {
  const { clientId, owner } = await signUpTenant(base, {
    firstName: 'Bench',
    lastName: 'Owner',
    email: uniqueEmail('bench-live'),
    companyName: 'Bench Live',
    planId: 'plan-business',
  });
  const agent = await socket(wsBase, { Cookie: owner.cookieHeader() });

  // visitor → agent: the visitor's POST until the agent's socket has the message
  const toAgent: number[] = [];
  const toVisitor: number[] = [];
  let chat = await visitor(clientId, 0);
  let visitorSocket = await socket(`${wsBase}?ticket=${encodeURIComponent(chat.ticket)}`);
  for (let i = 0; i < MESSAGES; i++) {
    if (i > 0 && i % PER_CONVERSATION === 0) {
      visitorSocket.ws.close();
      chat = await visitor(clientId, i);
      visitorSocket = await socket(`${wsBase}?ticket=${encodeURIComponent(chat.ticket)}`);
    }
    if (i % PER_CONVERSATION === 0) await widget('POST', '/api/widget/escalate', {}, chat.token);
    const content = `visitor message ${i}`;
    const arrived = agent.when((e) => e.type === 'message.created' && e.message.content === content);
    const t0 = performance.now();
    await widget('POST', '/api/widget/messages', { content }, chat.token);
    toAgent.push((await arrived) - t0);

    // agent → visitor: the agent's POST until the visitor's socket has the reply
    const reply = `agent reply ${i}`;
    const heard = visitorSocket.when((e) => e.type === 'message.created' && e.message.content === reply);
    const t1 = performance.now();
    const r = await owner.post('/api/messages', {
      conversationId: chat.conversationId,
      content: reply,
      senderType: 'human_agent',
    });
    if (r.status !== 200) throw new Error(`agent reply failed: ${r.status} ${r.text}`);
    toVisitor.push((await heard) - t1);
  }
  visitorSocket.ws.close();
  agent.ws.close();
  const latency = {
    visitorToAgentP50: percentile(toAgent, 50),
    visitorToAgentP99: percentile(toAgent, 99),
    agentToVisitorP50: percentile(toVisitor, 50),
    agentToVisitorP99: percentile(toVisitor, 99),
  };
  console.log(
    `live delivery over /ws, ${MESSAGES} messages each way (sender's request start → event on the other socket)`,
  );
  console.log(`visitor → agent: p50 ${ms(latency.visitorToAgentP50)}  p99 ${ms(latency.visitorToAgentP99)}`);
  console.log(`agent → visitor: p50 ${ms(latency.agentToVisitorP50)}  p99 ${ms(latency.agentToVisitorP99)}`);

  // 500 visitor sockets held for 60 s
  await new Promise((r) => setTimeout(r, 2000));
  const before = productRssKiB();
  const chats = [];
  for (let i = 0; i < SOCKETS; i++) chats.push(await visitor(clientId, 1000 + i));
  const afterChats = productRssKiB();
  const held = [];
  for (const c of chats) held.push(await socket(`${wsBase}?ticket=${encodeURIComponent(c.ticket)}`));
  const closed = new Set<number>();
  for (const [i, h] of held.entries()) h.ws.on('close', () => closed.add(i));
  const opened = productRssKiB();
  const started = performance.now();
  while (performance.now() - started < HOLD_MS) {
    for (const h of held) if (h.ws.readyState === WebSocket.OPEN) h.ws.send(JSON.stringify({ type: 'ping' }));
    await new Promise((r) => setTimeout(r, PING_EVERY_MS));
  }
  const holding = productRssKiB();
  const stillOpen = held.filter((h) => h.ws.readyState === WebSocket.OPEN).length;
  const pongs = held.reduce((n, h) => n + h.pongs(), 0);
  for (const h of held) h.ws.close();
  // at open: what the sockets themselves hold; after the hold: also the not yet collected garbage of
  // 1,500 ping invocations, so the honest figure is a range
  const perConnectionAtOpenKiB = (opened - afterChats) / SOCKETS;
  const perConnectionKiB = (holding - afterChats) / SOCKETS;
  console.log(
    `${SOCKETS} visitor sockets held ${HOLD_MS / 1000} s: ${stillOpen} open at the end, ${closed.size} closed early, ` +
      `${pongs} pongs for ${SOCKETS * Math.ceil(HOLD_MS / PING_EVERY_MS)} pings`,
  );
  console.log(
    `product process RSS: ${Math.round(before / 1024)} MiB before the conversations, ${Math.round(afterChats / 1024)} MiB after starting them, ` +
      `${Math.round(opened / 1024)} MiB with the sockets open, ${Math.round(holding / 1024)} MiB after ${HOLD_MS / 1000} s → ` +
      `${perConnectionAtOpenKiB.toFixed(1)} KiB per connection at open, ${perConnectionKiB.toFixed(1)} KiB after the hold ` +
      '(gateway, handlers and DynamoDB client in one process; the second includes uncollected garbage)',
  );
  console.log(
    JSON.stringify({
      bench: 'chat-live',
      messages: MESSAGES,
      ...Object.fromEntries(Object.entries(latency).map(([k, v]) => [`${k}Ms`, Math.round(v * 10) / 10])),
      sockets: SOCKETS,
      holdSeconds: HOLD_MS / 1000,
      stillOpen,
      pongs,
      rssBeforeKiB: before,
      rssHoldingKiB: holding,
      perConnectionAtOpenKiB: Math.round(perConnectionAtOpenKiB * 10) / 10,
      perConnectionKiB: Math.round(perConnectionKiB * 10) / 10,
    }),
  );
} finally {
  await parley.stop();
}
