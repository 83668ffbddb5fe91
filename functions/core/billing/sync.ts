import type { Gateway } from '@shared/schemas/admin-config';
import type { Logger } from '../../base/logger';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import type { RemoteSubscription } from './gateway-types';
import { joinPlan, leavePlan, type TenantPlan, tenantPlan } from './plan-subscribers';
import { cancelRemoteNow, fetchRemote } from './remote';

/**
 * THE way a gateway subscription's state reaches Parley: re-read it from the gateway and store what the
 * gateway says now. Webhooks (any event, in any order, delivered any number of times) and the return from
 * checkout both call it, so an old event can never roll state back: whatever it says, the state written
 * is the gateway's latest, and a write from an earlier read never replaces one from a later read
 * (Subscription.syncedFrom, checked in the same transaction as the tenant's plan and the invoices).
 *
 * What the tenant gets: active or past_due → the subscription's plan and its limits at once (Client
 * planId, conversationsLimit, billingAnchor), with no end; canceled → the plan ends at the period end
 * (Client.planEndsAt), after which the tenant has no plan; a cancellation scheduled for the period end
 * sets the same end, so no job is needed when it comes. A live subscription that is not the current one
 * replaces it (a new purchase), unless it is one that was itself replaced (BillingLink.replacedAt): that
 * one is cancelled again, never adopted back.
 */
export type SyncOutcome = 'applied' | 'unknown' | 'stale' | 'not-current' | 'replaced' | 'plan-missing';
/** A stored status the sync changed: `from` null when the subscription became the tenant's current one. */
export interface StatusChange {
  clientId: string;
  planName: string;
  from: string | null;
  to: string;
}
export interface SyncResult {
  outcome: SyncOutcome;
  change?: StatusChange;
  /** 'plan-missing': whose subscription names which deleted plan. */
  clientId?: string;
  planId?: string;
}

const LIVE = new Set(['active', 'past_due']);

export async function syncSubscription(
  gateway: Gateway,
  ref: string,
  log?: Logger,
  now = new Date(),
): Promise<SyncResult> {
  const links = db.billingLink();
  const { data: link } = await links.get({ gateway, ref }).go();
  if (!link) return { outcome: 'unknown' };
  const readAt = new Date().toISOString();
  const remote = await fetchRemote(gateway, ref);
  if (link.replacedAt) {
    if (LIVE.has(remote.status)) await cancelReplaced(gateway, ref, log);
    return { outcome: 'replaced' };
  }
  const { clientId } = link;
  const { data: current } = await db.subscription().get({ clientId }).go();
  const isCurrent = current?.gateway === gateway && current.gatewaySubscriptionId === ref;
  if (!isCurrent && !LIVE.has(remote.status)) return { outcome: 'not-current' };

  const [{ data: plan }, fromPlan] = await Promise.all([
    db.plan().get({ id: link.planId }).go(),
    tenantPlanOf(clientId),
  ]);
  // the plan was deleted between checkout and payment: nothing can be applied, and a redelivery would
  // find the same, so the caller answers the gateway 2xx and the admin is told (activity log)
  if (!plan) {
    log?.error('billing: the plan of a gateway subscription no longer exists', { gateway, plan: link.planId });
    return { outcome: 'plan-missing', clientId, planId: link.planId };
  }
  const periodEnd = remote.currentPeriodEnd ?? current?.currentPeriodEnd ?? now.toISOString();
  const cancelAtPeriodEnd = remote.cancelAtPeriodEnd ?? (isCurrent ? current.cancelAtPeriodEnd : false);
  const ends = remote.status === 'canceled' || cancelAtPeriodEnd;

  const result = await db
    .writeTransaction(
      { client: db.client(), invoice: db.invoice(), plan: db.plan(), subscription: db.subscription() },
      (tx) => [
        // item 0: its condition is the ordering rule (a cancellation for that reason means "stale")
        tx.subscription
          .put({
            clientId,
            id: isCurrent ? current.id : newId(),
            planId: plan.id,
            status: remote.status,
            gateway,
            gatewaySubscriptionId: ref,
            currentPeriodStart: remote.currentPeriodStart ?? undefined,
            currentPeriodEnd: periodEnd,
            cancelAtPeriodEnd,
            syncedFrom: readAt,
          })
          .where(({ syncedFrom }, { notExists, lte }) => `${notExists(syncedFrom)} OR ${lte(syncedFrom, readAt)}`)
          .commit(),
        ...(remote.status === 'incomplete'
          ? []
          : [
              ...clientPlan(tx, clientId, fromPlan, {
                planId: plan.id,
                conversationsLimit: plan.conversationsLimit,
                // a new subscription starts a new usage period; a renewal keeps counting whole months from it
                ...(isCurrent ? {} : { billingAnchor: remote.currentPeriodStart ?? now.toISOString() }),
                planEndsAt: ends ? periodEnd : null,
              }),
            ]),
        ...remote.invoices.map((inv) => tx.invoice.put(invoiceItem(clientId, gateway, ref, plan, inv)).commit()),
      ],
    )
    .go();
  if (result.canceled) {
    const [first] = result.data as { code?: string }[];
    if (first?.code === 'ConditionalCheckFailed') return { outcome: 'stale' };
    // a conflict with another write, or a tenant that is gone: fail, so a webhook is redelivered
    throw new Error(
      `billing: the sync of ${gateway} subscription ${ref} was not stored (${JSON.stringify(result.data)})`,
    );
  }

  // a new live subscription replaced another: end the old one at its gateway so nobody pays twice
  if (!isCurrent && current?.gateway && current.gateway !== 'test' && current.gatewaySubscriptionId) {
    await links
      .patch({ gateway: current.gateway, ref: current.gatewaySubscriptionId })
      .set({ replacedAt: readAt })
      .go()
      .catch((err) => log?.error('billing: the replaced subscription could not be marked', { error: String(err) }));
    await cancelReplaced(current.gateway, current.gatewaySubscriptionId, log);
  }
  const from = isCurrent ? current.status : null;
  return {
    outcome: 'applied',
    change: from === remote.status ? undefined : { clientId, planName: plan.name, from, to: remote.status },
  };
}

