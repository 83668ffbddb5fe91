import * as z from 'zod';
import { PAYMENT_GATEWAYS, PLATFORM_CONFIG_TYPES } from '../enums';
import { connectionTestSchema } from './connection-test';
import { platformConfigSchemas, secretText } from './integrations';

export { connectionTestSchema };

/**
 * Admin → Configuration and Payment Gateways (issue 12, spec part 3 §2, §3, §5, §9). Secrets travel
 * only masked ("••••••••" + last 4); a masked value sent back keeps the stored secret.
 */

/** How the screens and messages name each provider. */
export const PROVIDER_LABELS = {
  dialogflow: 'Dialogflow CX',
  ccai: 'CCAI',
  whatsapp: 'WhatsApp',
  openai: 'OpenAI',
  perplexity: 'Perplexity',
  vertexai: 'Vertex AI',
  gemini: 'Gemini',
} as const satisfies Record<(typeof PLATFORM_CONFIG_TYPES)[number], string>;
export const GATEWAY_LABELS = { stripe: 'Stripe', razorpay: 'Razorpay' } as const;

/** The outcome of the last Test Connection of a provider or gateway. */
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

const lastTest = { lastTest: connectionTestSchema.optional() };

/** GET /api/admin/config: every provider's config, masked, merged over the defaults. */
export const adminConfigsResponse = z.object({
  configs: z.object({
    dialogflow: platformConfigSchemas.dialogflow.extend(lastTest),
    ccai: platformConfigSchemas.ccai.extend(lastTest),
    whatsapp: platformConfigSchemas.whatsapp.extend(lastTest),
    openai: platformConfigSchemas.openai.extend(lastTest),
    perplexity: platformConfigSchemas.perplexity.extend(lastTest),
    vertexai: platformConfigSchemas.vertexai.extend(lastTest),
    gemini: platformConfigSchemas.gemini.extend(lastTest),
  }),
});
export type AdminConfigs = z.infer<typeof adminConfigsResponse>['configs'];

/** POST /api/admin/config: the type's schema checks `config` in the handler (fields named `config.x`). */
export const saveConfigBody = z.strictObject({
  type: z.enum(PLATFORM_CONFIG_TYPES),
  config: z.record(z.string(), z.unknown()),
});
/** POST /api/admin/config answers the saved config, masked. */
export const savedConfigResponse = z.object({
  type: z.enum(PLATFORM_CONFIG_TYPES),
  config: z.record(z.string(), z.unknown()),
});

export const configTypeParams = z.strictObject({ type: z.enum(PLATFORM_CONFIG_TYPES) });
/** POST /api/admin/config/test/{type} and /payment-gateways/test/{gateway}: the form as it stands. */
export const testConfigBody = z.strictObject({ config: z.record(z.string(), z.unknown()) });

/**
 * A Test Connection's answer: 200 with success true, or 4xx/502/504 with success false; a failure
 * also carries the API's one error body, so every client reads `error.message` the same way.
 */
export const connectionTestResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  testedAt: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResponse>;

// Payment gateways (spec part 3 §3 "Payment gateway settings")
const gatewayCommon = {
  enabled: z.boolean(),
  configured: z.boolean(),
  lastTest: connectionTestSchema.optional(),
  /** Why it cannot be made active yet (the 409's sentence), or null when it can. */
  activationBlocked: z.string().nullable(),
};
/** What every gateway's settings end with, after its own two keys: the webhook secrets and the switch. */
const gatewayWebhookAndSwitch = {
  webhookSecret: secretText(300).default(''),
  /** The secret being rotated out: webhooks signed with either are accepted until it is cleared. */
  previousWebhookSecret: secretText(300).default(''),
  enabled: z.boolean().default(false),
};
export const stripeSettingsSchema = z.object({
  publishableKey: z.string().max(300).default(''),
  secretKey: secretText(300).default(''),
  ...gatewayWebhookAndSwitch,
});
export const razorpaySettingsSchema = z.object({
  keyId: z.string().max(300).default(''),
  keySecret: secretText(300).default(''),
  ...gatewayWebhookAndSwitch,
});
export const gatewaySettingsSchemas = { stripe: stripeSettingsSchema, razorpay: razorpaySettingsSchema } as const;
const keptSecret = secretText(300).optional();
const keptWebhookSecrets = { webhookSecret: keptSecret, previousWebhookSecret: keptSecret };
/**
 * A gateway's settings as a form sends them: a secret left out keeps the stored one (like its mask),
 * so a body that only flips `enabled` cannot erase a key; an explicit '' clears it.
 */
export const gatewaySettingsInputs = {
  stripe: stripeSettingsSchema.extend({ secretKey: keptSecret, ...keptWebhookSecrets }).strict(),
  razorpay: razorpaySettingsSchema.extend({ keySecret: keptSecret, ...keptWebhookSecrets }).strict(),
} as const;
export type Gateway = (typeof PAYMENT_GATEWAYS)[number];

export const paymentGatewaysResponse = z.object({
  /** null until the admin has made one active; new subscriptions then use the offline test gateway. */
  activeGateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  stripe: stripeSettingsSchema.extend(gatewayCommon),
  razorpay: razorpaySettingsSchema.extend(gatewayCommon),
});
export type PaymentGateways = z.infer<typeof paymentGatewaysResponse>;

/** POST /api/admin/payment-gateways: either gateway's settings and/or the active gateway (null = none). */
export const savePaymentGatewaysBody = z.strictObject({
  activeGateway: z.enum(PAYMENT_GATEWAYS).nullable().optional(),
  stripe: gatewaySettingsInputs.stripe.optional(),
  razorpay: gatewaySettingsInputs.razorpay.optional(),
});
export const gatewayParams = z.strictObject({ gateway: z.enum(PAYMENT_GATEWAYS) });
