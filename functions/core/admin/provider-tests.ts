import type { PlatformConfigType } from '@shared/enums';
import { PROVIDER_LABELS } from '@shared/schemas/admin-config';
import type { platformConfigSchemas } from '@shared/schemas/integrations';
import type { z } from 'zod';
import { dialogflowAgentName, dialogflowBase } from '../../adapters/dialogflow';
import { accessToken, parseServiceAccount } from '../../adapters/google-auth';
import { phoneNumberUrl } from '../../adapters/whatsapp-cloud';
import { config as env } from '../../base/env';
import {
  failed,
  judge,
  type ProbeOutcome,
  passed,
  request,
  TEST_TIMEOUT_MS,
  timedOut,
  withinBudget,
} from './connection-probe';

type Config<T extends PlatformConfigType> = z.output<(typeof platformConfigSchemas)[T]>;
type Probe<T extends PlatformConfigType> = (config: Config<T>, signal: AbortSignal) => Promise<ProbeOutcome>;

/** Fields a test cannot run without, per type: an incomplete form is a 400 naming them. */
const REQUIRED: Record<PlatformConfigType, readonly string[]> = {
  openai: ['apiKey'],
  gemini: ['apiKey'],
  perplexity: ['apiKey'],
  whatsapp: ['phoneNumberId', 'accessToken'],
  dialogflow: ['projectId', 'agentId', 'credentialsJson'],
  ccai: ['projectId', 'conversationProfileId', 'credentialsJson'],
  vertexai: ['projectId', 'credentialsJson'],
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };

/** Google APIs: a token from the service account's own token_uri, then one authenticated request. */
async function google(
  name: string,
  credentialsJson: string,
  signal: AbortSignal,
  call: (token: string) => Promise<ProbeOutcome>,
): Promise<ProbeOutcome> {
  const sa = parseServiceAccount(credentialsJson);
  if (!sa) return failed(400, `${name}: the credentials JSON is not a service account key`);
  let token: string;
  try {
    token = await accessToken(sa);
  } catch (err) {
    if (signal.aborted) return timedOut(name);
    return failed(400, `Google rejected the ${name} service account (${(err as Error).message})`);
  }
  return call(token);
}

/** Vertex AI's and CCAI's host, or the local stand-in (base/env.ts). */
const googleHost = (real: string) => env('GOOGLE_API_URL').GOOGLE_API_URL?.replace(/\/$/, '') ?? real;

