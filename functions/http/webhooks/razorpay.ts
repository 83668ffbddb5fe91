import { webhookHandler } from './receive';

/** POST /api/webhooks/razorpay — X-Razorpay-Signature over the raw body; x-razorpay-event-id processed once. */
export const handler = webhookHandler('razorpay');
