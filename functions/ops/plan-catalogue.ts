import { PLAN_CATALOGUE } from '@shared/plan-catalogue';
import * as db from '../db/table-entities';

/**
 * Creates the spec's plans whose ids are not in `existing`, each with its place in the catalogue as its
 * sort order. One helper for the stage bootstrap (functions/ops/bootstrap.ts: only into a table with no
 * plan) and the demo seed (functions/ops/seed.ts: whichever are missing). Returns how many it created.
 */
export async function createCataloguePlans(existing: ReadonlySet<string> = new Set()): Promise<number> {
  const missing = PLAN_CATALOGUE.map((p, sortOrder) => ({ p, sortOrder })).filter(({ p }) => !existing.has(p.id));
  await Promise.all(
    missing.map(({ p, sortOrder }) =>
      db
        .plan()
        .create({ ...p, features: [...p.features], isActive: true, sortOrder })
        .go(),
    ),
  );
  return missing.length;
}
