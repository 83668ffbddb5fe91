/**
 * `npm run bench:chat`, live part (issues 10, 30): delivery latency through the WebSocket path, both ways,
 * p50/p99 over 200 messages each in ≥ 3 rounds (the median of the rounds, each with its load average),
 * beside a bare HTTP → WebSocket relay measured in the same rounds (bench/lib/bare-relay.ts); the
 * sender's own HTTP reply time; then 500 visitor sockets held on the local gateway for 60 s with the
 * gateway's memory per connection. Runs the product as `npm start` does (startParley), with the
 * per-IP widget budgets scaled (RATE_LIMIT_SCALE, as the tests do) since every visitor here is 127.0.0.1.
 * Every message carries an Idempotency-Key as the clients send it (BENCH_KEYS=0: none). The product's
 * table is in memory (BENCH_DISK=1: on disk, as npm start keeps it); PARLEY_ROOT=<checkout>
 * drives another checkout's product with this script (a baseline in the same run).
 */
import { execFileSync } from 'node:child_process';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import WebSocket from 'ws';
import { startParley } from '../e2e/parley-server';
import { uniqueEmail } from '../functions/test-support/api';
import { NOT_VERIFIED, signUpTenant } from '../functions/test-support/tenants';
import { widgetRequest } from '../functions/test-support/widget-client';
import { measureRelay, startBareRelay } from './lib/bare-relay';
import { percentile } from './lib/plain-site';
import { load1, ms, ROUNDS, type Round, round1, summarize } from './lib/rounds';

/** Per round and direction; BENCH_MESSAGES, BENCH_SOCKETS and BENCH_HOLD_SECONDS shorten a run while developing. */
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const PER_CONVERSATION = 25; // under the widget's 30 messages per minute per conversation
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const HOLD_MS = Number(process.env.BENCH_HOLD_SECONDS ?? 60) * 1000;
const PING_EVERY_MS = 20_000;

process.env.RATE_LIMIT_SCALE ??= '100';
// DynamoDB Local keeps an on-disk table in SQLite, whose writes wait on this machine's disk one at a time
// (bench/api.ts measured a turn's writes at ~240 ms on disk); DynamoDB in AWS has no such single writer, so,
// as bench:api does, the product's table is in memory (BENCH_DISK=1: on disk)
const parley = await startParley(process.env.BENCH_DISK === '1' ? [] : ['--in-memory']);
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
        waiters.add({
          match,
          done: (at) => {
            clearTimeout(timer);
            done(at);
          },
        });
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

/**
 * Each message with its own Idempotency-Key, as the widget (widget/src/api.ts) and the portal
 * (web/src/lib/idempotent-write.ts) send them: the key's claim and stored answer are part of what a sender
 * waits for. BENCH_KEYS=0: without (the path of a widget bundle older than the keys).
 */
const KEYS = process.env.BENCH_KEYS !== '0';
const keyed = (): Record<string, string> => (KEYS ? { 'idempotency-key': crypto.randomUUID() } : {});
async function sendAsVisitor(content: string, token: string) {
  const res = await fetch(`${base}/api/widget/messages`, {
    method: 'POST',
    headers: {
      origin: 'https://shop.example',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...keyed(),
    },
    body: JSON.stringify({ content }),
  });
  if (res.status !== 200) throw new Error(`visitor message failed: ${res.status} ${await res.text()}`);
  await res.text();
}

