import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, page, para } from './alert-parts';

const data = z.object({
  agentName: z.string(),
  messages: z.array(z.string()).min(1),
  /** The page the visitor chatted on (the widget opens the chat there), when known. */
  link: z.string().nullable(),
});
type Data = z.infer<typeof data>;

/** An agent answered a visitor who had left (core/alerts/sweep.ts): the reply, and the way back to the chat. */
export const agentReply = defineMailTemplate<Data>({
  name: 'agent-reply',
  category: 'visitor',
  data,
  subject: (_d, ctx) => `${ctx.tenantName ?? 'We'} replied to your question`,
  text: (d) =>
    [
      `${d.agentName} replied:`,
      ...d.messages,
      d.link ? `Continue the conversation: ${d.link}` : 'Reply on our website to continue the conversation.',
    ].join('\n\n'),
  html: (d) =>
    page(
      para(`${d.agentName} replied:`),
      ...d.messages.map(para),
      d.link ? link(d.link, 'Continue the conversation') : para('Reply on our website to continue the conversation.'),
    ),
});
