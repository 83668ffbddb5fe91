import type { WriteWebpageResult } from '@shared/schemas/ai-webpages';
import { openAiEnabled } from '../../ai/context';
import type { Logger } from '../../base/logger';
import { consumeBudget } from '../limits/rate-limit';
import { countAiCall } from '../metrics/platform-metrics';
import { aiContext } from '../platform/ai-context';
import { type WriterInput, writeLocally } from './write-local';
import { writeWithOpenAi } from './write-openai';

/** Each call may cost an OpenAI request: a tenant gets this many per hour, plenty for trying wordings. */
export const WRITE_LIMIT_PER_HOUR = 30;

/**
 * "Write it for me" (issue 15 §3): OpenAI when the platform admin enabled it with a key (as the other
 * generative features choose, ai/enrichment/index.ts), otherwise the offline writer. An OpenAI failure —
 * an error, a timeout, an answer of the wrong shape or with an invented figure — never costs the owner the
 * result: the local writer answers instead and `writtenBy: 'local'` says so.
 */
export async function writeWebpageContent(
  clientId: string,
  input: WriterInput,
  log?: Logger,
): Promise<WriteWebpageResult> {
  await consumeBudget(
    `webpage-write:${clientId}`,
    WRITE_LIMIT_PER_HOUR,
    3600,
    'Too many "Write it for me" requests this hour. Please try again later.',
  );
  const ai = await aiContext();
  if (openAiEnabled(ai.openAi)) {
    try {
      return await writeWithOpenAi(ai, input);
    } catch (err) {
      log?.warn('webpage writer: OpenAI answer not used, the local writer answers', {
        reason: err instanceof Error ? err.message : String(err),
      });
    }
  }
  // the offline writer as a zero-cost call in AI Cost Optimization (OpenAI counts itself, openai-json.ts)
  await countAiCall('local', 'offline');
  return writeLocally(input);
}
