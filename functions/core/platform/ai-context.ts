import type { AiContext } from '../../ai/context';
import { countAiCall } from '../metrics/platform-metrics';
import { readOpenAiConfig } from './openai-config';

/**
 * What the AI layer needs from the platform for one request: the admin's OpenAI config (cached per
 * instance for seconds, openai-config.ts: a save applies at once here, within OPENAI_CONFIG_TTL_MS on
 * other instances) and countAiCall as its usage hook. ai/ never reads either itself.
 */
export async function aiContext(): Promise<AiContext> {
  return { openAi: await readOpenAiConfig(), onCall: countAiCall };
}
