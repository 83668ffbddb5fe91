import { billing } from '@shared/api/contracts/billing';
import { ownerBillingAction } from '../../core/billing/activity';
import { verifyRazorpayPayment } from '../../core/billing/checkout';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/billing/verify-payment — Razorpay Checkout's payment signature, checked on the server. */
export const handler = http(billing.verifyPayment, (ctx) =>
  ownerBillingAction(
    { ...byRequest(ctx), clientId: ctx.session.clientId, log: ctx.log },
    (clientId, log) => verifyRazorpayPayment(clientId, ctx.body, log),
    (view) => ['subscription.paid', `Razorpay payment verified (${view.subscription?.planName})`],
  ),
);
