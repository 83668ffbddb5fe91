import { INVITATION_DAYS } from '@shared/invitations';
import escapeHtml from 'escape-html';
import * as z from 'zod';
import { defineMailTemplate } from '../template';

/**
 * A human agent's invitation (issue 31 item 3; core/tenants/invitations.ts queues it): the link where they
 * set their own password. An account mail: no unsubscribe. It carries no password, only the one-use link.
 */
const data = z
  .object({
    firstName: z.string().min(1).max(50),
    /** The link's token (app origin + /invite/<token>). */
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    /** ISO time the link stops working. */
    expiresAt: z.string().datetime(),
  })
  .strict();

const linkOf = (token: string, appOrigin: string) => `${appOrigin}/invite/${token}`;
const business = (tenantName?: string) => tenantName ?? 'Your team';
const until = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const agentInvitationMail = defineMailTemplate({
  name: 'agent-invitation',
  category: 'account',
  data,
  subject: (_d, ctx) => `${business(ctx.tenantName)} invited you to answer chats on Parley`,
  text: (d, ctx) =>
    [
      `Hi ${d.firstName},`,
      '',
      `${business(ctx.tenantName)} added you as a human agent on Parley: you will answer the chats its AI agent hands over, in the Agent Portal.`,
      '',
      'Choose your password and sign in here:',
      linkOf(d.token, ctx.appOrigin),
      '',
      `The link works once and for ${INVITATION_DAYS} days (until ${until(d.expiresAt)}). If it has expired, ask ${business(ctx.tenantName)} to send a new one.`,
      'If you were not expecting this, you can ignore this email: nothing happens until the link is used.',
    ].join('\n'),
  html: (d, ctx) => {
    const link = escapeHtml(linkOf(d.token, ctx.appOrigin));
    const name = escapeHtml(business(ctx.tenantName));
    return [
      `<p>Hi ${escapeHtml(d.firstName)},</p>`,
      `<p>${name} added you as a human agent on Parley: you will answer the chats its AI agent hands over, in the Agent Portal.</p>`,
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">Choose your password</a></p>`,
      `<p style="font-size:13px;color:#6b7280">Or open this link: <a href="${link}">${link}</a></p>`,
      `<p style="font-size:13px;color:#6b7280">The link works once and for ${INVITATION_DAYS} days (until ${escapeHtml(until(d.expiresAt))}). If it has expired, ask ${name} to send a new one. If you were not expecting this, you can ignore this email.</p>`,
    ].join('\n');
  },
});
