import { PLAN_CATALOGUE } from './seed-data/plans';
import { db } from './service';

export interface SeedResult {
  accounts: { role: string; email: string; password: string }[];
}

/** Plans are upserted by id so a restart keeps edits made to other records and re-running is harmless. */
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

/** Idempotent demo data for `npm start` (DESIGN §6). */
export async function seedDemoData(): Promise<SeedResult> {
  await seedPlans();
  return { accounts: [] };
}
