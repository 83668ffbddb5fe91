import type { webhooks } from '@shared/api/contracts/webhooks';
import type { Gateway } from '@shared/schemas/admin-config';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BUSINESS_METRICS, countEvent } from '../../base/metrics';
import { receiveWebhook } from '../../core/billing/webhooks';
import { limitByIp } from '../../core/limits/ip-limit';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/** The body exactly as the gateway signed it: API Gateway may hand it over base64-encoded. */
const rawBody = (event: APIGatewayProxyEventV2) =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

/**
 * A gateway's webhook route: public (the gateway has no session; no cookie, no Origin), no JSON body
 * schema (the signature covers the raw bytes, which parsing would lose), a per-IP budget, then
 * core/billing/webhooks.ts.
 */
export const webhookHandler = (contract: typeof webhooks.razorpay | typeof webhooks.stripe, gateway: Gateway) =>
  http(contract, async ({ event, log }) => {
    await limitByIp('webhook', clientIp(event));
    try {
      return await receiveWebhook(gateway, rawBody(event), event.headers ?? {}, log);
    } catch (err) {
      countEvent(BUSINESS_METRICS.webhookFailures);
      throw err;
    }
  });
