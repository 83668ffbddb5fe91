import { billing } from '@shared/api/contracts/billing';
import { ownerBillingAction } from '../../core/billing/activity';
import { returnFromStripe } from '../../core/billing/checkout';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/checkout-return {sessionId} — back from Stripe Checkout: the state is read from Stripe. */
export const handler = http(billing.checkoutReturn, (ctx) =>
  ownerBillingAction(
    { ...byRequest(ctx), clientId: ctx.session.clientId, log: ctx.log },
    (clientId, log) => returnFromStripe(clientId, ctx.body.sessionId, log),
    (view) => ['subscription.checkout-returned', `Stripe checkout completed (${view.subscription?.planName})`],
  ),
);
