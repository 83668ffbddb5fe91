import * as z from 'zod';
import { INTEGRATION_TYPES, PAYMENT_GATEWAYS } from '../enums';
import { GATEWAY_SECRET_FIELDS } from '../gateway-secret-fields';
import { id, jsonObject, timestamp, timestamps } from './common';

export const customerIntegrationSchema = z.object({
  id,
  clientId: id,
  integrationType: z.enum(INTEGRATION_TYPES),
  isEnabled: z.boolean().default(false),
  configuration: jsonObject,
  lastTestedAt: timestamp.optional(),
  testStatus: z.enum(['success', 'failed']).optional(),
  testMessage: z.string().optional(),
  ...timestamps,
});
export type CustomerIntegration = z.infer<typeof customerIntegrationSchema>;

// Platform (admin) integration configs, part 3 §3 with the defaults of §9.

/**
 * Secrets travel in HTTP headers, where a control character or a character outside Latin-1 makes the
 * HTTP client throw an error that quotes the value: such a key is refused at the door (400 naming the
 * field). A service account JSON may also hold line breaks and tabs. The screens' mask (it starts with
 * dots) passes: the config code swaps it for the stored secret or refuses it.
 */
const HEADER_SAFE = /^[\x20-\x7e\xa0-\xff]*$/;
const JSON_SAFE = /^[\t\n\r\x20-\x7e\xa0-\xff]*$/;
const isMask = (v: string) => v.startsWith('••••');
const SAFE_MESSAGE = 'Use printable characters only (no line breaks, control characters or symbols)';
/** A key or token (header-safe characters), up to `max` characters. */
export const secretText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => isMask(v) || HEADER_SAFE.test(v), SAFE_MESSAGE);
const secret = secretText(20_000).default('');
const secretJson = z
  .string()
  .max(20_000)
  .refine((v) => isMask(v) || JSON_SAFE.test(v), SAFE_MESSAGE)
  .default('');
export const dialogflowConfigSchema = z.object({
  enabled: z.boolean().default(false),
  projectId: z.string().max(100).default(''),
  agentId: z.string().max(100).default(''),
  location: z.enum(['global', 'us-central1', 'us-east1', 'europe-west1', 'asia-northeast1']).default('global'),
  credentialsJson: secretJson,
  /** Advanced: a regional or private endpoint instead of the default Google one. */
  apiEndpoint: z.string().url().max(300).optional(),
});
export const ccaiConfigSchema = z.object({
  enabled: z.boolean().default(false),
  projectId: z.string().max(100).default(''),
  location: z.enum(['global', 'us-central1', 'us-east1', 'europe-west1']).default('global'),
  conversationProfileId: z.string().max(200).default(''),
  credentialsJson: secretJson,
});
export const platformWhatsappConfigSchema = z.object({
  enabled: z.boolean().default(false),
  phoneNumberId: z.string().max(64).default(''),
  businessAccountId: z.string().max(64).default(''),
  accessToken: secret,
  verifyToken: secretText(200).default(''),
  webhookUrl: z.string().max(500).default(''),
});
export const openaiConfigSchema = z.object({
  enabled: z.boolean().default(false),
  apiKey: secret,
  model: z.enum(['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo']).default('gpt-4o'),
  temperature: z.number().min(0).max(2).default(0.7),
  maxTokens: z.number().int().min(1).max(4000).default(1000),
  organizationId: z.string().max(100).optional(),
  baseURL: z.string().url().max(500).optional(),
});
export const perplexityConfigSchema = z.object({
  enabled: z.boolean().default(false),
  apiKey: secret,
  model: z.string().max(100).default('llama-3.1-sonar-small-128k-online'),
  temperature: z.number().min(0).max(2).default(0.2),
  maxTokens: z.number().int().min(1).max(4000).default(1000),
  topP: z.number().min(0).max(1).default(0.9),
  topK: z.number().int().min(0).max(2048).default(0),
  presencePenalty: z.number().min(-2).max(2).default(0),
  frequencyPenalty: z.number().min(0).max(2).default(1),
  searchDomainFilter: z.array(z.string().max(200)).max(20).default([]),
  searchRecencyFilter: z.enum(['month', 'week', 'day', 'hour']).default('month'),
  returnImages: z.boolean().default(false),
  returnRelatedQuestions: z.boolean().default(false),
});
export const vertexaiConfigSchema = z.object({
  enabled: z.boolean().default(false),
  projectId: z.string().max(100).default(''),
  location: z.enum(['us-central1', 'us-east1', 'europe-west1', 'asia-southeast1']).default('us-central1'),
  credentialsJson: secretJson,
  model: z.enum(['text-bison@001', 'text-bison@002', 'text-unicorn@001', 'chat-bison@001']).default('text-bison@001'),
  temperature: z.number().min(0).max(1).default(0.7),
  maxTokens: z.number().int().min(1).max(8192).default(1024),
  topP: z.number().min(0).max(1).default(0.8),
  topK: z.number().int().min(1).max(40).default(40),
});
export const geminiConfigSchema = z.object({
  enabled: z.boolean().default(false),
  apiKey: secret,
  model: z
    .enum(['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-1.5-flash', 'gemini-1.5-pro', 'gemini-1.0-pro'])
    .default('gemini-2.5-flash'),
  temperature: z.number().min(0).max(2).default(0.7),
  maxTokens: z.number().int().min(1).max(8192).default(2048),
  topP: z.number().min(0).max(1).default(0.95),
  topK: z.number().int().min(1).max(100).default(40),
  safetySettings: z.string().max(10_000).optional(),
});

