import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, page, para } from './alert-parts';

const data = z.object({ percent: z.union([z.literal(80), z.literal(100)]), used: z.number(), limit: z.number() });
type Data = z.infer<typeof data>;

const what = (d: Data) =>
  d.percent === 100
    ? `Your plan's ${d.limit} conversations for this period are used up: the chat widget cannot start new conversations until the period renews or you upgrade.`
    : `Your business has used ${d.used} of the plan's ${d.limit} conversations for this period (80 %).`;

/** The plan's monthly conversations at 80 % and at 100 %, once each per usage period (core/alerts/plan-usage.ts). */
export const planLimit = defineMailTemplate<Data>({
  name: 'plan-limit',
  category: 'alert',
  data,
  subject: (d) => (d.percent === 100 ? 'Your plan limit is reached' : 'You have used 80 % of your plan'),
  text: (d, ctx) => [what(d), `Billing & Plan: ${ctx.appOrigin}/dashboard/billing`].join('\n\n'),
  html: (d, ctx) => page(para(what(d)), link(`${ctx.appOrigin}/dashboard/billing`, 'Open Billing & Plan')),
});
