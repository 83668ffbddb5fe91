/**
 * `npm run bench:leads` (issues 11, 30): do the Leads screen (its search and status filters) and the two
 * analytics screens stay flat as a tenant grows from 1,000 to 100,000 leads, and how fast does bulk
 * enrichment go through the queue?
 *
 * The product runs in this process (infra/local/runtime.ts startLocal: DynamoDB Local in memory,
 * cognito-local, s3rver, the local queue and the gateway on free ports, a throw-away data folder, all
 * stopped at the end). The first API_LEADS leads go in through the product's own write path: POST
 * /api/leads (the Add Lead dialog) and, for some of them, PATCH /api/leads/{id}/status, so the store's
 * conditional writes and counter ADDs are what the screens read. The rest is written straight into
 * DynamoDB Local with batch writes (ElectroDB put) as the product would have stored it: score, tier key
 * and pipeline from store.ts derived() at the lead's last activity, lower-case searchText, and the
 * tenant's counters moved once per counter by the sum of counterDeltas(undefined, lead) over the leads
 * written. Requests go through the gateway over HTTP with the owner's cookie session, one at a time.
 *   1. a tenant with 1,000 leads; a second tenant with ENRICH_LEADS leads that wrote a message:
 *      POST /api/leads/enrich-all, then GET /api/jobs/{id} until done: leads per second;
 *   2. the first tenant, ROUNDS rounds (default 3): in each, p50/p99 over REQUESTS requests (after
 *      WARMUP) of every call below, each beside the same number of requests to a bare GetItem server on
 *      the same DynamoDB Local (bench/lib/getitem-reference.ts), with the load average when it was taken;
 *      the figures are the medians over the rounds;
 *   3. the first tenant grown to 100,000 leads, measured again: the ratio 100k/1k of p50 (goal < 1.5).
 * Why the list is flat by design: a status is its own index partition (byStatus, newest first), and the
 * search is a filter over at most MAX_READS (10) pages of the page size, newest first (core/leads/list.ts):
 * a request reads at most 200 items whatever the tenant holds, and a rare term answers fewer rows with a
 * cursor to go on, rather than scanning the partition.
 * A call that fails MAX_FAILURES times is reported as failed and no longer measured.
 *   BENCH_REQUESTS (default 100) · BENCH_LEADS (default 100000) · BENCH_ROUNDS (default 3)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_PURPOSES, type LEAD_SOURCES, LEAD_STATUSES } from '@shared/enums';
import { CHURN_AFTER_DAYS, type CrmAnalytics, type PredictiveAnalytics } from '@shared/schemas/leads';
import { counterDeltas, isOpen } from '../functions/core/leads/aggregates';
import { derived } from '../functions/core/leads/store';
import { newId } from '../functions/db/ids';
import { db } from '../functions/db/service';
import { seedPlans } from '../functions/ops/seed';
import type { ApiClient } from '../functions/test-support/api';
import { NOT_VERIFIED, signUpTenant } from '../functions/test-support/tenants';
import { startLocal } from '../infra/local/runtime';
import { startGetItemReference } from './lib/getitem-reference';
import { median, percentile } from './lib/plain-site';
import { mulberry32 } from './lib/rng';

// config() is read at first use, after this line; the queue consumer logs a line per lead at info
process.env.LOG_LEVEL ??= 'warn';

type Status = (typeof LEAD_STATUSES)[number];
type Source = (typeof LEAD_SOURCES)[number];
type Purpose = (typeof LEAD_PURPOSES)[number];

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
const API_LEADS = 200; // of the first 1,000, through POST /api/leads
const API_STATUS_CHANGES = 50; // of those, moved on through PATCH /api/leads/{id}/status
const WARMUP = 20;
const ENRICH_LEADS = 500;
const CHUNK = 2_500; // leads generated and written per step
const BATCH_CONCURRENCY = 8; // BatchWriteItem calls (25 items each) in flight
const COUNTER_CONCURRENCY = 16;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 243; // the last 8 months

const rand = mulberry32(11);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
function weighted<T extends string>(table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of table) {
    r -= w;
    if (r < 0) return v;
  }
  return table[table.length - 1][0];
}

const FIRST = [
  'Asha',
  'Ravi',
  'Meera',
  'Arjun',
  'Priya',
  'Kabir',
  'Neha',
  'Vikram',
  'Ananya',
  'Rohan',
  'Sara',
  'Imran',
  'Divya',
  'Karan',
  'Leela',
  'Tom',
  'Maria',
  'Chen',
  'Fatima',
  'Lucas',
];
const LAST = [
  'Verma',
  'Shah',
  'Iyer',
  'Nair',
  'Gupta',
  'Khan',
  'Reddy',
  'Das',
  'Menon',
  'Kapoor',
  'Singh',
  'Rao',
  'Silva',
  'Müller',
  'Okafor',
  'Li',
];
const COMPANIES = [
  'Acme Traders',
  'Blue Lotus Foods',
  'Northwind Retail',
  'Sunrise Clinics',
  'Kite Logistics',
  'Orbit Software',
  'Green Leaf Organics',
  'Harbor Hotels',
  'Pixel Studio',
  'Metro Motors',
];
const MESSAGES = [
  'What is the price of the annual plan? I need it urgently today.',
  'Can I book a demo this week for my team of 12?',
  'How does your product compare with the alternative we use now?',
  'Just looking for information about the features and options.',
  'My order has not arrived and the tracking link is broken, please help.',
  'Do you offer a discount on a bulk order? Please call me.',
  'Tell me about delivery times to Pune.',
  'I want a refund for the last invoice, it was charged twice.',
  'We are switching from a competitor, what does onboarding look like?',
  'Is there a trial? We need to decide by Friday.',
];
const STATUSES = [
  ['new', 40],
  ['contacted', 22],
  ['qualified', 14],
  ['converted', 12],
  ['lost', 12],
] as const satisfies readonly (readonly [Status, number])[];
const SOURCES = [
  ['chat', 28],
  ['widget', 20],
  ['form', 12],
  ['whatsapp', 10],
  ['website', 9],
  ['referral', 7],
  ['social', 6],
  ['email_campaign', 4],
  ['manual_entry', 4],
] as const satisfies readonly (readonly [Source, number])[];
const INTENTS = [
  ['purchase', 35],
  ['research', 25],
  ['comparison', 15],
  ['support', 15],
  ['other', 10],
] as const;
const TAGS = ['pricing', 'demo', 'bulk order', 'delivery', 'refund', 'trial', 'urgent', 'enterprise', 'callback'];

/** One lead as the product would have stored it at its last write (scored then, as store.ts does). */
function makeLead(clientId: string, now: number, opts: { withMessage?: boolean } = {}) {
  const status = weighted(STATUSES);
  const source = weighted(SOURCES);
  const first = pick(FIRST);
  const last = pick(LAST);
  const n = Math.floor(rand() * 1e6);
  const name = `${first} ${last}`;
  const email = rand() < 0.85 ? `${first}.${last}${n}@example.com`.toLowerCase() : undefined;
  const phone =
    rand() < 0.55 ? `+91 9${String(n).padStart(4, '0').slice(0, 4)} ${String(n).padStart(5, '0')}` : undefined;
  const company = rand() < 0.45 ? pick(COMPANIES) : undefined;
  const purpose: Purpose | undefined = rand() < 0.7 ? pick(LEAD_PURPOSES) : undefined;
  const message = opts.withMessage || rand() < 0.6 ? pick(MESSAGES) : undefined;
  // more leads lately than 8 months ago, as a growing business has
  const created = now - SPAN_DAYS * DAY_MS * rand() ** 1.4 - rand() * 60_000;
  const touched = status === 'new' ? rand() < 0.8 : true;
  const lastActivity = touched ? created + (now - created) * rand() : created;
  const createdAt = new Date(created).toISOString();
  const lastActivityAt = new Date(lastActivity).toISOString();
  const enriched = !opts.withMessage && message !== undefined && rand() < 0.65;
  const aiEnrichment = enriched
    ? {
        intentAnalysis: weighted(INTENTS),
        urgencyScore: Math.floor(rand() * 11),
        confidence: Math.round((0.4 + rand() * 0.55) * 100) / 100,
        tags: [pick(TAGS), pick(TAGS)].filter((t, i, a) => a.indexOf(t) === i),
        summaryText: `${name} wrote: ${message}`,
        enrichedAt: new Date(created + (lastActivity - created) * rand()).toISOString(),
      }
    : undefined;
  const engagement = enriched ? Math.floor(rand() * 8) : undefined;
  const lead = {
    clientId,
    id: newId(),
    name,
    email,
    phone,
    company,
    purpose,
    message,
    status,
    source,
    aiEnrichment,
    engagement,
    lastActivityAt,
    convertedAt: status === 'converted' ? lastActivityAt : undefined,
    createdAt,
  };
  return {
    ...lead,
    ...derived(lead, new Date(lastActivity)),
    searchText: [name, company, email, phone].filter(Boolean).join(' ').toLowerCase(),
  };
}
type SeedLead = ReturnType<typeof makeLead>;

