/**
 * `npm run bench:capacity` (issue 30, item 5): what one visitor conversation costs in DynamoDB, from
 * DynamoDB's own ConsumedCapacity. The product runs in this process (infra/local/runtime.ts startLocal,
 * DynamoDB Local in memory) with DYNAMODB_RECORD_CAPACITY set, so every call of every handler and of the
 * queue consumer asks for ReturnConsumedCapacity: 'INDEXES' and is tallied (functions/db/capacity.ts).
 *
 * One conversation, through the product's own HTTP routes as the widget makes them (writes with an Idempotency-Key):
 *   GET /api/widget/{clientId}/config, POST …/loads (the loader's beacon), POST …/conversations with the
 *   lead form (the lead is captured), 10 × POST /api/widget/messages (8 answered from intents, 2 not,
 *   never two in a row: no handoff), then the lead enrichment the queue runs (drained).
 * CONVERSATIONS of them (default 5) after one warm-up; the figures are the mean per conversation (the
 * units are a count, not a timing: they do not vary with the machine's load).
 *
 * Prices: DynamoDB on-demand, Standard table class, us-east-1, since the price cut of 1 November 2024:
 * US$0.625 per million write request units, US$0.125 per million read request units (storage, streams,
 * backups and data transfer left out).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { capacityTally, type OperationTally, resetCapacityTally, type Units } from '../functions/db/capacity';
import { seedPlans } from '../functions/ops/seed';
import { NOT_VERIFIED, signUpTenant } from '../functions/test-support/tenants';
import { startLocal } from '../infra/local/runtime';

process.env.DYNAMODB_RECORD_CAPACITY = 'true';
process.env.LOG_LEVEL ??= 'warn';
process.env.LOG_SILENT ??= 'true'; // the metrics' EMF lines
process.env.RATE_LIMIT_SCALE ??= '1000';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 5);
const PRICES = { date: '2024-11-01', perMillionWru: 0.625, perMillionRru: 0.125, region: 'us-east-1' } as const;

const INTENTS = [
  [
    'Opening hours',
    ['what are your opening hours', 'when are you open', 'are you open on sunday'],
    'We are open 9 to 6.',
  ],
  ['Delivery', ['how long does delivery take', 'when will my order arrive', 'delivery time'], 'Delivery takes 2 days.'],
  ['Returns', ['how do I return an item', 'return policy', 'can I send it back'], 'Returns within 30 days.'],
  ['Pricing', ['how much does it cost', 'what is the price', 'price list'], 'Plans start at ₹499.'],
] as const;
const MESSAGES = [
  'when are you open?',
  'how long does delivery take to Pune?',
  'what is your return policy?',
  'do you sell purple giraffes on mars',
  'how much does it cost?',
  'are you open on sunday',
  'when will my order arrive',
  'tell me a riddle about quantum cheese',
  'can I send it back if it does not fit',
  'what is the price for two',
];

type Phase = 'config + load' | 'start + lead form' | 'messages' | 'enrichment (queue)';
const PHASES: Phase[] = ['config + load', 'start + lead form', 'messages', 'enrichment (queue)'];
const byPhase = new Map<Phase, Units>(PHASES.map((p) => [p, { rru: 0, wru: 0 }]));
const operations = new Map<string, OperationTally>();
const targets = new Map<string, Units>();
const unreported = new Map<string, number>();
let measuring = false;

/** Moves what the tally holds into the run's sums under `phase`. */
function collect(phase: Phase): void {
  const t = capacityTally();
  if (measuring) {
    const p = byPhase.get(phase) as Units;
    for (const [key, o] of t.operations) {
      p.rru += o.rru;
      p.wru += o.wru;
      const sum = operations.get(key) ?? { calls: 0, failed: 0, rru: 0, wru: 0, estimatedWru: 0, estimatedRru: 0 };
      sum.calls += o.calls;
      sum.failed += o.failed;
      sum.rru += o.rru;
      sum.wru += o.wru;
      sum.estimatedWru += o.estimatedWru;
      sum.estimatedRru += o.estimatedRru;
      operations.set(key, sum);
    }
    for (const [key, u] of t.targets) {
      const sum = targets.get(key) ?? { rru: 0, wru: 0 };
      sum.rru += u.rru;
      sum.wru += u.wru;
      targets.set(key, sum);
    }
    for (const [key, n] of t.unreported) unreported.set(key, (unreported.get(key) ?? 0) + n);
  }
  resetCapacityTally();
}

/** A call as the widget makes it from a customer's site: another Origin, Bearer token, and an Idempotency-Key on writes. */
async function widgetRequest(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: 'https://shop.example',
      ...(body !== undefined ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the route answered
  return { status: res.status, json: (await res.json().catch(() => undefined)) as any };
}

const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-capacity-'));
const runtime = await startLocal({ port: 0, dataDir, inMemory: true, seed: false, quiet: true, buildWeb: false });
const stopAll = async () => {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(130)));

