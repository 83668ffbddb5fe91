import { billing } from '@shared/api/contracts/billing';
import { recordBillingChange } from '../../core/billing/activity';
import { verifyRazorpayPayment } from '../../core/billing/checkout';
import { explainGatewayFailure } from '../../core/billing/gateway-errors';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/verify-payment — Razorpay Checkout's payment signature, checked on the server. */
export const handler = http(billing.verifyPayment, async (ctx) => {
  const view = await explainGatewayFailure(ctx.log, () =>
    verifyRazorpayPayment(ctx.session.clientId, ctx.body, ctx.log),
  );
  await recordBillingChange(
    byRequest(ctx),
    ctx.session.clientId,
    'subscription.paid',
    `Razorpay payment verified (${view.subscription?.planName})`,
  );
  return view;
});
