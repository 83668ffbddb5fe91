import { ConflictError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import * as db from '../../db/table-entities';
import { gatewayKeys } from './keys';
import { syncSubscription } from './sync';
import { subscriptionView } from './view';

/**
 * Cancel at period end and undo it (spec part 3 §2 Current Plan, §4). The gateway is told first; Parley's
 * copy then follows from the gateway (Stripe, re-synced) or from the call that succeeded (Razorpay keeps
 * a cancel-at-cycle-end to itself; the test gateway has nothing to tell). Client.planEndsAt is set to the
 * period end with the cancellation, so the tenant's plan ends then without a job.
 */
async function currentSubscription(clientId: string) {
  const { data: sub } = await db.subscription().get({ clientId }).go();
  if (!sub?.gateway) throw new ConflictError('There is no paid subscription: choose a plan on the Plans tab');
  if (sub.status === 'canceled') throw new ConflictError('This subscription has already ended');
  return sub;
}

/**
 * Parley's copy of a cancel or undo in one transaction: the flag, the tenant's plan end and
 * `syncedFrom` (so a sync that read the gateway before this cannot undo it). 409 if it lost a race.
 */
async function setLocally(clientId: string, cancel: boolean, periodEnd: string) {
  const result = await db
    .writeTransaction({ client: db.client(), subscription: db.subscription() }, ({ subscription, client }) => [
      subscription
        .patch({ clientId })
        .set({ cancelAtPeriodEnd: cancel, currentPeriodEnd: periodEnd, syncedFrom: new Date().toISOString() })
        .commit(),
      cancel
        ? client.patch({ clientId }).set({ planEndsAt: periodEnd }).commit()
        : client.patch({ clientId }).remove(['planEndsAt']).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The subscription changed meanwhile. Please reload and try again.');
}

export async function cancelSubscription(clientId: string, log: Logger) {
  const sub = await currentSubscription(clientId);
  if (sub.cancelAtPeriodEnd) throw new ConflictError('The subscription is already set to end at the period end');
  const view = (await subscriptionView(clientId)).subscription;
  const periodEnd = view?.currentPeriodEnd ?? sub.currentPeriodEnd;
  if (sub.gateway === 'stripe' && sub.gatewaySubscriptionId) {
    const { stripeSetCancelAtPeriodEnd } = await import('./stripe');
    await stripeSetCancelAtPeriodEnd(await gatewayKeys('stripe'), sub.gatewaySubscriptionId, true);
    await syncSubscription('stripe', sub.gatewaySubscriptionId, log);
  } else {
    if (sub.gateway === 'razorpay' && sub.gatewaySubscriptionId) {
      const { razorpayCancel } = await import('./razorpay');
      await razorpayCancel(await gatewayKeys('razorpay'), sub.gatewaySubscriptionId, true);
    }
    // the test gateway's period is its rolling usage period: pinned where the cancellation ends it
    await setLocally(clientId, true, periodEnd);
  }
  return subscriptionView(clientId);
}

export async function reactivateSubscription(clientId: string, log: Logger) {
  const sub = await currentSubscription(clientId);
  if (!sub.cancelAtPeriodEnd) throw new ConflictError('The subscription is not set to end');
  if (sub.gateway === 'razorpay')
    throw new ConflictError(
      `Razorpay cannot undo a cancellation. Your plan stays active until ${sub.currentPeriodEnd.slice(0, 10)}; choose a plan again after that.`,
    );
  if (sub.currentPeriodEnd <= new Date().toISOString()) throw new ConflictError('This subscription has already ended');
  if (sub.gateway === 'stripe' && sub.gatewaySubscriptionId) {
    const { stripeSetCancelAtPeriodEnd } = await import('./stripe');
    await stripeSetCancelAtPeriodEnd(await gatewayKeys('stripe'), sub.gatewaySubscriptionId, false);
    await syncSubscription('stripe', sub.gatewaySubscriptionId, log);
  } else {
    await setLocally(clientId, false, sub.currentPeriodEnd);
  }
  return subscriptionView(clientId);
}