async function pool<T>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

/**
 * Writes `count` leads with batch writes and then moves each counter they touch once, by the sum of
 * counterDeltas(undefined, lead) over them; what was written is added to `seeded`. Answers the timings.
 */
async function seedLeads(clientId: string, count: number, seeded: Seeded, opts: { withMessage?: boolean } = {}) {
  const t0 = performance.now();
  const now = Date.now();
  const sums = new Map<string, { name: string; period: string; by: number }>();
  for (let done = 0; done < count; done += CHUNK) {
    const chunk: SeedLead[] = Array.from({ length: Math.min(CHUNK, count - done) }, () =>
      makeLead(clientId, now, opts),
    );
    const { unprocessed } = await db().entities.lead.put(chunk).go({ concurrent: BATCH_CONCURRENCY });
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} leads were not written`);
    for (const l of chunk) {
      seeded.total++;
      seeded.statuses.set(l.status, (seeded.statuses.get(l.status) ?? 0) + 1);
      if (isOpen(l.status)) {
        const day = l.lastActivityAt.slice(0, 10);
        seeded.openByDay.set(day, (seeded.openByDay.get(day) ?? 0) + 1);
        seeded.bestOpenScore = Math.max(seeded.bestOpenScore, l.score);
      }
      const aggregated = {
        status: l.status,
        source: l.source,
        createdAt: l.createdAt,
        score: l.score,
        lastActivityAt: l.lastActivityAt,
        convertedAt: l.convertedAt,
        aiEnrichment: l.aiEnrichment,
      };
      for (const d of counterDeltas(undefined, aggregated)) {
        const key = `${d.name}\n${d.period}`;
        const cur = sums.get(key) ?? { name: d.name, period: d.period, by: 0 };
        cur.by += d.by;
        sums.set(key, cur);
      }
    }
    if (count >= 10_000 && (done + CHUNK) % 20_000 < CHUNK) {
      console.log(
        `  … ${Math.min(done + CHUNK, count)} leads written (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
  }
  const written = performance.now();
  const counters = [...sums.values()].filter((c) => c.by !== 0);
  await pool(counters, COUNTER_CONCURRENCY, async (c) => {
    await db().entities.tenantCounter.update({ clientId, name: c.name, period: c.period }).add({ count: c.by }).go();
  });
  const leadsMs = written - t0;
  const countersMs = performance.now() - written;
  return { counters: counters.length, leadsMs, countersMs };
}

