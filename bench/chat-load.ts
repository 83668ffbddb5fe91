/**
 * `npm run bench:chat-load` (issue 27 item 4): 50 widget visitors at once, 10 messages each, an agent
 * replying to every message through POST /api/messages (each visitor asks for a person first), every write carrying an `Idempotency-Key` and
 * retried with the SAME key after a network error, a client timeout, a 5xx or 409 "in progress" — as the
 * widget and the portal do. Retries are also made on purpose: each attempt has a short client timeout
 * (so slow answers are abandoned and re-sent while the server still works on them), and every 4th write
 * is sent once more with its key after it succeeded (an answer lost on the way back). Then DynamoDB is
 * read directly: every message stored exactly once, every conversation start counted once against the
 * plan's quota. Runs the product as `npm start` does (startParley), per-IP widget budgets scaled as in
 * bench:chat (every visitor here is 127.0.0.1).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startParley } from '../e2e/parley-server';
import { type ApiClient, uniqueEmail } from '../functions/test-support/api';
import { NOT_VERIFIED, signUpTenant } from '../functions/test-support/tenants';
import { percentile } from './lib/plain-site';

const VISITORS = 50;
const MESSAGES = 10;
const ATTEMPT_TIMEOUT_MS = Number(process.env.ATTEMPT_TIMEOUT_MS ?? 6000);
const MAX_ATTEMPTS = 15;
const RESEND_EVERY = 4;

process.env.RATE_LIMIT_SCALE ??= '100';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const parley = await startParley();
const base = parley.url;

const figures = {
  actions: 0,
  requests: 0,
  retries: 0,
  deliberateResends: 0,
  clientTimeouts: 0,
  networkErrors: 0,
  status: {} as Record<number, number>,
  replayed: 0,
  failedActions: 0,
};
const latencies = { start: [] as number[], message: [] as number[], reply: [] as number[] };
const load: number[] = [];
const sampler = setInterval(() => load.push(loadavg()[0]), 1000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One logical write: one key, retried with it until an answer that is not "try again". */
async function keyedPost(
  path: string,
  body: unknown,
  headers: Record<string, string>,
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the route answered
): Promise<{ status: number; json: any }> {
  const key = randomUUID();
  const resendAfterSuccess = ++figures.actions % RESEND_EVERY === 0;
  const send = async () => {
    figures.requests++;
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      figures.status[res.status] = (figures.status[res.status] ?? 0) + 1;
      if (res.headers.get('idempotent-replayed')) figures.replayed++;
      return { status: res.status, json: await res.json().catch(() => undefined) };
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') figures.clientTimeouts++;
      else figures.networkErrors++;
      return { status: 0, json: undefined };
    }
  };
  for (let attempt = 1; ; attempt++) {
    const r = await send();
    const again = r.status === 0 || r.status >= 500 || r.json?.error?.code === 'IDEMPOTENCY_IN_PROGRESS';
    if (!again) {
      if (resendAfterSuccess && r.status < 300) {
        // the answer "was lost": the client sends the same request with the same key once more
        figures.deliberateResends++;
        const replay = await send();
        if (replay.status !== r.status || JSON.stringify(replay.json) !== JSON.stringify(r.json)) {
          throw new Error(`${path}: the resend answered ${replay.status}, not the first answer ${r.status}`);
        }
      }
      return r;
    }
    if (attempt >= MAX_ATTEMPTS) {
      figures.failedActions++;
      return r;
    }
    figures.retries++;
    await sleep(Math.min(5000, 250 * 2 ** (attempt - 1)) * (0.5 + Math.random()));
  }
}