export const platformConfigSchemas = {
  dialogflow: dialogflowConfigSchema,
  ccai: ccaiConfigSchema,
  whatsapp: platformWhatsappConfigSchema,
  openai: openaiConfigSchema,
  perplexity: perplexityConfigSchema,
  vertexai: vertexaiConfigSchema,
  gemini: geminiConfigSchema,
} as const;

/** Which config fields hold secrets: encrypted at rest, masked (last 4) in responses. */
export const SECRET_FIELDS: Record<string, readonly string[]> = {
  dialogflow: ['credentialsJson'],
  ccai: ['credentialsJson'],
  whatsapp: ['accessToken', 'verifyToken'],
  openai: ['apiKey'],
  perplexity: ['apiKey'],
  vertexai: ['credentialsJson'],
  gemini: ['apiKey'],
  ...GATEWAY_SECRET_FIELDS,
};

export const paymentGatewaySettingsSchema = z.object({
  activeGateway: z.enum(PAYMENT_GATEWAYS).default('stripe'),
  stripe: z.object({
    publishableKey: z.string().max(300).default(''),
    secretKey: secret,
    webhookSecret: z.string().max(300).optional(),
    enabled: z.boolean().default(false),
  }),
  razorpay: z.object({
    keyId: z.string().max(300).default(''),
    keySecret: secret,
    webhookSecret: z.string().max(300).optional(),
    enabled: z.boolean().default(false),
  }),
});

/** A Test Connection's stored result (admin configs, gateways, customer integrations). */
export const connectionTestSchema = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  testedAt: z.string(),
});

// Customer integrations (Settings → Integrations, spec part 3 §2, §3; issue 14)

export const CUSTOMER_INTEGRATION_TYPES = ['whatsapp', 'analytics'] as const;
export type CustomerIntegrationType = (typeof CUSTOMER_INTEGRATION_TYPES)[number];

/** Meta's ids (phone number, WhatsApp Business Account) are numbers; anything else can only fail later. */
const metaId = (label: string) =>
  z
    .string()
    .trim()
    .max(30, `The ${label} is at most 30 digits`)
    .regex(/^\d*$/, `The ${label} is digits only (WhatsApp Manager → API Setup)`)
    .default('');