/**
 * `count` leads through the product's own write path: POST /api/leads (the Add Lead dialog), then
 * PATCH /api/leads/{id}/status to 'contacted' for the first `changes` of them; what they are now is
 * added to `seeded` (from the answers: status, score, dates).
 */
async function seedThroughApi(owner: ApiClient, count: number, changes: number, seeded: Seeded) {
  const t0 = performance.now();
  const open = new Map<string, { score: number; day: string }>();
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const r = await owner.post('/api/leads', {
      name: `${first} ${last}`,
      email: `${first}.api${i}@example.com`.toLowerCase(),
      phone: rand() < 0.5 ? `+91 98765 ${String(i).padStart(5, '0')}` : undefined,
      company: rand() < 0.45 ? pick(COMPANIES) : undefined,
    });
    if (r.status !== 201) throw new Error(`POST /api/leads: ${r.status} ${r.text}`);
    const lead = r.json.lead as { id: string; score: number; createdAt: string };
    open.set(lead.id, { score: lead.score, day: lead.createdAt.slice(0, 10) });
    seeded.total++;
    seeded.statuses.set('new', (seeded.statuses.get('new') ?? 0) + 1);
  }
  for (const id of [...open.keys()].slice(0, changes)) {
    const r = await owner.patch(`/api/leads/${id}/status`, { status: 'contacted' });
    if (r.status !== 200) throw new Error(`PATCH /api/leads/${id}/status: ${r.status} ${r.text}`);
    const lead = r.json.lead as { score: number; updatedAt: string };
    open.set(id, { score: lead.score, day: lead.updatedAt.slice(0, 10) });
    seeded.statuses.set('new', (seeded.statuses.get('new') ?? 0) - 1);
    seeded.statuses.set('contacted', (seeded.statuses.get('contacted') ?? 0) + 1);
  }
  for (const { score, day } of open.values()) {
    seeded.openByDay.set(day, (seeded.openByDay.get(day) ?? 0) + 1);
    seeded.bestOpenScore = Math.max(seeded.bestOpenScore, score);
  }
  return performance.now() - t0;
}

