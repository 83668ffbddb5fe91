import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, list, page, para, plural, textList } from './alert-parts';

const data = z.object({
  leads: z.array(z.object({ name: z.string(), email: z.string().nullable() })).min(1),
});
type Data = z.infer<typeof data>;

const line = (l: Data['leads'][number]) => (l.email ? `${l.name} (${l.email})` : l.name);

/** The day's leads in one mail at the business's hour (Settings → Notifications: new leads, daily). */
export const leadDigest = defineMailTemplate<Data>({
  name: 'lead-digest',
  category: 'alert',
  data,
  subject: (d) => `${plural(d.leads.length, 'new lead', 'new leads')} since yesterday`,
  text: (d, ctx) =>
    [
      `Your chat widget captured ${plural(d.leads.length, 'lead', 'leads')}:`,
      textList(d.leads.map(line)),
      `Leads: ${ctx.appOrigin}/dashboard/leads`,
    ].join('\n\n'),
  html: (d, ctx) =>
    page(
      para(`Your chat widget captured ${plural(d.leads.length, 'lead', 'leads')}:`),
      list(d.leads.map(line)),
      link(`${ctx.appOrigin}/dashboard/leads`, 'See your leads'),
    ),
});
