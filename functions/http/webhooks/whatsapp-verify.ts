import * as z from 'zod';
import { whatsappChallengeResponse } from '../../../shared/schemas/whatsapp-webhook';
import { verifySubscription } from '../../core/integrations/whatsapp-verify';
import { limitByIp } from '../../core/ip-limit';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/public-http';
import { reply } from '../../kit/response';

const hubQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** The tenant the owner's Meta app delivers to: its id is in the webhook URL the Integrations card shows. */
const clientParams = z.object({ clientId: z.string().min(1).max(64) }).strict();

/**
 * GET /api/webhooks/whatsapp/{clientId} — Meta's verification request when the owner subscribes the
 * webhook: 200 with hub.challenge as text/plain for this tenant's verify token, else 403.
 */
export const handler = http(
  { auth: 'public', params: clientParams, query: hubQuery, response: whatsappChallengeResponse },
  async ({ params, query, event }) => {
    await limitByIp('webhook', clientIp(event));
    const challenge = await verifySubscription(params.clientId, query);
    return reply(200, undefined, { raw: challenge, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  },
);
