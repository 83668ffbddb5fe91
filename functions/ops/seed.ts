import { identityExists } from '../adapters/identity';
import { usagePeriod } from '../core/billing/usage-period';
import { createLead } from '../core/leads/store';
import { ALL_TIME, recordEnded, recordEscalated, recordFirstReply, START_COUNTERS } from '../core/metrics/chat-metrics';
import { bumpCounter } from '../core/metrics/counters';
import { monthPeriod } from '../core/metrics/periods';
import { countGrowth } from '../core/metrics/platform-metrics';
import { createMember, createTenant } from '../core/tenants/tenancy';
import { newId, newTimeOrderedId } from '../db/ids';
import * as db from '../db/table-entities';
import { createCataloguePlans } from './plan-catalogue';
import {
  DEMO_ADMIN,
  DEMO_CLIENT_ID,
  DEMO_CONVERSATIONS,
  DEMO_INTENTS,
  DEMO_LEADS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_TENANT,
  PLATFORM_CLIENT_ID,
} from './seed-data/demo';

export interface SeedResult {
  accounts: { role: string; email: string; password: string }[];
}

/** Plans are created by id when missing, so a restart keeps admin edits and re-running is harmless. */
export async function seedPlans(): Promise<void> {
  const { data: existing } = await db.plan().query.byId({}).go({ pages: 'all' });
  await createCataloguePlans(new Set(existing.map((p) => p.id)));
}

/** The demo tenant "signed up" this long before seeding, so its demo conversations fall in its trial's first period. */
const DEMO_SIGNED_UP_BEFORE_MS = 86_400_000;

async function seedAccounts(): Promise<void> {
  const { data: tenant } = await db.client().get({ clientId: DEMO_CLIENT_ID }).go();
  if (!tenant) {
    await createTenant({
      ...DEMO_TENANT,
      password: DEMO_PASSWORD,
      signedUpAt: new Date(Date.now() - DEMO_SIGNED_UP_BEFORE_MS),
      // demo addresses receive no mail: the demo owner can do everything at once
      emailVerified: true,
    });
  }
  for (const m of DEMO_MEMBERS) {
    if (!(await identityExists(m.email)))
      await createMember({ ...m, clientId: DEMO_CLIENT_ID, password: DEMO_PASSWORD });
  }
  if (!(await identityExists(DEMO_ADMIN.email))) {
    await createMember({ ...DEMO_ADMIN, clientId: PLATFORM_CLIENT_ID, password: DEMO_PASSWORD });
  }
}

/** Demo intents and leads, written once (when the tenant has none). */
async function seedTenantRecords(ownerId: string): Promise<void> {
  const clientId = DEMO_CLIENT_ID;
  const { data: intents } = await db.intent().query.byId({ clientId }).go({ limit: 1 });
  if (intents.length === 0) {
    await Promise.all(
      DEMO_INTENTS.map((i) =>
        db
          .intent()
          .create({ ...i, clientId, id: newId(), createdBy: ownerId, isActive: true })
          .go(),
      ),
    );
  }
  const { data: leads } = await db.lead().query.byId({ clientId }).go({ limit: 1 });
  if (leads.length === 0) {
    // counted like every lead, so the dashboard's hourly lead counters agree with the seeded leads
    await Promise.all(DEMO_LEADS.map((l) => createLead({ ...l, clientId, id: newId() })));
  }
}

/**
 * Demo conversations with their messages, written once (when the tenant has none yet), and counted as the
 * product counts live ones (core/metrics/chat-metrics.ts, core/metrics/counters.ts): the monitor's all-time cards, the
 * month's started and escalated conversations, the plan's usage in the usage period each started in, the
 * ones that ended with or without a human message and the time to the first human reply, so the screens'
 * figures agree with the rows.
 */
export async function seedConversations(clientId = DEMO_CLIENT_ID): Promise<void> {
  // not by session id: that index holds chat-test conversations only (db/entities/crm.ts bySession)
  const { data: seeded } = await db.conversation().query.byCreated({ clientId }).go({ limit: 1 });
  if (seeded.length > 0) return;
  const now = Date.now();
  // the plan's usage periods run from the tenant's billing anchor (none: calendar months)
  const { data: tenant } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['billingAnchor'] });
  for (const c of DEMO_CONVERSATIONS) {
    const started = now - c.at * 60_000;
    const iso = (afterSeconds: number) => new Date(started + afterSeconds * 1000).toISOString();
    const escalation = 'escalation' in c ? c.escalation : undefined;
    const firstHuman = c.messages.find((m) => m.senderType === 'human_agent');
    const conversationId = newId();
    await db
      .conversation()
      .create({
        clientId,
        id: conversationId,
        sessionId: c.sessionId,
        source: c.source,
        status: c.status,
        ccaiChatId: 'ccaiChatId' in c ? c.ccaiChatId : undefined,
        isEscalated: escalation !== undefined,
        escalationReason: escalation?.reason,
        escalatedAt: escalation ? iso(escalation.after) : undefined,
        firstResponseAt: firstHuman ? iso(firstHuman.after) : undefined,
        lastMessageAt: iso(c.messages[c.messages.length - 1].after),
        createdAt: iso(0),
      })
      .go();
    await Promise.all(
      c.messages.map((m) => {
        const timestamp = iso(m.after);
        return db
          .message()
          .create({
            clientId,
            conversationId,
            id: newTimeOrderedId(Date.parse(timestamp)),
            senderType: m.senderType,
            content: m.content,
            intentMatched: 'intentMatched' in m ? m.intentMatched : undefined,
            timestamp,
          } as never)
          .go();
      }),
    );
    await bumpCounter(clientId, 'conversations', 1, monthPeriod(new Date(started)));
    await bumpCounter(clientId, 'planConversations', 1, usagePeriod(tenant?.billingAnchor, new Date(started)).key);
    await countGrowth('conversations', new Date(started));
    for (const name of START_COUNTERS) {
      await db.tenantCounter().update({ clientId, name, period: ALL_TIME }).add({ count: 1 }).go();
    }
    if (escalation) {
      await bumpCounter(clientId, 'escalations', 1, monthPeriod(new Date(iso(escalation.after))));
      await recordEscalated(clientId);
      if (firstHuman) await recordFirstReply(clientId, firstHuman.after - escalation.after);
    }
    if (c.status !== 'active') {
      await recordEnded(clientId, c.status, { firstResponseAt: firstHuman ? iso(firstHuman.after) : undefined });
    }
  }
}

/** Idempotent demo data for `npm start` (DESIGN §6). */
export async function seedDemoData(): Promise<SeedResult> {
  await seedPlans();
  await seedAccounts();
  const { data: users } = await db.user().query.byEmail({ email: DEMO_TENANT.email }).go();
  if (users[0]) await seedTenantRecords(users[0].id);
  await seedConversations();
  return {
    accounts: [
      { role: 'business_owner', email: DEMO_TENANT.email, password: DEMO_PASSWORD },
      ...DEMO_MEMBERS.map((m) => ({ role: m.role, email: m.email, password: DEMO_PASSWORD })),
      { role: DEMO_ADMIN.role, email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
    ],
  };
}
