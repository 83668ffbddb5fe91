import type * as z from 'zod';
import { upstreamSignal } from '../../base/deadline';
import { GatewayTimeoutError, UpstreamError } from '../../base/errors';
import type { AiCallCounter } from '../context';
import { lazyOpenAiClient, loadOpenAiSdk } from './openai-sdk';

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  temperature: number;
  maxTokens: number;
  organizationId?: string;
  baseURL?: string;
}

/** The provider's own cap; a request with less time left gets less (base/deadline.ts). */
const TIMEOUT_MS = 20_000;
/**
 * One JSON question to OpenAI: the system prompt, the user content as JSON, and the answer validated
 * with `schema`; any upstream failure is a 502 with a clear message and running out of the request's
 * deadline a 504. Apart from the provider (openai.ts), so a function that asks one kind of question
 * (lead enrichment, ai/enrichment/openai.ts) does not bundle the prompts and schemas of the others.
 */
/**
 * Structured output: the JSON Schema the answer must follow (OpenAI's `json_schema` response format,
 * strict), for a question whose shape the model could otherwise get wrong. Without it the model is asked
 * for any JSON object. The zod schema still checks the answer either way.
 */
export interface JsonAnswerFormat {
  name: string;
  schema: Record<string, unknown>;
}

export function openAiJson(settings: OpenAiSettings, onCall: AiCallCounter) {
  const openAiClient = lazyOpenAiClient(settings, TIMEOUT_MS);
  return async function askJson<S extends z.ZodType>(
    schema: S,
    system: string,
    user: unknown,
    format?: JsonAnswerFormat,
  ): Promise<z.output<S>> {
    const client = await openAiClient();
    let content: string | null | undefined;
    const signal = upstreamSignal(TIMEOUT_MS);
    try {
      const res = await client.chat.completions.create(
        {
          model: settings.model,
          temperature: settings.temperature,
          max_tokens: settings.maxTokens,
          response_format: format
            ? { type: 'json_schema', json_schema: { name: format.name, schema: format.schema, strict: true } }
            : { type: 'json_object' },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: JSON.stringify(user) },
          ],
        },
        { signal },
      );
      content = res.choices[0]?.message?.content;
      // AI Cost Optimization: every answered call, with the usage OpenAI bills (best effort, never throws)
      await onCall('openai', settings.model, res.usage?.prompt_tokens, res.usage?.completion_tokens);
    } catch (err) {
      const { OpenAI } = await loadOpenAiSdk();
      if (signal.aborted || err instanceof OpenAI.APIConnectionTimeoutError) {
        throw new GatewayTimeoutError('The AI provider did not answer in time. Please try again.');
      }
      const status = (err as { status?: number }).status;
      throw new UpstreamError(
        `The AI provider request failed${status ? ` (HTTP ${status})` : ''}. Please try again later.`,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? '');
    } catch {
      throw new UpstreamError('The AI provider returned an unreadable answer.');
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw new UpstreamError('The AI provider returned an answer in an unexpected shape.');
    return result.data;
  };
}