const probes: { [T in PlatformConfigType]: Probe<T> } = {
  // the models list: the cheapest authenticated call, and the SDK honours baseURL (proxies, Azure-style hosts)
  async openai(c, signal) {
    const { OpenAI } = await import('openai');
    const client = new OpenAI({
      apiKey: c.apiKey,
      organization: c.organizationId || undefined,
      baseURL: c.baseURL || undefined,
      timeout: TEST_TIMEOUT_MS,
      maxRetries: 0,
    });
    try {
      const page = await client.models.list({ signal });
      return passed(`OpenAI answered with ${page.data.length} models`);
    } catch (err) {
      if (err instanceof OpenAI.APIConnectionTimeoutError || signal.aborted) return timedOut('OpenAI');
      if (err instanceof OpenAI.APIError && err.status)
        return judge('OpenAI', 'API key', err.status, 'the models list') ?? failed(502, 'OpenAI failed');
      return failed(502, 'OpenAI could not be reached');
    }
  },
  async gemini(c, signal) {
    const host =
      env('GEMINI_API_URL').GEMINI_API_URL?.replace(/\/$/, '') ?? 'https://generativelanguage.googleapis.com';
    const r = await request(`${host}/v1beta/models/${encodeURIComponent(c.model)}:generateContent`, {
      method: 'POST',
      headers: { ...json, 'x-goog-api-key': c.apiKey },
      body: JSON.stringify({
        contents: [{ role: 'user', parts: [{ text: 'ping' }] }],
        generationConfig: { maxOutputTokens: 1 },
      }),
      signal,
    });
    // Gemini refuses a wrong key with 400 INVALID_ARGUMENT and the reason API_KEY_INVALID
    if (r.status === 400 && JSON.stringify(r.body ?? '').includes('API_KEY_INVALID'))
      return failed(400, 'Gemini rejected the API key (400 API_KEY_INVALID)');
    return judge('Gemini', 'API key', r.status, `the model ${c.model}`) ?? passed(`Gemini ${c.model} answered`);
  },
  async perplexity(c, signal) {
    const host = env('PERPLEXITY_API_URL').PERPLEXITY_API_URL?.replace(/\/$/, '') ?? 'https://api.perplexity.ai';
    const r = await request(`${host}/chat/completions`, {
      method: 'POST',
      headers: { ...json, ...bearer(c.apiKey) },
      body: JSON.stringify({ model: c.model, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 }),
      signal,
    });
    return judge('Perplexity', 'API key', r.status, `the model ${c.model}`) ?? passed(`Perplexity ${c.model} answered`);
  },
  // the Cloud API's phone-number lookup: proves the token and that it may use this number
  async whatsapp(c, signal) {
    const r = await request(phoneNumberUrl(c.phoneNumberId), {
      headers: bearer(c.accessToken),
      signal,
    });
    // the Graph API reports an invalid token as OAuthException code 190, with 400 or 401
    const oauth = (r.body as { error?: { code?: number } } | undefined)?.error?.code === 190;
    if (oauth) return failed(400, `WhatsApp rejected the access token (${r.status})`);
    const number = (r.body as { display_phone_number?: string } | undefined)?.display_phone_number;
    return (
      judge('WhatsApp', 'access token', r.status, `the phone number ID ${c.phoneNumberId}`) ??
      passed(`WhatsApp found the phone number${number ? ` ${number}` : ''}`)
    );
  },
  dialogflow: (c, signal) =>
    google('Dialogflow CX', c.credentialsJson, signal, async (token) => {
      const r = await request(`${dialogflowBase(c)}/v3/${dialogflowAgentName(c)}`, { headers: bearer(token), signal });
      const name = (r.body as { displayName?: string } | undefined)?.displayName;
      return (
        judge('Dialogflow CX', 'service account', r.status, `the agent ${c.agentId}`) ??
        passed(`Dialogflow CX found the agent${name ? ` "${name}"` : ''}`)
      );
    }),
  // CCAI (Agent Assist) lives on the Dialogflow ES v2 API: get the conversation profile
  ccai: (c, signal) =>
    google('CCAI', c.credentialsJson, signal, async (token) => {
      const host = googleHost(
        c.location === 'global'
          ? 'https://dialogflow.googleapis.com'
          : `https://${c.location}-dialogflow.googleapis.com`,
      );
      const profile = c.conversationProfileId.startsWith('projects/')
        ? c.conversationProfileId
        : `projects/${c.projectId}/locations/${c.location}/conversationProfiles/${c.conversationProfileId}`;
      const r = await request(`${host}/v2/${profile}`, { headers: bearer(token), signal });
      return (
        judge('CCAI', 'service account', r.status, 'the conversation profile') ??
        passed('CCAI found the conversation profile')
      );
    }),
  // one predict call with a single output token on the configured model
  vertexai: (c, signal) =>
    google('Vertex AI', c.credentialsJson, signal, async (token) => {
      const host = googleHost(`https://${c.location}-aiplatform.googleapis.com`);
      const path = `projects/${c.projectId}/locations/${c.location}/publishers/google/models/${c.model}:predict`;
      const instance = c.model.startsWith('chat-')
        ? { messages: [{ author: 'user', content: 'ping' }] }
        : { prompt: 'ping' };
      const r = await request(`${host}/v1/${path}`, {
        method: 'POST',
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ instances: [instance], parameters: { maxOutputTokens: 1, temperature: c.temperature } }),
        signal,
      });
      return (
        judge('Vertex AI', 'service account', r.status, `the model ${c.model}`) ??
        passed(`Vertex AI ${c.model} answered`)
      );
    }),
};

/** Tests one provider with a complete, validated config whose secrets are the real (unmasked) values. */
export async function probeProvider<T extends PlatformConfigType>(type: T, config: Config<T>): Promise<ProbeOutcome> {
  const name = PROVIDER_LABELS[type];
  const missing = REQUIRED[type].filter((f) => !(config as Record<string, unknown>)[f]);
  if (missing.length) return failed(400, `${name}: fill in ${missing.join(', ')} before testing the connection`);
  return withinBudget(name, (signal) => (probes[type] as Probe<T>)(config, signal));
}
