import type { BillingSubscription, SubscriptionResponse } from '@shared/schemas/billing';
import * as db from '../../db/table-entities';
import { checkoutGateway } from './keys';
import { usagePeriod } from './usage-period';

/**
 * The tenant's subscription as the billing screen shows it. A test-gateway subscription never renews at
 * a gateway, so its period is the current usage period (whole months from its start) until cancelled.
 */
export async function subscriptionView(clientId: string, now = new Date()): Promise<SubscriptionResponse> {
  const [{ data: sub }, { data: client }, gateway] = await Promise.all([
    db.subscription().get({ clientId }).go(),
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['billingAnchor', 'planEndsAt'] }),
    checkoutGateway(),
  ]);
  if (!sub) return { subscription: null, checkoutGateway: gateway };
  const { data: plan } = await db.plan().get({ id: sub.planId }).go();
  const ended = Boolean(client?.planEndsAt && client.planEndsAt <= now.toISOString());
  const rolling = sub.gateway === 'test' && !sub.cancelAtPeriodEnd && sub.status === 'active';
  const period = rolling ? usagePeriod(client?.billingAnchor, now) : null;
  const subscription: BillingSubscription = {
    planId: sub.planId,
    planName: plan?.name ?? sub.planId,
    priceMonthly: plan?.priceMonthly ?? 0,
    status: sub.status,
    gateway: sub.gateway ?? null,
    trial: !sub.gateway,
    currentPeriodStart: period?.start ?? sub.currentPeriodStart ?? null,
    currentPeriodEnd: period?.end ?? sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    // Razorpay: "Once cancelled, you cannot renew or reactivate it" (its Cancel Subscription API)
    canReactivate: sub.cancelAtPeriodEnd && !ended && sub.status !== 'canceled' && sub.gateway !== 'razorpay',
    ended,
  };
  return { subscription, checkoutGateway: gateway };
}
