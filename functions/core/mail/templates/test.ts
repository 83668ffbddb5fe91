import escapeHtml from 'escape-html';
import * as z from 'zod';
import { defineMailTemplate } from '../template';

/** A plain mail that proves the path end to end (tests; nothing in the product sends it). */
export const testMail = defineMailTemplate({
  name: 'test',
  category: 'account',
  data: z.object({ greeting: z.string().min(1).max(200) }).strict(),
  subject: (d) => `Parley test mail: ${d.greeting}`,
  text: (d, ctx) => `${d.greeting}\n\nThis is a test mail from Parley (${ctx.appOrigin}).`,
  html: (d, ctx) =>
    `<p>${escapeHtml(d.greeting)}</p><p>This is a test mail from <a href="${escapeHtml(ctx.appOrigin)}">Parley</a>.</p>`,
});
