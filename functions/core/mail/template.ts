import type * as z from 'zod';

/**
 * What a mail template is (issue 31; /work/wt/MAIL-API.md is the contract). One file per template in
 * templates/, registered in templates/index.ts. A template writes the mail's own words; the layout
 * (layout.ts) adds the tenant's name, the app's link, the footer and the unsubscribe link around them.
 */
export type MailCategory = 'account' | 'alert' | 'visitor';

/** Mails a person may opt out of: each carries an unsubscribe link and a List-Unsubscribe header. */
export const UNSUBSCRIBABLE: readonly MailCategory[] = ['alert', 'visitor'];

export interface MailContext {
  /** The app's public origin (APP_ORIGIN), for links in the mail. */
  appOrigin: string;
  /** The tenant the mail is about, when there is one (queueMail's clientId). */
  tenantName?: string;
  /** Set for alert and visitor mails. */
  unsubscribeUrl?: string;
}

export interface MailTemplate<D> {
  name: string;
  category: MailCategory;
  /** The data the caller passes; checked when the mail is queued and again when it is rendered. */
  data: z.ZodType<D>;
  subject(d: D, ctx: MailContext): string;
  /** The plain-text body (every mail has one). */
  text(d: D, ctx: MailContext): string;
  /** The HTML body's content, without <html>/<body>; every value from `d` goes through escapeHtml. */
  html(d: D, ctx: MailContext): string;
}

/** Declares a template with its data type inferred from its schema. */
export const defineMailTemplate = <D>(t: MailTemplate<D>): MailTemplate<D> => t;
