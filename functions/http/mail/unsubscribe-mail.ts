import { mail } from '@shared/api/contracts/mail';
import { NotFoundError } from '../../base/errors';
import { unsubscribe } from '../../core/mail/unsubscribe';
import { http } from '../../kit/http';

/**
 * POST /api/mail/unsubscribe/{token} — records the opt-out the link stands for: the page's button, and
 * mail clients' one-click unsubscribe (RFC 8058, from the List-Unsubscribe header).
 */
export const handler = http(mail.unsubscribeMail, async ({ params }) => {
  const target = await unsubscribe(params.token);
  if (!target) throw new NotFoundError('This unsubscribe link is unknown or has expired');
  return { ...target, unsubscribed: true as const };
});
