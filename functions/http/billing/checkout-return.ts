import { billing } from '@shared/api/contracts/billing';
import { recordBillingChange } from '../../core/billing/activity';
import { returnFromStripe } from '../../core/billing/checkout';
import { explainGatewayFailure } from '../../core/billing/gateway-errors';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/checkout-return {sessionId} — back from Stripe Checkout: the state is read from Stripe. */
export const handler = http(billing.checkoutReturn, async (ctx) => {
  const view = await explainGatewayFailure(ctx.log, () =>
    returnFromStripe(ctx.session.clientId, ctx.body.sessionId, ctx.log),
  );
  await recordBillingChange(
    byRequest(ctx),
    ctx.session.clientId,
    'subscription.checkout-returned',
    `Stripe checkout completed (${view.subscription?.planName})`,
  );
  return view;
});
