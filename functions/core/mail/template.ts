// PLACEHOLDER until mail-core lands on main (issue 31, /work/wt/MAIL-API.md): the merge takes mail-core's type.
import type * as z from 'zod';

export interface MailContext {
  appOrigin: string;
  tenantName?: string;
  unsubscribeUrl?: string;
}
export interface MailTemplate<D> {
  name: string;
  category: 'account' | 'alert' | 'visitor';
  data: z.ZodType<D>;
  subject(d: D, ctx: MailContext): string;
  text(d: D, ctx: MailContext): string;
  html(d: D, ctx: MailContext): string;
}
