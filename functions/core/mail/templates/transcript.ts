import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { page, para } from './alert-parts';

const data = z.object({
  messages: z.array(z.object({ from: z.string(), text: z.string(), at: z.string() })),
});
type Data = z.infer<typeof data>;

const line = (m: Data['messages'][number]) => `${m.from}: ${m.text}`;

/** "Email me this conversation" in the widget (core/chat/visitor-mail.ts): the chat as it was. */
export const transcript = defineMailTemplate<Data>({
  name: 'transcript',
  category: 'visitor',
  data,
  subject: (_d, ctx) => `Your conversation with ${ctx.tenantName ?? 'us'}`,
  text: (d, ctx) => [`Your conversation with ${ctx.tenantName ?? 'us'}:`, ...d.messages.map(line)].join('\n\n'),
  html: (d, ctx) =>
    page(para(`Your conversation with ${ctx.tenantName ?? 'us'}:`), ...d.messages.map((m) => para(line(m)))),
});