try {
  await runtime.scheduler.stop(); // its jobs are not a conversation's cost
  await seedPlans();
  const base = runtime.url;
  const { clientId, owner } = await signUpTenant(
    base,
    {
      companyName: 'Bench Capacity Ltd',
      planId: 'plan-professional',
    },
    NOT_VERIFIED,
  );
  for (const [title, phrases, response] of INTENTS) {
    const r = await owner.post('/api/intents', {
      title,
      description: `Visitors asking about ${title.toLowerCase()}`,
      phrases,
      response,
      requiresEscalation: false,
    });
    if (r.status !== 201) throw new Error(`intent: ${r.status} ${r.text}`);
  }
  await runtime.queue.drain();

  let answered = 0;
  let missed = 0;
  for (let i = 0; i <= CONVERSATIONS; i++) {
    measuring = i > 0; // the first conversation warms the runtime up and is not counted
    resetCapacityTally();
    const config = await widgetRequest(base, 'GET', `/api/widget/${clientId}/config`);
    if (config.status !== 200) throw new Error(`config: ${config.status} ${JSON.stringify(config.json)}`);
    const load = await widgetRequest(base, 'POST', `/api/widget/${clientId}/loads`);
    if (load.status !== 204) throw new Error(`loads: ${load.status}`);
    collect('config + load');

    const started = await widgetRequest(base, 'POST', `/api/widget/${clientId}/conversations`, {
      fields: {
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: '+91 98765 43210',
        company: 'Shop Ltd',
        purpose: 'Sales & Pricing',
        message: 'I would like to know your prices and delivery times for a bulk order.',
      },
    });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.json)}`);
    collect('start + lead form');
    await runtime.queue.drain(); // the capture's enrichment
    collect('enrichment (queue)');

    for (const content of MESSAGES) {
      const r = await widgetRequest(base, 'POST', '/api/widget/messages', { content }, started.json.token);
      if (r.status !== 200) throw new Error(`message: ${r.status} ${JSON.stringify(r.json)}`);
      const last = r.json.messages.at(-1);
      if (measuring && INTENTS.some(([, , reply]) => last?.content === reply)) answered++;
      else if (measuring) missed++;
      collect('messages');
      // one request at a time, so what the queue runs after it is the enrichment's (the first message queues the chat's)
      await runtime.queue.drain();
      collect('enrichment (queue)');
    }
  }

  const n = CONVERSATIONS;
  const per = (x: number) => x / n;
  const total = [...byPhase.values()].reduce((s, u) => ({ rru: s.rru + u.rru, wru: s.wru + u.wru }), {
    rru: 0,
    wru: 0,
  });
  const cost = (u: Units) => (u.wru * PRICES.perMillionWru + u.rru * PRICES.perMillionRru) / 1e6;
  const fmt = (x: number) => x.toFixed(1).padStart(7);
  const failed = [...operations.values()].reduce((s, o) => s + o.failed, 0);
  const estimated = [...operations.values()].reduce((s, o) => s + o.estimatedWru, 0);
  const estimatedRru = [...operations.values()].reduce((s, o) => s + o.estimatedRru, 0);

  console.log(
    `\nDynamoDB capacity per conversation (mean of ${n}; config, beacon, lead form, ${MESSAGES.length} messages: ${per(answered).toFixed(1)} answered from intents, ${per(missed).toFixed(1)} not; lead enrichment through the queue)`,
  );
  console.log(`  WRU ${per(total.wru).toFixed(1)}   RRU ${per(total.rru).toFixed(1)}`);
  console.log(
    `  cost per 1,000 conversations: US$${((cost(total) * 1000) / n).toFixed(4)} (on-demand ${PRICES.region}, $${PRICES.perMillionWru}/M WRU, $${PRICES.perMillionRru}/M RRU, prices of ${PRICES.date})`,
  );
  console.log(
    `  failed conditional writes: ${per(failed).toFixed(1)} per conversation; ${per(estimated).toFixed(1)} WRU of the total computed from item sizes by DynamoDB's rules (failed writes, which answer no ConsumedCapacity, and transactions, whose units DynamoDB Local misreports: functions/db/capacity.ts)`,
  );
  console.log(
    `  reads that found nothing: ${per(estimatedRru).toFixed(1)} RRU of the total at DynamoDB's minimum charge (DynamoDB Local reports 0)`,
  );
  console.log('\nby phase                    WRU     RRU');
  for (const [phase, u] of byPhase) console.log(`  ${phase.padEnd(22)} ${fmt(per(u.wru))} ${fmt(per(u.rru))}`);
  console.log('\nby operation (per conversation)                           calls  failed     WRU     RRU');
  const rows = [...operations].sort((a, b) => b[1].wru - a[1].wru || b[1].rru - a[1].rru);
  for (const [key, o] of rows) {
    console.log(
      `  ${key.slice(0, 54).padEnd(54)} ${fmt(per(o.calls))} ${fmt(per(o.failed))} ${fmt(per(o.wru))} ${fmt(per(o.rru))}`,
    );
  }
  console.log('\nby table / index                    WRU     RRU');
  for (const [key, u] of [...targets].sort((a, b) => b[1].wru - a[1].wru)) {
    console.log(`  ${key.padEnd(30)} ${fmt(per(u.wru))} ${fmt(per(u.rru))}`);
  }
  if (unreported.size) {
    console.log('\ncalls DynamoDB Local answered without ConsumedCapacity (not in the figures):');
    for (const [key, c] of unreported) console.log(`  ${key}: ${per(c).toFixed(1)} per conversation`);
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (the units do not depend on it)`,
  );
  console.log(
    JSON.stringify({
      bench: 'capacity',
      conversations: n,
      perConversation: {
        wru: per(total.wru),
        rru: per(total.rru),
        failedWrites: per(failed),
        estimatedWru: per(estimated),
        estimatedRru: per(estimatedRru),
      },
      costPer1000Usd: (cost(total) * 1000) / n,
      prices: PRICES,
      byPhase: Object.fromEntries([...byPhase].map(([k, u]) => [k, { wru: per(u.wru), rru: per(u.rru) }])),
      byOperation: Object.fromEntries(
        rows.map(([k, o]) => [k, { calls: per(o.calls), failed: per(o.failed), wru: per(o.wru), rru: per(o.rru) }]),
      ),
      byTarget: Object.fromEntries([...targets].map(([k, u]) => [k, { wru: per(u.wru), rru: per(u.rru) }])),
      loadavg: loadavg(),
    }),
  );
} finally {
  await stopAll();
}
