import type { Gateway } from '@shared/schemas/admin-config';
import { recordActivity } from '../activity/record';
import type { StatusChange } from './sync';

// local, not admin-config's GATEWAY_LABELS: that module's schemas would join the webhook bundles
const GATEWAY_NAMES: Record<Gateway, string> = { stripe: 'Stripe', razorpay: 'Razorpay' };
const STATUS_TEXT: Record<string, string> = {
  active: 'active',
  past_due: 'past due (a payment failed)',
  canceled: 'canceled',
  incomplete: 'waiting for its first payment',
};
const statusText = (status: string) => STATUS_TEXT[status] ?? status;

/**
 * A subscription status the gateway changed (a webhook: a failed or recovered payment, an end) in the
 * activity log, as a system event of the tenant: no actor, as no user did it. A payment failure or an
 * end is a warning. The owner's own billing actions are logged by their handlers (./activity.ts).
 */
export const recordGatewayStatusChange = (gateway: Gateway, change: StatusChange) =>
  recordActivity({
    clientId: change.clientId,
    level: change.to === 'past_due' || change.to === 'canceled' ? 'warn' : 'info',
    category: 'system',
    action: 'subscription.status_changed',
    message:
      change.from === null
        ? `${GATEWAY_NAMES[gateway]}: a ${change.planName} subscription started, ${statusText(change.to)}`
        : `${GATEWAY_NAMES[gateway]}: the ${change.planName} subscription is ${statusText(change.to)}, was ${statusText(change.from)}`,
    fields: ['status'],
  });

/**
 * A gateway subscription whose plan was deleted after the checkout began: nothing can be applied, so the
 * webhook is acknowledged (a 5xx would be redelivered for days to the same end) and the admin is told here.
 */
export const recordPlanMissing = (gateway: Gateway, clientId: string, planId: string, subscription: string) =>
  recordActivity({
    clientId,
    level: 'error',
    category: 'system',
    action: 'subscription.plan_missing',
    message: `${GATEWAY_NAMES[gateway]}: subscription ${subscription} is for plan ${planId}, which no longer exists; nothing was applied (move the tenant to a plan or refund at the gateway)`,
    fields: ['planId'],
  });
