import { webhooks } from '@shared/api/contracts/webhooks';
import { webhookHandler } from './receive';

/** POST /api/webhooks/razorpay — X-Razorpay-Signature over the raw body; each event (keyed on its signed body) processed once. */
export const handler = webhookHandler(webhooks.razorpay, 'razorpay');
