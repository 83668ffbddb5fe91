/**
 * Which payment-gateway settings are secrets (encrypted at rest, masked in answers). A module of its own
 * so billing functions can decrypt the stored settings without bundling every config schema
 * (shared/schemas/integrations.ts lists them with the other providers' secret fields).
 */
export const GATEWAY_SECRET_FIELDS = {
  stripe: ['secretKey', 'webhookSecret', 'previousWebhookSecret'],
  razorpay: ['keySecret', 'webhookSecret', 'previousWebhookSecret'],
} as const;