interface Answer {
  status: number;
  json: unknown;
}

interface Timing {
  call: string;
  p50: number;
  p99: number;
  ok: number;
  /** Answers other than 200 (a call stops being measured after MAX_FAILURES of them). */
  failed: number;
  firstFailure?: string;
  /** The 1-minute load average when the call's requests were done. */
  load: number;
  /** p50 of as many requests to the GetItem reference, right after, and the load then. */
  refP50: number;
  refLoad: number;
}

const MAX_FAILURES = 3;

/** p50/p99 of REQUESTS GETs after WARMUP; also the last answer, for the figures check. */
async function measure(owner: ApiClient, path: string) {
  const times: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  let last: Answer = { status: 0, json: undefined };
  for (let i = 0; i < WARMUP + REQUESTS && failed < MAX_FAILURES; i++) {
    const t0 = performance.now();
    const r = await owner.get(path);
    const ms = performance.now() - t0;
    last = r;
    if (r.status !== 200) {
      failed++;
      firstFailure ??= `${r.status} after ${ms.toFixed(0)} ms: ${r.text.slice(0, 120)}`;
    } else if (i >= WARMUP) times.push(ms);
  }
  const call = `GET ${path}`;
  if (failed) console.log(`  ${call}: ${failed} failed, stopped (first: ${firstFailure})`);
  const timing: Omit<Timing, 'load' | 'refP50' | 'refLoad'> = {
    call,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    ok: times.length,
    failed,
  };
  if (firstFailure) timing.firstFailure = firstFailure;
  return { timing, last };
}

/** CPU time (clock ticks) the process has used so far, from /proc. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

/**
 * A request the gateway answered 504 goes on running in the handler, and its reads keep DynamoDB Local
 * busy: wait until DynamoDB Local uses under a tenth of a core for a second before measuring on.
 */
async function waitForIdleDb(pid: number, maxMs = 180_000): Promise<void> {
  const t0 = performance.now();
  let before = cpuTicks(pid);
  while (performance.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuTicks(pid);
    if (now - before < 10) {
      console.log(`  (waited ${secs(performance.now() - t0)} for DynamoDB Local to finish the abandoned reads)`);
      return;
    }
    before = now;
  }
  console.log(`  (DynamoDB Local still busy after ${secs(maxMs)}; measuring on)`);
}

