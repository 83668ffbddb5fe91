import * as db from '../../db/table-entities';

/**
 * How many tenants are on each plan, kept on the plan item (Plan.subscribers) and moved in the same
 * transaction as the tenant's planId: signup (core/tenants/tenancy.ts), the test gateway and every gateway sync
 * (core/billing/sync.ts clientPlan). Deleting a plan is conditioned on it being 0, so a subscribe and a
 * delete racing each other cannot both succeed: joining needs the plan item to exist (a patch), and the
 * delete needs nobody on it. Plans from before the counter get it from the migration (ops/migrations.ts).
 * Account deletion frees its tenant's place after the tenant is gone, so a failure leaves the count too
 * high (the plan cannot be deleted) and never too low.
 */
type Tx = db.WriteTx<'plan'>;

/** The tenant joins `planId`: refused (the transaction is cancelled) when the plan no longer exists. */
export const joinPlan = (tx: Tx, planId: string, opts: { mustBeActive?: boolean } = {}) => {
  const join = tx.plan.patch({ id: planId }).add({ subscribers: 1 });
  return (opts.mustBeActive ? join.where(({ isActive }, { eq }) => eq(isActive, true)) : join).commit();
};

/**
 * The tenant leaves its plan. A plan a tenant is on cannot be deleted since the counter exists, but one
 * deleted before it (the race this closes) has no item: leaving it is then nothing to write, since a patch
 * of the missing item would cancel the whole move and keep the tenant on it for good.
 */
export const leavePlan = (tx: Tx, from: TenantPlan) =>
  from.planExists ? [tx.plan.patch({ id: from.planId }).add({ subscribers: -1 }).commit()] : [];

/** The tenant's plan as read before a move: the planId a transaction is conditioned on, and whether it exists. */
export interface TenantPlan {
  planId: string;
  planExists: boolean;
}

/** The tenant's plan now; null when the tenant is gone. */
export async function tenantPlan(clientId: string): Promise<TenantPlan | null> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['planId'] });
  if (!data) return null;
  const { data: plan } = await db
    .plan()
    .get({ id: data.planId })
    .go({ attributes: ['id'] });
  return { planId: data.planId, planExists: plan !== null };
}
