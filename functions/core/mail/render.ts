import { layoutHtml, layoutText } from './layout';
import type { MailContext, MailTemplate } from './template';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * A template's mail with the layout around it. With an unsubscribe URL the mail also carries
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click: mail clients POST to the URL).
 */
export function renderMail<D>(template: MailTemplate<D>, data: D, ctx: MailContext): RenderedMail {
  // a subject is one line: a line break in data would start a header of its own in some clients
  const subject = template.subject(data, ctx).replace(/\s+/g, ' ').trim();
  const headers: Record<string, string> = {};
  if (ctx.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${ctx.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    subject,
    text: layoutText(template.text(data, ctx), ctx),
    html: layoutHtml(template.html(data, ctx), subject, ctx),
    headers,
  };
}
