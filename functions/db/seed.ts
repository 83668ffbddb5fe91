import { identityExists } from '../adapters/identity';
import { createCountedLead } from '../core/leads';
import { createMember, createTenant } from '../core/tenancy';
import { newId } from './ids';
import {
  DEMO_ADMIN,
  DEMO_CLIENT_ID,
  DEMO_INTENTS,
  DEMO_LEADS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_TENANT,
  PLATFORM_CLIENT_ID,
} from './seed-data/demo';
import { PLAN_CATALOGUE } from './seed-data/plans';
import { db } from './service';

export interface SeedResult {
  accounts: { role: string; email: string; password: string }[];
}

/** Plans are created by id when missing, so a restart keeps admin edits and re-running is harmless. */
export async function seedPlans(): Promise<void> {
  const { data: existing } = await db().entities.plan.query.byId({}).go({ pages: 'all' });
  const have = new Set(existing.map((p) => p.id));
  await Promise.all(
    PLAN_CATALOGUE.filter((p) => !have.has(p.id)).map((p, i) =>
      db()
        .entities.plan.create({ ...p, features: [...p.features], isActive: true, sortOrder: i })
        .go(),
    ),
  );
}

async function seedAccounts(): Promise<void> {
  const { data: tenant } = await db().entities.client.get({ clientId: DEMO_CLIENT_ID }).go();
  if (!tenant) await createTenant({ ...DEMO_TENANT, password: DEMO_PASSWORD });
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
  const { data: intents } = await db().entities.intent.query.byId({ clientId }).go({ limit: 1 });
  if (intents.length === 0) {
    await Promise.all(
      DEMO_INTENTS.map((i) =>
        db()
          .entities.intent.create({ ...i, clientId, id: newId(), createdBy: ownerId, isActive: true })
          .go(),
      ),
    );
  }
  const { data: leads } = await db().entities.lead.query.byId({ clientId }).go({ limit: 1 });
  if (leads.length === 0) {
    // counted like every lead, so the dashboard's hourly lead counters agree with the seeded leads
    await Promise.all(DEMO_LEADS.map((l) => createCountedLead({ ...l, clientId, id: newId() })));
  }
}

/** Idempotent demo data for `npm start` (DESIGN §6). */
export async function seedDemoData(): Promise<SeedResult> {
  await seedPlans();
  await seedAccounts();
  const { data: users } = await db().entities.user.query.byEmail({ email: DEMO_TENANT.email }).go();
  if (users[0]) await seedTenantRecords(users[0].id);
  return {
    accounts: [
      { role: 'business_owner', email: DEMO_TENANT.email, password: DEMO_PASSWORD },
      ...DEMO_MEMBERS.map((m) => ({ role: m.role, email: m.email, password: DEMO_PASSWORD })),
      { role: DEMO_ADMIN.role, email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
    ],
  };
}