/** Best effort: a failure is logged, and the replaced subscription's next event cancels it again. */
async function cancelReplaced(gateway: Gateway, ref: string, log?: Logger) {
  await cancelRemoteNow(gateway, ref).catch((err) =>
    log?.error('billing: a replaced subscription could not be cancelled at its gateway', {
      gateway,
      subscription: ref,
      error: String(err),
    }),
  );
}

/** A gateway invoice as stored, keyed by the gateway's invoice id: a re-sync rewrites the same item. */
const invoiceItem = (
  clientId: string,
  gateway: Gateway,
  ref: string,
  plan: { id: string; name: string },
  inv: RemoteSubscription['invoices'][number],
) => ({
  clientId,
  id: inv.id,
  created: inv.created,
  amount: inv.amount,
  currency: 'INR',
  status: inv.status,
  gateway,
  subscriptionId: ref,
  planId: plan.id,
  planName: plan.name,
  periodStart: inv.periodStart ?? undefined,
  periodEnd: inv.periodEnd ?? undefined,
});

type ClientPlan = { planId: string; conversationsLimit?: number; billingAnchor?: string; planEndsAt: string | null };
type Tx = db.WriteTx<'client' | 'plan'>;

/**
 * The Client's plan fields inside a billing transaction: `planEndsAt: null` removes the end (a live
 * plan), a date sets it. Every billing write of the tenant's plan goes through here. `from` is the
 * planId read before: the patch is conditioned on it, and a change of plan moves both plans' subscriber
 * counts in the same transaction (core/billing/plan-subscribers.ts), so the new plan cannot be deleted meanwhile.
 */
export function clientPlan(tx: Tx, clientId: string, from: TenantPlan, { planEndsAt, ...fields }: ClientPlan) {
  const set = tx.client.patch({ clientId }).set(planEndsAt ? { ...fields, planEndsAt } : fields);
  const patch = (planEndsAt ? set : set.remove(['planEndsAt'])).where(({ planId }, { eq }) => eq(planId, from.planId));
  const moves = fields.planId === from.planId ? [] : [joinPlan(tx, fields.planId), ...leavePlan(tx, from)];
  return [patch.commit(), ...moves];
}

/** The tenant's plan now, for clientPlan's condition. */
export async function tenantPlanOf(clientId: string): Promise<TenantPlan> {
  const from = await tenantPlan(clientId);
  if (!from) throw new Error(`billing: tenant ${clientId} no longer exists`);
  return from;
}
