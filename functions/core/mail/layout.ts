import escapeHtml from 'escape-html';
import type { MailContext } from './template';

/**
 * The frame every mail shares: who it comes from (the tenant's name, when the mail is about a tenant),
 * the template's body, and a footer with the app's address and, for alert and visitor mails, the
 * unsubscribe link. Text and HTML say the same things.
 */
export function layoutText(body: string, ctx: MailContext): string {
  const footer = [
    '--',
    ctx.tenantName ? `Sent by Parley for ${ctx.tenantName} · ${ctx.appOrigin}` : `Sent by Parley · ${ctx.appOrigin}`,
  ];
  if (ctx.unsubscribeUrl) footer.push(`Stop these emails: ${ctx.unsubscribeUrl}`);
  return `${body.trimEnd()}\n\n${footer.join('\n')}\n`;
}

export function layoutHtml(body: string, subject: string, ctx: MailContext): string {
  const from = ctx.tenantName ? `${escapeHtml(ctx.tenantName)} · via Parley` : 'Parley';
  const origin = escapeHtml(ctx.appOrigin);
  const unsubscribe = ctx.unsubscribeUrl
    ? `<br><a href="${escapeHtml(ctx.unsubscribeUrl)}" style="color:#6b7280">Stop these emails</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${from}</p>
<div style="font-size:15px;line-height:1.5">${body}</div>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">Sent by <a href="${origin}" style="color:#6b7280">Parley</a>${unsubscribe}</p>
</body></html>
`;
}
