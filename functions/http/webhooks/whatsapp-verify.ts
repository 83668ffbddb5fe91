import { webhooks } from '@shared/api/contracts/webhooks';
import { reply } from '../../base/response';
import { verifySubscription } from '../../core/integrations/whatsapp-verify';
import { limitByIp } from '../../core/limits/ip-limit';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/**
 * GET /api/webhooks/whatsapp/{clientId} — Meta's verification request when the owner subscribes the
 * webhook: 200 with hub.challenge as text/plain for this tenant's verify token, else 403.
 */
export const handler = http(webhooks.whatsappVerify, async ({ params, query, event }) => {
  await limitByIp('webhook', clientIp(event));
  const challenge = await verifySubscription(params.clientId, query);
  return reply(200, undefined, { raw: challenge, headers: { 'content-type': 'text/plain; charset=utf-8' } });
});
