import { billing } from '@shared/api/contracts/billing';
import { ownerBillingAction } from '../../core/billing/activity';
import { createSubscription } from '../../core/billing/checkout';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/**
 * POST /api/billing/create-subscription {planId} — starts the checkout at the active gateway (or
 * activates on the offline test gateway); the amount is always the server's plan price.
 */
export const handler = http(billing.createSubscription, (ctx) =>
  ownerBillingAction(
    { ...byRequest(ctx), clientId: ctx.session.clientId, log: ctx.log },
    (clientId, log) => createSubscription(clientId, ctx.body.planId, log),
    (start) =>
      start.kind === 'activated'
        ? ['subscription.activated', `Subscribed to ${start.subscription.planName} on the test gateway (no charge)`]
        : ['subscription.checkout', `Checkout started for plan ${ctx.body.planId}`],
  ),
);
