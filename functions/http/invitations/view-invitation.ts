import { invitations } from '@shared/api/contracts/invitations';
import { limitByIp } from '../../core/limits/ip-limit';
import { viewInvitation } from '../../core/tenants/invitations';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/**
 * POST /api/invitations/view `{token}` — what the invitation page (/invite/<token>) shows: the form while
 * the link works, otherwise why not and whom to ask (200 either way); 404 for a link that never was or
 * was replaced by a newer one.
 */
export const handler = http(invitations.viewInvitation, async ({ body, event }) => {
  await limitByIp('invitation', clientIp(event));
  return viewInvitation(body.token);
});
