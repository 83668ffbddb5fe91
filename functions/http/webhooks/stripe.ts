import { webhooks } from '@shared/api/contracts/webhooks';
import { webhookHandler } from './receive';

/** POST /api/webhooks/stripe — Stripe-Signature checked by constructEvent (300 s tolerance); event.id processed once. */
export const handler = webhookHandler(webhooks.stripe, 'stripe');
