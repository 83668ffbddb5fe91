import { sendMessage } from '../../adapters/queue';
import type { Logger } from '../../kit/logger';

/**
 * A captured lead goes to enrichment (functions/queue/lead-enrichment.ts). The lead is already stored,
 * so a queue that refuses the message must not cost the visitor their chat: it is logged, and the
 * owner's Enrich button or Analyze All does it later.
 */
export async function queueEnrichment(clientId: string, leadId: string, log: Logger): Promise<void> {
  try {
    await sendMessage('leads.enrich', { payload: { clientId, leadId }, idempotencyKey: `capture:${leadId}` });
  } catch (error) {
    log.error('lead enrichment not queued', { leadId, error });
  }
}
