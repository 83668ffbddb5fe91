import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, list, page, para } from './alert-parts';

const data = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});
type Data = z.infer<typeof data>;

const details = (d: Data) =>
  [d.email && `Email: ${d.email}`, d.phone && `Phone: ${d.phone}`, d.company && `Company: ${d.company}`].filter(
    (x): x is string => !!x,
  );

/** A lead the widget captured, mailed at once (Settings → Notifications: new leads, instant). */
export const newLead = defineMailTemplate<Data>({
  name: 'new-lead',
  category: 'alert',
  data,
  subject: (d) => `New lead: ${d.name}`,
  text: (d, ctx) =>
    [
      `${d.name} left their details in your chat widget.`,
      ...details(d),
      `Leads: ${ctx.appOrigin}/dashboard/leads`,
    ].join('\n'),
  html: (d, ctx) =>
    page(
      para(`${d.name} left their details in your chat widget.`),
      list(details(d)),
      link(`${ctx.appOrigin}/dashboard/leads`, 'See your leads'),
    ),
});
