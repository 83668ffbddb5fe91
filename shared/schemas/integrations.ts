import * as z from 'zod';
import { INTEGRATION_TYPES, PAYMENT_GATEWAYS } from '../enums';
import { GATEWAY_SECRET_FIELDS } from '../gateway-secret-fields';
import { id, jsonObject, timestamp, timestamps } from './common';
import { OPENAI_SECRET_FIELDS, openaiConfigSchema } from './openai-config';
import { isMask, JSON_SAFE, SAFE_MESSAGE, secretText } from './secret-text';

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

// the header-safe secret rule lives in its own small module (the customer integrations use it alone)
export { isMask, openaiConfigSchema, secretText };

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
  openai: OPENAI_SECRET_FIELDS,
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
