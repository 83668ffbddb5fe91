import { webhooks } from '@shared/api/contracts/webhooks';
import { BUSINESS_METRICS, countEvent } from '../../base/metrics';
import { receiveWhatsapp } from '../../core/integrations/whatsapp-inbound';
import { http } from '../../kit/http';

/**
 * POST /api/webhooks/whatsapp/{clientId} — a WhatsApp Cloud API delivery: X-Hub-Signature-256 over the
 * raw body (no JSON body schema: parsing would lose the signed bytes), each message id answered once,
 * the reply sent back through the Cloud API (core/integrations/whatsapp-inbound.ts). No per-IP budget:
 * every tenant's deliveries come from Meta's few servers, so one tenant's busy hour would throttle all
 * of them; a request without the tenant's signature stops after one read and stores nothing.
 */
export const handler = http(webhooks.whatsapp, async ({ params, event, log }) => {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  try {
    return await receiveWhatsapp(params.clientId, raw, event.headers ?? {}, log);
  } catch (err) {
    countEvent(BUSINESS_METRICS.webhookFailures);
    throw err;
  }
});
