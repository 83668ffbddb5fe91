import { webhookResponse } from '../../schemas/billing';
import {
  webhookClientParams,
  whatsappChallengeResponse,
  whatsappVerifyQuery,
  whatsappWebhookResponse,
} from '../../schemas/whatsapp-webhook';
import { withSchemas } from '../route';
import { webhooks as routes } from '../routes/webhooks';

/** webhooks: each route of routes/webhooks.ts with its schemas. */
export const webhooks = withSchemas(routes, {
  razorpay: { response: webhookResponse },
  stripe: { response: webhookResponse },
  whatsappVerify: { query: whatsappVerifyQuery, params: webhookClientParams, response: whatsappChallengeResponse },
  whatsapp: { params: webhookClientParams, response: whatsappWebhookResponse },
});
