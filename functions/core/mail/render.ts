import { layoutHtml, layoutText } from './layout';
import type { MailContext, MailTemplate } from './template';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * A template's mail with the layout around it. With a one-click unsubscribe URL the mail also carries
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058: mail clients POST to that URL); the link in the
 * mail itself (ctx.unsubscribeUrl) opens a page that asks first, since mail scanners follow links.
 */
export function renderMail<D>(
  template: MailTemplate<D>,
  data: D,
  ctx: MailContext,
  oneClickUnsubscribeUrl?: string,
): RenderedMail {
  // a subject is one line: a line break in data would start a header of its own in some clients
  const subject = template.subject(data, ctx).replace(/\s+/g, ' ').trim();
  const headers: Record<string, string> = {};
  if (oneClickUnsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${oneClickUnsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    subject,
    text: layoutText(template.text(data, ctx), ctx),
    html: layoutHtml(template.html(data, ctx), subject, ctx),
    headers,
  };
}
