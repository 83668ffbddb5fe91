import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, list, page, para, plural, textList } from './alert-parts';

const data = z.object({
  conversations: z.array(z.object({ id: z.string(), visitor: z.string(), reason: z.string(), at: z.string() })).min(1),
});
type Data = z.infer<typeof data>;

const line = (c: Data['conversations'][number]) => `${c.visitor}: ${c.reason}`;

/** Chats handed to a person while nobody of the team was online (core/alerts/sweep.ts), batched. */
export const escalationAlert = defineMailTemplate<Data>({
  name: 'escalation-alert',
  category: 'alert',
  data,
  subject: (d) =>
    d.conversations.length === 1
      ? 'A visitor is waiting for a person'
      : `${plural(d.conversations.length, 'visitor is', 'visitors are')} waiting for a person`,
  text: (d, ctx) =>
    [
      `Nobody from ${ctx.tenantName ?? 'your team'} was online when these chats were handed to a person:`,
      textList(d.conversations.map(line)),
      `Answer them in the Agent Portal: ${ctx.appOrigin}/agent-portal`,
    ].join('\n\n'),
  html: (d, ctx) =>
    page(
      para(`Nobody from ${ctx.tenantName ?? 'your team'} was online when these chats were handed to a person:`),
      list(d.conversations.map(line)),
      link(`${ctx.appOrigin}/agent-portal`, 'Open the Agent Portal'),
    ),
});
