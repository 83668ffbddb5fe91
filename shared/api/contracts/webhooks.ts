import * as billing from '../../schemas/billing';
import * as whatsappWebhook from '../../schemas/whatsapp-webhook';
import { withSchemas } from '../route';
import { webhooks as routes } from '../routes/webhooks';

/** webhooks: each route of routes/webhooks.ts with its schemas. */
export const webhooks = withSchemas(routes, {
  razorpay: { response: billing.webhookResponse },
  stripe: { response: billing.webhookResponse },
  whatsappVerify: {
    query: whatsappWebhook.whatsappVerifyQuery,
    params: whatsappWebhook.webhookClientParams,
    response: whatsappWebhook.whatsappChallengeResponse,
  },
  whatsapp: { params: whatsappWebhook.webhookClientParams, response: whatsappWebhook.whatsappWebhookResponse },
});
