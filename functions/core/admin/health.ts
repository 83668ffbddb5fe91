import type { AdminStats, HealthCheck, SystemHealth } from '@shared/schemas/admin';
import { deadLetterDepths, describeUserPool, type MailService, mailService } from '../../adapters/health';
import { rootLogger } from '../../base/logger';
import { getAll } from '../../db/batch-get';
import * as db from '../../db/table-entities';
import { countsAsRevenue, onTrial } from '../billing/revenue';
import { monthPeriod } from '../metrics/periods';

/**
 * The admin's system health (issue 12): real checks, each timed — the table (one GetItem), every
 * queue's dead-letter depth (SQS GetQueueAttributes), the identity service (Cognito DescribeUserPool) and
 * the mail path (SES's quota and sandbox state in AWS, the SES stand-in at home).
 * The overall status is the worst check. A check that fails or is slow is reported, never thrown.
 */
const SLOW_MS = 1000;
/** No check waits longer than this; the route answers with the check marked down. */
const CHECK_TIMEOUT_MS = 3000;
const RANK = { healthy: 0, degraded: 1, down: 2 } as const;

async function timed(name: string, run: () => Promise<string>): Promise<HealthCheck> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    const latencyMs = Date.now() - started;
    const slow = latencyMs > SLOW_MS;
    return {
      name,
      status: slow ? 'degraded' : 'healthy',
      detail: `${detail}; responded in ${latencyMs} ms${slow ? ' (slow)' : ''}`,
      latencyMs,
    };
  } catch (err) {
    rootLogger.warn('health check failed', { check: name, error: err as Error });
    return { name, status: 'down', detail: 'Did not respond', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

const database = () =>
  timed('database', async () => {
    await db.plan().get({ id: '__health-check__' }).go();
    return 'Table read';
  });

async function queues(): Promise<HealthCheck> {
  const check = await timed('queue', async () => {
    const depths = await deadLetterDepths();
    const total = Object.values(depths).reduce((a, b) => a + b, 0);
    const parts = Object.entries(depths).map(([name, n]) => `${name} ${n}`);
    return `DLQ depth ${total}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  });
  // failed messages waiting in a dead-letter queue: the queues work, but some work did not get done
  if (check.status === 'healthy' && !/^DLQ depth 0\b/.test(check.detail)) return { ...check, status: 'degraded' };
  return check;
}

const identity = () =>
  timed('identity', async () => {
    await describeUserPool();
    return 'User pool described';
  });

const count = (n: number) => Math.round(n).toLocaleString('en-IN');

/** How the mail service stands, in words, and whether real mail reaches people. */
export function describeMailService(m: MailService): { detail: string; status: HealthCheck['status'] } {
  if (m.kind === 'stand-in')
    return { detail: `Local SES stand-in answers (inbox at ${m.endpoint})`, status: 'healthy' };
  const quota = `${count(m.sentLast24Hours)} of ${count(m.max24HourSend)} sent in 24 h, at most ${count(m.maxSendRate)}/s`;
  if (!m.sendingEnabled) return { detail: `SES sending is disabled for the account; ${quota}`, status: 'down' };
  if (!m.productionAccess) {
    return {
      detail: `SES sandbox: mail reaches verified addresses only (request production access); ${quota}`,
      status: 'degraded',
    };
  }
  return { detail: `SES production access, sending enabled; ${quota}`, status: 'healthy' };
}

async function mail(): Promise<HealthCheck> {
  let state: ReturnType<typeof describeMailService> | undefined;
  const check = await timed('mail', async () => {
    state = describeMailService(await mailService());
    return state.detail;
  });
  // the service answered, but mail is off or sandboxed: real users do not get it
  if (check.status === 'healthy' && state && state.status !== 'healthy') return { ...check, status: state.status };
  return check;
}

export async function systemHealth(): Promise<SystemHealth> {
  const checks = await Promise.all([database(), queues(), identity(), mail()]);
  return { status: worst(checks), checks, checkedAt: new Date().toISOString() };
}

const worst = (checks: HealthCheck[]) =>
  checks.reduce<HealthCheck['status']>((w, c) => (RANK[c.status] > RANK[w] ? c.status : w), 'healthy');

/**
 * The dashboard cards. Tenants come from the Client `all` index (one GSI partition, bounded by the number
 * of tenants); MRR is each active subscription's plan price; conversations are this month's quota
 * counters of every tenant (batch get).
 */
export async function adminStats(): Promise<AdminStats> {
  const [{ data: clients }, { data: plans }, health] = await Promise.all([
    db
      .client()
      .query.all({ kind: 'client' })
      .go({ pages: 'all', attributes: ['clientId', 'status', 'planEndsAt'] }),
    db.plan().query.byId({}).go({ pages: 'all' }),
    systemHealth(),
  ]);
  const ids = clients.map((c) => c.clientId);
  const period = monthPeriod();
  // getAll reads nothing for no keys (DynamoDB refuses an empty batch)
  const [subs, counters] = await Promise.all([
    getAll(
      ids.map((clientId) => ({ clientId })),
      (keys) =>
        db
          .subscription()
          .get(keys)
          .go({ attributes: ['clientId', 'planId', 'status', 'gateway'] }),
    ),
    getAll(
      ids.map((clientId) => ({ clientId, name: 'conversations', period })),
      (keys) =>
        db
          .tenantCounter()
          .get(keys)
          .go({ attributes: ['count'] }),
    ),
  ]);
  const price = new Map(plans.map((p) => [p.id, p.priceMonthly]));
  const count = (s: string) => clients.filter((c) => c.status === s).length;
  const sub = new Map(subs.map((s) => [s.clientId, s]));
  const now = new Date();
  return {
    totalClients: clients.length,
    activeClients: count('active'),
    suspendedClients: count('suspended'),
    // no tenant is stored as 'trial': a trial is the signup's plan, not yet bought and not ended
    trialClients: clients.filter((c) => c.status !== 'suspended' && onTrial(sub.get(c.clientId), c, now)).length,
    monthlyRevenue: subs.filter(countsAsRevenue).reduce((sum, s) => sum + (price.get(s.planId) ?? 0), 0),
    totalConversations: counters.reduce((sum, c) => sum + (c.count ?? 0), 0),
    systemHealth: health.status,
    checks: health.checks,
  };
}
