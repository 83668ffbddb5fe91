import type { Gateway, PlatformConfigType } from '../api/config';

/**
 * What each Configuration card and Payment Gateway card shows (spec part 3 §3, ranges and fallbacks
 * of §5/§9). One data list instead of nine hand-written forms; the server validates the same ranges
 * (shared/schemas/integrations.ts) and names a field it refuses, which the card shows under that input.
 */
export type FieldDef = {
  key: string;
  label: string;
  help?: string;
  /** Left out of the body when empty (the schema has no empty value for it, e.g. a URL). */
  optional?: boolean;
} & (
  | { kind: 'text'; placeholder?: string }
  /** A secret: a password input, empty with the mask as placeholder; left empty, the mask is sent and the stored one kept. */
  | { kind: 'secret'; multiline?: boolean }
  /** `fallback`: the value sent when the input is left blank. */
  | { kind: 'number'; min: number; max: number; step: number; fallback: number }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'switch' }
  /** A list edited as comma-separated text. */
  | { kind: 'list'; placeholder?: string }
  | { kind: 'json'; placeholder?: string }
);

export interface ProviderDef {
  type: PlatformConfigType;
  label: string;
  description: string;
  fields: readonly FieldDef[];
}

const temperature = (max: number, fallback: number): FieldDef => ({
  key: 'temperature',
  label: 'Temperature',
  kind: 'number',
  min: 0,
  max,
  step: 0.1,
  fallback,
});
const maxTokens = (max: number, fallback: number): FieldDef => ({
  key: 'maxTokens',
  label: 'Max tokens',
  kind: 'number',
  min: 1,
  max,
  step: 1,
  fallback,
});
const topP = (fallback: number): FieldDef => ({
  key: 'topP',
  label: 'Top P',
  kind: 'number',
  min: 0,
  max: 1,
  step: 0.05,
  fallback,
});
const credentials: FieldDef = {
  key: 'credentialsJson',
  label: 'Service account key (JSON)',
  kind: 'secret',
  multiline: true,
  help: 'The JSON key file of a Google service account: it must hold client_email and private_key.',
};
const projectId: FieldDef = { key: 'projectId', label: 'Project ID', kind: 'text', placeholder: 'my-gcp-project' };

export const PROVIDERS: readonly ProviderDef[] = [
  {
    type: 'openai',
    label: 'OpenAI',
    description: 'Grounded answers, lead enrichment and training suggestions.',
    fields: [
      { key: 'apiKey', label: 'API key', kind: 'secret' },
      {
        key: 'model',
        label: 'Model',
        kind: 'select',
        options: ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo'],
      },
      temperature(2, 0.7),
      maxTokens(4000, 1000),
      { key: 'organizationId', label: 'Organization ID (optional)', kind: 'text', optional: true },
      {
        key: 'baseURL',
        label: 'Base URL (optional)',
        kind: 'text',
        optional: true,
        placeholder: 'https://api.openai.com/v1',
        help: 'Only for a proxy or a compatible host; leave empty for OpenAI itself.',
      },
    ],
  },
  {
    type: 'gemini',
    label: 'Gemini',
    description: "Google's Gemini models with an API key.",
    fields: [
      { key: 'apiKey', label: 'API key', kind: 'secret' },
      {
        key: 'model',
        label: 'Model',
        kind: 'select',
        options: ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-1.5-flash', 'gemini-1.5-pro', 'gemini-1.0-pro'],
      },
      temperature(2, 0.7),
      maxTokens(8192, 2048),
      topP(0.95),
      { key: 'topK', label: 'Top K', kind: 'number', min: 1, max: 100, step: 1, fallback: 40 },
      {
        key: 'safetySettings',
        label: 'Safety settings (optional JSON)',
        kind: 'json',
        optional: true,
        placeholder: '[]',
      },
    ],
  },
  {
    type: 'perplexity',
    label: 'Perplexity',
    description: 'Answers with live web search.',
    fields: [
      { key: 'apiKey', label: 'API key', kind: 'secret' },
      {
        key: 'model',
        label: 'Model',
        kind: 'select',
        options: [
          'llama-3.1-sonar-small-128k-online',
          'llama-3.1-sonar-large-128k-online',
          'llama-3.1-sonar-huge-128k-online',
        ],
      },
      temperature(2, 0.2),
      maxTokens(4000, 1000),
      topP(0.9),
      { key: 'topK', label: 'Top K', kind: 'number', min: 0, max: 2048, step: 1, fallback: 0 },
      { key: 'presencePenalty', label: 'Presence penalty', kind: 'number', min: -2, max: 2, step: 0.1, fallback: 0 },
      { key: 'frequencyPenalty', label: 'Frequency penalty', kind: 'number', min: 0, max: 2, step: 0.1, fallback: 1 },
      {
        key: 'searchDomainFilter',
        label: 'Search domains (comma-separated)',
        kind: 'list',
        placeholder: 'example.com',
      },
      {
        key: 'searchRecencyFilter',
        label: 'Search recency',
        kind: 'select',
        options: ['month', 'week', 'day', 'hour'],
      },
      { key: 'returnImages', label: 'Return images', kind: 'switch' },
      { key: 'returnRelatedQuestions', label: 'Return related questions', kind: 'switch' },
    ],
  },
  {
    type: 'vertexai',
    label: 'Vertex AI',
    description: 'Google Cloud models with a service account.',
    fields: [
      projectId,
      {
        key: 'location',
        label: 'Location',
        kind: 'select',
        options: ['us-central1', 'us-east1', 'europe-west1', 'asia-southeast1'],
      },
      credentials,
      {
        key: 'model',
        label: 'Model',
        kind: 'select',
        options: ['text-bison@001', 'text-bison@002', 'text-unicorn@001', 'chat-bison@001'],
      },
      temperature(1, 0.7),
      maxTokens(8192, 1024),
      topP(0.8),
      { key: 'topK', label: 'Top K', kind: 'number', min: 1, max: 40, step: 1, fallback: 40 },
    ],
  },
  {
    type: 'dialogflow',
    label: 'Dialogflow CX',
    description: 'Intent sync to a Dialogflow CX agent.',
    fields: [
      projectId,
      { key: 'agentId', label: 'Agent ID', kind: 'text' },
      {
        key: 'location',
        label: 'Location',
        kind: 'select',
        options: ['global', 'us-central1', 'us-east1', 'europe-west1', 'asia-northeast1'],
      },
      credentials,
      {
        key: 'apiEndpoint',
        label: 'API endpoint (optional)',
        kind: 'text',
        optional: true,
        placeholder: 'https://dialogflow.googleapis.com',
        help: 'A regional or private endpoint; leave empty for Google’s default.',
      },
    ],
  },
  {
    type: 'ccai',
    label: 'CCAI',
    description: 'Contact Center AI (Agent Assist) conversation profile.',
    fields: [
      projectId,
      {
        key: 'location',
        label: 'Location',
        kind: 'select',
        options: ['global', 'us-central1', 'us-east1', 'europe-west1'],
      },
      { key: 'conversationProfileId', label: 'Conversation profile ID', kind: 'text' },
      credentials,
    ],
  },
  {
    type: 'whatsapp',
    label: 'WhatsApp',
    description: 'The WhatsApp Business Cloud API number the platform sends from.',
    fields: [
      { key: 'phoneNumberId', label: 'Phone number ID', kind: 'text' },
      { key: 'businessAccountId', label: 'Business account ID', kind: 'text' },
      { key: 'accessToken', label: 'Access token', kind: 'secret' },
      { key: 'verifyToken', label: 'Verify token', kind: 'text' },
      { key: 'webhookUrl', label: 'Webhook URL', kind: 'text' },
    ],
  },
];

