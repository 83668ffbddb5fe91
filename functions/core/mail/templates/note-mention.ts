import * as z from 'zod';
import { defineMailTemplate } from '../template';
import { link, page, para } from './alert-parts';

const data = z.object({
  /** Who wrote the note, and about which visitor. */
  authorName: z.string(),
  visitor: z.string(),
  note: z.string(),
});
type Data = z.infer<typeof data>;

/** An agent was @mentioned in a private note (issue 32 item 4, core/inbox/notes.ts). */
export const noteMention = defineMailTemplate<Data>({
  name: 'note-mention',
  category: 'alert',
  data,
  subject: (d) => `${d.authorName} mentioned you in a note`,
  text: (d, ctx) =>
    [
      `${d.authorName} mentioned you in a private note on the chat with ${d.visitor}:`,
      d.note,
      `Open it in the Agent Portal: ${ctx.appOrigin}/agent-portal`,
    ].join('\n\n'),
  html: (d, ctx) =>
    page(
      para(`${d.authorName} mentioned you in a private note on the chat with ${d.visitor}:`),
      para(d.note),
      link(`${ctx.appOrigin}/agent-portal`, 'Open the Agent Portal'),
    ),
});
