import { sendMessage } from '../../adapters/queue';
import type { Logger } from '../../base/logger';

/**
 * Asks for the tenant's index to be built off the chat path (publish-index.ts), at the end of a crawl run
 * or of a file's extraction — not at each page's version bump: a crawl bumps once per page, and an index
 * per page would be built for versions no visitor reaches. Best effort: the work before it has succeeded,
 * and a turn that finds no stored index builds it anyway, so a failed send is logged, never retried by
 * failing the message (which would re-extract a file or cancel a crawl page's finished transaction).
 */
export async function queueIndexBuild(clientId: string, log: Logger): Promise<void> {
  await sendMessage('knowledge.publish-index', { payload: { clientId } }).catch((err: unknown) =>
    log.warn('knowledge index build not queued; the first turn will build it', { clientId, err }),
  );
}
