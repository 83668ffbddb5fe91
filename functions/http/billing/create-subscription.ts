import { billing } from '@shared/api/contracts/billing';
import { recordBillingChange } from '../../core/billing/activity';
import { createSubscription } from '../../core/billing/checkout';
import { explainGatewayFailure } from '../../core/billing/gateway-errors';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/**
 * POST /api/billing/create-subscription {planId} — starts the checkout at the active gateway (or
 * activates on the offline test gateway); the amount is always the server's plan price.
 */
export const handler = http(billing.createSubscription, async (ctx) => {
  const start = await explainGatewayFailure(ctx.log, () =>
    createSubscription(ctx.session.clientId, ctx.body.planId, ctx.log),
  );
  await recordBillingChange(
    byRequest(ctx),
    ctx.session.clientId,
    start.kind === 'activated' ? 'subscription.activated' : 'subscription.checkout',
    start.kind === 'activated'
      ? `Subscribed to ${start.subscription.planName} on the test gateway (no charge)`
      : `Checkout started for plan ${ctx.body.planId}`,
  );
  return start;
});
