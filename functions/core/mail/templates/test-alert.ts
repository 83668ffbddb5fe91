import escapeHtml from 'escape-html';
import * as z from 'zod';
import { defineMailTemplate } from '../template';

/** An alert-category mail for the tests of the unsubscribe link and the opt-out (nothing in the product sends it). */
export const testAlertMail = defineMailTemplate({
  name: 'test-alert',
  category: 'alert',
  data: z.object({ note: z.string().min(1).max(200) }).strict(),
  subject: (d) => `Parley test alert: ${d.note}`,
  text: (d) => `${d.note}`,
  html: (d) => `<p>${escapeHtml(d.note)}</p>`,
});
