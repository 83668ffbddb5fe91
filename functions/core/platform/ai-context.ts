import type { AiContext } from '../../ai/context';
import { countAiCall } from '../metrics/platform-metrics';
import { readOpenAiConfig } from './openai-config';

/**
 * What the AI layer needs from the platform for one request: the admin's OpenAI config (read per call,
 * so a change applies at once) and countAiCall as its usage hook. ai/ never reads either itself.
 */
export async function aiContext(): Promise<AiContext> {
  return { openAi: await readOpenAiConfig(), onCall: countAiCall };
}
