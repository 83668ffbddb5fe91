import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, page, para } from './alert-parts';

const data = z.object({ planName: z.string() });
type Data = z.infer<typeof data>;

const what = (d: Data) =>
  `The payment for your ${d.planName} plan did not go through. The plan stays active while the payment gateway tries again; update your payment method to keep it.`;

/** The gateway could not take a subscription payment (core/billing/webhooks.ts: the subscription turned past due). */
export const paymentFailed = defineMailTemplate<Data>({
  name: 'payment-failed',
  category: 'alert',
  data,
  subject: () => 'Your payment failed',
  text: (d, ctx) => [what(d), `Billing & Plan: ${ctx.appOrigin}/dashboard/billing`].join('\n\n'),
  html: (d, ctx) => page(para(what(d)), link(`${ctx.appOrigin}/dashboard/billing`, 'Open Billing & Plan')),
});