/** p50 of REQUESTS requests (after WARMUP) to the GetItem reference server. */
async function measureReference(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const t0 = performance.now();
    const r = await fetch(url);
    await r.arrayBuffer();
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

// the predictive screen last: a request of it that times out goes on reading after its 504
const CALLS = [
  '/api/leads',
  '/api/leads?search=acme',
  // matches nothing: the search's worst case, MAX_READS pages read
  '/api/leads?search=no-such-lead',
  '/api/leads?status=qualified',
  '/api/leads?status=converted&search=acme',
  '/api/crm-analytics',
  '/api/predictive-analytics',
] as const;
type Answers = Record<(typeof CALLS)[number], Answer>;

/** Every call measured in turn, each beside the reference; `more` when something is measured after this (then abandoned reads are waited out). */
async function measureAll(
  owner: ApiClient,
  more: boolean,
  referenceUrl: string,
  skip: ReadonlySet<string>,
): Promise<{ timings: Timing[]; answers: Answers }> {
  const timings: Timing[] = [];
  const answers = {} as Answers;
  for (const [i, path] of CALLS.entries()) {
    if (skip.has(path)) continue;
    const { timing: t, last } = await measure(owner, path);
    const load = loadavg()[0];
    const refP50 = await measureReference(referenceUrl);
    timings.push({ ...t, load, refP50, refLoad: loadavg()[0] });
    answers[path] = last;
    if (t.failed && runtime && (more || i < CALLS.length - 1)) await waitForIdleDb(runtime.pids.dynamodb);
  }
  return { timings, answers };
}

/**
 * ROUNDS rounds of measureAll: per call the median over the rounds of p50, p99 and the reference's p50,
 * with every round's load average. A call that failed in a round is not measured in the next ones.
 */
async function measureRounds(owner: ApiClient, more: boolean, referenceUrl: string) {
  const rounds: Timing[][] = [];
  let answers = {} as Answers;
  const failed = new Set<string>();
  for (let r = 0; r < ROUNDS; r++) {
    const round = await measureAll(owner, more || r < ROUNDS - 1, referenceUrl, failed);
    rounds.push(round.timings);
    answers = { ...answers, ...round.answers };
    for (const t of round.timings) if (t.failed) failed.add(t.call.replace(/^GET /, ''));
  }
  const timings = CALLS.map((path) => {
    const runs = rounds.flat().filter((t) => t.call === `GET ${path}`);
    const ok = runs.filter((t) => t.ok > 0);
    return {
      call: `GET ${path}`,
      p50: median(ok.map((t) => t.p50)),
      p99: median(ok.map((t) => t.p99)),
      ok: ok.reduce((n, t) => n + t.ok, 0),
      failed: runs.reduce((n, t) => n + t.failed, 0),
      firstFailure: runs.find((t) => t.firstFailure)?.firstFailure,
      rounds: ok.length,
      loads: runs.map((t) => Number(t.load.toFixed(2))),
      refP50: median(ok.map((t) => t.refP50)),
      refLoads: runs.map((t) => Number(t.refLoad.toFixed(2))),
    };
  });
  return { timings, answers };
}
type RoundTiming = Awaited<ReturnType<typeof measureRounds>>['timings'][number];

/** What the seed wrote, to hold the screens' figures against. */
interface Seeded {
  total: number;
  statuses: Map<Status, number>;
  /** Open leads by the UTC day of their last activity. */
  openByDay: Map<string, number>;
  bestOpenScore: number;
}

/**
 * The screens must show the leads that were written: totals, statuses, churn risk and the leaderboard's
 * top score, from the last answer of each measured call.
 */
function check(answers: Answers, seeded: Seeded): string {
  const crm = answers['/api/crm-analytics'];
  const page = answers['/api/leads'];
  const predictive = answers['/api/predictive-analytics'];
  const problems: string[] = [];
  for (const [path, r] of Object.entries(answers)) {
    if (r.status !== 200) problems.push(`GET ${path} answered ${r.status}`);
  }
  const churnBefore = new Date(Date.now() - CHURN_AFTER_DAYS * DAY_MS).toISOString().slice(0, 10);
  const churn = [...seeded.openByDay].reduce((n, [day, c]) => (day < churnBefore ? n + c : n), 0);
  if (crm.status === 200) {
    const p = (crm.json as CrmAnalytics).pipeline;
    if (p.total !== seeded.total) problems.push(`crm total ${p.total}`);
    for (const s of LEAD_STATUSES) {
      if (p.byStatus[s] !== (seeded.statuses.get(s) ?? 0))
        problems.push(`${s} ${p.byStatus[s]} (seeded ${seeded.statuses.get(s) ?? 0})`);
    }
  }
  if (predictive.status === 200) {
    const p = predictive.json as PredictiveAnalytics;
    if (p.totalLeads !== seeded.total) problems.push(`predictive total ${p.totalLeads}`);
    if (p.churnRiskLeads !== churn)
      problems.push(`churn risk ${p.churnRiskLeads} (seeded: ${churn} open leads idle ${CHURN_AFTER_DAYS}+ days)`);
    if (p.leaderboard[0]?.score !== seeded.bestOpenScore)
      problems.push(`leaderboard top score ${p.leaderboard[0]?.score} (seeded best ${seeded.bestOpenScore})`);
  }
  const rows = (page.json as { leads?: unknown[] } | undefined)?.leads?.length;
  if (page.status === 200 && rows !== 20) problems.push(`first page has ${rows} rows`);
  if (problems.length) return `FIGURES DISAGREE with the ${seeded.total} seeded leads: ${problems.join('; ')}`;
  const { tiers, insights } = predictive.json as PredictiveAnalytics;
  return `figures agree with the seed: ${seeded.total} leads, ${tiers.hot + tiers.warm + tiers.cold} open (hot ${tiers.hot}), conversion ${(((crm.json as CrmAnalytics).pipeline.conversionRate ?? 0) * 100).toFixed(1)}%, avg open score ${insights.avgLeadScore}, churn risk ${churn}`;
}

const emptySeed = (): Seeded => ({ total: 0, statuses: new Map(), openByDay: new Map(), bestOpenScore: 0 });
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-leads-'));
let runtime: Awaited<ReturnType<typeof startLocal>> | undefined;
let reference: Awaited<ReturnType<typeof startGetItemReference>> | undefined;
let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  reference?.stop();
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

/** Bulk enrichment through the queue: POST /api/leads/enrich-all, then GET /api/jobs/{id} until done. */
async function enrichAll(owner: ApiClient) {
  const t0 = performance.now();
  const start = await owner.post('/api/leads/enrich-all');
  if (start.status !== 202) throw new Error(`enrich-all: ${start.status} ${start.text}`);
  const jobId = start.json.job.id as string;
  let job = start.json.job;
  while (job.status !== 'done') {
    if (performance.now() - t0 > 300_000) throw new Error(`job not done after 300 s: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 100));
    const r = await owner.get(`/api/jobs/${jobId}`);
    if (r.status !== 200) throw new Error(`GET /api/jobs/${jobId}: ${r.status} ${r.text}`);
    job = r.json.job;
  }
  const ms = performance.now() - t0;
  const enriched = (await owner.get('/api/leads/stats')).json.enriched as number;
  return {
    leads: job.total as number,
    ms,
    leadsPerSecond: job.total / (ms / 1000),
    succeeded: job.succeeded as number,
    failed: job.failed as number,
    enriched,
  };
}

try {
  const t0 = performance.now();
  // in memory, as the integration tests run it (test-setup.ts): 100k leads go in ~5× faster than to a file
  runtime = await startLocal({ port: 0, dataDir, inMemory: true, seed: false, quiet: true, buildWeb: false });
  await seedPlans();
  const base = runtime.url;
  console.log(
    `Parley on ${base} in ${secs(performance.now() - t0)} (DynamoDB Local in memory, cognito-local, local queue)`,
  );

  const tenant = await signUpTenant(
    base,
    { companyName: 'Bench Leads Ltd', planId: 'plan-professional' },
    NOT_VERIFIED,
  );
  const owner = tenant.owner;
  const seeded = emptySeed();
  const apiMs = await seedThroughApi(owner, API_LEADS, API_STATUS_CHANGES, seeded);
  console.log(
    `seeded ${API_LEADS} leads through POST /api/leads (${API_STATUS_CHANGES} then PATCH …/status) in ${secs(apiMs)}`,
  );
  const small = await seedLeads(tenant.clientId, SMALL - API_LEADS, seeded);
  console.log(
    `seeded ${SMALL - API_LEADS} leads in ${secs(small.leadsMs)} + ${small.counters} counters in ${secs(small.countersMs)}`,
  );
  // the reference: one GetItem of the tenant's own item, on the same DynamoDB Local
  const { Key } = db().entities.client.get({ clientId: tenant.clientId }).params();
  reference = await startGetItemReference({
    endpoint: runtime.env.DYNAMODB_ENDPOINT,
    table: runtime.env.TABLE_NAME,
    key: Key as Record<string, string>,
  });
  // first, so the 1k figures are taken on a warm runtime (JIT of DynamoDB Local and the handlers), and
  // before the 100k phase, where a request that times out goes on reading in the background
  const enrichTenant = await signUpTenant(
    base,
    { companyName: 'Bench Enrich Ltd', planId: 'plan-professional' },
    NOT_VERIFIED,
  );
  await seedLeads(enrichTenant.clientId, ENRICH_LEADS, emptySeed(), { withMessage: true });
  const enrichment = await enrichAll(enrichTenant.owner);
  console.log(
    `bulk enrichment: ${enrichment.leads} leads with a message in ${secs(enrichment.ms)} from POST /api/leads/enrich-all to job done = ${enrichment.leadsPerSecond.toFixed(1)} leads/s; succeeded ${enrichment.succeeded}, failed ${enrichment.failed}; enriched on the Leads screen: ${enrichment.enriched}; dead letters ${runtime.queue.deadLetterCount}`,
  );

  const m1k = await measureRounds(owner, true, reference.url);
  const at1k = m1k.timings;
  const check1k = check(m1k.answers, seeded);
  console.log(`  ${check1k}`);

  console.log(`growing the tenant to ${LARGE} leads…`);
  const more = await seedLeads(tenant.clientId, LARGE - SMALL, seeded);
  const rate = (LARGE - SMALL) / (more.leadsMs / 1000);
  console.log(
    `seeded ${LARGE - SMALL} more leads in ${secs(more.leadsMs)} (${Math.round(rate)} leads/s, batch writes of 25, ${BATCH_CONCURRENCY} in flight) + ${more.counters} counters in ${secs(more.countersMs)}`,
  );
  const m100k = await measureRounds(owner, false, reference.url);
  const at100k = m100k.timings;
  const check100k = check(m100k.answers, seeded);
  console.log(`  ${check100k}`);

  const big = `${LARGE / 1000}k`;
  const n = (t: RoundTiming, v: number) => (t.rounds ? v.toFixed(1) : 'failed');
  const loads = (xs: number[]) => xs.map((l) => l.toFixed(1)).join('/');
  console.log(
    `\n${REQUESTS} requests per call and round (after ${WARMUP} warm-up), one at a time, owner session, local gateway; medians of ${ROUNDS} rounds; ref = as many GETs to a bare GetItem server on the same DynamoDB Local, right after\n`,
  );
  console.log(
    `call                                          1k p50   1k p99  ref  ${`${big} p50`.padStart(8)} ${`${big} p99`.padStart(8)}  ref   ratio  load 1k | ${big}`,
  );
  const rows = at1k.map((a, i) => {
    const b = at100k[i];
    const ratio = a.rounds && b.rounds ? b.p50 / a.p50 : null;
    const verdict = ratio !== null && ratio >= 1.5 ? '  over 1.5' : '';
    const failures = a.failed || b.failed ? `  (failed: ${a.failed} at 1k, ${b.failed} at ${big})` : '';
    console.log(
      `${a.call.padEnd(44)} ${n(a, a.p50).padStart(7)} ${n(a, a.p99).padStart(8)} ${a.refP50.toFixed(1).padStart(4)}  ${n(b, b.p50).padStart(8)} ${n(b, b.p99).padStart(8)} ${b.refP50.toFixed(1).padStart(4)} ${(ratio === null ? '-' : ratio.toFixed(2)).padStart(7)}  ${loads(a.loads)} | ${loads(b.loads)}${verdict}${failures}`,
    );
    return { call: a.call, at1k: a, [`at${big}`]: b, ratio };
  });
  console.log(`(ms; ratio = p50 at ${big} / p50 at 1k, goal under 1.5; load = 1-minute load average of each round)`);

  console.log(
    JSON.stringify({
      bench: 'leads',
      requests: REQUESTS,
      rounds: ROUNDS,
      apiLeads: { created: API_LEADS, statusChanged: API_STATUS_CHANGES, ms: Math.round(apiMs) },
      seeding: {
        first1k: {
          leadsMs: Math.round(small.leadsMs),
          countersMs: Math.round(small.countersMs),
          counters: small.counters,
        },
        [`to${big}`]: {
          leadsMs: Math.round(more.leadsMs),
          countersMs: Math.round(more.countersMs),
          counters: more.counters,
          leadsPerSecond: Math.round(rate),
        },
      },
      checks: { at1k: check1k, [`at${big}`]: check100k },
      rows,
      enrichment: { ...enrichment, ms: Math.round(enrichment.ms) },
    }),
  );
} finally {
  await stopAll();
}