/**
 * A business's own WhatsApp Cloud API number. accessToken sends the replies, verifyToken answers Meta's
 * webhook handshake, appSecret checks each delivery's X-Hub-Signature-256: all three are secrets
 * (envelope-encrypted with the tenant as encryption context, masked to the last 4 in every answer).
 * The webhook URL is not stored: it is this product's own, per tenant (webhookPath in the answer).
 */
export const whatsappConfigSchema = z.object({
  phoneNumberId: metaId('phone number ID'),
  businessAccountId: metaId('business account ID'),
  accessToken: secretText(1000).default(''),
  verifyToken: secretText(200).default(''),
  appSecret: secretText(200).default(''),
});
/** GA4 measurement ids are `G-` and (today) ten letters or digits; the legacy UA id is optional. */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
export const analyticsConfigSchema = z.object({
  measurementId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || GA4_MEASUREMENT_ID.test(v), 'A GA4 measurement ID looks like G-XXXXXXXXXX')
    .default(''),
  trackingId: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || /^UA-\d{4,10}-\d{1,4}$/.test(v),
      'A Universal Analytics tracking ID looks like UA-12345678-1',
    )
    .default(''),
});
export const customerConfigSchemas = { whatsapp: whatsappConfigSchema, analytics: analyticsConfigSchema } as const;
export type WhatsappConfig = z.output<typeof whatsappConfigSchema>;
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;

/** The customer configs' secret fields: encrypted at rest (context: the tenant), masked in responses. */
export const CUSTOMER_SECRET_FIELDS: Record<CustomerIntegrationType, readonly string[]> = {
  whatsapp: ['accessToken', 'verifyToken', 'appSecret'],
  analytics: [],
};
/** The field that makes a card Connected (with isEnabled), spec part 3 §2. */
export const CONNECTED_FIELD: Record<CustomerIntegrationType, string> = {
  whatsapp: 'phoneNumberId',
  analytics: 'measurementId',
};

export const customerIntegrationTypeParams = z.object({ type: z.enum(CUSTOMER_INTEGRATION_TYPES) }).strict();
export const customerIntegrationIdParams = z.object({ id: z.string().min(1).max(64) }).strict();

/** POST /api/customer/integrations: one type's whole card (a masked secret sent back keeps the stored one). */
export const saveCustomerIntegrationBody = z.discriminatedUnion('integrationType', [
  z.object({
    integrationType: z.literal('whatsapp'),
    isEnabled: z.boolean().default(false),
    configuration: whatsappConfigSchema,
  }),
  z.object({
    integrationType: z.literal('analytics'),
    isEnabled: z.boolean().default(false),
    configuration: analyticsConfigSchema,
  }),
]);
export type SaveCustomerIntegration = z.input<typeof saveCustomerIntegrationBody>;

/** A card as the screen sees it: secrets masked; id null until the first save. */
export const customerIntegrationView = z.object({
  id: z.string().nullable(),
  integrationType: z.enum(CUSTOMER_INTEGRATION_TYPES),
  isEnabled: z.boolean(),
  /** isEnabled and the type's connected field filled in (spec part 3 §2's badge rule). */
  connected: z.boolean(),
  configuration: z.record(z.string(), z.string()),
  lastTest: connectionTestSchema.optional(),
  /** WhatsApp: the path Meta must call (the screen prefixes its own origin). */
  webhookPath: z.string().optional(),
});
export type CustomerIntegrationView = z.infer<typeof customerIntegrationView>;
export const customerIntegrationResponse = z.object({ integration: customerIntegrationView });
export type CustomerIntegrationResponse = z.infer<typeof customerIntegrationResponse>;

/** What the WhatsApp webhook answers Meta (any 2xx stops its retries). */
export const whatsappWebhookResponse = z.object({ received: z.literal(true), ignored: z.string().optional() });
/** GET handshake: hub.challenge echoed as text/plain. */
export const whatsappChallengeResponse = z.string();
