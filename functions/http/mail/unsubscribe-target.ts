import { mail } from '@shared/api/contracts/mail';
import { NotFoundError } from '../../base/errors';
import { unsubscribeTarget } from '../../core/mail/unsubscribe';
import { http } from '../../kit/http';

/** GET /api/mail/unsubscribe/{token} — what an unsubscribe link stands for (the page asks before it records). */
export const handler = http(mail.unsubscribeTarget, async ({ params }) => {
  const target = await unsubscribeTarget(params.token);
  if (!target) throw new NotFoundError('This unsubscribe link is unknown or has expired');
  return target;
});