const percentiles = (xs: number[]) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99) });
const relay = await startBareRelay();
try {
  const { clientId, owner } = await signUpTenant(
    base,
    {
      firstName: 'Bench',
      lastName: 'Owner',
      email: uniqueEmail('bench-live'),
      companyName: 'Bench Live',
      planId: 'plan-business',
    },
    NOT_VERIFIED,
  );
  const agent = await socket(wsBase, { Cookie: owner.cookieHeader() });
  let conversations = 0;
  // a ticket lives one minute: each visitor's socket opens right after its ticket is issued
  const openVisitor = async () => {
    const chat = await visitor(clientId, conversations++);
    return { chat, live: await socket(`${wsBase}?ticket=${encodeURIComponent(chat.ticket)}`) };
  };

  /** One round: MESSAGES each way, the sender's reply time and the delivery to the other socket. */
  async function productRound() {
    const toAgent: number[] = [];
    const toVisitor: number[] = [];
    const visitorReply: number[] = [];
    const agentReply: number[] = [];
    // the event's arrival after the sender's reply: the fan-out's own time once it no longer holds the
    // reply (negative while the reply waited for the push)
    const afterVisitorReply: number[] = [];
    const afterAgentReply: number[] = [];
    let current = await openVisitor();
    for (let i = 0; i < MESSAGES; i++) {
      if (i > 0 && i % PER_CONVERSATION === 0) {
        current.live.ws.close();
        current = await openVisitor();
      }
      const { chat, live } = current;
      if (i % PER_CONVERSATION === 0) await widget('POST', '/api/widget/escalate', {}, chat.token);
      // visitor → agent: the visitor's POST until the agent's socket has the message
      const content = `visitor message ${conversations}.${i}`;
      const arrived = agent.when((e) => e.type === 'message.created' && e.message.content === content);
      const t0 = performance.now();
      await sendAsVisitor(content, chat.token);
      const visitorAnswered = performance.now();
      visitorReply.push(visitorAnswered - t0);
      const atAgent = await arrived;
      toAgent.push(atAgent - t0);
      afterVisitorReply.push(atAgent - visitorAnswered);

      // agent → visitor: the agent's POST until the visitor's socket has the reply
      const reply = `agent reply ${conversations}.${i}`;
      const heard = live.when((e) => e.type === 'message.created' && e.message.content === reply);
      const t1 = performance.now();
      const r = await owner.post(
        '/api/messages',
        { conversationId: chat.conversationId, content: reply, senderType: 'human_agent' },
        keyed(),
      );
      const agentAnswered = performance.now();
      agentReply.push(agentAnswered - t1);
      if (r.status !== 200) throw new Error(`agent reply failed: ${r.status} ${r.text}`);
      const atVisitor = await heard;
      toVisitor.push(atVisitor - t1);
      afterAgentReply.push(atVisitor - agentAnswered);
    }
    current.live.ws.close();
    const [va, av, vr, ar, vp, ap] = [
      toAgent,
      toVisitor,
      visitorReply,
      agentReply,
      afterVisitorReply,
      afterAgentReply,
    ].map(percentiles);
    return {
      visitorToAgentP50: va.p50,
      visitorToAgentP99: va.p99,
      agentToVisitorP50: av.p50,
      agentToVisitorP99: av.p99,
      visitorReplyP50: vr.p50,
      agentReplyP50: ar.p50,
      pushAfterVisitorReplyP50: vp.p50,
      pushAfterAgentReplyP50: ap.p50,
    };
  }

  // warm-up: the handlers' first load is a cold start, not a live message
  await measureRelay(relay, 5);
  {
    const { chat, live } = await openVisitor();
    await widget('POST', '/api/widget/escalate', {}, chat.token);
    const heard = agent.when((e) => e.type === 'message.created' && e.message.content === 'warm-up');
    await widget('POST', '/api/widget/messages', { content: 'warm-up' }, chat.token);
    await heard;
    live.ws.close();
  }

  const rounds: Round<string>[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const load = load1();
    const reference = percentiles(await measureRelay(relay, MESSAGES));
    const product = await productRound();
    const figures = { relayP50: reference.p50, relayP99: reference.p99, ...product };
    rounds.push({ round, load, figures });
    console.log(
      `round ${round} (load ${load}): bare relay p50 ${ms(reference.p50)} p99 ${ms(reference.p99)} · ` +
        `visitor → agent p50 ${ms(product.visitorToAgentP50)} p99 ${ms(product.visitorToAgentP99)} · ` +
        `agent → visitor p50 ${ms(product.agentToVisitorP50)} p99 ${ms(product.agentToVisitorP99)} · ` +
        `sender's reply p50 visitor ${ms(product.visitorReplyP50)}, agent ${ms(product.agentReplyP50)} · ` +
        `event after the reply p50 ${ms(product.pushAfterVisitorReplyP50)} / ${ms(product.pushAfterAgentReplyP50)}`,
    );
  }
  agent.ws.close();
  const { medians: m, loads } = summarize(rounds);
  const ratio = (x: number) => `${(x / m.relayP50).toFixed(1)}× the relay`;
  console.log(
    `\nlive delivery over /ws${KEYS ? ', each message with an Idempotency-Key' : ', BENCH_KEYS=0'}, median of ${ROUNDS} rounds of ${MESSAGES} messages each way ` +
      `(sender's request start → event on the other socket), loads ${loads.join(', ')}`,
  );
  console.log(`bare relay (same run): p50 ${ms(m.relayP50)}  p99 ${ms(m.relayP99)}`);
  console.log(
    `visitor → agent: p50 ${ms(m.visitorToAgentP50)} (${ratio(m.visitorToAgentP50)})  p99 ${ms(m.visitorToAgentP99)}`,
  );
  console.log(
    `agent → visitor: p50 ${ms(m.agentToVisitorP50)} (${ratio(m.agentToVisitorP50)})  p99 ${ms(m.agentToVisitorP99)}`,
  );
  console.log(`sender's HTTP reply: p50 visitor ${ms(m.visitorReplyP50)}, agent ${ms(m.agentReplyP50)}`);
  console.log(
    `event on the other socket after the sender's reply: p50 ${ms(m.pushAfterVisitorReplyP50)} (visitor's), ` +
      `${ms(m.pushAfterAgentReplyP50)} (agent's)`,
  );
  const latency = {
    ...Object.fromEntries(Object.entries(m).map(([k, v]) => [`${k}Ms`, round1(v)])),
    visitorToAgentRatio: round1(m.visitorToAgentP50 / m.relayP50),
    agentToVisitorRatio: round1(m.agentToVisitorP50 / m.relayP50),
    loads,
    rounds: rounds.map((r) => ({
      round: r.round,
      load: r.load,
      ...Object.fromEntries(Object.entries(r.figures).map(([k, v]) => [`${k}Ms`, round1(v)])),
    })),
  };

  // 500 visitor sockets held for 60 s
  await new Promise((r) => setTimeout(r, 2000));
  const before = productRssKiB();
  // each socket opens right after its ticket (tickets live a minute; 500 conversations take longer),
  // so the figure "after starting them" is not taken apart from the sockets any more
  const held = [];
  for (let i = 0; i < SOCKETS; i++) held.push((await openVisitor()).live);
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
  const perConnectionAtOpenKiB = (opened - before) / SOCKETS;
  const perConnectionKiB = (holding - before) / SOCKETS;
  console.log(
    `${SOCKETS} visitor sockets held ${HOLD_MS / 1000} s: ${stillOpen} open at the end, ${closed.size} closed early, ` +
      `${pongs} pongs for ${SOCKETS * Math.ceil(HOLD_MS / PING_EVERY_MS)} pings`,
  );
  console.log(
    `product process RSS: ${Math.round(before / 1024)} MiB before the conversations, ` +
      `${Math.round(opened / 1024)} MiB with the sockets open, ${Math.round(holding / 1024)} MiB after ${HOLD_MS / 1000} s → ` +
      `${perConnectionAtOpenKiB.toFixed(1)} KiB per connection at open, ${perConnectionKiB.toFixed(1)} KiB after the hold ` +
      '(gateway, handlers and DynamoDB client in one process, conversations included; the second includes uncollected garbage)',
  );
  console.log(
    JSON.stringify({
      bench: 'chat-live',
      messages: MESSAGES,
      idempotencyKeys: KEYS,
      ...latency,
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
  await relay.close();
  await parley.stop();
}
