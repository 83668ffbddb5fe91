import { ConflictError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { cancelRemoteNow } from './remote';
import { clientPlan, tenantPlanOf } from './sync';
import { usagePeriod } from './usage-period';

/**
 * The offline test gateway (DESIGN §8): while the admin has made no gateway active — every fresh local
 * install — choosing a plan activates it at once without a charge, so the product works end to end
 * offline. Its invoice is stored with gateway 'test' and says on its face that nothing was charged.
 */
export async function activateOnTestGateway(
  clientId: string,
  plan: { id: string; name: string; priceMonthly: number; conversationsLimit: number },
  current: { gateway?: string; gatewaySubscriptionId?: string } | null,
  log: Logger,
  now = new Date(),
): Promise<void> {
  const start = now.toISOString();
  const { end } = usagePeriod(start, now);
  const subscriptionId = newId();
  const fromPlan = await tenantPlanOf(clientId);
  const result = await db
    .writeTransaction(
      { client: db.client(), invoice: db.invoice(), plan: db.plan(), subscription: db.subscription() },
      (tx) => [
        tx.subscription
          .put({
            clientId,
            id: subscriptionId,
            planId: plan.id,
            status: 'active',
            gateway: 'test',
            currentPeriodStart: start,
            currentPeriodEnd: end,
            cancelAtPeriodEnd: false,
            syncedFrom: start,
          })
          .commit(),
        // joins the plan in this transaction: a plan deleted meanwhile cancels it (core/billing/plan-subscribers.ts)
        ...clientPlan(tx, clientId, fromPlan, {
          planId: plan.id,
          conversationsLimit: plan.conversationsLimit,
          billingAnchor: start,
          planEndsAt: null,
        }),
        tx.invoice
          .create({
            clientId,
            id: newId(),
            created: start,
            amount: plan.priceMonthly,
            currency: 'INR',
            status: 'test', // nothing was paid
            gateway: 'test',
            subscriptionId,
            planId: plan.id,
            planName: plan.name,
            periodStart: start,
            periodEnd: end,
          })
          .commit(),
      ],
    )
    .go();
  // a second click racing the first, or the plan deleted meanwhile: the invoice id is fresh, so only a
  // concurrent write can cancel it
  if (result.canceled)
    throw new ConflictError('The subscription or the plan changed meanwhile. Please reload and try again.');
  // a paid subscription this one replaces is ended at its gateway, as a replacing gateway subscription would
  const g = current?.gateway;
  if ((g === 'razorpay' || g === 'stripe') && current?.gatewaySubscriptionId)
    await cancelRemoteNow(g, current.gatewaySubscriptionId).catch((err) =>
      log.error('billing: the replaced subscription could not be cancelled at its gateway', { error: String(err) }),
    );
}
