import type { AdminPlan } from '@shared/schemas/admin';
import type { planInputSchema } from '@shared/schemas/plan';
import type * as z from 'zod';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';

type PlanInput = z.infer<typeof planInputSchema>;

export const PLAN_HAS_SUBSCRIBERS = 'This plan has subscribers. Deactivate it instead.';

/**
 * How many tenants are on each plan: the tenants' `planId`, read from the Client `all` index (one GSI
 * partition, bounded by the number of tenants — acceptable for the platform admin; a per-plan counter
 * would need every place that sets a tenant's plan to move it).
 */
async function subscribersByPlan(): Promise<Map<string, number>> {
  const { data } = await db
    .client()
    .query.all({ kind: 'client' })
    .go({ pages: 'all', attributes: ['clientId', 'planId'] });
  const counts = new Map<string, number>();
  for (const c of data) counts.set(c.planId, (counts.get(c.planId) ?? 0) + 1);
  return counts;
}

type StoredPlan = Awaited<ReturnType<ReturnType<ReturnType<typeof db.plan>['get']>['go']>>['data'];

const toAdminPlan = (p: NonNullable<StoredPlan>, subscribers: number): AdminPlan => ({
  id: p.id,
  name: p.name,
  conversationsLimit: p.conversationsLimit,
  priceMonthly: p.priceMonthly,
  features: p.features,
  isActive: p.isActive,
  teamMembersLimit: p.teamMembersLimit,
  sortOrder: p.sortOrder ?? 0,
  createdAt: p.createdAt,
  subscribers,
});

/** Every plan, active or not, in catalogue order, each with its tenant count. */
export async function listPlansForAdmin(): Promise<AdminPlan[]> {
  const [{ data }, counts] = await Promise.all([db.plan().query.byId({}).go({ pages: 'all' }), subscribersByPlan()]);
  return data
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name))
    .map((p) => toAdminPlan(p, counts.get(p.id) ?? 0));
}

export async function createPlan(input: PlanInput): Promise<AdminPlan> {
  const { data: existing } = await db
    .plan()
    .query.byId({})
    .go({ pages: 'all', attributes: ['sortOrder'] });
  const sortOrder = existing.reduce((max, p) => Math.max(max, p.sortOrder ?? 0), -1) + 1;
  const { data } = await db
    .plan()
    .create({
      id: newId(),
      name: input.name,
      conversationsLimit: input.conversationsLimit,
      priceMonthly: input.priceMonthly,
      features: [...input.features],
      isActive: input.isActive,
      teamMembersLimit: input.teamMembersLimit ?? 1,
      sortOrder,
    })
    .go();
  return toAdminPlan(data, 0);
}

const PLAN_FIELDS = ['name', 'conversationsLimit', 'priceMonthly', 'features', 'isActive', 'teamMembersLimit'] as const;

/** The edited plan and the names of the fields whose value changed (for the activity log). */
export async function updatePlan(id: string, input: PlanInput): Promise<{ plan: AdminPlan; changed: string[] }> {
  let before: Record<string, unknown>;
  try {
    const { data: old } = await db
      .plan()
      .patch({ id })
      .set({
        name: input.name,
        conversationsLimit: input.conversationsLimit,
        priceMonthly: input.priceMonthly,
        features: [...input.features],
        isActive: input.isActive,
        ...(input.teamMembersLimit === undefined ? {} : { teamMembersLimit: input.teamMembersLimit }),
      })
      .go({ response: 'all_old' });
    before = old as Record<string, unknown>;
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Plan');
    throw err;
  }
  const [{ data }, counts] = await Promise.all([db.plan().get({ id }).go(), subscribersByPlan()]);
  if (!data) throw new NotFoundError('Plan');
  const after = data as Record<string, unknown>;
  const changed = PLAN_FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
  return { plan: toAdminPlan(data, counts.get(id) ?? 0), changed };
}

/**
 * Only a plan nobody is on may go; otherwise 409 (deactivating keeps its tenants billed as they are).
 * Conditioned on the plan's subscriber count (core/billing/plan-subscribers.ts) being 0 at the moment of the
 * delete, so a tenant subscribing at the same time either joins first (409 here) or finds it gone.
 */
export async function deletePlan(id: string): Promise<{ name: string }> {
  const { data } = await db.plan().get({ id }).go();
  if (!data) throw new NotFoundError('Plan');
  // the tenants themselves, too: the counter can be low for a plan a tenant joined or left between the
  // new code going live and the migration counting it (the stage bootstrap runs beside the route stacks,
  // and the migration skips a plan whose count a join already created), and then it alone would let
  // the plan go under its tenants. The counter's condition below still settles a subscribe racing this.
  if (((await subscribersByPlan()).get(id) ?? 0) > 0) throw new ConflictError(PLAN_HAS_SUBSCRIBERS);
  try {
    await db
      .plan()
      .delete({ id })
      .where(({ subscribers }, { eq }) => eq(subscribers, 0))
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    const { data: still } = await db.plan().get({ id }).go();
    if (!still) throw new NotFoundError('Plan');
    throw new ConflictError(PLAN_HAS_SUBSCRIBERS);
  }
  return { name: data.name };
}