async function visitor(clientId: string, agent: ApiClient, i: number) {
  const site = { origin: 'https://shop.example' };
  let t0 = performance.now();
  const started = await keyedPost(
    `/api/widget/${clientId}/conversations`,
    { fields: { name: `Load Visitor ${i}`, email: `load${i}@example.com` } },
    site,
  );
  latencies.start.push(performance.now() - t0);
  if (started.status !== 201) {
    console.error(`visitor ${i} could not start: ${started.status} ${JSON.stringify(started.json)}`);
    return undefined;
  }
  const auth = { ...site, authorization: `Bearer ${started.json.token}` };
  // the visitor asks for a person, so the agent may answer (escalating twice is harmless: no key needed)
  for (let attempt = 1; ; attempt++) {
    const r = await fetch(`${base}/api/widget/escalate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: '{}',
    }).catch(() => undefined);
    if (r?.ok || attempt >= MAX_ATTEMPTS) break;
    await sleep(500 * attempt);
  }
  for (let m = 0; m < MESSAGES; m++) {
    t0 = performance.now();
    const sent = await keyedPost('/api/widget/messages', { content: `visitor ${i} question ${m}` }, auth);
    latencies.message.push(performance.now() - t0);
    if (sent.status !== 200) console.error(`visitor ${i} message ${m}: ${sent.status} ${JSON.stringify(sent.json)}`);
    t0 = performance.now();
    const reply = await keyedPost(
      '/api/messages',
      { conversationId: started.json.conversationId, content: `agent answer ${i}.${m}`, senderType: 'human_agent' },
      { origin: base, cookie: agent.cookieHeader() },
    );
    latencies.reply.push(performance.now() - t0);
    if (reply.status !== 200) console.error(`agent reply ${i}.${m}: ${reply.status} ${JSON.stringify(reply.json)}`);
  }
  return started.json.conversationId as string;
}

const ms = (xs: number[], p: number) => `${Math.round(percentile(xs, p))} ms`;
try {
  const { clientId, owner } = await signUpTenant(
    base,
    {
      firstName: 'Load',
      lastName: 'Owner',
      email: uniqueEmail('bench-load'),
      companyName: 'Bench Load',
      planId: 'plan-business',
    },
    NOT_VERIFIED,
  );

  // read the product's own table: the endpoint of its DynamoDB Local is in its DATA_DIR
  const ports = JSON.parse(readFileSync(join(parley.dataDir, 'ports.json'), 'utf8')) as { dynamodb: number };
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    TABLE_NAME: 'parley',
    AWS_REGION: 'us-east-1',
  });
  const { db } = await import('../functions/db/service');
  const { readCounter } = await import('../functions/core/metrics/counters');
  const { usagePeriod } = await import('../functions/core/billing/usage-period');
  const { data: client } = await db().entities.client.get({ clientId }).go();
  const period = usagePeriod(client!.billingAnchor).key;
  const quotaBefore = await readCounter(clientId, 'planConversations', period);

  const wall = performance.now();
  const conversationIds = await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(clientId, owner, i)));
  const wallSeconds = (performance.now() - wall) / 1000;

  // DynamoDB: each message once, each start once
  let duplicates = 0;
  let missing = 0;
  for (const [i, conversationId] of conversationIds.entries()) {
    if (!conversationId) continue;
    const { data } = await db()
      .entities.message.query.byConversation({ clientId, conversationId })
      .go({ pages: 'all' });
    const count = new Map<string, number>();
    for (const m of data) count.set(m.content, (count.get(m.content) ?? 0) + 1);
    for (let m = 0; m < MESSAGES; m++) {
      for (const text of [`visitor ${i} question ${m}`, `agent answer ${i}.${m}`]) {
        const n = count.get(text) ?? 0;
        if (n === 0) missing++;
        if (n > 1) duplicates += n - 1;
      }
    }
  }
  const { data: conversations } = await db()
    .entities.conversation.query.byStatus({ clientId, status: 'active' })
    .go({ pages: 'all' });
  const { data: leads } = await db().entities.lead.query.byId({ clientId }).go({ pages: 'all' });
  const quotaCounted = (await readCounter(clientId, 'planConversations', period)) - quotaBefore;
  clearInterval(sampler);

  const result = {
    bench: 'chat-load',
    visitors: VISITORS,
    messagesPerVisitor: MESSAGES,
    attemptTimeoutMs: ATTEMPT_TIMEOUT_MS,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    ...figures,
    gateway504: figures.status[504] ?? 0,
    inProgress409: figures.status[409] ?? 0,
    conversationsStored: conversations.length,
    leadsStored: leads.length,
    quotaCounted,
    duplicateMessages: duplicates,
    missingMessages: missing,
    startP50Ms: Math.round(percentile(latencies.start, 50)),
    startP99Ms: Math.round(percentile(latencies.start, 99)),
    messageP50Ms: Math.round(percentile(latencies.message, 50)),
    messageP99Ms: Math.round(percentile(latencies.message, 99)),
    replyP50Ms: Math.round(percentile(latencies.reply, 50)),
    replyP99Ms: Math.round(percentile(latencies.reply, 99)),
    loadAvg1mMax: Math.max(...load, 0),
    loadAvg1mMean: Math.round((load.reduce((a, b) => a + b, 0) / Math.max(1, load.length)) * 100) / 100,
  };
  console.log(
    `${VISITORS} visitors × ${MESSAGES} messages + an agent reply to each, in ${result.wallSeconds} s ` +
      `(client attempt timeout ${ATTEMPT_TIMEOUT_MS} ms, every ${RESEND_EVERY}th write re-sent after success)`,
  );
  console.log(
    `requests ${figures.requests} for ${figures.actions} writes: ${figures.retries} retries ` +
      `(${figures.clientTimeouts} client timeouts, ${figures.networkErrors} network errors), ` +
      `${figures.deliberateResends} deliberate re-sends, ${figures.replayed} answers replayed; ` +
      `504 ×${result.gateway504}, 409 in progress ×${result.inProgress409}; statuses ${JSON.stringify(figures.status)}`,
  );
  console.log(
    `DynamoDB: ${conversations.length} conversations, ${leads.length} leads, quota counted ${quotaCounted} for ${VISITORS} starts; ` +
      `${duplicates} duplicate and ${missing} missing of ${VISITORS * MESSAGES * 2} messages`,
  );
  console.log(
    `latency per write, retries included: start p50 ${ms(latencies.start, 50)} p99 ${ms(latencies.start, 99)}; ` +
      `message p50 ${ms(latencies.message, 50)} p99 ${ms(latencies.message, 99)}; ` +
      `agent reply p50 ${ms(latencies.reply, 50)} p99 ${ms(latencies.reply, 99)}`,
  );
  console.log(`load average (1 min): max ${result.loadAvg1mMax.toFixed(2)}, mean ${result.loadAvg1mMean}`);
  console.log(JSON.stringify(result));
  const ok =
    duplicates === 0 &&
    missing === 0 &&
    quotaCounted === VISITORS &&
    conversations.length === VISITORS &&
    leads.length === VISITORS &&
    figures.failedActions === 0;
  if (!ok) {
    console.error('FAILED: a message or a start was stored or counted other than once');
    process.exitCode = 1;
  }
} finally {
  clearInterval(sampler);
  await parley.stop();
}