export interface GatewayDef {
  gateway: Gateway;
  label: string;
  fields: readonly FieldDef[];
}
// both gateways sign their subscription events; the previous secret keeps verifying while one is rotated
const WEBHOOK_FIELDS: readonly FieldDef[] = [
  { key: 'webhookSecret', label: 'Webhook secret (verifies subscription events)', kind: 'secret' },
  { key: 'previousWebhookSecret', label: 'Previous webhook secret (while rotating)', kind: 'secret' },
];
export const GATEWAYS: readonly GatewayDef[] = [
  {
    gateway: 'stripe',
    label: 'Stripe',
    fields: [
      { key: 'publishableKey', label: 'Publishable key', kind: 'text', placeholder: 'pk_live_…' },
      { key: 'secretKey', label: 'Secret key', kind: 'secret' },
      ...WEBHOOK_FIELDS,
    ],
  },
  {
    gateway: 'razorpay',
    label: 'Razorpay',
    fields: [
      { key: 'keyId', label: 'Key ID', kind: 'text', placeholder: 'rzp_live_…' },
      { key: 'keySecret', label: 'Key secret', kind: 'secret' },
      ...WEBHOOK_FIELDS,
    ],
  },
];

/** Form state: every value as the input holds it (text), secrets empty (the mask is the placeholder). */
export type FormValues = Record<string, string | boolean>;

export function toForm(fields: readonly FieldDef[], stored: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = stored[f.key];
    if (f.kind === 'switch') values[f.key] = v === true;
    else if (f.kind === 'secret') values[f.key] = '';
    else if (f.kind === 'list') values[f.key] = Array.isArray(v) ? v.join(', ') : '';
    else values[f.key] = v === undefined || v === null ? '' : String(v);
  }
  return values;
}

/** A field's client-side message, or none: the §5 ranges; the server checks them again. */
export function fieldError(f: FieldDef, value: string | boolean): string | undefined {
  if (f.kind === 'number' && typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (!Number.isFinite(n) || n < f.min || n > f.max) return `Enter a number from ${f.min} to ${f.max}`;
    if (f.step === 1 && !Number.isInteger(n)) return 'Enter a whole number';
  }
  if (f.kind === 'json' && typeof value === 'string' && value.trim()) {
    try {
      JSON.parse(value);
    } catch {
      return 'Enter valid JSON';
    }
  }
  return undefined;
}

/**
 * The body to send: numbers parsed (blank = the fallback), lists split, optional text left out when
 * empty, and an untouched secret sent as its mask so the server keeps the stored value.
 */
export function fromForm(fields: readonly FieldDef[], values: FormValues, stored: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (f.kind === 'switch') out[f.key] = v === true;
    else if (f.kind === 'number') out[f.key] = String(v).trim() === '' ? f.fallback : Number(v);
    else if (f.kind === 'secret') out[f.key] = v === '' ? (stored[f.key] ?? '') : v;
    else if (f.kind === 'list')
      out[f.key] = String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (String(v).trim() !== '' || !f.optional) out[f.key] = String(v).trim();
  }
  return out;
}
