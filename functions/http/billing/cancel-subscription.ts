import { billing } from '@shared/api/contracts/billing';
import { ownerBillingAction } from '../../core/billing/activity';
import { cancelSubscription } from '../../core/billing/manage';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/cancel-subscription — ends at the period end, at the gateway too (spec part 3 §4). */
export const handler = http(billing.cancelSubscription, (ctx) =>
  ownerBillingAction(
    { ...byRequest(ctx), clientId: ctx.session.clientId, log: ctx.log },
    cancelSubscription,
    (view) => ['subscription.canceled', `Subscription set to end on ${view.subscription?.currentPeriodEnd}`],
  ),
);
